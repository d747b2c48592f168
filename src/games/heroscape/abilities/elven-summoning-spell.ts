/**
 * Elven Summoning Spell (Emirroon): after moving and before attacking, the player may roll the d20,
 * adding the number of Elves they control adjacent to the card's figure; 1–4 nothing, 5–11 one Elf
 * they control, 12–17 up to two, 18 or more up to three are placed adjacent to it, with no
 * leaving-engagement attack. An Elf already adjacent to it cannot be summoned.
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("you may": offered once at its moment,
 * passing forgoes it; "Special Power References on Army Cards": Elf is the cards' species),
 * "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 * Our readings: the summoned Elves are the player's own figures on the battlefield (not a teammate's,
 * not destroyed ones); they go straight to their new spaces (a placing: no fall, no glyph revealed,
 * as Chain Grab's); "up to" lets the player stop after any of them; each is chosen, then placed,
 * one after the other.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figureName, figuresOfCard, living, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { besideOptions, isPlaceOption, placeAt } from './beside.js';
import { adjacent, SKIP } from './near.js';

const NAME = 'Elven Summoning Spell';
const KEY = abilityKey(NAME);
const ROLL = `${KEY}:roll`;
const DONE = 'done';

/** How many Elves a total summons (the card's table). */
export function elvesFor(total: number): number {
  return total >= 18 ? 3 : total >= 12 ? 2 : total >= 5 ? 1 : 0;
}

const isElf = (s: HsState, f: FigureState): boolean => cardOf(s, f).card.species.toLowerCase() === 'elf';

/** The player's Elves on the battlefield other than the summoner, split by whether they stand next to it. */
function elves(s: HsState, summoner: FigureState, player: number): { beside: FigureState[]; away: FigureState[] } {
  const beside: FigureState[] = [];
  const away: FigureState[] = [];
  for (const f of living(s)) {
    if (f.owner !== player || f.id === summoner.id || !isElf(s, f)) continue;
    (adjacent(s, summoner, f) ? beside : away).push(f);
  }
  return { beside, away };
}

function left(data: Readonly<Record<string, unknown>>): number {
  const n = data['left'];
  return typeof n === 'number' ? n : 0;
}

export const elvenSummoningSpell: Ability = {
  name: NAME,
  text: 'After moving and before attacking, you may roll the d20, adding 1 for each Elf you control adjacent to this figure: 1–4 nothing; 5–11 place 1, 12–17 up to 2, 18 or more up to 3 Elves you control (not already adjacent to it) adjacent to this figure, with no leaving-engagement attacks.',
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [summoner] = figuresOfCard(s, step.card);
      if (!summoner) return;
      const moment = step.data['moment'];
      if (moment === 'place') {
        const t = figureById(s, String(step.data['figure']));
        const options = besideOptions(s, summoner, t, 'Place');
        if (options.length === 0) return;
        return ctx.ask(step.player, 'use-power', `${NAME}: where is ${figureName(s, t)} placed?`, options);
      }
      const { away } = elves(s, summoner, step.player);
      if (away.length === 0) return;
      if (moment === 'pick') {
        const options: Option[] = away.map((t) => ({ id: `${KEY}:${t.id}`, label: `${NAME}: summon ${figureName(s, t)}`, payload: { figure: t.id } }));
        options.push({ id: DONE, label: 'Summon no more' });
        return ctx.ask(step.player, 'use-power', `${NAME}: summon an Elf (${left(step.data)} left)?`, options);
      }
      return ctx.ask(step.player, 'use-power', `${NAME}: roll the d20?`, [
        { id: ROLL, label: `${NAME}: roll the d20` },
        { id: SKIP, label: `No ${NAME}` },
      ]);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      if (option.id === SKIP || option.id === DONE) return;
      const [summoner] = figuresOfCard(s, step.card);
      if (!summoner) return;
      if (option.id === ROLL) {
        const d20 = rollD20(ctx, step.player);
        const bonus = elves(s, summoner, step.player).beside.length;
        const n = elvesFor(d20 + bonus);
        ctx.emit('PowerUsed', {
          power: NAME,
          figure: summoner.id,
          note: `the d20 shows ${d20}${bonus ? ` + ${bonus} for the Elves beside it` : ''}: ${n === 0 ? 'no Elf' : `up to ${n} Elf${n === 1 ? '' : 'ves'}`}`,
        });
        if (n > 0) ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'pick', left: n } });
        return;
      }
      if (isPlaceOption(option.id)) {
        const t = figureById(s, String(step.data['figure']));
        placeAt(t, option.id);
        ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: 'placed beside the summoner' });
        const more = left(step.data) - 1;
        if (more > 0) ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'pick', left: more } });
        return;
      }
      const t = option.id.slice(KEY.length + 1);
      ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'place', figure: t, left: left(step.data) } });
    },
  },
};
