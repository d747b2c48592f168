// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (unblocked attackers, and Overcrush
// leftovers, damage the defending player) and "GAME STATES" (card text refers to each die separately;
// text naming a character considers only your characters). The helpers the custom cards whose text
// triggers on damaging the opponent share (the `OpponentDamaged` event, events.ts).
import type { DmEvents } from '../../events.js';
import { textCard } from '../../rules/copy.js';
import { cardDefs } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';

/** The dice among those that just damaged the opponent whose text (their own, or the card they copy) has custom line `card`. */
export function damagersWithLine(s: DmState, p: DmEvents['OpponentDamaged'], card: string): DieState[] {
  const out: DieState[] = [];
  for (const id of p.dealtBy) {
    const d = s.dice[id];
    if (d && textCard(s, d).abilities.some((a) => a.kind === 'custom' && a.card === card)) out.push(d);
  }
  return out;
}

/** The card slots of `player` whose card has custom line `card` ("if one or more of your …": once per card). */
export function ownSlotsWithLine(s: DmState, player: number, card: string): number[] {
  const out: number[] = [];
  cardDefs(s).forEach((c, slot) => {
    if (s.cards[slot]?.owner === player && c.abilities.some((a) => a.kind === 'custom' && a.card === card)) out.push(slot);
  });
  return out;
}
