/**
 * The dice beside the log (issue 22, "Real dice": "dice rolls animated and shown beside the log"):
 * the latest rolls the log tells of, newest first, each drawn as a die with what it was for, the
 * total against the number it had to reach and the engine's verdict — all read from the server's
 * `LogRoll`s (src/server/log-dice.ts), which read them from the engine's events; nothing is judged
 * here. The newest roll tumbles in once (the `die-tumble` animation), not under reduced motion.
 */
import type { LogRoll } from '../server/log-dice.js';

/** How many rolls the tray keeps in view; the log has them all in words. */
const SHOWN = 6;

/** The symbol of a face named by the engine (Heroscape's combat dice: a skull, a shield, or nothing on a blank). */
function Symbol({ face }: { face: string }) {
  if (face === 'skull')
    return (
      <g>
        <path d="M20 9a9 9 0 0 0-9 9c0 3.2 1.6 5.6 4 7v4h10v-4c2.4-1.4 4-3.8 4-7a9 9 0 0 0-9-9z" style={{ fill: '#222' }} />
        <circle cx={16.5} cy={18.5} r={2.4} style={{ fill: '#fff' }} />
        <circle cx={23.5} cy={18.5} r={2.4} style={{ fill: '#fff' }} />
      </g>
    );
  if (face === 'shield') return <path d="M20 8l11 4c0 10-4 17-11 20C13 29 9 22 9 12z" style={{ fill: '#1f4f8f' }} />;
  return null;
}

/** A d20 drawn as its outline with the face rolled (a die with other sides: a rounded square; a named face: its symbol). */
function Die({ sides, face, dim, named }: { sides: number; face: number; dim: boolean; named?: string | undefined }) {
  return (
    <svg
      viewBox="0 0 40 40"
      className={`d20${dim ? ' dim' : ''}${named !== undefined ? ` face-${named}` : ''}`}
      role="img"
      aria-label={named !== undefined ? `combat die: ${named}` : `d${sides}: ${face}${dim ? ' (not kept)' : ''}`}
      data-testid="log-die"
    >
      {sides === 20 ? (
        <>
          <polygon points="20,2 36,11 36,29 20,38 4,29 4,11" />
          <polygon points="20,8 31,27 9,27" className="facet" />
        </>
      ) : (
        <rect x={4} y={4} width={32} height={32} rx={6} />
      )}
      {named !== undefined ? (
        <Symbol face={named} />
      ) : (
        <text x={20} y={24} textAnchor="middle">
          {face}
        </text>
      )}
    </svg>
  );
}

const signed = (n: number): string => (n >= 0 ? `+ ${n}` : `− ${-n}`);

function sum(r: LogRoll): string {
  if (r.faces) return r.faces.join(', ');
  const faces = r.dice.join(', ');
  if (r.total !== undefined && r.bonus !== undefined) return `${faces} ${signed(r.bonus)} = ${r.total}`;
  if (r.bonus !== undefined && r.bonus !== 0) return `${faces}, each ${signed(r.bonus)}`;
  return faces;
}

export function DiceTray({ rolls }: { rolls: readonly LogRoll[] }) {
  if (rolls.length === 0) return null;
  const shown = rolls.slice(-SHOWN).reverse();
  const newest = shown[0]!.line;
  return (
    <section className="panel dice-tray" data-testid="dice-tray" aria-label="Dice rolled">
      <h3>Dice</h3>
      <ol>
        {shown.map((r, i) => (
          <li
            key={`${r.line}:${r.who}:${i}`}
            className={`roll ${r.success === true ? 'good' : r.success === false ? 'bad' : ''}`}
            data-testid="log-roll"
            data-line={r.line}
            data-total={r.total}
            data-outcome={r.outcome}
          >
            <span className={r.line === newest ? 'dice die-roll' : 'dice'} data-testid={r.line === newest ? 'log-roll-new' : undefined}>
              {r.dice.map((f, k) => (
                <Die key={k} sides={r.sides} face={f} dim={r.kept !== undefined && r.kept !== k} named={r.faces?.[k]} />
              ))}
            </span>
            <span className="roll-text">
              <strong>{r.who}</strong>: {r.what}
              <br />
              <span data-testid="roll-sum">{sum(r)}</span>
              {r.against && <> vs {r.against}</>} — <strong data-testid="roll-outcome">{r.outcome}</strong>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
