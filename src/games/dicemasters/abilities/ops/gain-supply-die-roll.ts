// Implements: dice-masters-battle-for-faerun — "PURCHASING A DIE" (a die taken from its card becomes
// yours) and "ROLL AND REROLL STEP" (a rolled die shows one face): the user takes an unpurchased die for
// free — a basic action die, or with `own-or-basic` also a die still on one of their party's cards —
// and rolls it; an energy face sends it to `energyTo`, any other face to `otherTo` (a die in the reserve
// pool showing an action face may be used this turn like any other). Optional ("you may"): declining
// takes nothing.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DieState, DmState } from '../../types.js';
import { cardDefs, dieName } from '../../rules/dice.js';
import { faceIsEnergy } from '../../rules/damage.js';
import { rollDie } from '../../rules/roll-and-reroll.js';
import type { EffectOpModule, OpMap } from './op.js';
import { changeOwner, moveDie } from '../../rules/zones.js';

/** One unpurchased die per card slot the user may take from. */
function choices(s: DmState, player: number, e: OpMap['gain-supply-die-roll']): DieState[] {
  const defs = cardDefs(s);
  const seen = new Set<number>();
  const out: DieState[] = [];
  for (const d of s.dice) {
    if (d.zone !== 'supply' || seen.has(d.card)) continue;
    const slot = s.cards[d.card];
    const basic = defs[d.card]?.basic === true && slot?.owner === -1;
    const own = e.from === 'own-or-basic' && slot?.owner === player && d.owner === player;
    if (!basic && !own) continue;
    seen.add(d.card);
    out.push(d);
  }
  return out;
}

const where = (z: 'reserve' | 'bag' | 'used'): string => (z === 'reserve' ? 'reserve pool' : z === 'bag' ? 'bag' : 'used pile');

export const gainSupplyDieRoll: EffectOpModule<'gain-supply-die-roll'> = {
  op: 'gain-supply-die-roll',
  section: 'PURCHASING A DIE',
  params: z
    .object({ from: z.enum(['basic', 'own-or-basic']), optional: z.boolean(), energyTo: z.enum(['reserve', 'bag']), otherTo: z.enum(['reserve', 'used']) })
    .strict(),
  classes: ['move'],
  text: (e) =>
    `${e.optional ? 'You may take' : 'Take'} an unpurchased ${e.from === 'basic' ? 'basic action die' : 'die (one of yours or a basic action die)'} at no cost and roll it: on an energy face it goes to your ${where(e.energyTo)}, otherwise to your ${where(e.otherTo)}.`,
  usable: (s, player, e) => choices(s, player, e).length > 0,
  run(ctx, st, e) {
    const s = ctx.state;
    const list = choices(s, st.player, e);
    if (list.length === 0) return null;
    const defs = cardDefs(s);
    const opts: Option[] = list.map((d) => ({ id: `die:${d.id}`, label: `Take a ${defs[d.card]?.title ?? 'die'} die and roll it`, payload: { die: d.id } }));
    if (e.optional) opts.unshift({ id: 'done', label: 'Take nothing', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    const d = s.dice[answer.die] as DieState;
    changeOwner(s, d, st.player);
    rollDie(ctx, d);
    moveDie(s, d, faceIsEnergy(s, d) ? e.energyTo : e.otherTo);
    ctx.emit('gained-die', { player: st.player, die: d.id, to: d.zone, name: dieName(s, d) });
  },
};
