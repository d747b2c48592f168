/**
 * Rolls "instead of attacking" that destroy a chosen figure: Stare of Store (Sudema: a figure within
 * 4 clear sight spaces, a Squad figure destroyed on 7 or more, a Hero on 17 or more) and Sharpshooter
 * (Deadeye Dan: a figure within 10 clear sight spaces that is not adjacent to him, destroyed on 19 or
 * more, never after he has moved this turn). One rule, the card's numbers as parameters.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (a power used "instead of attacking" is
 * an option of the attack question, for a figure that has not attacked), "Clear Sight Spaces"; the
 * powers' texts are on the cards.
 *
 * Our readings: it is no attack (no dice, no defense), so engagement does not limit the choice; any
 * figure but the card's own may be chosen (the texts name no side). "Moved this turn" is seen as
 * abilities/figure-moved.ts sees it (a move of at least one space in the card's turn).
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figureName, figuresOfCard } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { hasMoved, movedMarks } from './figure-moved.js';
import { adjacent } from './near.js';

export interface DestroyRoll {
  readonly name: string;
  /** Within this many clear sight spaces of the card's figure. */
  readonly spaces: number;
  /** The lowest d20 that destroys a Squad figure, and a Hero. */
  readonly squadNeeds: number;
  readonly heroNeeds: number;
  /** Only figures not adjacent to the card's figure (Sharpshooter). */
  readonly nonAdjacent?: boolean;
  /** Not offered to a figure that has moved this turn (Sharpshooter). */
  readonly notAfterMoving?: boolean;
}

export function destroyRoll(p: DestroyRoll): Ability {
  const key = abilityKey(p.name);
  const moved = `${key}-moved:`;
  const needs =
    p.squadNeeds === p.heroNeeds
      ? `it is destroyed on ${p.squadNeeds} or more`
      : `a Squad figure is destroyed on ${p.squadNeeds} or more, a Hero on ${p.heroNeeds} or more`;
  return {
    name: p.name,
    text: `Instead of attacking, choose a figure within ${p.spaces} clear sight spaces of this figure${p.nonAdjacent ? ' and not adjacent to it' : ''} and roll the d20: ${needs}.${p.notAfterMoving ? ' Not after the figure has moved this turn.' : ''}`,
    handler: p.notAfterMoving ? { on: movedMarks(moved) } : {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      const out: Option[] = [];
      for (const f of figuresOfCard(s, card)) {
        if (attacked.includes(f.id) || (p.notAfterMoving && hasMoved(s, card, f.id, moved))) continue;
        for (const t of withinClearSight(s, card, p.spaces, (t) => !p.nonAdjacent || !adjacent(s, f, t)))
          out.push({
            id: `${key}:${f.id}>${t.id}`,
            label: `${figureName(s, f)}: ${p.name} on ${figureName(s, t)}`,
            payload: { attacker: f.id, defender: t.id },
          });
      }
      return out;
    },
    useAttackOption(ctx, card, option) {
      const s = ctx.state;
      const [a, d] = option.id.slice(key.length + 1).split('>') as [string, string];
      const t = figureById(s, d);
      const needs = cardOf(s, t).card.kind === 'squad' ? p.squadNeeds : p.heroNeeds;
      const d20 = rollD20(ctx, s.cards[card]!.owner);
      const success = d20 >= needs;
      ctx.emit('PowerUsed', {
        power: p.name,
        figure: t.id,
        note: `the d20 shows ${d20} (${needs} or higher needed)${success ? ': destroyed' : ': no effect'}`,
      });
      if (success) destroyFigure(ctx, t.id, p.name);
      return [a];
    },
  };
}

export const STARE_OF_STORE = { spaces: 4, squadNeeds: 7, heroNeeds: 17 } as const;

export const stareOfStore: Ability = destroyRoll({ name: 'Stare of Store', ...STARE_OF_STORE });

export const sharpshooter: Ability = destroyRoll({ name: 'Sharpshooter', spaces: 10, squadNeeds: 19, heroNeeds: 19, nonAdjacent: true, notAfterMoving: true });
