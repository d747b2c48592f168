/**
 * Poison Weapons (Deepwyrm Drow): each time a figure of the card wounds a small, medium or large Hero
 * with a normal attack or a leaving-engagement attack, roll the d20: 1–11 nothing, 12 or more one
 * more wound on the defending figure.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the wounds are the skulls the shields did not
 * block), "Leaving an engagement" (each skull 1 wound), "About the Army Cards" (hero, size); the
 * power's text is on the card.
 *
 * How: the Wounded event names the attacking figure (`by`) and its cause tells a normal attack
 * (`attackCause`) and a leaving-engagement attack from the card's other wounds (a special attack, or
 * this power's own wound, which must not poison again). It pushes a `power` step that runs once
 * those wounds are given: the d20 is rolled when the defender still stands and its wound markers grew
 * (a Scarab or another power that cancelled them leaves nothing inflicted). Nothing is asked: the
 * text says "roll". Our reading: any Hero counts, friend or foe (the text names no side).
 */
import { attackCause } from '../battle/attack.js';
import { rollD20 } from '../battle/d20.js';
import { LEAVING_ENGAGEMENT_CAUSE } from '../battle/leaving-engagement.js';
import { cardOf, figureById, figureName } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';

const NAME = 'Poison Weapons';
const KEY = abilityKey(NAME);
export const POISON_WEAPONS = { needs: 12 } as const;

export const poisonWeapons: Ability = {
  name: NAME,
  text: `Each time this card's figure wounds a small, medium or large Hero with a normal attack or a leaving-engagement attack, roll the d20: on ${POISON_WEAPONS.needs} or more the defender receives 1 more wound.`,
  handler: {
    on: {
      Wounded: {
        // After any change to the wounds (a power of the defender's may lower them).
        tier: 1,
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (p.by === null || p.wounds <= 0) return;
          const attacker = figureById(s, p.by);
          if (attacker.card !== card || (p.cause !== attackCause(s, attacker) && p.cause !== LEAVING_ENGAGEMENT_CAUSE)) return;
          const d = figureById(s, p.figure);
          const c = cardOf(s, d).card;
          if (c.kind !== 'hero' || c.size === 'huge') return;
          ctx.push({ kind: 'power', power: KEY, card, player: attacker.owner, data: { attacker: attacker.id, defender: d.id, before: d.wounds } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      if (d.destroyed || d.wounds <= Number(step.data['before'])) return;
      const d20 = rollD20(ctx, step.player);
      const hit = d20 >= POISON_WEAPONS.needs;
      const attacker = String(step.data['attacker']);
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: attacker,
        note: `the d20 shows ${d20} (${POISON_WEAPONS.needs} or higher needed)${hit ? `: 1 more wound on ${figureName(s, d)}` : ': nothing happens'}`,
      });
      if (hit) woundFigure(ctx, d.id, 1, NAME, attacker);
    },
  },
};
