/**
 * War Cry (Mohican River Tribe): after a turn with the card, if at least 2 figures of the card's name
 * its player controls are engaged, that player may at once take a turn with one Unique Tribesman Hero
 * card they control (the kind is the card's parameters, matched as Bonding matches: abilities/bonding.ts
 * `bondsWith`).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a turn: move, then attack), "ENGAGEMENT
 * AND ADJACENCY RULES", "Special Powers" ("Unique" includes Uncommon; "you may"); the power's text is
 * on the card.
 *
 * How: as Frenzy's extra turn (abilities/another-turn.ts): the card's `EndOfTurn` (its own turn) pushes
 * a `power` step run once the turn is over; the engaged figures are counted then, and the chosen
 * card takes a whole turn (move, its after-move powers, attack, end of turn) with the ending turn's
 * marker, no order marker revealed. Our readings: the chosen card need hold no order marker and may
 * have had its turn this round; the turn it takes does not set off War Cry again (it is not a turn
 * with this card).
 */
import type { Option } from '../../../core/index.js';
import { engagedWith } from '../engagement.js';
import { boardOf, figuresOfCard, living, livingPlaced, placedOf, type HsState, type TurnMarker } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { pushAfterTurn } from './after-turn-with-card.js';
import { startExtraTurn, type PowersOf } from './another-turn.js';
import { bondsWith } from './bonding.js';
import { SKIP } from './near.js';

const NAME = 'War Cry';
const KEY = abilityKey(NAME);
export const WAR_CRY_ENGAGED = 2;

/** The engaged figures of a card named as `card` that its player controls. */
function engagedTribesmen(s: HsState, card: number): number {
  const c = s.cards[card]!;
  const board = boardOf(s);
  const all = livingPlaced(s);
  return living(s).filter((f) => f.owner === c.owner && s.cards[f.card]!.card.name === c.card.name && engagedWith(board, placedOf(s, f), all).length > 0)
    .length;
}

export function warCryAbility(powersOf: PowersOf): Ability {
  const bound = (s: HsState, card: number): PowerParams => powersOf(s, card).find((a) => a.key === KEY)?.params ?? {};
  return {
    name: NAME,
    text: `After a turn with this card, if at least ${WAR_CRY_ENGAGED} figures of this card's name you control are engaged, you may at once take a turn with one card you control of the kind the card names.`,
    handler: {
      on: {
        EndOfTurn: { run: (ctx, effect) => void pushAfterTurn(ctx, KEY, cardParam(effect)) },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'extra-turn') return startExtraTurn(ctx, powersOf, step);
        if (s.turn !== null || engagedTribesmen(s, step.card) < WAR_CRY_ENGAGED) return;
        const params = bound(s, step.card);
        const options: Option[] = [];
        s.cards.forEach((c, i) => {
          if (i !== step.card && c.owner === step.player && bondsWith(params, c.card) && figuresOfCard(s, i).length > 0)
            options.push({ id: `${KEY}:${i}`, label: `${NAME}: take a turn with ${c.card.name}`, payload: { card: i } });
        });
        if (options.length === 0) return;
        options.push({ id: SKIP, label: `No ${NAME}` });
        return ctx.ask(step.player, 'use-power', `${NAME}: take a turn with another card?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const card = Number(option.id.slice(KEY.length + 1));
        const s = ctx.state;
        ctx.emit('PowerUsed', { power: NAME, figure: figuresOfCard(s, step.card)[0]?.id ?? '', note: `a turn with ${s.cards[card]!.card.name}` });
        ctx.push({ kind: 'power', power: KEY, card, player: step.player, data: { moment: 'extra-turn', marker: step.data['marker'] as TurnMarker } });
      },
    },
  };
}
