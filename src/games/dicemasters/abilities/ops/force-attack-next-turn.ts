// Implements: dice-masters-battle-for-faerun — "DECLARE ATTACKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules): on the user's opponent's next turn at least one of their characters must attack
// (if able). A core effect naming that turn (abilities/forced-attacks.ts reads it when attackers are
// declared); effects of turns gone by are dropped when a new one is made.
import { z } from 'zod';
import { opponent } from '../../rules/dice.js';
import { MUST_ATTACK_TURN, mustAttackTurn } from '../forced-attacks.js';
import type { EffectOpModule } from './op.js';

export const forceAttackNextTurn: EffectOpModule<'force-attack-next-turn'> = {
  op: 'force-attack-next-turn',
  section: 'DECLARE ATTACKERS',
  params: z.object({}).strict(),
  classes: [],
  text: () => "On your opponent's next turn, at least one of their characters must attack (if able).",
  usable: () => true,
  run(ctx, st) {
    const s = ctx.state;
    ctx.removeEffects((e) => (mustAttackTurn(e)?.turn ?? s.turn) < s.turn);
    ctx.addEffect({
      name: `${MUST_ATTACK_TURN}#${s.core.nextEffectId}`,
      handler: MUST_ATTACK_TURN,
      owner: st.player,
      params: { player: opponent(st.player), turn: s.turn + 1 },
      duration: 'named-turn',
    });
    ctx.emit('status', { die: st.source, status: 'the opponent must attack with at least one character next turn' });
    return null;
  },
  choose() {},
};
