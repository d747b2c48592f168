/**
 * Powers that change what the card's figure's shields block: Shields of Valor (Sentinels of Jandar:
 * each shield rolled blocks two hits) and Defensive Agility (Warriors of Ashra: against a normal
 * attack from an adjacent figure, one shield blocks every hit).
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (each shield blocks one skull; the skulls not
 * blocked are wounds); the powers' texts are on the cards.
 *
 * Our readings: Shields of Valor names no kind of attack, so it holds against special attacks too (it
 * changes the defense, not the attack, as One Shield Defense, abilities/one-shield-defense.ts);
 * Defensive Agility says "normal attack". Both answer DefenseRolled with the shields the roll counts
 * as, before the wounds are given.
 */
import type { EffectInstance } from '../../../core/index.js';
import type { HsEvents } from '../battle/events.js';
import { figureById, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

/** The shields the roll counts as (the rolled ones when the power does not apply). */
type Counted = (s: HsState, effect: EffectInstance, p: HsEvents['DefenseRolled']) => number;

function shieldCount(name: string, text: string, counted: Counted): Ability {
  return {
    name,
    text,
    handler: {
      on: {
        DefenseRolled: {
          run(ctx, effect, p) {
            if (p.shields === 0 || p.skulls === 0 || !ofEffectCard(ctx.state, effect, p.defender)) return;
            const shields = counted(ctx.state, effect, p);
            if (shields === p.shields) return;
            ctx.emit('PowerUsed', {
              power: name,
              figure: p.defender,
              note: `${p.shields} shield(s) block ${Math.min(shields, p.skulls)} of ${p.skulls} hit(s)`,
            });
            return { ...p, shields };
          },
        },
      },
    },
  };
}

export const shieldsOfValor = shieldCount('Shields of Valor', "Defending, each shield this card's figure rolls blocks two hits.", (_s, _e, p) => p.shields * 2);

export const defensiveAgility = shieldCount(
  'Defensive Agility',
  "Defending against a normal attack from an adjacent figure, one shield rolled by this card's figure blocks every hit.",
  (s, _e, p) => (!p.special && p.skulls > p.shields && adjacent(s, figureById(s, p.attacker), figureById(s, p.defender)) ? p.skulls : p.shields),
);
