/**
 * Summon Elemental (Kurrok the Elementalist): after moving and before attacking, the player may roll
 * the d20; on 11 or more they may place one of their own destroyed small or medium Elementals on an
 * empty space within 3 spaces of the card's figure and in its clear sight.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("you may": offered once at its moment,
 * passing forgoes it; "Special Power References on Army Cards": Elemental is the cards' species),
 * "Clear Sight Spaces"; the power's text is on the card.
 *
 * Our readings: the roll is offered only while such a destroyed figure exists (with none, "if
 * possible" makes it pointless); the returning figure comes back unwounded on its own card (a
 * destroyed figure carries no wound markers) and is placed, not moved: no leaving-engagement attack,
 * no glyph revealed, no fall. With no empty space in reach nothing returns.
 */
import type { Option } from '../../../core/index.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, type FigureState, type HsState, whereIs } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { askOptional, figureOption, rollFor, SKIP } from './near.js';
import { placeOf, placeOptions, placesInSight, putAt } from './placed-in-sight.js';

const NAME = 'Summon Elemental';
const KEY = abilityKey(NAME);
const ROLL = `${KEY}:roll`;
const PICK = `${KEY}:figure:`;
const PLACE = `${KEY}:place:`;
export const SUMMON_ELEMENTAL_NEEDS = 11;
export const SUMMON_ELEMENTAL_SPACES = 3;

/** The player's destroyed small or medium Elementals. */
function summonable(s: HsState, player: number): FigureState[] {
  return s.figures.filter((f) => {
    if (!f.destroyed || f.owner !== player) return false;
    const c = cardOf(s, f).card;
    return c.species.toLowerCase() === 'elemental' && (c.size === 'small' || c.size === 'medium');
  });
}

export const summonElemental: Ability = {
  name: NAME,
  text: `After moving and before attacking, you may roll the d20: on ${SUMMON_ELEMENTAL_NEEDS} or more you may place one of your destroyed small or medium Elementals on an empty space within ${SUMMON_ELEMENTAL_SPACES} spaces in this figure's clear sight.`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [summoner] = figuresOfCard(s, step.card);
      if (!summoner || summoner.head < 0) return;
      const moment = step.data['moment'];
      if (moment === 'place') {
        const t = figureById(s, String(step.data['figure']));
        if (!t.destroyed) return;
        const places = placesInSight(s, summoner, t, SUMMON_ELEMENTAL_SPACES, () => true);
        return askOptional(ctx, step.player, NAME, `where does ${figureName(s, t)} return?`, placeOptions(s, t, places, PLACE, 'Place'));
      }
      const ready = summonable(s, step.player);
      if (moment === 'pick') {
        // Only the figures with somewhere to go: "if possible".
        const options: Option[] = ready
          .filter((t) => placesInSight(s, summoner, t, SUMMON_ELEMENTAL_SPACES, () => true).length > 0)
          .map((t) => figureOption(s, PICK, t, 'Summon'));
        return askOptional(ctx, step.player, NAME, 'choose a destroyed Elemental to place?', options);
      }
      if (ready.length === 0) return;
      return askOptional(ctx, step.player, NAME, 'roll the d20?', [{ id: ROLL, label: `${NAME}: roll the d20` }]);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const [summoner] = figuresOfCard(s, step.card);
      if (!summoner) return;
      if (option.id === ROLL) {
        if (rollFor(ctx, NAME, summoner, SUMMON_ELEMENTAL_NEEDS).success) ctx.push({ ...step, data: { moment: 'pick' } });
        return;
      }
      if (option.id.startsWith(PICK)) {
        ctx.push({ ...step, data: { moment: 'place', figure: option.id.slice(PICK.length) } });
        return;
      }
      const t = figureById(s, String(step.data['figure']));
      const [head, tail] = placeOf(option.id, PLACE);
      t.destroyed = false;
      t.wounds = 0;
      putAt(ctx, NAME, t, head, tail);
      const at = whereIs(boardOf(s), head);
      ctx.emit('Revived', { figure: t.id, q: at.q, r: at.r, level: at.level });
    },
  },
};
