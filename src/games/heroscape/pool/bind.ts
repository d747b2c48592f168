/**
 * Binding a card's printed powers to our ability modules, card by card: a power is enforced on a
 * card only where that card's pool entry lists it with the same printed text (pool/tables.ts), or
 * where our own card names the module itself (`ability` on the power: the project's test cards and
 * user-made cards that declare it). A power matched by name alone is never played.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import { DATA_ERRORS } from './sets/data-errors.js';
import { ENCODED } from './tables.js';
import { textHash } from './text-hash.js';
import type { PowerParams, PrintedCard } from './types.js';

/**
 * How one printed power of a card stands. `not-on-card`: a known data error (pool/sets/data-errors.ts)
 * lists a power the printed card does not have; it is not played, and the card is whole without it.
 */
export type PowerStatus = 'enforced' | 'text-differs' | 'missing' | 'not-on-card';

export interface PowerBinding {
  /** The printed name. */
  readonly power: string;
  readonly status: PowerStatus;
  /** The module's key when enforced. */
  readonly ability?: string;
  readonly params?: PowerParams;
  /** Set when the units file's text is a known data error (pool/sets/data-errors.ts): why. Enforced, it is played as the standard power. */
  readonly dataError?: string;
}

const memo = new WeakMap<PrintedCard, readonly PowerBinding[]>();

/** Each printed power of the card, in printed order, with its binding (kept per card object: card facts never change). */
export function bindingsOf(card: PrintedCard): readonly PowerBinding[] {
  let out = memo.get(card);
  if (out) return out;
  const entry = ENCODED.get(card.name);
  out = card.powers.map((p): PowerBinding => {
    if (p.ability) return { power: p.name, status: 'enforced', ability: p.ability, ...(p.params ? { params: p.params } : {}) };
    const fault = DATA_ERRORS.find((x) => x.card === card.name && x.power === p.name && x.text === textHash(p.text));
    if (fault)
      return fault.standard === undefined
        ? { power: p.name, status: 'not-on-card', dataError: fault.why }
        : { power: p.name, status: 'enforced', ability: fault.standard, dataError: fault.why };
    const e = entry?.powers.find((x) => x.power === p.name);
    if (!e) return { power: p.name, status: 'missing' };
    if (e.text !== textHash(p.text)) return { power: p.name, status: 'text-differs' };
    return { power: p.name, status: 'enforced', ability: e.ability, ...(e.params ? { params: e.params } : {}) };
  });
  memo.set(card, out);
  return out;
}

/** The modules' keys that fly ("Flying", and "Stealth Flying" which also flies). */
const FLYING_KEYS: ReadonlySet<string> = new Set(['flying', 'stealth-flying']);

/** Whether the card's figures fly: a Flying power is enforced on it. */
export function fliesByBinding(card: PrintedCard): boolean {
  for (const b of bindingsOf(card)) if (b.ability !== undefined && FLYING_KEYS.has(b.ability)) return true;
  return false;
}
