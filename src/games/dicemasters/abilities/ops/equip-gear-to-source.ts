// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Equip: a gear die attaches to
// a character of its owner that can carry gear) and "ACTIVE AND FIELDED": the user may use Equip at once
// to attach one of their gear dice in the field (unattached, or moved from another carrier) to the
// source character (Half-Orc Fighter, Paragon Zhentarim, when fielded).
import { z } from 'zod';
import { cardOf, dieName } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import { attachGear } from '../equip.js';
import type { EffectOpModule } from './op.js';

const gears = (s: DmState, player: number, source: number): DieState[] =>
  s.dice.filter((g) => g.owner === player && g.zone === 'field' && cardOf(s, g).kind === 'gear' && g.attachedTo !== source);

export const equipGearToSource: EffectOpModule<'equip-gear-to-source'> = {
  op: 'equip-gear-to-source',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}).strict(),
  classes: ['bonus'],
  text: () => 'You may use Equip at once: attach one of your gear dice in the field to this character.',
  usable: (s, player, _e, source) => gears(s, player, source).length > 0,
  run(ctx, st) {
    const s = ctx.state;
    const src = s.dice[st.source];
    const list = gears(s, st.player, st.source);
    if (!src || list.length === 0) return null;
    return [
      { id: 'done', label: 'Equip nothing', payload: { done: true } },
      ...list.map((g) => ({ id: `die:${g.id}`, label: `Attach ${cardOf(s, g).title}#${g.id} to ${dieName(s, src)}`, payload: { die: g.id } })),
    ];
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    const g = s.dice[answer.die];
    const src = s.dice[st.source];
    if (g && src) attachGear(ctx, g, src);
  },
};
