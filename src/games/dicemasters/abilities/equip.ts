// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Equip — a gear die is fielded
// (for 0) and, when fielded and at the beginning of every turn while it is in the field, its owner may
// attach it to, or move it to, one of their characters whose card can carry gear (never an NPC: it has
// no card): its `Fielded` and `StartOfTurn` handlers push the `attach-gear` effect step. The carrier
// gets the gear's `equipped-bonus`: that module answers the stat query rules/dice.ts folds into attack
// and defense (abilities/equipped-bonus-value.ts). Attaching is an ability use that may be prevented
// ("PREVENTING AND REDIRECTING", rules/held-use.ts): a prevented attachment leaves the gear where it was.
import { z } from 'zod';
import type { Option } from '../../../core/index.js';
import type { DieState, DmState } from '../types.js';
import type { EffectStep } from '../steps.js';
import type { DmCtx } from '../rules/context.js';
import { cardOf, dieName, fieldChars, hasAbility, inField, isNpc } from '../rules/dice.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityModule } from './ability.js';
import { equippedBonus } from './equipped-bonus-value.js';

/** The `attach-gear` effect step of gear die `gear` (when fielded: its face's bursts; each turn: 0). */
export function attachGearStep(player: number, gear: number, bursts: number): EffectStep {
  return { kind: 'effect', player, effect: { op: 'attach-gear' }, bursts, source: gear, picks: [] };
}

/** The owner's characters whose card can carry gear (not NPCs, which have no card). */
function gearHolders(s: DmState, gear: DieState): DieState[] {
  return fieldChars(s, gear.owner).filter((d) => !isNpc(s, d) && cardOf(s, d).equipSlot === true);
}

/** Attaches gear `g` to `d`, if both are still in the field and `d` may carry it. */
export function attachGear(ctx: DmCtx, g: DieState, d: DieState): void {
  const s = ctx.state;
  if (!inField(g) || !gearHolders(s, g).includes(d)) return;
  g.attachedTo = d.id;
  ctx.emit('attached', { gear: g.id, die: d.id, text: `${cardOf(s, g).title}#${g.id} attached to ${dieName(s, d)}` });
}

/** The `attach-gear` step's question: keep the gear as it is, or a carrier to attach it to (null: none). */
export function attachGearOptions(s: DmState, st: EffectStep): Option[] | null {
  const g = s.dice[st.source] as DieState;
  if (!inField(g)) return null;
  const holders = gearHolders(s, g).filter((d) => d.id !== g.attachedTo);
  if (holders.length === 0) return null;
  const title = cardOf(s, g).title;
  return [
    { id: 'keep', label: g.attachedTo >= 0 ? `Keep ${title} where it is` : `Leave ${title} unattached`, payload: { done: true } },
    ...holders.map((d) => ({ id: `die:${d.id}`, label: `Attach ${title}#${g.id} to ${dieName(s, d)}`, payload: { die: d.id } })),
  ];
}

/**
 * The answer to the `attach-gear` step: the carrier is picked, so the use may be answered by a
 * prevention (it then waits in an `ability-resolve` step); otherwise the gear attaches at once.
 */
export function chooseGearHolder(ctx: DmCtx, st: EffectStep, answer: { readonly die?: number; readonly done?: boolean }): void {
  if (answer.done || answer.die === undefined) return;
  const s = ctx.state;
  const g = s.dice[st.source] as DieState;
  const d = s.dice[answer.die] as DieState;
  const use = { player: g.owner, kind: 'triggered', title: `${cardOf(s, g).title} Equip`, classes: ['bonus'] } as const;
  const held = holdUse(s, use, { what: 'equip', gear: g.id, die: d.id });
  if (held) ctx.push(...held);
  else attachGear(ctx, g, d);
}

export const equipAbility: AbilityModule<'equip'> = {
  kind: 'equip',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () =>
    'Equip — when fielded (for 0) and at the start of every turn while it is in the field, you may attach it to, or move it to, one of your characters that can carry gear. If that character leaves the field the gear stays, unattached. Gear never attacks or blocks by itself.',
  on: {
    // When fielded: the attach question, with the face's bursts.
    Fielded: {
      run(ctx, _e, p) {
        const g = ctx.state.dice[p.die];
        if (g && hasAbility(cardOf(ctx.state, g), 'equip')) ctx.push(attachGearStep(p.player, g.id, p.bursts));
      },
    },
    // At the beginning of each turn, each gear die in the field may be attached or moved (either
    // player's gear; the active player's first — TIMING CONFLICTS).
    StartOfTurn: {
      run(ctx, _e, p) {
        const s = ctx.state;
        let gear: DieState[] | null = null;
        for (const d of s.dice) if (inField(d) && hasAbility(cardOf(s, d), 'equip')) (gear ??= []).push(d);
        if (!gear) return;
        gear.sort((a, b) => (a.owner === p.player ? 0 : 1) - (b.owner === p.player ? 0 : 1));
        ctx.push(...gear.map((g) => attachGearStep(g.owner, g.id, 0)));
      },
    },
  },
  held: {
    equip: (ctx, use) => {
      const g = ctx.state.dice[use.gear];
      const d = ctx.state.dice[use.die];
      if (g && d) attachGear(ctx, g, d);
    },
  },
  steps: {},
};

export const equippedBonusAbility: AbilityModule<'equipped-bonus'> = {
  kind: 'equipped-bonus',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({ a: z.number().int().min(0), d: z.number().int().min(0) }),
  text: (a) => `The character carrying it gets ${[a.a ? `+${a.a}A` : '', a.d ? `+${a.d}D` : ''].filter(Boolean).join(' and ')}.`,
  queries: { stat: equippedBonus },
  steps: {},
};
