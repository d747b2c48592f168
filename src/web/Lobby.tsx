/** The lobby: start a new table (game, set-up, who sits where), and the lists of open and finished tables. */
import { useEffect, useState } from 'react';
import type { Json } from '../core/index.js';
import { api, myTokens, type Catalog, type TableSummary } from './api.js';

type SeatChoice = { kind: 'human' } | { kind: 'ai'; agent: string };

const AGENTS = ['random', 'greedy', 'mcts:it=200'];

export function Lobby() {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState('');
  const [preset, setPreset] = useState('');
  const [seats, setSeats] = useState<SeatChoice[]>([{ kind: 'human' }, { kind: 'ai', agent: 'greedy' }]);
  const [open, setOpen] = useState<TableSummary[]>([]);
  const [finished, setFinished] = useState<TableSummary[]>([]);
  const [custom, setCustom] = useState('');
  const [invites, setInvites] = useState<{ id: string; links: { seat: number; url: string }[] } | null>(null);

  useEffect(() => {
    api
      .catalog()
      .then((c) => {
        setCatalog(c);
        const first = c.games[0];
        if (first) {
          setGame(first.id);
          setPreset(first.presets[0] ?? '');
        }
      })
      .catch((e: Error) => setError(e.message));
    const refresh = (): void => {
      api
        .tables('playing')
        .then((r) => setOpen(r.tables))
        .catch(() => undefined);
      api
        .tables('finished')
        .then((r) => setFinished(r.tables))
        .catch(() => undefined);
    };
    refresh();
    const timer = setInterval(refresh, 5000);
    return () => clearInterval(timer);
  }, []);

  const g = catalog?.games.find((x) => x.id === game);

  async function start(): Promise<void> {
    setError(null);
    try {
      const seatList = seats.map((s) => (s.kind === 'ai' ? { kind: 'ai' as const, agent: s.agent } : { kind: 'human' as const }));
      let made;
      if (custom.trim()) {
        // A custom set-up (warbands, map, teams…) as the game's config JSON; the server validates it.
        let config: Json;
        try {
          config = JSON.parse(custom) as Json;
        } catch (e) {
          setError(`The custom set-up is not valid JSON: ${(e as Error).message}`);
          return;
        }
        made = await api.create({ game, config, seats: seatList });
      } else made = await api.create({ game, preset, seats: seatList });
      const mine = made.invites.map((i) => i.token);
      const humans = made.invites.length;
      if (humans <= 1 || seats.every((s) => s.kind === 'human')) {
        // One human seat, or hot-seat (this screen plays every human seat): this browser keeps the tokens.
        myTokens.add(made.id, mine);
        if (humans > 1) {
          setInvites({ id: made.id, links: made.invites.map((i) => ({ seat: i.seat, url: `${location.origin}${i.path}` })) });
        }
        window.location.hash = `#/t/${made.id}/${mine.join('/')}`;
      } else {
        // Several human seats with AI: nobody's token is kept here; each player (the creator too)
        // opens their own invite link, which claims the seat for that browser.
        setInvites({ id: made.id, links: made.invites.map((i) => ({ seat: i.seat, url: `${location.origin}${i.path}` })) });
      }
    } catch (e) {
      setError((e as Error).message);
    }
  }

  const setSeat = (i: number, s: SeatChoice): void => setSeats(seats.map((x, j) => (j === i ? s : x)));

  return (
    <div className="lobby">
      <section className="panel">
        <h2>New game</h2>
        {!catalog && !error && <p>Loading…</p>}
        {catalog && catalog.games.length === 0 && <p>No games are installed on this server.</p>}
        {catalog && catalog.games.length > 0 && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void start();
            }}
          >
            <label>
              Game
              <select
                data-testid="game-select"
                value={game}
                onChange={(e) => {
                  const next = catalog.games.find((x) => x.id === e.target.value);
                  setGame(e.target.value);
                  setPreset(next?.presets[0] ?? '');
                  // One seat per player the game takes (the first stays human, the rest AI).
                  const n = next?.players.min ?? 2;
                  setSeats(Array.from({ length: n }, (_, i) => seats[i] ?? { kind: 'ai', agent: 'greedy' }));
                }}
              >
                {catalog.games.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.title}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Set-up
              <select data-testid="preset-select" value={preset} onChange={(e) => setPreset(e.target.value)}>
                {g?.presets.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </label>
            {seats.map((s, i) => (
              <label key={i}>
                Seat {i + 1}
                <select
                  data-testid={`seat-${i}`}
                  value={s.kind === 'human' ? 'human' : AGENTS.includes(s.agent) ? `ai:${s.agent}` : 'ai-custom'}
                  onChange={(e) =>
                    setSeat(
                      i,
                      e.target.value === 'human'
                        ? { kind: 'human' }
                        : e.target.value === 'ai-custom'
                          ? { kind: 'ai', agent: 'mcts:it=500' }
                          : { kind: 'ai', agent: e.target.value.slice(3) },
                    )
                  }
                >
                  <option value="human">Human</option>
                  {AGENTS.map((a) => (
                    <option key={a} value={`ai:${a}`}>
                      AI — {a}
                    </option>
                  ))}
                  <option value="ai-custom">AI — custom settings…</option>
                </select>
                {s.kind === 'ai' && !AGENTS.includes(s.agent) && (
                  <input
                    aria-label={`Seat ${i + 1} agent settings`}
                    value={s.agent}
                    onChange={(e) => setSeat(i, { kind: 'ai', agent: e.target.value })}
                    title={catalog.agents.join('\n')}
                  />
                )}
              </label>
            ))}
            <details>
              <summary>Custom set-up (warbands, map, cards as the game&apos;s JSON config)</summary>
              <textarea
                data-testid="custom-config"
                rows={6}
                placeholder="Leave empty to use the set-up chosen above"
                value={custom}
                onChange={(e) => setCustom(e.target.value)}
                style={{ width: '100%', fontFamily: 'monospace' }}
              />
            </details>
            <button type="submit" data-testid="start-game" className="primary">
              Start
            </button>
          </form>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {invites && (
          <div className="invites" data-testid="invites">
            <h3>Invite links</h3>
            <p>
              Send each player their own link; it carries that seat&apos;s secret. Opening a link takes the seat for that browser, and the link then stops
              working for anyone else.
            </p>
            {invites.links.map((l) => (
              <p key={l.seat}>
                Seat {l.seat + 1}: <a href={l.url}>{l.url}</a>
              </p>
            ))}
          </div>
        )}
      </section>
      <section className="panel">
        <h2>Open games</h2>
        <TableList tables={open} kind="open" />
      </section>
      <section className="panel">
        <h2>Finished games</h2>
        <TableList tables={finished} kind="finished" />
      </section>
    </div>
  );
}

function TableList({ tables, kind }: { tables: TableSummary[]; kind: 'open' | 'finished' }) {
  if (tables.length === 0) return <p className="muted">None yet.</p>;
  return (
    <ul className="tables">
      {tables.map((t) => {
        const mine = myTokens.get(t.id);
        return (
          <li key={t.id}>
            <span className="game-id">{t.game}</span> <code>{t.id}</code> · {t.moves} choices · {t.seats.map((s) => s.name).join(' vs ')}
            {t.chosenSeed && (
              <span className="muted" data-testid="chosen-seed" title="A player chose this game's seed, so its dice could be known in advance">
                {' '}
                · unranked (chosen seed)
              </span>
            )}
            {kind === 'finished' && t.reason && <span className="muted"> — {t.reason}</span>}{' '}
            {kind === 'open' && mine.length > 0 && <a href={`#/t/${t.id}/${mine.join('/')}`}>resume</a>} {kind === 'open' && <a href={`#/w/${t.id}`}>watch</a>}
            {kind === 'finished' && <a href={`#/r/${t.id}`}>replay</a>}
          </li>
        );
      })}
    </ul>
  );
}
