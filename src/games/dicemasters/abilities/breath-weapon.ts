// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Breath Weapon X — when dice
// of this card are assigned to attack, once per turn per card, its controller may pay X energy to deal
// X damage to the opponent and to each opposing character (one power: the opponent first, then every
// opposing character at once, rules/damage.ts). Its damage may be reacted to hit by hit, and the
// ability may be prevented as a whole ("PREVENTING AND REDIRECTING").
import { z } from 'zod';
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { DamageHit, DmStep, Payment } from '../steps.js';
import type { DmCtx } from '../rules/context.js';
import { abilityOf } from '../rules/copy.js';
import { cardDefs, fieldChars, opponent } from '../rules/dice.js';
import { damageStep, dealDamage } from '../rules/damage.js';
import { canAfford, describePayment, enumeratePayments, sources, spend } from '../rules/energy.js';
import { announcedUse, mayPrevent, preventable, type AbilityUse } from '../rules/prevent.js';
import type { AbilityModule } from './ability.js';

/** The once-per-turn mark of card slot `card`'s Breath Weapon. */
const once = (card: number): string => `breath:${card}`;

/** The `breath` steps for dice just declared as attackers: one per card with Breath Weapon not used this turn. */
export function breathSteps(ctx: DmCtx, attackers: readonly DieState[]): DmStep[] {
  const seen = new Set<number>();
  const steps: DmStep[] = [];
  for (const d of attackers) {
    const bw = abilityOf(ctx.state, d, 'breath-weapon');
    if (bw && !seen.has(d.card) && ctx.counters.canUseThisTurn(once(d.card))) {
      seen.add(d.card);
      steps.push({ kind: 'breath', card: d.card, damage: bw.x });
    }
  }
  return steps;
}

function breathOptions(s: DmState, x: number): Option[] {
  const src = sources(s, s.active);
  if (!canAfford(src, { amount: x, type: null })) return [];
  const pays = enumeratePayments(src, { amount: x, type: null });
  return [
    { id: 'decline', label: 'Do not use Breath Weapon' },
    ...pays.map((pay, i) => ({ id: `breath:${i}`, label: `Breath Weapon ${x}: pay ${describePayment(s, pay)}`, payload: { pay } })),
  ];
}

/** Breath Weapon X, paid: X damage to the opponent and to each opposing character. */
function breathe(ctx: DmCtx, card: number, x: number, pay: Payment): void {
  const s = ctx.state;
  spend(s, s.active, pay, { amount: x, type: null });
  ctx.counters.markUsedThisTurn(once(card));
  ctx.emit('breath-weapon', { player: s.active, x });
  const hits: DamageHit[] = [
    { player: opponent(s.active), amount: x, why: 'Breath Weapon' },
    ...fieldChars(s, opponent(s.active)).map((d) => ({ die: d.id, amount: x })),
  ];
  const use: AbilityUse = { player: s.active, kind: 'triggered', title: cardDefs(s)[card]?.title ?? 'Breath Weapon', classes: ['damage', 'life'] };
  if (mayPrevent(s) && preventable(s, use)) ctx.push(...announcedUse(s, use, [damageStep(hits, s.active, null)]));
  else dealDamage(ctx, hits, s.active, null);
}

export const breathWeapon: AbilityModule<'breath-weapon', 'breath'> = {
  kind: 'breath-weapon',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({ x: z.number().int().min(1) }),
  text: (a) =>
    `Breath Weapon ${a.x} — when its dice attack, once this turn you may pay ${a.x} energy: ${a.x} damage to the opponent and to each opposing character.`,
  on: {
    // Once per turn per card, however many of its dice attack.
    AttackersDeclared: {
      run(ctx, _e, p) {
        const steps = breathSteps(
          ctx,
          p.attackers.map((id) => ctx.state.dice[id] as DieState),
        );
        if (steps.length) ctx.push(...steps);
      },
    },
  },
  steps: {
    breath: {
      run(ctx, st) {
        if (ctx.over) return;
        const opts = breathOptions(ctx.state, st.damage);
        if (opts.length === 0) return;
        return ctx.ask(ctx.state.active, 'breath-weapon', `Breath Weapon ${st.damage}: pay to damage your opponent and each opposing character?`, opts);
      },
      choose(ctx, st, o) {
        if (o.id === 'decline') return;
        breathe(ctx, st.card, st.damage, (o.payload as { pay: Payment }).pay);
      },
    },
  },
};
