/**
 * Moon Frenzy (Werewolf Lord): after an order marker is revealed on the card, before its turn, its
 * player rolls the d20; on 11 or more they may first take a turn with any Hybrid Hero in play. An
 * opponent's Hybrid Hero is theirs for that turn only (its order markers stay on its card), then
 * control goes back to its owner; then the card's own turn goes on.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Power References on Army Cards"
 * (species is the card's word: Hybrid is what Lycanthropy leaves, abilities/lycanthropy.ts); the
 * power's text is on the card.
 *
 * How: a before-turn power step (Bonding's moment and turn, abilities/bonding.ts): the d20 is always
 * rolled ("roll"), the question follows on 11 or more when a Hybrid Hero has figures on the
 * battlefield; the chosen card takes a whole turn (abilities/turn-steps.ts, its own before-turn powers
 * not offered), an opponent's handed over with Mind Shackle's `takeControl` (markers kept) and handed
 * back by the step that resumes the card's turn. Our readings: "any Hybrid Hero in play" is any
 * player's, a teammate's too; the chosen card need hold no order marker and may have had its turn.
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { cardAlive, figuresOfCard, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { takeControl } from './mind-shackle.js';
import { askOptional, SKIP } from './near.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';

const NAME = 'Moon Frenzy';
const KEY = abilityKey(NAME);
const TAKE = `${KEY}:`;
const NEEDS = 11;

/** The Hybrid Hero cards with figures on the battlefield, other than `card`. */
function hybrids(s: HsState, card: number): number[] {
  const out: number[] = [];
  s.cards.forEach((c, i) => {
    if (i !== card && c.card.kind === 'hero' && c.card.species.toLowerCase() === 'hybrid' && cardAlive(s, i) && figuresOfCard(s, i).length > 0) out.push(i);
  });
  return out;
}

/** The Moon Frenzy module, reading the cards' powers through `powersOf` (for the lent turn's steps). */
export function moonFrenzyAbility(powersOf: PowersOf): Ability {
  return {
    name: NAME,
    text: `After an order marker is revealed on this card, before its turn, roll the d20: on ${NEEDS} or more you may first take a turn with any Hybrid Hero in play — an opponent's is yours for that turn only (its order markers stay).`,
    handler: {},
    beforeTurn: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'resume') {
          // The lent turn is over: control goes back, and the card's own turn goes on with no attacks made yet.
          const lent = step.data['lent'];
          const owner = step.data['owner'];
          if (typeof lent === 'number' && typeof owner === 'number' && s.cards[lent]!.owner !== owner) takeControl(ctx, lent, owner, true);
          if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card: step.card, attacks: [] };
          return;
        }
        const d20 = rollD20(ctx, step.player);
        const first = figuresOfCard(s, step.card)[0];
        if (first)
          ctx.emit('PowerUsed', {
            power: NAME,
            figure: first.id,
            note: `the d20 shows ${d20} (${NEEDS} or higher needed)${d20 >= NEEDS ? '' : ': no effect'}`,
          });
        if (d20 < NEEDS) return;
        const options: Option[] = hybrids(s, step.card).map((i) => ({
          id: `${TAKE}${i}`,
          label: `${NAME}: first take a turn with ${s.cards[i]!.card.name}`,
          payload: { card: i },
        }));
        return askOptional(ctx, step.player, NAME, 'take a turn with a Hybrid Hero first?', options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const card = Number(option.id.slice(TAKE.length));
        if (!hybrids(s, step.card).includes(card)) throw new Error(`${NAME}: ${option.id} is not offered now`);
        const owner = s.cards[card]!.owner;
        if (owner !== step.player) takeControl(ctx, card, step.player, true);
        const first = figuresOfCard(s, step.card)[0];
        if (first) ctx.emit('PowerUsed', { power: NAME, figure: first.id, note: `a turn with ${s.cards[card]!.card.name} first` });
        if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card, attacks: [] };
        ctx.push(...ownTurnSteps(powersOf, s, card, step.player, false), {
          kind: 'power',
          power: KEY,
          card: step.card,
          player: step.player,
          data: { moment: 'resume', lent: card, owner },
        });
      },
    },
  };
}
