// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Energy Drain — once blockers
// are declared, each character engaged with an attacking or blocking die of this card is spun down one
// level (level 1 is unaffected). Each die's drain is an ability use that may be prevented ("PREVENTING
// AND REDIRECTING", rules/held-use.ts).
import { z } from 'zod';
import type { DieState } from '../types.js';
import type { DmStep } from '../steps.js';
import type { DmCtx } from '../rules/context.js';
import { abilityOf } from '../rules/copy.js';
import { cardOf, dieName, spinDown } from '../rules/dice.js';
import { checkLethal } from '../rules/damage.js';
import { mayPrevent } from '../rules/prevent.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityModule } from './ability.js';

/**
 * Energy Drain, after blockers: the attacker's dice first, then the defender's (ties: attacker first).
 * Each die's drain is an ability use: when a prevention could answer one, every drain waits in a step,
 * in the same order, the preventable ones behind their windows (rules/held-use.ts).
 */
export function energyDrain(ctx: DmCtx): void {
  const s = ctx.state;
  // Most attacks have no Energy Drain die: find that out without building the ordered lists.
  let any = false;
  for (const d of s.dice) if (d.zone === 'attack' && abilityOf(s, d, 'energy-drain')) any = true;
  if (!any) return;
  const order = [...s.dice.filter((d) => d.zone === 'attack' && d.owner === s.active), ...s.dice.filter((d) => d.zone === 'attack' && d.owner !== s.active)];
  const drains = order.filter((d) => abilityOf(s, d, 'energy-drain'));
  if (drains.length === 0) return;
  if (mayPrevent(s)) {
    const held = drains.map((d) =>
      holdUse(s, { player: d.owner, kind: 'triggered', title: `${cardOf(s, d).title} Energy Drain`, classes: ['spin'] }, { what: 'energy-drain', die: d.id }),
    );
    if (held.some((h) => h !== null)) {
      ctx.push(...drains.flatMap((d, i): DmStep[] => held[i] ?? [{ kind: 'ability-resolve', what: 'energy-drain', die: d.id }]));
      return;
    }
  }
  for (const d of drains) drainOne(ctx, d);
}

/** One die's Energy Drain: each character engaged with it is spun down one level (level 1: no effect). */
export function drainOne(ctx: DmCtx, d: DieState): void {
  const s = ctx.state;
  if (d.zone !== 'attack' || !abilityOf(s, d, 'energy-drain')) return;
  for (const id of d.engaged) {
    const e = s.dice[id] as DieState;
    if (spinDown(s, e)) {
      ctx.emit('energy-drain', { by: d.id, die: e.id, name: dieName(s, e) });
      checkLethal(ctx, e, d.owner);
    }
  }
}

export const energyDrainAbility: AbilityModule<'energy-drain'> = {
  kind: 'energy-drain',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () => 'Energy Drain — once blockers are set, every character engaged with this one drops a level (level 1 is unaffected).',
  on: { BlockersDeclared: { run: (ctx) => energyDrain(ctx) } },
  held: {
    'energy-drain': (ctx, use) => {
      const d = ctx.state.dice[use.die];
      if (d) drainOne(ctx, d);
    },
  },
  steps: {},
};
