// Reads the attacks printed "This creature moves up to its speed (N squares)[ (minimum N squares)][,]
// and makes a {b} ({B}, {m}, melee basic) attack [at] any time during its move": no attack line of
// their own, the card's action power of the same name (effect `move-attack-during`,
// abilities/effects/move-attack-during.ts), a replaces attack action (ddm-battle-rules-2011, "Attack
// Actions"). {b}/{B} is any basic attack; {m} and "melee basic" the melee one (as Prey reads {m}).
import type { PowerInput } from '../cards/schema.js';
import { startOfTurnRecharge } from './attack-grammar.js';

// Also "Move up to its current speed and make 1 {b} attack at any time during that (the) move" (Mounted
// Attack, Flyby Attack; the file's "{b}attack" too), and "1 {b} or 1 {r} attack": {b} is any basic
// attack, a ranged basic one ({r}) among them, so the words add nothing to it.
const BODY =
  /^(?:this creature )?moves? up to (its (?:current )?speed|(\d+) squares?)(?: \(minimum (\d+) squares?\))?,? and makes? (?:an?|1|one) (\{[bBmM]\}|melee basic)(?: or (?:an?|1|one) \{[rR]\})? ?attack (?:at )?any time during (?:its|that|the) move$/i;
/**
 * "… during the move. RECHARGE at start of this creature's turn if no enemy is adjacent to it." (Spring
 * Attack): the limited power's use comes back as an attack's would ("Rechargeable Powers";
 * abilities/recharge-start-of-turn.ts).
 */
const RECHARGE = /\.\s+(RECHARGE\b.*)$/i;

/** The action power of a "moves up to … and makes a {b} attack at any time during its move" attack line, or null. */
export function readMoveAttackDuring(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const whole = text
    .slice(colon + 1)
    .trim()
    .replace(/\.$/, '');
  const tail = RECHARGE.exec(whole);
  const recharge = tail ? startOfTurnRecharge(tail[1] ?? '') : null;
  // A recharge regains a use marked off: only on a limited power (the file prints the use).
  if (tail && (!recharge || limit === undefined)) return null;
  const m = BODY.exec(tail ? whole.slice(0, tail.index) : whole);
  if (!m) return null;
  const squares = m[2] !== undefined ? Number(m[2]) : ('speed' as const);
  const melee = /^(\{m\}|melee basic)$/i.test(m[4] ?? '');
  if (melee && /\{r\}/i.test(m[0])) return null;
  return {
    kind: 'action',
    name,
    action: 'attack',
    ...(limit !== undefined ? { uses: limit } : {}),
    ...(recharge ? { recharge } : {}),
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
