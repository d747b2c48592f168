/**
 * Enslave 17 (Mind Flayer Mastermind): after the turn of an order marker revealed on the card, its
 * player may choose a Unique Hero figure within 4 clear sight spaces of the card's figure and roll the
 * d20; on 17 or more they take control of that Hero and at once take a turn with it, and at the end of
 * that turn control returns to its owner. The order markers on the Hero's card stay there; no Mind
 * Flayer may be chosen.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (move, then attack, with the figures of a
 * card), "Clear Sight Spaces", "Friends and Enemies", "ENDING THE BATTLE" (victory is checked once a
 * turn's end-of-turn powers are done: control returns first), "Special Powers" ("you may": offered
 * once, at its moment); the power's text is on the card.
 *
 * How: the card's `EndOfTurn` (a turn whose card is this one) pushes a `power` step that runs once the
 * turn is over; a success hands the figure to the player (its `owner`, as Eternal Hatred does: friends
 * and enemies follow them) with a token on the Hero's card naming whom it returns to, and starts the
 * Hero's turn (the ended turn's marker, as another-turn.ts's extra turns; its move, after-move powers
 * and attack — no before-turn powers: no chains); that turn's `EndOfTurn` gives it back.
 * Our readings: "any Unique Hero figure" is an opponent's (a figure the player already controls is not
 * taken control of); a Mind Flayer is a figure whose species begins "mind flayer"; the d20 is the
 * player's roll for the power (rollD20: the Glyph of Lodin may add 1). Control returns through this
 * card's power, so a power that takes the Mastermind's powers away during that turn (Rod of
 * Negation) would keep the Hero — not played yet.
 */
import type { HsCtx } from '../battle/events.js';
import type { HsStep } from '../battle/steps.js';
import {
  cardOf,
  figureById,
  figureName,
  figuresOfCard,
  friendly,
  unaffectedByPowers,
  type FigureState,
  type HsState,
  type TurnMarker,
} from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { pushAfterTurn } from './after-turn-with-card.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { askOptional, figureOption, rollFor, SKIP } from './near.js';
import type { PowersOf } from './turn-steps.js';
import { countsAsUnique } from '../cards/army-card.js';

const NAME = 'Enslave 17';
const KEY = abilityKey(NAME);
const PICK = `${KEY}:`;
/** On the Hero's card while the player controls it: `enslave-17:<the player it returns to>`. */
const TOKEN = `${KEY}:returns:`;
export const ENSLAVE_NEEDS = 17;
export const ENSLAVE_SPACES = 4;

/** The figures the player may choose: an opponent's Unique Hero within 4 clear sight spaces, no Mind Flayer. */
function enslaveable(s: HsState, card: number, player: number): FigureState[] {
  return withinClearSight(s, card, ENSLAVE_SPACES, (t) => {
    const c = cardOf(s, t).card;
    return countsAsUnique(c) && c.kind === 'hero' && !friendly(s, t.owner, player) && !/^mind ?flayer/i.test(c.species) && !unaffectedByPowers(s, t.id);
  });
}

/** Gives back the Hero whose turn is ending, when this power took it. */
function giveBack(ctx: HsCtx): void {
  const s = ctx.state;
  const t = s.turn;
  if (!t) return;
  const c = s.cards[t.card];
  const i = c ? c.tokens.findIndex((x) => x.startsWith(TOKEN)) : -1;
  if (!c || i < 0) return;
  const [figure, back] = c.tokens[i]!.slice(TOKEN.length).split('@');
  c.tokens.splice(i, 1);
  const f = figureById(s, figure!);
  f.owner = Number(back);
  ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `control returns to ${s.names[f.owner] ?? f.owner}` });
}

export function enslaveAbility(powersOf: PowersOf): Ability {
  return {
    name: NAME,
    text: `After this card's turn, you may choose an opponent's Unique Hero figure (not a Mind Flayer) within ${ENSLAVE_SPACES} clear sight spaces of this figure and roll the d20: on ${ENSLAVE_NEEDS} or more you control it and take a turn with it at once; at the end of that turn control returns. The order markers on its card stay there.`,
    handler: {
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const s = ctx.state;
            const card = cardParam(effect);
            const t = s.turn;
            if (!t) return;
            // The Hero's turn ends: control returns before victory is checked.
            giveBack(ctx);
            pushAfterTurn(ctx, KEY, card, t.player);
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const [mind] = figuresOfCard(s, step.card);
        if (!mind || s.turn !== null || step.data['moment'] !== 'turn-ended') return;
        const options = enslaveable(s, step.card, step.player).map((f) => figureOption(s, PICK, f, 'Enslave'));
        return askOptional(ctx, step.player, NAME, `choose a Unique Hero within ${ENSLAVE_SPACES} clear sight spaces?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const [mind] = figuresOfCard(s, step.card);
        const hero = figureById(s, option.id.slice(PICK.length));
        if (!mind || !enslaveable(s, step.card, step.player).some((f) => f.id === hero.id)) throw new Error(`${NAME}: ${option.id} may not be chosen now`);
        if (!rollFor(ctx, NAME, mind, ENSLAVE_NEEDS).success) return;
        const card = hero.card;
        s.cards[card]!.tokens.push(`${TOKEN}${hero.id}@${hero.owner}`);
        hero.owner = step.player;
        ctx.emit('ControlTaken', { card, cardName: s.cards[card]!.card.name, player: step.player });
        ctx.emit('PowerUsed', { power: NAME, figure: mind.id, note: `${figureName(s, hero)} takes a turn for its new controller` });
        // The Hero's turn at once: the ended turn's marker, its move, after-move powers and attack, then its end.
        ctx.counters.newTurn();
        s.turn = { player: step.player, marker: step.data['marker'] as TurnMarker, card, attacks: [] };
        const steps: HsStep[] = [];
        for (const a of powersOf(s, card))
          if (a.ability.afterMove) steps.push({ kind: 'power', power: a.key, card, player: step.player, data: { moment: 'after-move' } });
        ctx.push(
          { kind: 'choose-mover', player: step.player, card, moved: [] },
          ...steps,
          { kind: 'choose-attack', player: step.player, card, attacked: [] },
          { kind: 'end-turn', player: step.player },
        );
      },
    },
  };
}
