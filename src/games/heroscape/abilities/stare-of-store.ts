/**
 * Stare of Store (Sudema): instead of attacking, choose a figure within 4 clear sight spaces of the
 * card's figure and roll the d20: a Squad figure is destroyed on 7 or more, a Hero on 17 or more.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (a power used "instead of attacking" is
 * an option of the attack question, for a figure that has not attacked), "Clear Sight Spaces"; the
 * power's text is on the card.
 *
 * Our readings: it is no attack (no dice, no defense), so engagement does not limit the choice; any
 * figure but Sudema may be chosen (the text names no side).
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figureName, figuresOfCard } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';

const NAME = 'Stare of Store';
const KEY = abilityKey(NAME);
export const STARE_OF_STORE = { spaces: 4, squadNeeds: 7, heroNeeds: 17 } as const;

export const stareOfStore: Ability = {
  name: NAME,
  text: `Instead of attacking, choose a figure within ${STARE_OF_STORE.spaces} clear sight spaces of this figure and roll the d20: a Squad figure is destroyed on ${STARE_OF_STORE.squadNeeds} or more, a Hero on ${STARE_OF_STORE.heroNeeds} or more.`,
  handler: {},
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const out: Option[] = [];
    for (const f of figuresOfCard(s, card)) {
      if (attacked.includes(f.id)) continue;
      for (const t of withinClearSight(s, card, STARE_OF_STORE.spaces))
        out.push({ id: `${KEY}:${f.id}>${t.id}`, label: `${figureName(s, f)}: ${NAME} on ${figureName(s, t)}`, payload: { attacker: f.id, defender: t.id } });
    }
    return out;
  },
  useAttackOption(ctx, card, option) {
    const s = ctx.state;
    const [a, d] = option.id.slice(KEY.length + 1).split('>') as [string, string];
    const t = figureById(s, d);
    const needs = cardOf(s, t).card.kind === 'squad' ? STARE_OF_STORE.squadNeeds : STARE_OF_STORE.heroNeeds;
    const d20 = rollD20(ctx, s.cards[card]!.owner);
    const success = d20 >= needs;
    ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `the d20 shows ${d20} (${needs} or higher needed)${success ? ': destroyed' : ': no effect'}` });
    if (success) destroyFigure(ctx, t.id, NAME);
    return [a];
  },
};
