/** Shown when the game is over: the result from this seat's point of view, and where to go next. */
import { useState } from 'react';
import type { Terminal } from '../core/index.js';

export function EndScreen({
  terminal,
  viewer,
  seatName,
  tableId,
}: {
  terminal: Terminal;
  viewer: number | null;
  seatName: (i: number) => string;
  tableId: string;
}) {
  const [open, setOpen] = useState(true);
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
        <p>{terminal.reason}</p>
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
