/**
 * A Dice Masters die face drawn as a die (issue 22, item 4): energy faces as their icons (one per
 * energy), character faces with their level, fielding cost and attack/defense, burst marks as stars,
 * wild and generic energy. The face comes from the engine's own face text (dm-faces.ts); a die in
 * play may show its current attack/defense (after modifiers) instead of the face's printed numbers.
 */
import type { ReactElement } from 'react';
import { parseFace } from './dm-faces.js';

function EnergyIcon({ type }: { type: string }): ReactElement {
  // Simple shapes of our own: fist (red), bolt (yellow), mask (purple), shield (green).
  const shape: Record<string, ReactElement> = {
    fist: <path d="M3 8 q0-3 3-3 h8 q3 0 3 3 v5 q0 4-4 4 h-6 q-4 0-4-4 z M6 5 v4 M9 5 v4 M12 5 v4" />,
    bolt: <path d="M11 1 L4 11 h5 l-2 8 l8-11 h-5 l2-7 z" />,
    mask: <path fillRule="evenodd" d="M2 6 q8-5 16 0 q0 9-8 11 q-8-2-8-11 z M5 8 h4 v2 h-4 z M11 8 h4 v2 h-4 z" />,
    shield: <path d="M10 1 l7 3 q0 9-7 14 q-7-5-7-14 z" />,
  };
  return (
    <svg viewBox="0 0 20 20" className={`energy-icon e-${type}`} aria-hidden="true">
      {shape[type] ?? <circle cx="10" cy="10" r="7" />}
    </svg>
  );
}

const Bursts = ({ n }: { n: number }) =>
  n > 0 ? (
    <span className="bursts" title={`${n} burst${n > 1 ? 's' : ''}`}>
      {'✸'.repeat(n)}
    </span>
  ) : null;

export function DmDieFace({ face, attack, defense, small }: { face: string; attack?: number; defense?: number; small?: boolean }) {
  const f = parseFace(face);
  const cls = `die-body${small ? ' small' : ''}`;
  switch (f.kind) {
    case 'energy':
      return (
        <span className={`${cls} energy e-${f.type}`} data-face="energy" role="img" aria-label={`${f.n} ${f.type} energy`}>
          {Array.from({ length: f.n }, (_, i) => (
            <EnergyIcon key={i} type={f.type} />
          ))}
          <Bursts n={f.bursts} />
        </span>
      );
    case 'wild':
      return (
        <span className={`${cls} wild`} data-face="wild" role="img" aria-label="wild energy (any type)">
          ?
        </span>
      );
    case 'generic':
      return (
        <span className={`${cls} generic`} data-face="generic" role="img" aria-label={`${f.n} generic energy`}>
          <span className="generic-n">{f.n}</span>
        </span>
      );
    case 'char':
      return (
        <span
          className={`${cls} char`}
          data-face="char"
          role="img"
          aria-label={`level ${f.level}, ${f.cost} to field, ${attack ?? f.a} attack, ${defense ?? f.d} defense${f.bursts ? `, ${f.bursts} burst` : ''}`}
        >
          <span className="lvl">L{f.level}</span>
          <span className="cost" title="fielding cost">
            {f.cost}
          </span>
          <span className="ad">
            {attack ?? f.a}
            <small>A</small>/{defense ?? f.d}
            <small>D</small>
          </span>
          <Bursts n={f.bursts} />
        </span>
      );
    case 'action':
      return (
        <span className={`${cls} action`} data-face="action" role="img" aria-label={`${f.gear ? 'gear' : 'action'}${f.bursts ? `, ${f.bursts} burst` : ''}`}>
          {f.gear ? 'GEAR' : 'ACT'}
          <Bursts n={f.bursts} />
        </span>
      );
    case 'text':
      return <span className={`${cls} text`}>{f.text}</span>;
  }
}
