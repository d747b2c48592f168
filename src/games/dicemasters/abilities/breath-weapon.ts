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
import { cardDefs, fieldChars, hasAbility, opponent } from '../rules/dice.js';
import { damageStep, dealDamage, loseLife } from '../rules/damage.js';
import { canAfford, describePayment, enumeratePayments, sources, spend } from '../rules/energy.js';
import { announcedUse, mayPrevent, preventable, type AbilityUse } from '../rules/prevent.js';
import type { AbilityModule } from './ability.js';
import type { CardDef } from '../cards/types.js';
import { breathRiderStep } from './breath-rider.js';
import { changesDamageTaken } from './queries.js';

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

function breathOptions(s: DmState, x: number, card: number): Option[] {
  const src = sources(s, s.active);
  // A card may let its Breath Weapon be paid with life instead (abilities/breath-rider.ts, `breath-life-cost`).
  const c = cardDefs(s)[card];
  const life = c ? hasAbility(c, 'breath-life-cost') : undefined;
  const byLife: Option[] =
    life && (s.players[s.active]?.life ?? 0) >= life.life ? [{ id: 'breath-life', label: `Breath Weapon ${x}: pay ${life.life} life` }] : [];
  if (!canAfford(src, { amount: x, type: null })) return byLife.length ? [{ id: 'decline', label: 'Do not use Breath Weapon' }, ...byLife] : [];
  const pays = enumeratePayments(src, { amount: x, type: null });
  return [
    { id: 'decline', label: 'Do not use Breath Weapon' },
    ...pays.map((pay, i) => ({ id: `breath:${i}`, label: `Breath Weapon ${x}: pay ${describePayment(s, pay)}`, payload: { pay } })),
    ...byLife,
  ];
}

/** Breath Weapon X, paid (with energy, or with life: `pay` null): X damage to the opponent and to each opposing character. */
function breathe(ctx: DmCtx, card: number, x: number, pay: Payment | null): void {
  const s = ctx.state;
  const life = hasAbility(cardDefs(s)[card] as CardDef, 'breath-life-cost');
  if (pay) spend(s, s.active, pay, { amount: x, type: null });
  else if (life) loseLife(ctx, s.active, life.life, 'Breath Weapon cost');
  if (ctx.over) return;
  ctx.counters.markUsedThisTurn(once(card));
  ctx.emit('breath-weapon', { player: s.active, x });
  // The card's attacking die deals it (a damage reduction by source reads it: abilities/damage-reduction.ts).
  const src = changesDamageTaken(cardDefs(s)) ? s.dice.find((d) => d.card === card && d.zone === 'attack')?.id : undefined;
  const hits: DamageHit[] = [
    { player: opponent(s.active), amount: x, why: 'Breath Weapon', kind: 'character' },
    ...fieldChars(s, opponent(s.active)).map((d): DamageHit => ({ die: d.id, amount: x, kind: 'character', ...(src === undefined ? {} : { src }) })),
  ];
  // What the card's Breath Weapon does once its damage has landed (abilities/breath-rider.ts): pushed first, so it runs after.
  const rider = breathRiderStep(ctx, card, fieldChars(s, opponent(s.active)));
  if (rider) ctx.push(rider);
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
        const opts = breathOptions(ctx.state, st.damage, st.card);
        if (opts.length === 0) return;
        return ctx.ask(ctx.state.active, 'breath-weapon', `Breath Weapon ${st.damage}: pay to damage your opponent and each opposing character?`, opts);
      },
      choose(ctx, st, o) {
        if (o.id === 'decline') return;
        breathe(ctx, st.card, st.damage, o.id === 'breath-life' ? null : (o.payload as { pay: Payment }).pay);
      },
    },
  },
};
