// Implements: dice-masters-battle-for-faerun — "CARD TEXT DETAILS" (card text supersedes the rules; a
// "can't" beats a "can", FUNDAMENTAL RULES), "ACTIVE AND FIELDED" ("while active"), SHORTHAND CARD
// ABILITIES: Equip ("this equipped character") and "PREVENTING AND REDIRECTING" (the source of an
// effect). Characters that "cannot be affected by" the opponent's effects of some kinds — global
// abilities (Human Paladin, Lesser Emerald Enclave: every character of its owner in the field while a
// die of the card is active), action dice or character abilities (Magic Helmet, Greater Gear: the
// character this gear die is attached to) — are never picked nor reached by such an effect (its answer
// to the `mayAffect` query, asked by the ops' character lists: abilities/ops/char-filter.ts) and take
// no damage from it (its answer to `damageTaken`). The kinds are read from the effect's source
// (abilities/ops/source-kind.ts): no source die is a global, an action die's is an action, any other
// die's (a "when fielded" line, Breath Weapon, a trigger) a character ability.
import { z } from 'zod';
import { perCardSet } from '../cards/per-card-set.js';
import type { CardDef } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import type { AffectedBy, QueryAnswers } from './queries.js';
import type { AbilityModule } from './ability.js';
import { textLost } from './lost-card-text.js';

type By = AffectedBy['kind'];

const BY_WORDS: Record<By, string> = { action: 'action dice', global: 'global abilities', character: 'character abilities' };

const holders = perCardSet((defs) => defs.flatMap((c, card) => c.abilities.flatMap((a) => (a.kind === 'unaffected-by' ? [{ card, to: a.to, by: a.by }] : []))));

const inField = (d: DieState): boolean => d.zone === 'field' || d.zone === 'attack';

/** Whether character `d` is out of reach of its opponent's effects of kind `kind`. */
function shielded(s: DmState, defs: readonly CardDef[], d: DieState, kind: By): boolean {
  for (const h of holders(defs)) {
    if (!h.by.includes(kind)) continue;
    // Gear keeps its text; a character die of the card that lost its text (abilities/lost-card-text.ts) protects nobody.
    if (h.to === 'equipped') {
      if (s.dice.some((g) => g.card === h.card && g.attachedTo === d.id && inField(g))) return true;
    } else if (s.dice.some((x) => x.card === h.card && x.owner === d.owner && inField(x) && defs[x.card]?.faces[x.face]?.t === 'char' && !textLost(s, defs, x)))
      return true;
  }
  return false;
}

const mayAffect: QueryAnswers['mayAffect'] = (s, defs, d, by) => by.player === d.owner || !shielded(s, defs, d, by.kind);

const damageTaken: QueryAnswers['damageTaken'] = (s, defs, d, amount, from) => {
  if (from.player === d.owner || from.kind === undefined || from.kind === 'attack') return amount;
  return shielded(s, defs, d, from.kind === 'fielded' ? 'character' : from.kind) ? 0 : amount;
};

export const unaffectedBy: AbilityModule<'unaffected-by'> = {
  kind: 'unaffected-by',
  section: 'CARD TEXT DETAILS; ACTIVE AND FIELDED',
  params: z.object({ to: z.enum(['own-characters', 'equipped']), by: z.array(z.enum(['action', 'global', 'character'])).min(1) }).strict(),
  text: (a) =>
    `${a.to === 'equipped' ? 'The character carrying it' : 'While active, each of your characters in the field'} cannot be affected by your opponent's ${a.by.map((k) => BY_WORDS[k]).join(' or ')} (not picked, not reached, no damage from them).`,
  steps: {},
  queries: { mayAffect, damageTaken },
};
