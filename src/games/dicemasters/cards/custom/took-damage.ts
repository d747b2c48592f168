// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (damage stays until the end of the
// turn, then clears), "GAME STATES" (effects end at the end of the turn), "SHORTHAND CARD ABILITIES"
// (Equip: gear attached to a character), "REROLLING DICE" (a die rerolled in the field whose face cannot
// be there moves: here, as the text says, to the used pile) and "ACTIVE AND FIELDED". What Copper Dragon,
// Greater and Paragon share: a per-turn record of the characters that took damage (a core effect per
// character, ended with the turn, written on the `Damaged` event), and, at the end of the turn while a
// die of the card is in the field, the roll of every gear die attached to an opposing character on that
// record: an energy face sends it to its owner's used pile, its gear face leaves it where it is.
import type { EventHandlers } from '../../../../core/index.js';
import type { DmEvents } from '../../events.js';
import type { DmCtx } from '../../rules/context.js';
import { cardDefs, cardOf, dieName, inField, opponent } from '../../rules/dice.js';
import { activeWithText } from '../../abilities/lost-card-text.js';
import { rerollInPlace } from '../../rules/roll-and-reroll.js';
import type { DieState } from '../../types.js';
import { ownSlotsWithLine } from './opponent-damaged.js';

/** The core effect handler name of "die `die` took damage this turn" (no handlers: only read here). */
const TOOK_DAMAGE = 'took-damage-this-turn';

function tookDamage(ctx: DmCtx, die: number): boolean {
  return ctx.state.core.effects.some((e) => e.handler === TOOK_DAMAGE && e.params.die === die);
}

/** The handlers of a card with the line: record damage; at the end of the turn, roll the gear. */
export function gearRollHandlers(card: string): EventHandlers<DmCtx, DmEvents> {
  return {
    Damaged: {
      run(ctx, _e, p) {
        if (tookDamage(ctx, p.die)) return;
        const s = ctx.state;
        ctx.addEffect({ name: `${TOOK_DAMAGE}#${s.core.nextEffectId}`, handler: TOOK_DAMAGE, owner: -1, params: { die: p.die }, duration: 'end-of-turn' });
      },
    },
    EndOfTurn: {
      run(ctx) {
        const s = ctx.state;
        // The active player's card first (TIMING CONFLICTS).
        for (const owner of [s.active, opponent(s.active)]) {
          for (const slot of ownSlotsWithLine(s, owner, card)) {
            if (!activeWithText(s, cardDefs(s), slot)) continue; // through a die that keeps its card text (abilities/lost-card-text.ts)
            const gear = s.dice.filter((g) => {
              const carrier = g.attachedTo >= 0 ? (s.dice[g.attachedTo] as DieState | undefined) : undefined;
              return inField(g) && carrier !== undefined && carrier.owner !== owner && tookDamage(ctx, carrier.id);
            });
            for (const g of gear) {
              ctx.emit('status', { die: g.id, status: `${dieName(s, g)} is rolled (${cardOf(s, g).title} carrier took damage)` });
              rerollInPlace(ctx, g, 'used', owner);
            }
          }
        }
      },
    },
  };
}
