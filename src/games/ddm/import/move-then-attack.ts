// Reads the attacks printed "This creature moves up to its speed (twice its speed, N squares)
// [(minimum N squares)], then attacks[ an adjacent target]: <attack>" (or "…, then makes an attack:
// <attack>"): the attack is made only by the card's action power of the same name (effect
// `move-then-attack`, abilities/effects/move-then-attack.ts), which replaces the attack action
// (ddm-battle-rules-2011, "Attack Actions": powers in the Attacks section are replaces attack actions).
// Also "Move up to N squares[ with Flight / with Burrow / as though with Flight], then make 1 attack[:;,]"
// and "then attack(s) 1 adjacent enemy": the mode is that move's only (effect field `mode`). Other
// wordings (a target restriction, "attack each enemy …") are not read: they stay gaps of the grammar.
import type { PowerEffect } from '../cards/schema.js';

type MoveThenAttack = Extract<PowerEffect, { kind: 'move-then-attack' }>;

const HEAD =
  /^(?:this creature moves|move) up to (its (?:current )?speed|twice its (?:current )?speed|(\d+) squares?)(?: (?:with|as though with|as with) (flight|burrow))?(?: \(minimum (\d+) squares?\))?,? then (?:attacks(?: an adjacent target| 1 adjacent enemy)?|attack (?:an adjacent target|1 adjacent enemy)|makes? (?:an|1) attack)\s*[:;,]\s*/i;

/** The power's move (without its attack's name) and the attack line left once the head is read ("Name: <attack>"), or null. */
export function readMoveThenAttack(text: string): { move: Omit<MoveThenAttack, 'attack'>; attackText: string } | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const m = HEAD.exec(text.slice(colon + 1).trim());
  if (!m) return null;
  const how = (m[1] ?? '').toLowerCase();
  const squares: MoveThenAttack['squares'] = m[2] !== undefined ? Number(m[2]) : how.startsWith('twice') ? 'twice-speed' : 'speed';
  const mode = m[3] === undefined ? {} : { mode: m[3].toLowerCase() as 'flight' | 'burrow' };
  const move = { kind: 'move-then-attack' as const, squares, ...mode, ...(m[4] !== undefined ? { minimum: Number(m[4]) } : {}) };
  return {
    move,
    attackText: `${name}: ${text
      .slice(colon + 1)
      .trim()
      .slice(m[0].length)}`,
  };
}
