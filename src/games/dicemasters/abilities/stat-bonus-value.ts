// Implements: dice-masters-battle-for-faerun — "ACTIVE AND FIELDED" ("while active": one or more of the
// card's dice in the field, applied once however many), "BONUSES AND DAMAGE" (bonuses add together
// before they apply; rules/dice.ts floors the total at zero) and "LEXICON" (adventurer: a character
// with Experience). The value of the standing stat changes (`stat-bonus`, abilities/stat-bonus.ts) for
// one die. It reads only the state and the card definitions it is handed, so rules/dice.ts can add it
// to a die's attack and defense without an import loop.
import { perCardSet } from '../cards/per-card-set.js';
import type { CardDef, StatBonusAbility } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import { isAdventurer, textLost } from './lost-card-text.js';

interface Holder {
  readonly card: number;
  readonly r: StatBonusAbility;
}

/** The cards of a game with a standing stat change (an empty list makes the common case one comparison). */
const holders = perCardSet((defs): readonly Holder[] => {
  const out: Holder[] = [];
  defs.forEach((c, card) => c.abilities.forEach((a) => (a.kind === 'stat-bonus' ? out.push({ card, r: a }) : undefined)));
  return out;
});

const inField = (d: DieState): boolean => d.zone === 'field' || d.zone === 'attack';

function showsChar(defs: readonly CardDef[], d: DieState): boolean {
  return defs[d.card]?.faces[d.face]?.t === 'char';
}

// A die whose card text is lost this turn (abilities/lost-card-text.ts) gives and gets no standing change.
function cardActive(s: DmState, defs: readonly CardDef[], card: number): boolean {
  for (const d of s.dice) if (d.card === card && inField(d) && !textLost(s, defs, d)) return true;
  return false;
}

function reaches(s: DmState, defs: readonly CardDef[], h: Holder, d: DieState): boolean {
  const c = defs[d.card] as CardDef;
  const f = h.r.filter;
  if (h.r.to === 'self') {
    if (d.card !== h.card || textLost(s, defs, d)) return false;
  } else {
    if (!cardActive(s, defs, h.card)) return false;
    if (h.r.to === 'own' && d.owner !== s.cards[h.card]?.owner) return false;
  }
  if (!f) return true;
  if (f.others && d.card === h.card) return false;
  if (f.alignment && c.alignment !== f.alignment) return false;
  if (f.maxCost !== undefined && (c.key === 'npc' ? 0 : c.cost) > f.maxCost) return false;
  if (f.adventurer && !isAdventurer(s, defs, d)) return false;
  if (f.subtype && !c.subtitle.toLowerCase().split(/\s+/).includes(f.subtype.toLowerCase())) return false;
  return true;
}

function holds(s: DmState, defs: readonly CardDef[], h: Holder, d: DieState): boolean {
  switch (h.r.when) {
    case undefined:
      return true;
    case 'attacking':
      return d.zone === 'attack' && d.owner === s.active;
    case 'gear-equipped':
      return s.dice.some((g) => g.attachedTo === d.id && inField(g));
    case 'opponent-has-good':
      return s.dice.some((o) => o.owner !== d.owner && inField(o) && showsChar(defs, o) && defs[o.card]?.alignment === 'good');
  }
}

/** How many times the change applies: once, or once per other die of the named title in the field. */
function times(s: DmState, defs: readonly CardDef[], h: Holder, d: DieState): number {
  const title = h.r.perOtherTitle;
  if (title === undefined) return 1;
  let n = 0;
  for (const o of s.dice) if (o.id !== d.id && inField(o) && showsChar(defs, o) && defs[o.card]?.title === title) n++;
  return n;
}

/** Whether any card of the game has a standing stat change (rules/damage.ts settles knock-outs after a die leaves the field only then). */
export const hasStandingChanges = (defs: readonly CardDef[]): boolean => holders(defs).length > 0;

/** The standing stat change to `which` of character die `d` (in the field) from every card in the game. */
export function standingBonus(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number {
  const list = holders(defs);
  if (list.length === 0 || !inField(d)) return 0;
  let n = 0;
  for (const h of list) {
    const v = h.r[which];
    if (v === 0 || !reaches(s, defs, h, d) || !holds(s, defs, h, d)) continue;
    n += v * times(s, defs, h, d);
  }
  return n;
}
