// Reads the attacks printed "This creature moves up to its speed (twice its speed, N squares)
// [(minimum N squares)], then attacks[ an adjacent target]: <attack>" (or "…, then makes an attack:
// <attack>"): the attack is made only by the card's action power of the same name (effect
// `move-then-attack`, abilities/effects/move-then-attack.ts), which replaces the attack action
// (ddm-battle-rules-2011, "Attack Actions": powers in the Attacks section are replaces attack actions).
// Other wordings (a target restriction, "with Flight", an attack "at any time during its move") are
// not read: they stay gaps of the attack grammar.
import type { PowerEffect } from '../cards/schema.js';

type MoveThenAttack = Extract<PowerEffect, { kind: 'move-then-attack' }>;

const HEAD =
  /^this creature moves up to (its (?:current )?speed|twice its (?:current )?speed|(\d+) squares?)(?: \(minimum (\d+) squares?\))?,? then (?:attacks(?: an adjacent target)?|makes an attack)\s*[:;]\s*/i;

/** The power's move (without its attack's name) and the attack line left once the head is read ("Name: <attack>"), or null. */
export function readMoveThenAttack(text: string): { move: Omit<MoveThenAttack, 'attack'>; attackText: string } | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const m = HEAD.exec(text.slice(colon + 1).trim());
  if (!m) return null;
  const how = (m[1] ?? '').toLowerCase();
  const squares: MoveThenAttack['squares'] = m[2] !== undefined ? Number(m[2]) : how.startsWith('twice') ? 'twice-speed' : 'speed';
  const move = { kind: 'move-then-attack' as const, squares, ...(m[3] !== undefined ? { minimum: Number(m[3]) } : {}) };
  return {
    move,
    attackText: `${name}: ${text
      .slice(colon + 1)
      .trim()
      .slice(m[0].length)}`,
  };
}
