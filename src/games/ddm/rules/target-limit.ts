// Implements a card's limit on who may be an attack's target beyond range — "(Evil target only)", "(Level
// 10 or lower target)", "Slowed or Immobilized target only", "(targets in victory areas only)", "(bloodied
// target only)", "(Undead targets only)", "(Fey targets immune)": ddm-battle-rules-2011, "How to Choose
// Targets" narrowed by the attack's own text ("CORE RULES AND EXCEPTIONS": the card states otherwise).
// Alignment, level, keywords and size are the target's card ("Level", "Alignment", "Creature Size"; the
// Unique keyword is the card's unique mark); a condition one it has now ("Conditions"); bloodied and
// undamaged its hit points now ("Bloodied"); a victory area any of the map's, either side's ("Victory
// Areas"), a creature in one when its space overlaps it; "living" the target card's keywords ("Living
// Creatures": any creature with the Construct, Object or Undead keyword is not living). On a close or
// area attack the limit picks which creatures in the area are attacked (2008 guidelines, "Multiple
// Targets": an attack that states its targets attacks only them; rules/tactics.ts).
import { SIZES, type Attack } from '../cards/schema.js';
import { kingGap, overlapsSet, spaceOf, victoryRegions } from '../geo.js';
import type { CreatureState, DdmState } from '../state.js';
import { isBloodied } from './common.js';
import { has } from './conditions.js';
import { sizeAllows } from './target-size.js';

/** Keywords that make a creature not living ("Living Creatures"). */
const NOT_LIVING = new Set(['construct', 'object', 'undead']);

/** Whether the card of `t` has one of `words` as a keyword ("Unique": the card is unique). */
function hasKeyword(s: DdmState, t: CreatureState, words: readonly string[]): boolean {
  const card = s.cards[t.card];
  if (!card) return false;
  return words.some((w) => {
    const k = w.toLowerCase();
    return k === 'unique' ? card.unique : card.keywords.some((c) => c.toLowerCase() === k);
  });
}

/** Whether `t` meets `a`'s printed target limit (always, without one); `c` is the attacker. */
export function limitAllows(s: DdmState, c: CreatureState, t: CreatureState, a: Attack): boolean {
  const l = a.targetLimit;
  if (!l) return true;
  const card = s.cards[t.card];
  if (l.alignments && (!card || !l.alignments.includes(card.alignment))) return false;
  if (l.maxLevel !== undefined && (!card || card.level > l.maxLevel)) return false;
  if (l.conditions && !l.conditions.some((k) => has(t, k))) return false;
  if (l.living && (!card || card.keywords.some((k) => NOT_LIVING.has(k.toLowerCase())))) return false;
  if (l.notKeywords && (!card || hasKeyword(s, t, l.notKeywords))) return false;
  if (l.keywords && !hasKeyword(s, t, l.keywords)) return false;
  if (l.bloodied && !isBloodied(t)) return false;
  if (l.undamaged && t.hp < t.maxHp) return false;
  // Touching spaces (a king-move gap of 1); the attack's own reach check (walls, corners) still applies after this.
  if (l.adjacent && kingGap(c, t) > 1) return false;
  if (l.minSize !== undefined && SIZES.indexOf(card?.size ?? 'Medium') < SIZES.indexOf(l.minSize)) return false;
  if (l.inVictoryArea) {
    const space = spaceOf(t);
    if (!(['A', 'B', 'AB'] as const).some((k) => victoryRegions(s.map, k).some((r) => overlapsSet(r, space)))) return false;
  }
  return true;
}

/** Both printed narrowings of an attack's targets: its size limit (rules/target-size.ts) and its other limit. */
export function targetAllowed(s: DdmState, c: CreatureState, t: CreatureState, a: Attack): boolean {
  return sizeAllows(s, t, a) && limitAllows(s, c, t, a);
}

/** Whether `a` prints any narrowing of its targets (a close or area attack then attacks only the creatures that meet it). */
export const hasTargetLimit = (a: Attack): boolean => a.targetLimit !== undefined || a.maxTargetSize !== undefined;
