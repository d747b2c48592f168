/**
 * Rod of Negation (Morsbane): the card starts the battle with 3 Negation Markers. At the end of its
 * turn, while at least one is on it, the player may choose an opponent's Unique figure within 6 clear
 * sight spaces of Morsbane and roll the d20: 1–15 nothing; 16–19 a Negation Marker goes from this card
 * onto the chosen figure's Army Card, whose special powers are negated for the rest of the battle; 20
 * the chosen figure is destroyed.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (Uncommon figures count as Unique),
 * "Clear Sight Spaces", "3. ON YOUR TURN" (end of turn), "Glyph of Nilrend" (a negated card keeps no
 * power: the same `NEGATED` token); the power's text is on the card.
 *
 * Our readings: only a 16–19 moves a marker (the text places one then, and says nothing of the other
 * rolls); the question comes once the card's turn has ended, before the next turn.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import type { HsCtx } from '../battle/events.js';
import { cardOf, figureById, friendly, NEGATED } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { askOptional, figureOption, SKIP } from './near.js';

const NAME = 'Rod of Negation';
const KEY = abilityKey(NAME);
export const ROD_MARKER = 'negation-marker';
export const ROD_OF_NEGATION = { markers: 3, spaces: 6, negates: 16, destroys: 20 } as const;

/** Negates card `card`'s special powers for the rest of the battle (as the Glyph of Nilrend does). */
function negate(ctx: HsCtx, card: number): void {
  const c = ctx.state.cards[card]!;
  if (c.tokens.includes(NEGATED)) return;
  c.tokens.push(NEGATED);
  ctx.removeEffects((e) => cardParam(e) === card);
}

export const rodOfNegation: Ability = {
  name: NAME,
  text: `Starts with ${ROD_OF_NEGATION.markers} Negation Markers. At the end of this card's turn, while one is on it, you may choose an opponent's Unique figure within ${ROD_OF_NEGATION.spaces} clear sight spaces of this figure and roll the d20: on ${ROD_OF_NEGATION.negates}–19 move a Negation Marker onto its Army Card (its special powers are negated for the rest of the battle); on ${ROD_OF_NEGATION.destroys} it is destroyed.`,
  atBattleStart(ctx, card) {
    for (let i = 0; i < ROD_OF_NEGATION.markers; i++) ctx.state.cards[card]!.tokens.push(ROD_MARKER);
  },
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || s.turn?.card !== card || !c.tokens.includes(ROD_MARKER)) return;
          ctx.push({ kind: 'power', power: KEY, card, player: c.owner, data: { moment: 'end-of-turn' } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const c = s.cards[step.card]!;
      if (!c.tokens.includes(ROD_MARKER)) return;
      const options: Option[] = withinClearSight(
        s,
        step.card,
        ROD_OF_NEGATION.spaces,
        (t) => !friendly(s, t.owner, step.player) && cardOf(s, t).card.rarity !== 'common',
      ).map((t) => figureOption(s, `${KEY}:`, t, 'Rod of Negation on'));
      return askOptional(ctx, step.player, NAME, 'choose a figure?', options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const t = figureById(s, option.id.slice(KEY.length + 1));
      const d20 = rollD20(ctx, step.player);
      const result = d20 >= ROD_OF_NEGATION.destroys ? 'destroyed' : d20 >= ROD_OF_NEGATION.negates ? 'its card is negated' : 'nothing happens';
      ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `the d20 shows ${d20}: ${result}` });
      if (d20 >= ROD_OF_NEGATION.destroys) destroyFigure(ctx, t.id, NAME);
      else if (d20 >= ROD_OF_NEGATION.negates) {
        const c = s.cards[step.card]!;
        c.tokens.splice(c.tokens.indexOf(ROD_MARKER), 1);
        negate(ctx, t.card);
      }
    },
  },
};
