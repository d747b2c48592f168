/**
 * Another turn with the same card after its turn ends: Frenzy (Venoc Vipers, Aubrien Archers, Elite
 * Onyx Vipers: a d20 of 16 or more, with Frenzy Enhancement's +1), Frenzy Enhancement (Venoc
 * Warlord), Overextend Attack (Alastair MacDirk, Eldgrim the Viking Champion: a wound marker on
 * the figure, once per round) and Archer's Glory (Brandis Skyhunter: after a turn in which his attack
 * destroyed an opponent's Unique Hero not adjacent to him).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (a turn: move, then attack, with the
 * figures of the card), "ENDING THE BATTLE" (victory is checked when a turn ends: a battle already
 * won takes no extra turn), "Special Powers" ("you may": an optional power is offered at its moment
 * and passing forgoes it); the powers' texts are on the cards.
 *
 * How it is played: the card's `EndOfTurn` (the turn of its order marker, or an extra turn) pushes a
 * `power` step, which runs once the ending turn is over (and victory checked). The extra turn is the
 * card's move, its after-move powers and its attack, then an end of turn like any other — no order
 * marker is revealed (it keeps the ending turn's marker, so the powers that read it see the same
 * turn number); after it Frenzy may be rolled again (its text sets no limit), Overextend not in the
 * same round ("only once during a round"). Archer's Glory: "each time" — every such destruction,
 * in a turn or an extra turn, earns one more turn after it ends; the destruction is the card's
 * figure's normal attack (the Destroyed event's cause, battle/attack.ts `destroyedBy`), judged when
 * the figure is destroyed (not adjacent then), and a teammate's figure is no opponent's.
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import type { HsStep, PowerStep } from '../battle/steps.js';
import { destroyedBy } from '../battle/attack.js';
import { cardOf, figureById, figuresOfCard, figureName, friendly, type HsState, type TurnMarker } from '../battle/state.js';
import { rollD20 } from '../battle/d20.js';
import { woundFigure } from '../battle/wounds.js';
import type { PowerParams } from '../pool/types.js';
import { cardParam, type Ability } from './ability.js';
import { pushAfterTurn } from './after-turn-with-card.js';
import { adjacent, ofEffectCard, SKIP } from './near.js';
import { countsAsUnique } from '../cards/army-card.js';

/** A card's enforced powers in play (abilities/index.ts `abilitiesOf`, given by the registry so this module does not import it). */
export type PowersOf = (s: HsState, card: number) => readonly { readonly key: string; readonly ability: Ability; readonly params?: PowerParams }[];

const FRENZY = 'frenzy';
const ENHANCEMENT = 'frenzy-enhancement';
const OVEREXTEND = 'overextend-attack';
const TAKE = 'take';
export const FRENZY_NEEDS = 16;

/** The step that starts the extra turn: it sets the turn and pushes the card's move, after-move powers, attack and end of turn. */
function startStep(power: string, card: number, player: number, marker: TurnMarker): HsStep {
  return { kind: 'power', power, card, player, data: { moment: 'extra-turn', marker } };
}

/** The extra turn of `step.card` (a `power` step of moment 'extra-turn' carrying the ending turn's marker; War Cry gives it to another card). */
export function startExtraTurn(ctx: HsCtx, powersOf: PowersOf, step: PowerStep): void {
  const s = ctx.state;
  const { card, player } = step;
  if (figuresOfCard(s, card).length === 0 || s.turn !== null) return;
  ctx.counters.newTurn();
  s.turn = { player, marker: step.data['marker'] as TurnMarker, card, attacks: [] };
  const after: HsStep[] = [];
  for (const a of powersOf(s, card)) if (a.ability.afterMove) after.push({ kind: 'power', power: a.key, card, player, data: { moment: 'after-move' } });
  ctx.push({ kind: 'choose-mover', player, card, moved: [] }, ...after, { kind: 'choose-attack', player, card, attacked: [] }, { kind: 'end-turn', player });
}

/** The extra-turn powers' step after a turn with `card`, for the player who took it. */
function atTurnEnd(ctx: HsCtx, key: string, card: number): void {
  pushAfterTurn(ctx, key, card, ctx.state.turn?.player);
}

/** Frenzy Enhancement's +1 for `player`: a card of theirs in play with it. */
function enhancement(s: HsState, powersOf: PowersOf, player: number): number {
  for (let i = 0; i < s.cards.length; i++)
    if (s.cards[i]!.owner === player && figuresOfCard(s, i).length > 0 && powersOf(s, i).some((a) => a.key === ENHANCEMENT)) return 1;
  return 0;
}

export function frenzyAbility(powersOf: PowersOf): Ability {
  return {
    name: 'Frenzy',
    text: `After a turn with this card, roll the d20: on ${FRENZY_NEEDS} or more you may take another turn with it.`,
    handler: { on: { EndOfTurn: { run: (ctx, effect) => atTurnEnd(ctx, FRENZY, cardParam(effect)) } } },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'extra-turn') return startExtraTurn(ctx, powersOf, step);
        const first = figuresOfCard(s, step.card)[0];
        if (!first || s.turn !== null) return;
        const bonus = enhancement(s, powersOf, step.player);
        const d20 = rollD20(ctx, step.player, step.card) + bonus;
        const success = d20 >= FRENZY_NEEDS;
        const note = `the d20 shows ${d20}${bonus ? ' (Frenzy Enhancement +1)' : ''}: ${success ? 'another turn may be taken' : 'no effect'}`;
        ctx.emit('PowerUsed', { power: 'Frenzy', figure: first.id, note });
        if (!success) return;
        const options: Option[] = [
          { id: `${FRENZY}:${TAKE}`, label: `Frenzy: take another turn with ${s.cards[step.card]!.card.name}` },
          { id: SKIP, label: 'No Frenzy turn' },
        ];
        return ctx.ask(step.player, 'use-power', 'Frenzy: take another turn?', options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        ctx.push(startStep(FRENZY, step.card, step.player, step.data['marker'] as TurnMarker));
      },
    },
  };
}

export const frenzyEnhancement: Ability = {
  name: 'Frenzy Enhancement',
  text: "Add 1 to your d20 roll for the Frenzy power of any Army Card you control while this card's figure is in play.",
  handler: {},
};

/** The round Overextend Attack was last used in, on the card's tokens (`overextend:<round>`). */
const usedIn = (round: number): string => `${OVEREXTEND}:${round}`;

export function overextendAbility(powersOf: PowersOf): Ability {
  return {
    name: 'Overextend Attack',
    text: 'After a turn with this card, once per round, you may put a wound marker on its figure and take another turn with it.',
    handler: { on: { EndOfTurn: { run: (ctx, effect) => atTurnEnd(ctx, OVEREXTEND, cardParam(effect)) } } },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'extra-turn') return startExtraTurn(ctx, powersOf, step);
        const c = s.cards[step.card]!;
        const first = figuresOfCard(s, step.card)[0];
        if (!first || s.turn !== null || c.tokens.includes(usedIn(s.round))) return;
        return ctx.ask(step.player, 'use-power', `Overextend Attack: wound ${figureName(s, first)} and take another turn?`, [
          { id: `${OVEREXTEND}:${TAKE}`, label: `Overextend Attack: a wound marker on ${figureName(s, first)}, then another turn` },
          { id: SKIP, label: 'No Overextend Attack' },
        ]);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const c = s.cards[step.card]!;
        const first = figuresOfCard(s, step.card)[0]!;
        for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(`${OVEREXTEND}:`)) c.tokens.splice(i, 1);
        c.tokens.push(usedIn(s.round));
        ctx.emit('PowerUsed', { power: 'Overextend Attack', figure: first.id, note: 'a wound marker, then another turn' });
        // The extra turn's start is pushed first so the wound (or the Scarab's question about it) comes before it; a figure the wound destroys takes no turn.
        ctx.push(startStep(OVEREXTEND, step.card, step.player, step.data['marker'] as TurnMarker));
        woundFigure(ctx, first.id, 1, 'Overextend Attack');
      },
    },
  };
}

const GLORY = 'archer-s-glory';
/** A card token: one more turn earned by Archer's Glory, taken (or not) when the turn ends. */
const EARNED = `${GLORY}:earned`;

export function archersGloryAbility(powersOf: PowersOf): Ability {
  return {
    name: "Archer's Glory",
    text: "Each time this card's figure destroys an opponent's Unique Hero not adjacent to it with a normal attack, you may take another turn with this card after the turn ends.",
    handler: {
      on: {
        Destroyed: {
          run(ctx, effect, p) {
            const s = ctx.state;
            const by = destroyedBy(s, p.cause);
            if (!by || !ofEffectCard(s, effect, by.id)) return;
            const lost = figureById(s, p.figure);
            const c = cardOf(s, lost).card;
            if (!countsAsUnique(c) || c.kind !== 'hero' || friendly(s, lost.owner, by.owner) || adjacent(s, by, lost)) return;
            s.cards[cardParam(effect)]!.tokens.push(EARNED);
            ctx.emit('PowerUsed', { power: "Archer's Glory", figure: by.id, note: 'another turn may be taken after this one' });
          },
        },
        EndOfTurn: {
          run(ctx, effect) {
            const c = ctx.state.cards[cardParam(effect)];
            if (c?.tokens.includes(EARNED)) atTurnEnd(ctx, GLORY, cardParam(effect));
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        if (step.data['moment'] === 'extra-turn') return startExtraTurn(ctx, powersOf, step);
        const c = s.cards[step.card]!;
        const i = c.tokens.indexOf(EARNED);
        if (i < 0) return;
        c.tokens.splice(i, 1);
        if (figuresOfCard(s, step.card).length === 0 || s.turn !== null) return;
        return ctx.ask(step.player, 'use-power', "Archer's Glory: take another turn?", [
          { id: `${GLORY}:${TAKE}`, label: `Archer's Glory: take another turn with ${c.card.name}` },
          { id: SKIP, label: "No Archer's Glory turn" },
        ]);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        ctx.push(startStep(GLORY, step.card, step.player, step.data['marker'] as TurnMarker));
      },
    },
  };
}
