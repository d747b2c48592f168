// Effect "damage-adjacent": each creature adjacent to this creature, enemy or ally, takes N damage of a
// type with no attack roll (Last Laugh: "Use when this creature is destroyed: Each adjacent creature
// takes 10 damage"; Death Burst: "Each adjacent enemy and ally takes 10 fire damage when this creature
// is destroyed") — ddm-battle-rules-2011, "Damage" (not from an attack: Immune, Resist and Vulnerable
// apply, Weakened and Insubstantial do not), "TYPE Healing". Used on destruction, this creature is
// still in play (trigger self-destroyed), so "adjacent" is measured from its space; this creature is
// credited with the damage ("Destroyed by"). The creatures take it one after another in creature
// order (our reading: the power names no order, and each one's Bloodied/Damage powers answer in turn).
// With `enemies` only its enemies; with `count` ("2 enemies adjacent to this creature each take 5
// Damage", Fiendish Flurry) at most that many — its player picks which as it declares the power when
// more are adjacent, all of them otherwise (our reading: fewer than N adjacent still take it).
import type { PowerEffect } from '../../cards/schema.js';
import { geo, isAdjacent } from '../../geo.js';
import { computeDamage } from '../../rules/damage.js';
import { defencesOf, enemies, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

type DamageAdjacent = Extract<PowerEffect, { kind: 'damage-adjacent' }>;

function adjacentCreatures(ctx: DdmCtx, subject: CreatureState, e: DamageAdjacent): CreatureState[] {
  if (!onMap(subject)) return [];
  const s = ctx.state;
  const g = geo(s);
  return s.creatures.filter((c) => c.id !== subject.id && onMap(c) && c.hp > 0 && isAdjacent(g, subject, c) && (!e.enemies || enemies(s, subject, c)));
}

/** The groups of `n` creatures of `list` (in list order). */
function groups(list: readonly CreatureState[], n: number): CreatureState[][] {
  if (n === 0) return [[]];
  return list.flatMap((c, i) => groups(list.slice(i + 1), n - 1).map((rest) => [c, ...rest]));
}

/** The possible sets of creatures hit: one, all the qualifying ones, unless `count` leaves a choice. */
function sets(ctx: DdmCtx, subject: CreatureState, e: DamageAdjacent): CreatureState[][] {
  const all = adjacentCreatures(ctx, subject, e);
  return e.count !== undefined && all.length > e.count ? groups(all, e.count) : [all];
}

export const damageAdjacent: PowerEffectModule<'damage-adjacent'> = {
  kind: 'damage-adjacent',
  text: (e) =>
    `${e.count !== undefined ? `${e.count} adjacent ${e.enemies ? 'enemies' : 'creatures'} each take` : `each adjacent ${e.enemies ? 'enemy' : 'creature'} takes`} ${e.amount} ${e.type === 'untyped' ? '' : `${e.type} `}damage`,
  possible: ({ ctx, subject }, e) => adjacentCreatures(ctx, subject, e).length > 0,
  choices: ({ ctx, subject }, e, base) => {
    const options = sets(ctx, subject, e);
    if (options.length <= 1) return [base];
    return options.map((g) => ({ id: `${base.id}|${g.map((c) => c.id).join('+')}`, label: `${base.label}: ${g.map((c) => c.label).join(' and ')}` }));
  },
  resolve({ ctx, subject }, e, use, choice) {
    const part = { amount: e.amount, type: e.type };
    const qualifying = adjacentCreatures(ctx, subject, e);
    const picked = choice === undefined ? null : choice.split('+').map(Number);
    const hit = picked ? qualifying.filter((c) => picked.includes(c.id)) : qualifying.slice(0, e.count ?? qualifying.length);
    for (const c of hit) {
      const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, c) });
      takeDamage(ctx, c, dmg.total, subject.id, use.name);
      typeHealing(ctx, c, [part]);
    }
  },
};
