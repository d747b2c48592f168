// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("take no damage" is a
// prevention: the damage is not dealt), "ACTIVE AND FIELDED" ("while active": a die of the card is in
// the field) and "CARD TEXT DETAILS" (text naming a kind of effect as the source). While a die of this
// card is active, its owner (the player) takes no damage from their opponent's effects of the kinds
// `from` names — e.g. "when fielded" effects (Human Paladin, Master Lords Alliance). Its answer to the
// `playerDamageTaken` query (abilities/queries.ts), which rules/damage.ts asks for every hit a power or
// an ability deals to a player; each hit carries its source's kind (abilities/ops/source-kind.ts). The
// player's characters are not protected.
import { z } from 'zod';
import { perCardSet } from '../cards/per-card-set.js';
import type { DamageKind } from '../cards/types.js';
import type { QueryAnswers } from './queries.js';
import type { AbilityModule } from './ability.js';
import { givesText } from './lost-card-text.js';

const KIND_WORDS: Record<DamageKind, string> = {
  attack: 'attacking characters',
  action: 'action dice',
  global: 'global abilities',
  fielded: '"when fielded" effects',
  character: "characters' other abilities",
};

/** The card slots with the ability, and the kinds each names (per card-definition array). */
const holders = perCardSet((defs) =>
  defs.flatMap((c, card) => c.abilities.flatMap((a) => (a.kind === 'player-damage-immunity' ? [{ card, from: a.from }] : []))),
);

const answer: QueryAnswers['playerDamageTaken'] = (s, defs, player, amount, from) => {
  if (from.player === player || from.kind === undefined) return amount;
  const kind = from.kind;
  for (const h of holders(defs)) {
    if (!h.from.includes(kind)) continue;
    // A die of the card that lost its card text (abilities/lost-card-text.ts) protects nobody.
    if (s.dice.some((d) => d.owner === player && givesText(s, defs, d, h.card) && defs[d.card]?.faces[d.face]?.t === 'char')) return 0;
  }
  return amount;
};

export const playerDamageImmunity: AbilityModule<'player-damage-immunity'> = {
  kind: 'player-damage-immunity',
  section: 'PREVENTING AND REDIRECTING; ACTIVE AND FIELDED',
  params: z.object({ from: z.array(z.enum(['attack', 'action', 'global', 'fielded', 'character'])).min(1) }).strict(),
  text: (a) =>
    `While active, you (the player) take no damage from your opponent's ${a.from.map((k) => KIND_WORDS[k]).join(' or ')}; your characters are not protected.`,
  steps: {},
  queries: { playerDamageTaken: answer },
};
