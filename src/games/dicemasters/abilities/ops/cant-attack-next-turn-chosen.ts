// Implements: dice-masters-battle-for-faerun — "DECLARE ATTACKERS" with "FUNDAMENTAL RULES" ("can't"
// beats "can") and "ATTACKING AND BLOCKING" (engaged: blocking or being blocked by): the user picks an
// opposing character not engaged with the source die; that die cannot attack during the user's
// opponent's next turn. A core effect naming the die and the turn (abilities/forced-attacks.ts reads it);
// effects of turns gone by are dropped when a new one is made.
import { z } from 'zod';
import { dieName, fieldChars, opponent } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import { CANT_ATTACK_TURN, cantAttackTurn } from '../forced-attacks.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';

const candidates = (s: DmState, player: number, source: number): DieState[] =>
  fieldChars(s, opponent(player)).filter((d) => !d.engaged.includes(source) && !(s.dice[source]?.engaged ?? []).includes(d.id));

export const cantAttackNextTurnChosen: EffectOpModule<'cant-attack-next-turn-chosen'> = {
  op: 'cant-attack-next-turn-chosen',
  section: 'DECLARE ATTACKERS',
  params: z.object({}).strict(),
  classes: [],
  text: () => "Choose an opposing character not engaged with this one: it cannot attack during your opponent's next turn.",
  usable: (s, player, _e, source) => candidates(s, player, source).length > 0,
  run(ctx, st) {
    const list = candidates(ctx.state, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, 'Cannot attack next turn:') : null;
  },
  choose(ctx, st, _e, answer) {
    if (answer.die === undefined) return;
    const s = ctx.state;
    ctx.removeEffects((e) => (cantAttackTurn(e)?.turn ?? s.turn) < s.turn);
    ctx.addEffect({
      name: `${CANT_ATTACK_TURN}#${s.core.nextEffectId}`,
      handler: CANT_ATTACK_TURN,
      owner: st.player,
      params: { die: answer.die, turn: s.turn + 1 },
      duration: 'named-turn',
    });
    ctx.emit('status', { die: answer.die, status: 'cannot attack next turn', name: dieName(s, s.dice[answer.die] as DieState) });
  },
};
