/**
 * More Move for a turn that started in some position (Amphibious: on water; Tricky Speed: beside a
 * Tricky figure of the player's). The turn starts when an order marker is revealed ("3. ON YOUR
 * TURN"): the card's figures then in the position are noted on the card (a token each, cleared at
 * the next reveal and at the end of the turn), and the `moveNumber` query adds the bonus for them.
 * Noting at every reveal means a matching Common card's marker that activates the figure counts
 * too; a turn lent by another card's Bonding is not seen.
 * The same noting serves the powers that read where other figures were when the turn started (First
 * Assault, Galloping Charge: `pairsAtTurnStart`).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers".
 */
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { ofEffectCard } from './near.js';
import { figuresOfCard, living, type FigureState, type HsState } from '../battle/state.js';

type Handler = Ability['handler'];
type MoveNumber = NonNullable<NonNullable<Handler['queries']>['moveNumber']>;

/**
 * The events that note, on the effect's card, what `note` finds when an order marker is revealed (a
 * token each, `prefix` + the string), cleared at the next reveal and at the end of the turn.
 */
export function notedAtTurnStart(prefix: string, note: (s: HsState, card: number) => readonly string[]): NonNullable<Handler['on']> {
  const clear = (tokens: string[]): void => {
    for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(prefix)) tokens.splice(i, 1);
  };
  return {
    MarkerRevealed: {
      run(ctx, effect) {
        const s = ctx.state;
        const card = cardParam(effect);
        const c = s.cards[card];
        if (!c) return;
        clear(c.tokens);
        for (const t of note(s, card)) c.tokens.push(prefix + t);
      },
    },
    EndOfTurn: {
      run(ctx, effect) {
        const c = ctx.state.cards[cardParam(effect)];
        if (c) clear(c.tokens);
      },
    },
  };
}

/**
 * Pairs noted when an order marker is revealed: each figure of the card with every other figure then
 * on the battlefield for which `holds` (First Assault: adjacent; Galloping Charge: 4 hexes away or
 * more); `noted` asks whether a pair was.
 */
export function pairsAtTurnStart(
  prefix: string,
  holds: (s: HsState, f: FigureState, o: FigureState) => boolean,
): { on: NonNullable<Handler['on']>; noted: (s: HsState, card: number, f: string, o: string) => boolean } {
  return {
    on: notedAtTurnStart(prefix, (s, card) => {
      const out: string[] = [];
      const all = living(s);
      for (const f of figuresOfCard(s, card)) for (const o of all) if (o.id !== f.id && holds(s, f, o)) out.push(`${f.id}>${o.id}`);
      return out;
    }),
    noted: (s, card, f, o) => s.cards[card]?.tokens.includes(`${prefix}${f}>${o}`) ?? false,
  };
}

/** The events and the `moveNumber` modifier of a turn-start Move bonus; `prefix` names its tokens. */
export function turnStartMove(
  prefix: string,
  bonus: number,
  holds: (s: HsState, f: FigureState) => boolean,
): { on: NonNullable<Handler['on']>; moveNumber: MoveNumber } {
  return {
    on: notedAtTurnStart(prefix, (s, card) => figuresOfCard(s, card).flatMap((f) => (holds(s, f) ? [f.id] : []))),
    moveNumber: {
      tier: 0,
      modify(n, args, s, effect) {
        const c = s.cards[cardParam(effect)];
        return c && ofEffectCard(s, effect, args.figure) && c.tokens.includes(prefix + args.figure) ? n + bonus : n;
      },
    },
  };
}
