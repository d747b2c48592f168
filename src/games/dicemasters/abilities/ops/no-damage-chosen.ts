// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (prevented damage is not
// dealt), "GAME STATES" (effects end at the end of the turn; text naming a character means your dice of
// it) and "USE ACTIONS AND GLOBAL ABILITIES" (the attack step): the user may pick one character the filter
// allows — maybe only one of their blockers, maybe only during the attack step — and all damage to it is
// prevented for the rest of the turn (a `NO_DAMAGE_DIE` core effect, read by this op's answer to the
// `damageTaken` query when damage is marked).
import { z } from 'zod';
import { dieName } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule, OpMap } from './op.js';
import { charOptions } from './options.js';

type E = OpMap['no-damage-chosen'];

/** The core effect handler of "die `die` takes no damage this turn". */
export const NO_DAMAGE_DIE = 'no-damage-die';

const blocking = (s: DmState, d: DieState): boolean => d.zone === 'attack' && d.owner !== s.active;

function list(s: DmState, player: number, e: E, source: number): DieState[] {
  if (e.attackStepOnly && s.step !== 'attack') return [];
  return matching(s, e.filter, player, source).filter((d) => !e.blocking || blocking(s, d));
}

export const noDamageChosen: EffectOpModule<'no-damage-chosen'> = {
  op: 'no-damage-chosen',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ filter: charFilterSchema, blocking: z.boolean().optional(), attackStepOnly: z.boolean().optional() }).strict(),
  classes: [],
  text: (e) =>
    `${e.attackStepOnly ? 'During the attack step: p' : 'P'}revent all damage to ${filterText(e.filter, false)}${e.blocking ? ' that is blocking' : ''} this turn.`,
  usable: (s, player, e, source) => list(s, player, e, source).length > 0,
  run(ctx, st, e) {
    const dice = list(ctx.state, st.player, e, st.source);
    if (dice.length === 0) return null;
    return [{ id: 'done', label: 'Protect nobody', payload: { done: true } }, ...charOptions(ctx.state, dice, 'Prevent all damage to')];
  },
  queries: {
    damageTaken: (s, _defs, d, amount) => (s.core.effects.some((e) => e.handler === NO_DAMAGE_DIE && e.params.die === d.id) ? 0 : amount),
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    ctx.addEffect({
      name: `${NO_DAMAGE_DIE}#${s.core.nextEffectId}`,
      handler: NO_DAMAGE_DIE,
      owner: st.player,
      params: { die: answer.die },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: answer.die, status: 'takes no damage this turn', name: dieName(s, s.dice[answer.die] as DieState) });
  },
};
