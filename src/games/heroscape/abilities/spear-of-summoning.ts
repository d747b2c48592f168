/**
 * Spear of Summoning (Saylind the Kyrie Warrior): after moving and before attacking, the player may
 * choose any other figure they control on the battlefield and roll the d20; on 9 or more that figure
 * is moved onto empty spaces adjacent to the card's figure, with no leaving-engagement attack.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("you may": offered once at its moment,
 * passing forgoes it), "ENGAGEMENT AND ADJACENCY RULES" (adjacent spaces; leaving-engagement
 * attacks are made against a figure moving away, which the card excludes); the power's text is on
 * the card.
 * Our readings: the figure goes straight to its new spaces, not along a path, so it neither falls nor
 * reveals a glyph there (as a placing: Chain Grab, abilities/chain-grab.ts); a double-space figure
 * needs both its spaces adjacent to the card's figure and on one level; "you control" is the player's
 * own figures, not a teammate's; with no free space there the figure stays where it is.
 */
import type { Option } from '../../../core/index.js';
import { figureById, figureName, figuresOfCard, living } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { besideOptions, isPlaceOption, placeAt } from './beside.js';
import { askOptional, rollFor, SKIP } from './near.js';

const NAME = 'Spear of Summoning';
const KEY = abilityKey(NAME);
export const SPEAR_NEEDS = 9;

export const spearOfSummoning: Ability = {
  name: NAME,
  text: `After moving and before attacking, you may choose another figure you control on the battlefield and roll the d20: on ${SPEAR_NEEDS} or more, move it onto empty spaces adjacent to this figure (no leaving-engagement attacks).`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [summoner] = figuresOfCard(s, step.card);
      if (!summoner) return;
      if (step.data['moment'] === 'place') {
        const t = figureById(s, String(step.data['figure']));
        if (t.destroyed || t.head < 0) return;
        const options = besideOptions(s, summoner, t, 'Move');
        if (options.length === 0) return;
        return ctx.ask(step.player, 'use-power', `${NAME}: where does ${figureName(s, t)} go?`, options);
      }
      const options: Option[] = living(s)
        .filter((t) => t.owner === step.player && t.card !== step.card)
        .map((t) => ({ id: `${KEY}:${t.id}`, label: `${NAME}: summon ${figureName(s, t)}`, payload: { figure: t.id } }));
      return askOptional(ctx, step.player, NAME, 'choose a figure to summon?', options);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      if (option.id === SKIP) return;
      if (isPlaceOption(option.id)) {
        const t = figureById(s, String(step.data['figure']));
        placeAt(t, option.id);
        ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: 'moved beside the summoner' });
        return;
      }
      const t = figureById(s, option.id.slice(KEY.length + 1));
      if (rollFor(ctx, NAME, t, SPEAR_NEEDS).success)
        ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'place', figure: t.id } });
    },
  },
};
