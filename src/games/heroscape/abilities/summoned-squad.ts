/**
 * A squad that only a summoner brings onto the battlefield: Iskra's Summoning (Rechets of Bogdan:
 * the card's figures do not start on the battlefield, only Iskra Esenwein summons them) and Summon the
 * Rechets of Bogdan (Iskra Esenwein: after a turn with her, if that squad is in her player's army and
 * not yet summoned, the player may roll the d20; on 14 or more all its figures must be placed on empty
 * spaces within 6 spaces in her clear sight — any that cannot be placed are destroyed — and the player
 * may then take a turn with them at once).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a turn: move, then attack, with the
 * card's figures), "Clear Sight Spaces", "ENDING THE BATTLE" (victory is checked when a turn ends:
 * the summoning comes after), "Special Powers" ("you may": offered once at its moment, passing
 * forgoes it); the powers' texts are on the cards.
 *
 * Our readings: the summoned card is the player's card with Iskra's Summoning (its figures waiting
 * off the battlefield, so a turn on it before the summoning is lost and it is not out of play, as The
 * Drop's); "not yet successfully summoned" is a token on that card once a roll succeeds, so it is
 * never rolled for again, even if figures are destroyed for want of room. The figures are placed one
 * at a time, each where its player chooses among the places left (placed, not moved: no glyph
 * revealed, no fall). The turn taken with them keeps the ended turn's order marker and is their
 * move, after-move powers and attack (a turn lent by a power offers no before-turn powers, as
 * Bonding's); after it no summoning is offered again (it was not a turn with the summoner).
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { figuresOfCard, type FigureState, type HsState, type TurnMarker } from '../battle/state.js';
import { destroyFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { pushAfterTurn } from './after-turn-with-card.js';
import { askOptional, rollFor, SKIP } from './near.js';
import { placeOf, placeOptions, placesInSight, putAt } from './placed-in-sight.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';

const SUMMONED = "Iskra's Summoning";
const SUMMONED_KEY = abilityKey(SUMMONED);
const NAME = 'Summon the Rechets of Bogdan';
const KEY = abilityKey(NAME);
const ROLL = `${KEY}:roll:`;
const PLACE = `${KEY}:place:`;
const TAKE = `${KEY}:turn`;
/** On the summoned card once a roll has succeeded. */
const DONE = `${KEY}:summoned`;
export const SUMMON_RECHETS_NEEDS = 14;
export const SUMMON_RECHETS_SPACES = 6;

/** The summoned card's figures still off the battlefield. */
const waiting = (s: HsState, card: number): FigureState[] => s.figures.filter((f) => f.card === card && !f.destroyed && f.head < 0);

export const summonedSquad: Ability = {
  name: SUMMONED,
  text: 'These figures start off the battlefield; only a figure with Summon the Rechets of Bogdan brings them onto it.',
  handler: {},
  startsOff: true,
  atBattleStart(ctx, card) {
    for (const f of ctx.state.figures)
      if (f.card === card) {
        f.head = -1;
        f.tail = -1;
      }
  },
};

/** The player's cards that wait to be summoned and have not been. */
function toSummon(s: HsState, powersOf: PowersOf, player: number): number[] {
  const out: number[] = [];
  s.cards.forEach((c, i) => {
    if (c.owner !== player || c.tokens.includes(DONE) || waiting(s, i).length === 0) return;
    if (powersOf(s, i).some((a) => a.key === SUMMONED_KEY)) out.push(i);
  });
  return out;
}

/** The next waiting figure is placed, or destroyed when no place is left for it; then the turn is offered. */
function placeNext(ctx: HsCtx, step: PowerStep, summoner: FigureState): ReturnType<HsCtx['ask']> | undefined {
  const s = ctx.state;
  const target = Number(step.data['target']);
  for (let f = waiting(s, target)[0]; f; f = waiting(s, target)[0]) {
    const places = placesInSight(s, summoner, f, SUMMON_RECHETS_SPACES, () => true);
    if (places.length > 0) return ctx.ask(step.player, 'use-power', `${NAME}: where is ${f.id} placed?`, placeOptions(s, f, places, PLACE, 'Place'));
    ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: 'no empty space in reach: destroyed' });
    destroyFigure(ctx, f.id, NAME);
  }
  if (figuresOfCard(s, target).length === 0 || s.turn !== null) return;
  return askOptional(ctx, step.player, NAME, `take a turn with ${s.cards[target]!.card.name} now?`, [
    { id: TAKE, label: `${NAME}: a turn with ${s.cards[target]!.card.name}` },
  ]);
}

export function summonTheRechetsAbility(powersOf: PowersOf): Ability {
  return {
    name: NAME,
    text: `After a turn with this figure, if a card with ${SUMMONED} in your army has not been summoned, you may roll the d20: on ${SUMMON_RECHETS_NEEDS} or more place all its figures on empty spaces within ${SUMMON_RECHETS_SPACES} spaces in this figure's clear sight (any that cannot be placed are destroyed); then you may take a turn with them at once.`,
    handler: {
      on: {
        EndOfTurn: { run: (ctx, effect) => void pushAfterTurn(ctx, KEY, cardParam(effect), ctx.state.turn?.player) },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const [summoner] = figuresOfCard(s, step.card);
        if (!summoner || s.turn !== null) return;
        if (step.data['moment'] === 'place') return placeNext(ctx, step, summoner);
        const options: Option[] = toSummon(s, powersOf, step.player).map((i) => ({
          id: `${ROLL}${i}`,
          label: `${NAME}: roll the d20 to summon ${s.cards[i]!.card.name}`,
        }));
        return askOptional(ctx, step.player, NAME, 'roll the d20?', options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const [summoner] = figuresOfCard(s, step.card);
        if (!summoner) return;
        if (option.id.startsWith(ROLL)) {
          const target = Number(option.id.slice(ROLL.length));
          if (!rollFor(ctx, NAME, summoner, SUMMON_RECHETS_NEEDS).success) return;
          s.cards[target]!.tokens.push(DONE);
          ctx.push({ ...step, data: { moment: 'place', target, marker: step.data['marker'] ?? null } });
          return;
        }
        const target = Number(step.data['target']);
        if (option.id === TAKE) {
          ctx.counters.newTurn();
          s.turn = { player: step.player, marker: step.data['marker'] as TurnMarker, card: target, attacks: [] };
          ctx.push(...ownTurnSteps(powersOf, s, target, step.player, false), { kind: 'end-turn', player: step.player });
          return;
        }
        const f = waiting(s, target)[0]!;
        const [head, tail] = placeOf(option.id, PLACE);
        putAt(ctx, NAME, f, head, tail);
        ctx.push({ ...step });
      },
    },
  };
}
