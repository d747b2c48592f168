// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" with "ENERGY" (a burst line): then, any
// number of times, pay a bolt to deal 1 damage to a character. The next bolt is offered only after that
// damage (and any reaction to it) has resolved.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DieState } from '../../types.js';
import { allFieldChars, dieName } from '../../rules/dice.js';
import { damageCharacter } from '../../rules/damage.js';
import { describePayment, enumeratePayments, sources, spend } from '../../rules/energy.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

const BOLT = { amount: 1, type: 'bolt' } as const;

export const spendBoltForExtraDamage: EffectOpModule<'spend-bolt-for-extra-damage'> = {
  op: 'spend-bolt-for-extra-damage',
  section: 'PLAYING ACTIONS',
  params: z.object({}),
  classes: ['damage'],
  text: () => 'Then, any number of times: pay a bolt to deal 1 damage to a character.',
  usable: () => true,
  run(ctx, st) {
    const s = ctx.state;
    const chars = allFieldChars(s);
    if (chars.length === 0) return null;
    const pays = enumeratePayments(sources(s, st.player), BOLT);
    if (pays.length === 0) return null;
    const opts: Option[] = [{ id: 'done', label: 'Spend no (more) bolts', payload: { done: true } }];
    pays.forEach((pay, i) => {
      for (const d of chars)
        opts.push({ id: `bolt:${i}:${d.id}`, label: `Pay ${describePayment(s, pay)}: 1 damage to ${dieName(s, d)}`, payload: { pay, die: d.id } });
    });
    return opts;
  },
  choose(ctx, st, _e, answer) {
    if (answer.done) return;
    spend(ctx.state, st.player, answer.pay ?? [], BOLT);
    ctx.push({ ...st, picks: [] });
    damageCharacter(ctx, ctx.state.dice[answer.die as number] as DieState, 1, st.player, damageKind(ctx.state, st));
  },
};
