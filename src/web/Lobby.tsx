/** The lobby: start a new table (game, set-up, who sits where), and the lists of open and finished tables. */
import { useEffect, useState } from 'react';
import type { Json } from '../core/index.js';
import { api, myTokens, type Catalog, type CatalogGame, type TableSummary } from './api.js';
import { createTable, type CreateRequest } from './create-table.js';
import { InviteLinks, type InviteLink } from './InviteLinks.js';

type SeatChoice = { kind: 'human' } | { kind: 'ai'; agent: string };

// Bare names: each plays the game's tuned setting (its heuristics' defaults), the one docs/ai.md
// measures and `skirmish --help` lists, so the lobby, the CLI and the docs name the same player.
export const AGENTS = ['random', 'greedy', 'mcts'];
export const AGENT_LABELS: Readonly<Record<string, string>> = {
  random: 'AI — random (legal moves at random)',
  greedy: 'AI — greedy (quick, this game’s tuned setting)',
  mcts: 'AI — mcts (strongest, this game’s tuned setting)',
};

/** The seats a preset has (the catalog's count for it, else the fewest players the game takes). */
export function seatCount(game: CatalogGame, preset: string): number {
  return game.seats?.[preset] ?? game.players.min;
}

/** `n` seats, keeping the choices made for the first ones; a new seat is an AI. */
function seatsFor(cur: readonly SeatChoice[], n: number): SeatChoice[] {
  return Array.from({ length: n }, (_, i) => cur[i] ?? { kind: 'ai', agent: 'greedy' });
}

export function Lobby() {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [game, setGame] = useState('');
  const [preset, setPreset] = useState('');
  const [seats, setSeats] = useState<SeatChoice[]>([{ kind: 'human' }, { kind: 'ai', agent: 'greedy' }]);
  const [open, setOpen] = useState<TableSummary[]>([]);
  const [finished, setFinished] = useState<TableSummary[]>([]);
  const [custom, setCustom] = useState('');
  const [invites, setInvites] = useState<{ id: string; mine: string; mySeat: number; links: InviteLink[] } | null>(null);
  const [hotSeat, setHotSeat] = useState(false);
  const [name, setName] = useState(() => localStorage.getItem('skirmish:name') ?? '');

  useEffect(() => {
    api
      .catalog()
      .then((c) => {
        setCatalog(c);
        const first = c.games[0];
        if (first) {
          setGame(first.id);
          setPreset(first.presets[0] ?? '');
          setSeats((cur) => seatsFor(cur, seatCount(first, first.presets[0] ?? '')));
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
      const me = name.trim().slice(0, 40);
      if (me) localStorage.setItem('skirmish:name', me);
      const firstHuman = seats.findIndex((s) => s.kind === 'human');
      // The creator's name goes on the first human seat; invited players' seats are "Player N".
      const seatList = seats.map((s, i) =>
        s.kind === 'ai' ? { kind: 'ai' as const, agent: s.agent } : i === firstHuman && me ? { kind: 'human' as const, name: me } : { kind: 'human' as const },
      );
      let request: CreateRequest;
      if (custom.trim()) {
        // A custom set-up (warbands, map, teams…) as the game's config JSON; the server validates it.
        let config: Json;
        try {
          config = JSON.parse(custom) as Json;
        } catch (e) {
          setError(`The custom set-up is not valid JSON: ${(e as Error).message}`);
          return;
        }
        request = { game, config, seats: seatList };
      } else request = { game, preset, seats: seatList };
      const made = await createTable(request, hotSeat);
      // One human seat, or hot-seat: straight to the table. Several: the invite links first.
      if (made.kind === 'play') window.location.hash = made.hash;
      else setInvites({ id: made.id, mine: made.hash, mySeat: made.mySeat, links: [...made.links] });
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
                  // One seat per player of the set-up (the first stays human, the rest AI).
                  setSeats(seatsFor(seats, next ? seatCount(next, next.presets[0] ?? '') : 2));
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
              <select
                data-testid="preset-select"
                value={preset}
                onChange={(e) => {
                  setPreset(e.target.value);
                  // A team battle seats three or four players: one seat each, the new ones AI.
                  if (g) setSeats(seatsFor(seats, seatCount(g, e.target.value)));
                }}
              >
                {g?.presets.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </label>
            {g?.builder && (
              <p className="builder-link">
                <a href={`#/b/${g.id}`} data-testid="open-builder">
                  Build your own {g.id === 'dicemasters' ? 'party' : g.id === 'ddm' ? 'warband' : 'army'}
                </a>{' '}
                <span className="muted">(pick cards, see the points and the rules, save it, play it)</span>
              </p>
            )}
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
                      {AGENT_LABELS[a] ?? `AI — ${a}`}
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
            <label>
              Your name
              <input data-testid="player-name" maxLength={40} value={name} placeholder="shown to the other players" onChange={(e) => setName(e.target.value)} />
            </label>
            {seats.filter((s) => s.kind === 'human').length > 1 && (
              <label className="check">
                <input type="checkbox" data-testid="hot-seat" checked={hotSeat} onChange={(e) => setHotSeat(e.target.checked)} />
                Hot-seat: this screen plays every human seat (otherwise each other player gets an invite link)
              </label>
            )}
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
          <div className="panel invite-panel">
            <p>
              The table is ready. You play Seat {invites.mySeat + 1}:{' '}
              <a href={invites.mine} className="button primary" data-testid="go-to-table">
                Go to your seat
              </a>
            </p>
            <InviteLinks links={invites.links} seatName={(i) => `Seat ${i + 1}`} />
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
