/** Steps through a finished game: position after each choice, the choice that led there, and the log so far. */
import { useEffect, useRef, useState } from 'react';
import type { Json } from '../core/index.js';
import { api, type ReplayFrame, type SplitFrame } from './api.js';
import { DiceTray } from './DiceTray.js';
import { GameLog } from './GameLog.js';
import { viewFor } from './views/index.js';

export function Replay({ id }: { id: string }) {
  const [n, setN] = useState(0);
  const [viewer, setViewer] = useState<number | null>(null);
  const [frame, setFrame] = useState<ReplayFrame | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Large view fields (a map) already received, by digest: each is fetched once per replay.
  const parts = useRef(new Map<string, Json>());
  useEffect(() => {
    api
      .frame(id, n, viewer, [...parts.current.keys()])
      .then((f) => {
        setFrame(whole(f, parts.current));
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [id, n, viewer]);
  if (error && !frame)
    return (
      <div className="panel error" role="alert">
        {error}
      </div>
    );
  if (!frame) return <div className="panel">Loading replay…</div>;
  const View = viewFor(frame.obs.game);
  const players =
    frame.obs.view && typeof frame.obs.view === 'object' && 'players' in frame.obs.view && Array.isArray(frame.obs.view.players)
      ? frame.obs.view.players.length
      : 2;
  return (
    <div className="replay" data-testid="replay">
      <div className="status-bar">
        <strong>Replay</strong> · table <code>{id}</code> · position {frame.index} of {frame.total}
        {frame.last && (
          <span>
            {' '}
            · seat {frame.last.seat + 1} chose: {frame.last.label}
          </span>
        )}
      </div>
      <div className="replay-controls">
        <button onClick={() => setN(0)} disabled={n === 0}>
          ⏮
        </button>
        <button data-testid="replay-back" onClick={() => setN(Math.max(0, n - 1))} disabled={n === 0}>
          ◀ back
        </button>
        <input type="range" min={0} max={frame.total} value={n} onChange={(e) => setN(Number(e.target.value))} aria-label="position" />
        <button data-testid="replay-next" onClick={() => setN(Math.min(frame.total, n + 1))} disabled={n >= frame.total}>
          next ▶
        </button>
        <button onClick={() => setN(frame.total)} disabled={n >= frame.total}>
          ⏭
        </button>
        <select value={viewer === null ? 'spec' : String(viewer)} onChange={(e) => setViewer(e.target.value === 'spec' ? null : Number(e.target.value))}>
          <option value="spec">public view</option>
          {Array.from({ length: players }, (_, i) => (
            <option key={i} value={i}>
              seat {i + 1}&apos;s view
            </option>
          ))}
        </select>
      </div>
      <div className="table-layout">
        <div className="board-area">
          <View
            obs={frame.obs}
            viewer={viewer}
            seats={[]}
            decision={null}
            choose={() => undefined}
            busy
            position={`/api/tables/${encodeURIComponent(id)}/replay/${frame.index}`}
          />
          {frame.obs.core.terminal && <div className="panel">Result: {frame.obs.core.terminal.reason}</div>}
        </div>
        <aside className="side">
          <DiceTray rolls={frame.rolls ?? []} />
          <GameLog lines={frame.lines} />
        </aside>
      </div>
    </div>
  );
}

/** As the server's STATICS_PER_CONNECTION: the digests a request may name. */
const KEEP = 32;

/** The frame with its large fields put back from `known` (updated with the parts this frame brought). */
function whole(f: SplitFrame, known: Map<string, Json>): ReplayFrame {
  for (const p of f.parts) {
    known.delete(p.digest);
    known.set(p.digest, p.value);
  }
  while (known.size > KEEP) known.delete(known.keys().next().value as string);
  const view: Record<string, Json> = { ...(f.obs.view as Record<string, Json>) };
  for (const [field, digest] of Object.entries(f.statics)) {
    const v = known.get(digest);
    if (v === undefined) throw new Error(`the replay frame names a part this page does not have (${field})`);
    view[field] = v;
  }
  const { statics: _s, parts: _p, ...frame } = f;
  return { ...frame, obs: { ...f.obs, view } };
}
