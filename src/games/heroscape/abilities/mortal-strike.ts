/**
 * Mortal Strike (Master of the Hunt): after the card's figure attacks an opponent's Unique Hero with a
 * normal attack, it rolls 1 attack die for each wound that attack gave; each skull is 1 more wound
 * on the defender.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the wounds are the skulls the shields did not
 * block), "About the Army Cards" (unique, hero); the power's text is on the card.
 *
 * How: the defense roll (`DefenseRolled`) of an opponent's unique hero against a normal attack of the
 * card's figure pushes a `power` step, run once that defense's wounds are given; the step counts the
 * wounds the defender took since the defense roll (so a Scarab or a power that cancels them counts
 * what was really given), rolls that many attack dice and gives a wound per skull. Nothing is asked:
 * the text says "roll", not "you may". A defender already destroyed takes nothing more.
 */
import type { HsCtx } from '../battle/events.js';
import { rollCombatDice, skullsIn } from '../battle/dice.js';
import { cardOf, figureById, figureName, friendly } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import type { PowerStep } from '../battle/steps.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { countsAsUnique } from '../cards/army-card.js';

const NAME = 'Mortal Strike';
const KEY = abilityKey(NAME);

function strike(ctx: HsCtx, step: PowerStep): void {
  const s = ctx.state;
  const d = figureById(s, String(step.data['defender']));
  const inflicted = d.wounds - Number(step.data['before']);
  if (d.destroyed || inflicted <= 0) return;
  const skulls = skullsIn(rollCombatDice(ctx, inflicted));
  ctx.emit('PowerUsed', {
    power: NAME,
    figure: String(step.data['attacker']),
    note: `${inflicted} die/dice for the wounds on ${figureName(s, d)}: ${skulls} skull(s), ${skulls} more wound(s)`,
  });
  if (skulls > 0) woundFigure(ctx, d.id, skulls, NAME, String(step.data['attacker']));
}

export const mortalStrike: Ability = {
  name: NAME,
  text: "After this card's figure attacks an opponent's unique hero with a normal attack, roll 1 attack die for each wound that attack gave; each skull is 1 more wound on the defender.",
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const attacker = figureById(s, p.attacker);
          if (p.special || attacker.card !== card) return;
          const d = figureById(s, p.defender);
          const c = cardOf(s, d).card;
          if (!countsAsUnique(c) || c.kind !== 'hero' || friendly(s, d.owner, attacker.owner)) return;
          ctx.push({ kind: 'power', power: KEY, card, player: attacker.owner, data: { attacker: attacker.id, defender: d.id, before: d.wounds } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      strike(ctx, step);
    },
    choose() {},
  },
};
