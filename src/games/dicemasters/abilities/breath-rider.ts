// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Breath Weapon X: X damage to
// the opponent and each opposing character), "LEVELS AND SPINNING", "BONUSES AND DAMAGE" (a character
// whose damage reaches its defense is knocked out), "FUNDAMENTAL RULES" ("can't" beats "can") and "PLAY
// AREAS": what this card's Breath Weapon does once its damage has landed (abilities/breath-weapon.ts
// pushes this step under the damage, with each opposing character's damage before it) —
// - `spin-down`: each opposing character it damaged spins down one level (then re-checked for damage);
// - `cant-block`: each opposing character it damaged cannot block this turn, unless the opponent pays 1
//   life (once, for all of them);
// - `npc-to-prep`: for each opposing character it knocked out, the user may move an NPC die from their
//   used pile to their prep area.
import { z } from 'zod';
import type { Option } from '../../../core/index.js';
import { checkLethal, loseLife } from '../rules/damage.js';
import { cardDefs, dieName, hasAbility, inField, isNpc, opponent, spinDown } from '../rules/dice.js';
import type { DmCtx } from '../rules/context.js';
import { addStatus } from '../rules/statuses.js';
import type { StepOf } from '../steps.js';
import type { DieState } from '../types.js';
import type { AbilityModule } from './ability.js';
import { moveDie } from '../rules/zones.js';

type Rider = StepOf<'breath-rider'>;

/** The opposing characters that took damage from the Breath Weapon (still in the field, more damage than before). */
function damaged(ctx: DmCtx, st: Rider): DieState[] {
  const s = ctx.state;
  return st.before.flatMap(([id, was]) => {
    const d = s.dice[id] as DieState;
    return inField(d) && d.damage > was ? [d] : [];
  });
}

/** Those it knocked out: no longer in the field. */
const knockedOut = (ctx: DmCtx, st: Rider): number => st.before.filter(([id]) => !inField(ctx.state.dice[id] as DieState)).length;

/** The rider step for card slot `card`'s Breath Weapon, or null when the card has none. */
export function breathRiderStep(ctx: DmCtx, card: number, opposing: readonly DieState[]): Rider | null {
  const c = cardDefs(ctx.state)[card];
  if (!c || !hasAbility(c, 'breath-rider')) return null;
  return { kind: 'breath-rider', card, player: ctx.state.active, before: opposing.map((d) => [d.id, d.damage] as const), left: null };
}

export const breathRider: AbilityModule<'breath-rider', 'breath-rider'> = {
  kind: 'breath-rider',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({ then: z.enum(['spin-down', 'cant-block', 'npc-to-prep']) }).strict(),
  text: (a) =>
    a.then === 'spin-down'
      ? 'Each opposing character damaged by its Breath Weapon spins down one level.'
      : a.then === 'cant-block'
        ? 'Opposing characters damaged by its Breath Weapon cannot block this turn, unless your opponent pays 1 life.'
        : 'For each opposing character its Breath Weapon knocks out, you may move an NPC die from your used pile to your prep area.',
  steps: {
    'breath-rider': {
      run(ctx, st) {
        const s = ctx.state;
        if (ctx.over) return;
        const c = cardDefs(s)[st.card];
        const rider = c ? hasAbility(c, 'breath-rider') : undefined;
        if (!rider) return;
        if (rider.then === 'spin-down') {
          for (const d of damaged(ctx, st)) if (spinDown(s, d)) ctx.emit('spin-level', { die: d.id, dir: 'down', name: dieName(s, d) });
          for (const d of damaged(ctx, st)) checkLethal(ctx, d, st.player);
          return;
        }
        if (rider.then === 'cant-block') {
          if (damaged(ctx, st).length === 0) return;
          const opts: Option[] = [
            { id: 'accept', label: 'They cannot block this turn' },
            { id: 'pay-life', label: 'Pay 1 life: they may block' },
          ];
          return ctx.ask(opponent(st.player), 'breath-weapon', 'Breath Weapon: your damaged characters cannot block this turn unless you pay 1 life', opts);
        }
        const left = st.left ?? knockedOut(ctx, st);
        const npc = s.dice.find((d) => d.owner === st.player && d.zone === 'used' && isNpc(s, d));
        if (left <= 0 || !npc) return;
        st.left = left;
        return ctx.ask(st.player, 'breath-weapon', 'Breath Weapon knocked out a character: move an NPC die from your used pile to your prep area?', [
          { id: 'decline', label: 'Move nothing' },
          { id: 'move', label: `Move ${dieName(s, npc)} to your prep area`, payload: { die: npc.id } },
        ]);
      },
      choose(ctx, st, o) {
        const s = ctx.state;
        if (o.id === 'accept') {
          for (const d of damaged(ctx, st)) addStatus(ctx, 'cant-block', st.player, { die: d.id });
          return;
        }
        if (o.id === 'pay-life') {
          loseLife(ctx, opponent(st.player), 1, 'Breath Weapon');
          return;
        }
        if (o.id === 'move') {
          const npc = s.dice[(o.payload as { die: number }).die] as DieState;
          moveDie(s, npc, 'prep');
          ctx.emit('moved', { die: npc.id, to: 'prep', name: dieName(s, npc) });
          if ((st.left ?? 0) > 1) ctx.push({ ...st, left: (st.left ?? 0) - 1 });
        }
      },
    },
  },
};
