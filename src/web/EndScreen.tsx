/**
 * Shown when the game is over: the result from this seat's point of view, and where to go next —
 * the replay, the lobby, a rematch (issue 22, item 6: offered by the browser that created the table,
 * which sends each other player an invitation to the new table; "play again" against the AI), and an
 * offer another player made.
 */
import { useState } from 'react';
import type { Terminal } from '../core/index.js';
import type { RematchOffer } from '../server/rematch.js';

export function EndScreen({
  terminal,
  viewer,
  seatName,
  tableId,
  rematch,
  offer,
  resigned = null,
}: {
  terminal: Terminal;
  viewer: number | null;
  seatName: (i: number) => string;
  tableId: string;
  /** Starts the same set-up again (and invites the other players), when this browser can. */
  rematch?: { label: string; run: () => Promise<void> };
  offer?: RematchOffer | null;
  /** The seat that resigned, when the game ended that way. */
  resigned?: number | null;
}) {
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const best = Math.max(...terminal.returns);
  const winners = terminal.returns.map((r, i) => (r === best ? i : -1)).filter((i) => i >= 0);
  const draw = winners.length === terminal.returns.length;
  let headline: string;
  if (draw) headline = 'A draw';
  else if (viewer === null) headline = `${winners.map(seatName).join(' and ')} won`;
  else headline = winners.includes(viewer) ? 'You won!' : 'You lost';
  if (!open) return null;
  return (
    <div className="end-screen" data-testid="end-screen" role="dialog" aria-label="Game over">
      <div className="panel">
        <h2>{headline}</h2>
        <p data-testid="end-reason">{resigned === null ? terminal.reason : resigned === viewer ? 'You resigned.' : `${seatName(resigned)} resigned.`}</p>
        {offer && (
          <p className="offer" data-testid="rematch-offer">
            {offer.from} offers a rematch.{' '}
            <a className="button primary" data-testid="accept-rematch" href={offer.path.slice(offer.path.indexOf('#'))}>
              Accept
            </a>
          </p>
        )}
        {rematch && (
          <p>
            <button
              className="primary"
              data-testid="rematch"
              disabled={state.busy}
              onClick={() => {
                setState({ busy: true, error: null });
                rematch.run().catch((e: Error) => setState({ busy: false, error: e.message }));
              }}
            >
              {rematch.label}
            </button>
          </p>
        )}
        {state.error && (
          <p className="error" role="alert">
            {state.error}
          </p>
        )}
        <p>
          <a href={`#/r/${tableId}`}>Watch the replay</a> · <a href="#/">Back to the lobby</a>
        </p>
        <button className="secondary" onClick={() => setOpen(false)}>
          Look at the table
        </button>
      </div>
    </div>
  );
}
