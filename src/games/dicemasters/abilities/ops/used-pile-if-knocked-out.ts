// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (a knocked-out character goes to its
// owner's prep area) with "FUNDAMENTAL RULES" ("card text always supersedes basic rule text"), "GAME
// STATES" (card effects end at the end of the turn) and "CARD TEXT DETAILS" ("cannot be affected").
// Tarrasque, Greater Aberration's global: the user picks an attacking character (either player's); if it
// is knocked out this turn it goes to its owner's used pile instead — a turn-long core effect naming the
// die, this op's answer to the knockOutTo query (read by rules/damage.ts `knockOut`).
import { z } from 'zod';
import type { EffectInstance } from '../../../../core/index.js';
import { dieName } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';
import { mayAffect } from './source-kind.js';

/** The core effect handler name of "to the used pile if knocked out this turn" (params: `{ die }`). */
const TO_USED = 'knock-out-to-used-turn';

const record = z.object({ die: z.number().int() });
const markedDie = (e: EffectInstance): number | null => {
  if (e.handler !== TO_USED) return null;
  const r = record.safeParse(e.params);
  return r.success ? r.data.die : null;
};

const attackers = (s: DmState, player: number, source: number): DieState[] => s.dice.filter((d) => d.zone === 'attack' && mayAffect(s, d, player, source));

export const usedPileIfKnockedOut: EffectOpModule<'used-pile-if-knocked-out'> = {
  op: 'used-pile-if-knocked-out',
  section: 'ASSIGN DAMAGE',
  params: z.object({}).strict(),
  classes: [],
  text: () => 'Choose an attacking character: if it is knocked out this turn, it goes to the used pile instead of the prep area.',
  usable: (s, player, _e, source) => attackers(s, player, source).length > 0,
  run(ctx, st) {
    const list = attackers(ctx.state, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, 'To the used pile if knocked out:') : null;
  },
  choose(ctx, st, _e, answer) {
    if (answer.die === undefined) return;
    const s = ctx.state;
    ctx.addEffect({ name: `${TO_USED}#${s.core.nextEffectId}`, handler: TO_USED, owner: st.player, params: { die: answer.die }, duration: 'end-of-turn' });
    ctx.emit('status', { die: answer.die, status: 'goes to the used pile if knocked out this turn', name: dieName(s, s.dice[answer.die] as DieState) });
  },
  queries: {
    knockOutToUsed: (s, _defs, d) => s.core.effects.some((e) => markedDie(e) === d.id),
  },
};
