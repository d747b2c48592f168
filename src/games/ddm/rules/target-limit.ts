// Implements a card's limit on who may be an attack's target beyond range and size — "(Evil target
// only)", "(Level 10 or lower target)", "Slowed or Immobilized target only", "(targets in victory areas
// only)": ddm-battle-rules-2011, "How to Choose Targets" narrowed by the attack's own text ("CORE RULES AND
// EXCEPTIONS": the card states otherwise). Alignment and level are the target's card ("Level",
// "Alignment"); a condition one it has now ("Conditions"); a victory area any of the map's, either side's
// ("Victory Areas"), a creature in one when its space overlaps it; "living" and "non-<keyword>" the target
// card's keywords ("Living Creatures": any creature with the Construct, Object or Undead keyword is not living).
import type { Attack } from '../cards/schema.js';
import { overlapsSet, spaceOf, victoryRegions } from '../geo.js';
import type { CreatureState, DdmState } from '../state.js';
import { has } from './conditions.js';
import { sizeAllows } from './target-size.js';

/** Keywords that make a creature not living ("Living Creatures"). */
const NOT_LIVING = new Set(['construct', 'object', 'undead']);

/** Whether `t` meets `a`'s printed target limit (always, without one). */
export function limitAllows(s: DdmState, t: CreatureState, a: Attack): boolean {
  const l = a.targetLimit;
  if (!l) return true;
  const card = s.cards[t.card];
  if (l.alignments && (!card || !l.alignments.includes(card.alignment))) return false;
  if (l.maxLevel !== undefined && (!card || card.level > l.maxLevel)) return false;
  if (l.conditions && !l.conditions.some((k) => has(t, k))) return false;
  if (l.living && (!card || card.keywords.some((k) => NOT_LIVING.has(k.toLowerCase())))) return false;
  if (l.notKeywords && (!card || card.keywords.some((k) => l.notKeywords?.some((n) => n.toLowerCase() === k.toLowerCase())))) return false;
  if (l.inVictoryArea) {
    const space = spaceOf(t);
    if (!(['A', 'B', 'AB'] as const).some((k) => victoryRegions(s.map, k).some((r) => overlapsSet(r, space)))) return false;
  }
  return true;
}

/** Both printed narrowings of an attack's targets: its size limit (rules/target-size.ts) and its other limit. */
export function targetAllowed(s: DdmState, t: CreatureState, a: Attack): boolean {
  return sizeAllows(s, t, a) && limitAllows(s, t, a);
}
