/**
 * Soul Devour (Shades of Bleakwoode): before moving, each Shade the player controls may choose an
 * adjacent Unique Hero and roll the d20 once; on 19 or 20 that Shade is destroyed and the player takes
 * control of the chosen Hero's Army Card (its order markers removed), as Mind Shackle's control.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (Uncommon figures count as Unique),
 * "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on the card.
 *
 * Our readings: "each Shade you control" is every figure of this card and of the player's matching
 * Common cards, each asked once in turn (a pass ends the power for this turn); only an opponent's Hero
 * may be chosen (taking control of one's own is nothing); a Hero taken by one Shade is no longer an
 * opponent's for the next.
 */
import type { Option } from '../../../core/index.js';
import { matchingCards } from '../battle/commons.js';
import { rollD20 } from '../battle/d20.js';
import { cardOf, figureById, figureName, friendly, living } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { takeControl } from './mind-shackle.js';
import { adjacentFigures, SKIP } from './near.js';

const NAME = 'Soul Devour';
const KEY = abilityKey(NAME);
export const SOUL_DEVOUR_NEEDS = 19;

export const soulDevour: Ability = {
  name: NAME,
  text: `Before moving, each figure of this card you control may choose an adjacent opponent's Unique Hero and roll the d20: on ${SOUL_DEVOUR_NEEDS} or more destroy that figure of this card and take control of the Hero's Army Card (its order markers removed).`,
  handler: {},
  beforeTurn: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const done = (step.data['done'] as readonly string[] | undefined) ?? [];
      const cards = [step.card, ...matchingCards(s, step.card)];
      const options: Option[] = [];
      for (const shade of living(s).filter((f) => cards.includes(f.card) && f.owner === step.player && !done.includes(f.id)))
        for (const t of adjacentFigures(s, shade)) {
          const c = cardOf(s, t).card;
          if (c.kind !== 'hero' || c.rarity === 'common' || friendly(s, t.owner, step.player)) continue;
          options.push({
            id: `${KEY}:${shade.id}>${t.id}`,
            label: `${figureName(s, shade)}: ${NAME} on ${figureName(s, t)}`,
            payload: { figure: shade.id, target: t.id },
          });
        }
      if (options.length === 0) return;
      options.push({ id: SKIP, label: `No more ${NAME}` });
      return ctx.ask(step.player, 'use-power', `${NAME}: which figure devours?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const [shade, target] = option.id.slice(KEY.length + 1).split('>') as [string, string];
      const t = figureById(s, target);
      const d20 = rollD20(ctx, step.player);
      const success = d20 >= SOUL_DEVOUR_NEEDS;
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: shade,
        note: `the d20 shows ${d20} (${SOUL_DEVOUR_NEEDS} or higher needed)${success ? `: control of ${figureName(s, t)} taken` : ': no effect'}`,
      });
      // The next Shade is asked after this one.
      ctx.push({ ...step, data: { ...step.data, done: [...((step.data['done'] as readonly string[] | undefined) ?? []), shade] } });
      if (!success) return;
      destroyFigure(ctx, shade, NAME);
      ctx.emit('ControlTaken', { card: t.card, cardName: cardOf(s, t).card.name, player: step.player });
      takeControl(ctx, t.card, step.player);
    },
  },
};
