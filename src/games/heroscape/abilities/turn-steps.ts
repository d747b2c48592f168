/**
 * The steps of a card's own turn after its reveal, as battle/turn.ts pushes them: its before-turn
 * powers (Bonding, Wild Pack Movement), moving, its after-move powers, attacking. Written once for
 * the turn itself and for the powers that give a card a turn (Bonding's turn first, a turn taken
 * instead of another card's); they take the card's powers through `powersOf` (abilities/index.ts
 * `abilitiesOf`), so this module does not import the registry.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (reveal, move, attack), "Special Powers".
 */
import type { HsStep } from '../battle/steps.js';
import type { HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import type { Ability } from './ability.js';

/** A card's enforced powers in play (abilities/index.ts `abilitiesOf`, given by the registry so that the modules do not import it). */
export type PowersOf = (s: HsState, card: number) => readonly { readonly key: string; readonly ability: Ability; readonly params?: PowerParams }[];

/**
 * The card's turn: its before-turn powers when `beforeTurn` (a turn lent by another card's power
 * offers none: no chains), then moving, its after-move powers and attacking.
 */
export function ownTurnSteps(powersOf: PowersOf, s: HsState, card: number, player: number, beforeTurn: boolean): HsStep[] {
  const before: HsStep[] = [];
  const after: HsStep[] = [];
  for (const a of powersOf(s, card)) {
    if (beforeTurn && a.ability.beforeTurn) before.push({ kind: 'power', power: a.key, card, player, data: { moment: 'before-turn' } });
    if (a.ability.afterMove) after.push({ kind: 'power', power: a.key, card, player, data: { moment: 'after-move' } });
  }
  return [...before, { kind: 'choose-mover', player, card, moved: [] }, ...after, { kind: 'choose-attack', player, card, attacked: [] }];
}
