/**
 * `#/b/<game>`: the party (Dice Masters), warband (DDM) or army (Heroscape) builder. The page picks
 * cards from the game's pool, asks the server for the verdict of the game's own validators on every
 * change, saves builds in this browser, and starts a table with the build against an AI, hot-seat or
 * an invited player (the table's config is made by the server from the two builds).
 */
import { useEffect, useState } from 'react';
import type { Json } from '../../core/index.js';
import { api, type BuilderPool, type BuildVerdict } from '../api.js';
import { createTable } from '../create-table.js';
import { InviteLinks, type InviteLink } from '../InviteLinks.js';
import { AGENT_LABELS, AGENTS } from '../Lobby.js';
import { BuildEditor } from './BuildEditor.js';
import { CardPool } from './CardPool.js';
import { TeamLinkPanel } from './TeamLinkPanel.js';
import { addCard, emptyDraft, fromBuild, savedBuilds, toBuild, type Draft, type SavedBuild } from './drafts.js';

/** The build a choice names: `starter:<id>` (a starter of the pool) or `saved:<name>` (saved in this browser). */
function buildByRef(pool: BuilderPool, saved: readonly SavedBuild[], ref: string): Json | null {
  const [kind, ...rest] = ref.split(':');
  const id = rest.join(':');
  if (kind === 'starter') return pool.starters.find((s) => s.id === id)?.build ?? null;
  if (kind === 'saved') return saved.find((s) => s.name === id)?.build ?? null;
  return null;
}

/** The options naming every starter and saved build, in the form `buildByRef` reads. */
function BuildChoices({ pool, saved }: { pool: BuilderPool; saved: readonly SavedBuild[] }) {
  return (
    <>
      {pool.starters.map((s) => (
        <option key={s.id} value={`starter:${s.id}`}>
          {s.label}
        </option>
      ))}
      {saved.map((s) => (
        <option key={s.name} value={`saved:${s.name}`}>
          saved: {s.name}
        </option>
      ))}
    </>
  );
}

export function BuilderPage({ game }: { game: string }) {
  const [pool, setPool] = useState<BuilderPool | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [allow, setAllow] = useState(false);
  const [verdict, setVerdict] = useState<BuildVerdict | null>(null);
  const [saved, setSaved] = useState<SavedBuild[]>(() => savedBuilds.list(game));
  const [opponent, setOpponent] = useState('');
  const [seat2, setSeat2] = useState('ai:greedy');
  const [hotSeat, setHotSeat] = useState(false);
  // The table's scenario (DDM), among those the pool offers; '' the game's default.
  const [scenario, setScenario] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [invites, setInvites] = useState<{ mine: string; links: InviteLink[] } | null>(null);

  useEffect(() => {
    api
      .builder(game)
      .then((p) => {
        setPool(p);
        setDraft(emptyDraft(p));
        setOpponent(`starter:${p.starters[p.starters.length - 1]?.id ?? ''}`);
      })
      .catch((e: Error) => setError(e.message));
  }, [game]);

  // The verdict follows the draft: asked a moment after the last change.
  useEffect(() => {
    if (!pool || !draft) return;
    let live = true;
    const t = setTimeout(() => {
      api
        .checkBuild(game, toBuild(pool, draft), allow)
        .then((v) => live && setVerdict(v))
        .catch((e: Error) => live && setError(e.message));
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [game, pool, draft, allow]);

  if (error && !pool)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!pool || !draft) return <p>Loading…</p>;

  const opponentBuild = (): Json | null => buildByRef(pool, saved, opponent);

  async function start(): Promise<void> {
    if (!pool || !draft) return;
    setError(null);
    const other = opponentBuild();
    if (!other) return setError('Choose what the other seat plays.');
    try {
      const { config } = await api.buildSetup(game, [toBuild(pool, draft), other], allow, scenario || undefined);
      const me = (localStorage.getItem('skirmish:name') ?? '').trim().slice(0, 40);
      const seats = [
        me ? { kind: 'human' as const, name: me } : { kind: 'human' as const },
        seat2 === 'human' ? { kind: 'human' as const } : { kind: 'ai' as const, agent: seat2.slice(3) },
      ];
      const made = await createTable({ game, config, seats }, hotSeat);
      if (made.kind === 'play') window.location.hash = made.hash;
      else setInvites({ mine: made.hash, links: [...made.links] });
    } catch (e) {
      setError((e as Error).message);
    }
  }

  return (
    <div className="builder" data-testid="builder">
      <h2>
        Build a {pool.noun} <span className="muted">({game})</span>
      </h2>
      <div className="builder-layout">
        <CardPool pool={pool} cards={pool.cards} onAdd={(id) => setDraft(addCard(pool, draft, id))} />
        <div>
          <BuildEditor pool={pool} draft={draft} onChange={setDraft} verdict={verdict} />
          {pool.links && <TeamLinkPanel game={game} current={() => toBuild(pool, draft)} onImport={(b) => setDraft(fromBuild(pool, b))} />}
          <section className="panel" aria-label="Save and load">
            <label className="check">
              <input type="checkbox" data-testid="allow-unenforced" checked={allow} onChange={(e) => setAllow(e.target.checked)} />
              Allow cards whose powers are not all enforced (they play without those powers)
            </label>
            <div className="row">
              <button
                type="button"
                data-testid="save-build"
                onClick={() => {
                  setSaved(savedBuilds.save(game, { name: draft.name || pool.noun, build: toBuild(pool, draft) }));
                  setNotice(`Saved “${draft.name || pool.noun}” in this browser.`);
                }}
              >
                Save
              </button>
              <button type="button" onClick={() => setDraft(emptyDraft(pool))}>
                Clear
              </button>
              <label>
                Load
                <select
                  data-testid="load-build"
                  value=""
                  onChange={(e) => {
                    const b = buildByRef(pool, saved, e.target.value);
                    if (b !== null) setDraft(fromBuild(pool, b));
                  }}
                >
                  <option value="">choose…</option>
                  <BuildChoices pool={pool} saved={saved} />
                </select>
              </label>
              {saved.some((s) => s.name === draft.name) && (
                <button type="button" onClick={() => setSaved(savedBuilds.remove(game, draft.name))}>
                  Delete saved “{draft.name}”
                </button>
              )}
            </div>
            {notice && (
              <p className="muted" role="status" data-testid="build-notice">
                {notice}
              </p>
            )}
          </section>
          <section className="panel" aria-label="Play this build">
            <h3>Play it</h3>
            <label>
              Seat 2 plays
              <select data-testid="opponent-build" value={opponent} onChange={(e) => setOpponent(e.target.value)}>
                <BuildChoices pool={pool} saved={saved} />
              </select>
            </label>
            {pool.scenarios && (
              <label>
                Scenario
                <select data-testid="build-scenario" value={scenario || (pool.scenarios[0]?.id ?? '')} onChange={(e) => setScenario(e.target.value)}>
                  {pool.scenarios.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              Seat 2 is
              <select data-testid="opponent-seat" value={seat2} onChange={(e) => setSeat2(e.target.value)}>
                <option value="human">Human (invite link, or hot-seat)</option>
                {AGENTS.map((a) => (
                  <option key={a} value={`ai:${a}`}>
                    {AGENT_LABELS[a] ?? a}
                  </option>
                ))}
              </select>
            </label>
            {seat2 === 'human' && (
              <label className="check">
                <input type="checkbox" checked={hotSeat} onChange={(e) => setHotSeat(e.target.checked)} />
                Hot-seat: this screen plays both seats
              </label>
            )}
            <button type="button" className="primary" data-testid="play-build" disabled={!verdict?.legal} onClick={() => void start()}>
              Start a table with this {pool.noun}
            </button>
            {!verdict?.legal && <p className="muted">The {pool.noun} must be legal to play it.</p>}
            {error && (
              <p className="error" role="alert" data-testid="builder-error">
                {error}
              </p>
            )}
            {invites && (
              <div className="invite-panel">
                <p>
                  <a href={invites.mine} className="button primary" data-testid="go-to-table">
                    Go to your seat
                  </a>
                </p>
                <InviteLinks links={invites.links} seatName={(i) => `Seat ${i + 1}`} />
              </div>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
