// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS", "COSTS", "ENERGY AND COSTS" (the four
// energy types), "ACTIVE AND FIELDED" ("while active") and "CARD TEXT DETAILS". Mind Flayer, Greater
// Humanoid: when fielded, its user names an energy type, cancelling the type their dice of this card
// named before; while a die of the card is active, the opponent's characters of the named type cost
// `delta` more to field. The choice lasts until the user fields another die of the card (a core effect
// that is not ended by the turn; its answer to the `cost` query reads it). NPCs have no energy type.
import { z } from 'zod';
import type { EffectInstance } from '../../../../core/index.js';
import { cardDefs, cardOf, opponent } from '../../rules/dice.js';
import { givesText } from '../lost-card-text.js';
import { ENERGY_TYPES, type DieState, type DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';
import type { QueryAnswers } from '../queries.js';

/** The core effect handler: `player`'s characters of `energy` cost `delta` more to field while a die of card slot `card` owned by `by` is active. */
export const NAMED_TYPE_COST = 'named-type-field-cost';

const active = (s: DmState, card: number, owner: number): boolean =>
  s.dice.some((d: DieState) => d.owner === owner && givesText(s, cardDefs(s), d, card) && cardOf(s, d).faces[d.face]?.t === 'char');

function named(e: EffectInstance): { player: number; energy: string; card: number; by: number; delta: number } | null {
  if (e.handler !== NAMED_TYPE_COST) return null;
  const { player, energy, card, by, delta } = e.params;
  return typeof player === 'number' && typeof energy === 'string' && typeof card === 'number' && typeof by === 'number' && typeof delta === 'number'
    ? { player, energy, card, by, delta }
    : null;
}

const cost: QueryAnswers['cost'] = (s, defs, player, card, of) => {
  const c = defs[card];
  if (of !== 'field' || !c || c.kind !== 'character' || c.energy === null) return 0;
  let n = 0;
  for (const e of s.core.effects) {
    const x = named(e);
    if (x && x.player === player && x.energy === c.energy && active(s, x.card, x.by)) n += x.delta;
  }
  return n;
};

export const fieldCostNamedType: EffectOpModule<'field-cost-named-type'> = {
  op: 'field-cost-named-type',
  section: 'FIELD CHARACTERS; COSTS',
  params: z.object({ delta: z.number().int().min(1) }).strict(),
  classes: [],
  text: (e) =>
    `Name an energy type (your earlier choice for this card ends): while a die of this card is active, your opponent's characters of that type cost ${e.delta} more to field, until you field another die of this card.`,
  usable: () => true,
  run(_ctx, _st, e) {
    return ENERGY_TYPES.map((t) => ({ id: `energy:${t}`, label: `Name ${t}: opposing ${t} characters cost ${e.delta} more to field`, payload: { energy: t } }));
  },
  choose(ctx, st, e, answer) {
    const energy = answer.energy;
    const src = ctx.state.dice[st.source];
    if (!energy || !src) return;
    const s = ctx.state;
    ctx.removeEffects((x) => {
      const n = named(x);
      return n !== null && n.card === src.card && n.by === st.player;
    });
    ctx.addEffect({
      name: `${NAMED_TYPE_COST}#${s.core.nextEffectId}`,
      handler: NAMED_TYPE_COST,
      owner: st.player,
      params: { player: opponent(st.player), energy, card: src.card, by: st.player, delta: e.delta },
      duration: 'until-replaced',
    });
    ctx.emit('status', { die: st.source, status: `names ${energy}: opposing ${energy} characters cost ${e.delta} more to field while it is active` });
  },
  queries: { cost },
};
