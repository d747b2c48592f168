/**
 * Self-Destruct (Deathwalker 7000): after moving, instead of attacking, the card's figure may
 * self-destruct: roll the d20 — 1–3 the adjacent figures are safe, 4–15 each adjacent figure receives
 * 2 wounds, 16–19 4 wounds, 20 8 wounds — and then the figure is destroyed whatever the roll.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (a power used "instead of attacking" is an
 * option of the attack question), "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 *
 * Our readings: every adjacent figure, friend or foe, takes the wounds (no defense: they are not an
 * attack); the wounds are given first, then the figure is destroyed.
 */
import { rollD20 } from '../battle/d20.js';
import { figureById, figuresOfCard } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacentFigures } from './near.js';

const NAME = 'Self-Destruct';
const KEY = abilityKey(NAME);

/** The wounds each adjacent figure receives for a d20. */
export function selfDestructWounds(d20: number): number {
  if (d20 <= 3) return 0;
  if (d20 <= 15) return 2;
  if (d20 <= 19) return 4;
  return 8;
}

export const selfDestruct: Ability = {
  name: NAME,
  text: 'Instead of attacking, this figure may self-destruct: roll the d20 — on 1–3 nothing, on 4–15 each adjacent figure receives 2 wounds, on 16–19 4 wounds, on 20 8 wounds; then this figure is destroyed.',
  handler: {},
  attackOptions(ctx, card, attacked) {
    return figuresOfCard(ctx.state, card)
      .filter((f) => !attacked.includes(f.id))
      .map((f) => ({ id: `${KEY}:${f.id}`, label: `Self-destruct`, payload: { figure: f.id } }));
  },
  useAttackOption(ctx, card, option) {
    const s = ctx.state;
    const f = figureById(s, option.id.slice(KEY.length + 1));
    const d20 = rollD20(ctx, s.cards[card]!.owner);
    const wounds = selfDestructWounds(d20);
    ctx.emit('PowerUsed', {
      power: NAME,
      figure: f.id,
      note: `the d20 shows ${d20}: ${wounds === 0 ? 'the adjacent figures are safe' : `${wounds} wounds to each adjacent figure`}`,
    });
    for (const t of adjacentFigures(s, f)) woundFigure(ctx, t.id, wounds, NAME);
    destroyFigure(ctx, f.id, NAME);
    return [f.id];
  },
};
