// Reads the attacks printed "This creature moves up to its speed (N squares)[ (minimum N squares)][,]
// and makes a {b} ({B}, {m}, melee basic) attack [at] any time during its move": no attack line of
// their own, the card's action power of the same name (effect `move-attack-during`,
// abilities/effects/move-attack-during.ts), a replaces attack action (ddm-battle-rules-2011, "Attack
// Actions"). {b}/{B} is any basic attack; {m} and "melee basic" the melee one (as Prey reads {m}).
import type { PowerInput } from '../cards/schema.js';

// Also "Move up to its current speed and make 1 {b} attack at any time during that (the) move" (Mounted
// Attack, Flyby Attack, Spring Attack without a recharge; the file's "{b}attack" too).
const BODY =
  /^(?:this creature )?moves? up to (its (?:current )?speed|(\d+) squares?)(?: \(minimum (\d+) squares?\))?,? and makes? (?:an?|1|one) (\{[bBmM]\}|melee basic) ?attack (?:at )?any time during (?:its|that|the) move$/i;

/** The action power of a "moves up to … and makes a {b} attack at any time during its move" attack line, or null. */
export function readMoveAttackDuring(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const m = BODY.exec(
    text
      .slice(colon + 1)
      .trim()
      .replace(/\.$/, ''),
  );
  if (!m) return null;
  const squares = m[2] !== undefined ? Number(m[2]) : ('speed' as const);
  const melee = /^(\{m\}|melee basic)$/i.test(m[4] ?? '');
  return {
    kind: 'action',
    name,
    action: 'attack',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'move-attack-during', squares, ...(m[3] !== undefined ? { minimum: Number(m[3]) } : {}), melee },
  };
}

const ENTERED =
  /^(?:this creature )?moves? up to (its (?:current )?speed|(\d+) squares?),? and makes? (?:1|one|an?) (\{[bBmM]\}|melee basic|basic) attack against each enemy occupying (?:the )?squares? (?:it )?entered during (?:that|this|the) move$/i;

/**
 * "Move up to N squares and make 1 {b} attack against each enemy occupying squares entered during
 * that move": the card's action power of that name (effect `move-attack-entered`,
 * abilities/effects/move-attack-entered.ts), a replaces attack action; or null.
 */
export function readMoveAttackEntered(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const m = ENTERED.exec(
    text
      .slice(colon + 1)
      .trim()
      .replace(/\.$/, ''),
  );
  if (!m) return null;
  return {
    kind: 'action',
    name: text.slice(0, colon).trim(),
    action: 'attack',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'move-attack-entered', squares: m[2] !== undefined ? Number(m[2]) : 'speed', melee: /^(\{m\}|melee basic)$/i.test(m[3] ?? '') },
  };
}
