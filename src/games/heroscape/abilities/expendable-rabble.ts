/**
 * Expendable Rabble (Horned Skull Brutes): when a figure of the card is attacked with a normal attack
 * by an opponent's figure and would receive wounds, its player may destroy a small Goblin figure they
 * control adjacent to it to ignore those wounds.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the defense roll; every skull not blocked is a
 * wound), "Special Powers" ("Special Attacks" are not normal attacks), "Special Power References on
 * Army Cards" (species and size are the card's words), "Friends and Enemies"; the power's text is on
 * the card.
 *
 * How: Exoskeleton's moment (abilities/exoskeleton.ts): at the defense roll of a figure of the card
 * against an opponent's normal attack, with more skulls than shields and a small Goblin of its player
 * beside it, the power holds the wounds (`heldBy`, battle/defense-step.ts) and its step asks which
 * Goblin to destroy, or to take the wounds. Our readings: the printed "attacked with a normal attack
 * against an opponent's figure" is read as a normal attack by an opponent's figure; "receives 1 or more
 * wounds" is asked before the wounds are given (a figure with Life 1 would otherwise be gone); the
 * species is the card's word "goblin" (a Hobgoblin is not one).
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { cardOf, figureById, figureName, friendly, type FigureState, type HsState } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { adjacentFigures, SKIP } from './near.js';

const NAME = 'Expendable Rabble';
const KEY = abilityKey(NAME);
const DESTROY = `${KEY}:destroy:`;

/** The small Goblin figures of `f`'s player adjacent to it. */
function rabbleBeside(s: HsState, f: FigureState): FigureState[] {
  return adjacentFigures(s, f).filter((g) => {
    const c = cardOf(s, g).card;
    return g.owner === f.owner && c.size === 'small' && c.species.toLowerCase() === 'goblin';
  });
}

export const expendableRabble: Ability = {
  name: NAME,
  text: "When a figure of this card is about to receive wounds from an opponent's normal attack, you may destroy a small Goblin figure you control adjacent to it to ignore those wounds.",
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          if (p.special || p.heldBy !== undefined || p.skulls <= p.shields) return;
          const defender = figureById(s, p.defender);
          if (defender.card !== cardParam(effect)) return;
          if (friendly(s, figureById(s, p.attacker).owner, defender.owner)) return;
          if (rabbleBeside(s, defender).length === 0) return;
          return { ...p, heldBy: KEY };
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['defender']));
      const wounds = Number(step.data['wounds']);
      if (f.destroyed) return;
      const rabble = rabbleBeside(s, f);
      if (rabble.length === 0) return giveHeld(ctx, step.data);
      const options: Option[] = rabble.map((g) => ({ id: `${DESTROY}${g.id}`, label: `Destroy ${figureName(s, g)}: ignore the ${wounds} wound(s)` }));
      options.push({ id: SKIP, label: `Take the ${wounds} wound(s)` });
      return ctx.ask(step.player, 'use-power', `${NAME}: ${figureName(s, f)} is about to receive ${wounds} wound(s) from a normal attack`, options);
    },
    choose(ctx, step, option) {
      if (!option.id.startsWith(DESTROY)) return giveHeld(ctx, step.data);
      const s = ctx.state;
      const goblin = option.id.slice(DESTROY.length);
      const f = figureById(s, String(step.data['defender']));
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: f.id,
        note: `${figureName(s, figureById(s, goblin))} is destroyed: ${figureName(s, f)} ignores ${Number(step.data['wounds'])} wound(s)`,
      });
      destroyFigure(ctx, goblin, NAME);
    },
  },
};

/** The held wounds given as the defense step would have given them. */
function giveHeld(ctx: HsCtx, data: PowerStep['data']): void {
  woundFigure(ctx, String(data['defender']), Number(data['wounds']), String(data['cause']), String(data['attacker']));
}
