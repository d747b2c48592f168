// Effect "recharge-one": the creature regains its use of one of the limited attacks or powers named
// ("Fight or Flight: Use when first bloodied: Recharge Banshee Wail or The Lost Maid") — its player
// chooses one whose uses are spent when declaring the power (ddm-battle-rules-2011, "Limited Use" and
// "Recharge": a recharged power regains a use marked off; "Activated Powers"). A name the card does not
// have as a limited attack or power is refused by the importer (import/creature.ts); one whose use is
// not spent is not offered, and a power with nothing to recharge is not offered at all.
import { cardOf, hasUse } from '../../rules/common.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

/** The use limit of the card's attack or power of that name (undefined: unlimited or absent). */
function usesOf(ctx: DdmCtx, c: CreatureState, name: string): number | undefined {
  const card = cardOf(ctx.state, c);
  const a = card.attacks.find((x) => x.name === name);
  if (a) return a.uses;
  const p = card.powers.find((x) => 'name' in x && x.name === name);
  return p && 'uses' in p ? p.uses : undefined;
}

/** The names whose uses are spent now. */
const spent = (ctx: DdmCtx, c: CreatureState, names: readonly string[]): string[] =>
  names.filter((n) => {
    const uses = usesOf(ctx, c, n);
    return uses !== undefined && !hasUse(ctx, c, n, uses);
  });

export const rechargeOne: PowerEffectModule<'recharge-one'> = {
  kind: 'recharge-one',
  text: (e) => `this creature regains its use of ${e.names.join(' or ')}`,
  possible: ({ ctx, subject }, e) => spent(ctx, subject, e.names).length > 0,
  choices: ({ ctx, subject }, e, base) => spent(ctx, subject, e.names).map((n) => ({ id: `${base.id}|${n}`, label: `${base.label}: recharge ${n}` })),
  resolve({ ctx, subject }, e, _use, choice) {
    if (choice === undefined || !spent(ctx, subject, e.names).includes(choice)) return;
    ctx.counters.restore(`${subject.id}:${choice}`);
    ctx.emit('recharge', { creature: subject.id, label: subject.label, attack: choice });
  },
};
