/**
 * "After taking a turn with <this card>": the moment many powers use (Marro Rebirth, Stab in the Back,
 * the extra-turn powers, War Cry, summoning a squad, Enslave) — heroscape-master-game-guide, "3. TAKE
 * YOUR TURNS" (a turn ends after attacking; powers that act "after" it come then). At the end of a turn
 * with the card, while a figure of it is on the battlefield, the power's own step is pushed.
 */
import type { HsCtx } from '../battle/events.js';
import { figuresOfCard } from '../battle/state.js';
import { cardParam, type Ability } from './ability.js';

type On = NonNullable<Ability['handler']['on']>;

/**
 * Pushes power `key`'s step when the turn just ended was taken with `card` and a figure of it stands:
 * for `player` (the card's owner unless given), its data the moment `turn-ended` and the turn's marker
 * (which a power giving another turn keeps). False when nothing was pushed.
 */
export function pushAfterTurn(ctx: HsCtx, key: string, card: number, player?: number): boolean {
  const s = ctx.state;
  const t = s.turn;
  if (!t || t.card !== card || figuresOfCard(s, card).length === 0) return false;
  ctx.push({ kind: 'power', power: key, card, player: player ?? s.cards[card]!.owner, data: { moment: 'turn-ended', marker: t.marker } });
  return true;
}

/** The `on` handlers that push power `key`'s step after a turn with the effect's card, for the card's owner. */
export function afterTurnWithCard(key: string): On {
  return { EndOfTurn: { run: (ctx, effect) => void pushAfterTurn(ctx, key, cardParam(effect)) } };
}
