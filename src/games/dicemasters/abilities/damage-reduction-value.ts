// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (a card that "takes no
// damage" prevents it), "BONUSES AND DAMAGE" (damage from powers and in the attack step), "ACTIVE AND
// FIELDED" ("while active") and "LEXICON" (adventurer, monster). What is left of `amount` damage about to
// be marked on character `d` once the damage reductions of the game's cards (abilities/damage-
// reduction.ts) have had their say: that module's answer to the `damageTaken` query (abilities/queries.ts).
import { perCardSet } from '../cards/per-card-set.js';
import type { BurstMatch, CardDef, DamageReductionAbility, DamageSourceFilter, StatFilter } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import type { DamageFrom } from './queries.js';
import { activeWithText, ownText, textLost } from './lost-card-text.js';

interface Holder {
  readonly card: number;
  readonly r: DamageReductionAbility;
}

const holders = perCardSet((defs): readonly Holder[] => {
  const out: Holder[] = [];
  defs.forEach((c, card) => c.abilities.forEach((a) => (a.kind === 'damage-reduction' ? out.push({ card, r: a }) : undefined)));
  return out;
});

const inField = (d: DieState): boolean => d.zone === 'field' || d.zone === 'attack';
// A die that lost its card text (abilities/lost-card-text.ts) has no Experience, and its card's reductions do not work through it.
const isAdventurer = (c: CardDef): boolean => c.abilities.some((a) => a.kind === 'experience');

function burstMatches(defs: readonly CardDef[], d: DieState, b: BurstMatch | undefined): boolean {
  if (b === undefined) return true;
  const f = defs[d.card]?.faces[d.face];
  const n = f && f.t === 'char' ? f.bursts : 0;
  return b === 'any' ? n > 0 : n === b;
}

function targetPasses(c: CardDef, f: StatFilter | undefined): boolean {
  if (!f) return true;
  if (f.alignment && c.alignment !== f.alignment) return false;
  if (f.adventurer && !isAdventurer(c)) return false;
  return true;
}

function sourcePasses(s: DmState, defs: readonly CardDef[], d: DieState, f: DamageSourceFilter | undefined, from: DamageFrom): boolean {
  if (!f) return true;
  if (f.opponent && from.player === d.owner) return false;
  const needsDie = f.adventurer !== undefined || f.monster !== undefined || f.subtype !== undefined || f.alignment !== undefined;
  if (!needsDie) return true;
  const src = from.die === undefined ? undefined : s.dice[from.die];
  const c = src ? ownText(s, defs, src) : undefined;
  if (!c) return false;
  if (f.adventurer && !isAdventurer(c)) return false;
  if (f.monster && c.affiliation !== 'monsters') return false;
  if (f.subtype && !c.subtitle.toLowerCase().split(/\s+/).includes(f.subtype.toLowerCase())) return false;
  if (f.alignment && c.alignment !== f.alignment) return false;
  return true;
}

function reaches(s: DmState, defs: readonly CardDef[], h: Holder, d: DieState): boolean {
  switch (h.r.to) {
    case 'self':
      return d.card === h.card && burstMatches(defs, d, h.r.burst) && !textLost(s, defs, d);
    case 'equipped':
      return s.dice.some((g) => g.card === h.card && g.attachedTo === d.id && inField(g));
    case 'blocking':
      // Blocking: the defending player's dice in the attack zone (ATTACK); "while active" (ACTIVE AND FIELDED).
      return d.zone === 'attack' && d.owner !== s.active && activeWithText(s, defs, h.card) && targetPasses(ownText(s, defs, d), h.r.filter);
  }
}

/** The damage `d` still takes of `amount` from `from` after every reduction that reaches it (never below 0). */
export function afterReductions(s: DmState, defs: readonly CardDef[], d: DieState, amount: number, from: DamageFrom): number {
  if (amount <= 0) return amount;
  const list = holders(defs);
  if (list.length === 0) return amount;
  let left = amount;
  for (const h of list) {
    if (h.r.during && s.step !== h.r.during) continue;
    if (!reaches(s, defs, h, d) || !sourcePasses(s, defs, d, h.r.from, from)) continue;
    left = h.r.amount === 'all' ? 0 : Math.max(0, left - h.r.amount);
  }
  return left;
}
