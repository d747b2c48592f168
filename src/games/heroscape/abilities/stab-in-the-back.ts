/**
 * Stab in the Back (Sir Hawthorne): after a turn with the card, the d20 is rolled; on a 1 his player
 * chooses an opponent, who takes control of the card (its order markers are removed).
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("roll": made without a question),
 * "Team Play" (opponents: the players of the other teams); the power's text is on the card.
 *
 * How: at the end of the card's turn a `power` step rolls; the hand-over is Mind Shackle's
 * (abilities/mind-shackle.ts `takeControl`: the card, its figures and its powers change hands, its
 * markers are removed). Our reading: only an opponent with a figure still on the battlefield may be
 * chosen; with one such opponent there is no question.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { figuresOfCard, friendly } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { afterTurnWithCard } from './after-turn-with-card.js';
import { takeControl } from './mind-shackle.js';

const NAME = 'Stab in the Back';
const KEY = abilityKey(NAME);
const TO = 'to:';
/** The only roll that hands the card over. */
export const STAB_ON = 1;

export const stabInTheBack: Ability = {
  name: NAME,
  text: `After a turn with this card, roll the d20: on ${STAB_ON} choose an opponent, who takes control of this card (its order markers are removed).`,
  handler: {
    on: afterTurnWithCard(KEY),
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [f] = figuresOfCard(s, step.card);
      if (!f) return;
      const d20 = rollD20(ctx, step.player);
      const stabbed = d20 === STAB_ON;
      ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `the d20 shows ${d20}${stabbed ? ': an opponent takes control of the card' : ': no effect'}` });
      if (!stabbed) return;
      const opponents: number[] = [];
      for (let p = 0; p < s.core.players; p++)
        if (!friendly(s, p, step.player) && s.cards.some((c, i) => c.owner === p && figuresOfCard(s, i).length > 0)) opponents.push(p);
      if (opponents.length === 0) return;
      if (opponents.length === 1) return handOver(ctx, step.card, opponents[0]!);
      const options: Option[] = opponents.map((p) => ({
        id: `${TO}${p}`,
        label: `Give ${s.cards[step.card]!.card.name} to player ${p + 1}`,
        payload: { player: p },
      }));
      return ctx.ask(step.player, 'use-power', `${NAME}: which opponent takes control?`, options);
    },
    choose(ctx, step, option) {
      handOver(ctx, step.card, Number(option.id.slice(TO.length)));
    },
  },
};

function handOver(ctx: Parameters<typeof takeControl>[0], card: number, player: number): void {
  ctx.emit('ControlTaken', { card, cardName: ctx.state.cards[card]!.card.name, player });
  takeControl(ctx, card, player);
}
