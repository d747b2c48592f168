// "Blind" printed bare or as "Blind: Immune to attack actions and special powers with Gaze in their
// name" (a card that breaks the rule that an attack affects its target: ddm-battle-rules-2011, "CORE
// RULES AND EXCEPTIONS"), read from invented rows and played through the engine: a Gaze attack rolls
// nothing against a blind creature and neither damages nor dazes it, while another attack of the same
// creature, or the same Gaze against a creature that is not blind, does. Fails if Blind is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { has } from '../rules/conditions.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const target = (name: string, blind: string | null) =>
  entry({
    name,
    hp: 80,
    powers: [{ type: 'ATTACK' as const, text: 'Bite: +5 vs. AC; 5 damage.' }, ...(blind ? [{ type: 'SPECIAL' as const, text: blind }] : [])],
  });
const rows = [
  entry({
    name: 'Stare Witch',
    powers: [
      { type: 'ATTACK', text: 'Stony Gaze: (range 10) +10 vs. Will; 20 damage AND Dazed (save ends).' },
      { type: 'ATTACK', text: 'Bolt: (range 10) +10 vs. Reflex; 20 damage.' },
    ],
  }),
  target('Eyeless Grub', 'Blind: Immune to attack actions and special powers with Gaze in their name.'),
  target('Cave Grub', 'Blind'),
  target('Seeing Grub', null),
];
const cards = importedCards(rows, 'blind.json');
afterAll(addTestCards(cards));

/** The witch uses attack `k` against `grub` 5 squares away (the dice forced to `rolls`): the HP it lost and whether it is dazed. */
function shot(grub: string, k: number, rolls: number[]): { lost: number; dazed: boolean } {
  const s = turnOf(
    ['Stare Witch'],
    [grub],
    [
      [2, 2],
      [2, 7],
    ],
    'Stare Witch',
  );
  act(s, `attack:${k}`, rolls);
  const g = byLabel(s, grub);
  return { lost: 80 - g.hp, dazed: has(g, 'Dazed') };
}

describe('Blind: immune to attacks with Gaze in their name', () => {
  it('reads both printings as the immunity, and is enforced', () => {
    expect(cards.slice(1, 3).map((c) => c.powers)).toEqual([
      [{ kind: 'continuous', name: 'Blind', effect: { kind: 'immune-attacks-named', word: 'Gaze' } }],
      [{ kind: 'continuous', name: 'Blind', effect: { kind: 'immune-attacks-named', word: 'Gaze' } }],
    ]);
  });
  it('a Gaze attack rolls no die against a blind creature and neither damages nor dazes it', () => {
    expect(shot('Eyeless Grub', 0, [])).toEqual({ lost: 0, dazed: false });
    expect(shot('Cave Grub', 0, [])).toEqual({ lost: 0, dazed: false });
  });
  it('the same Gaze affects a creature that is not blind; another attack affects the blind one', () => {
    expect(shot('Seeing Grub', 0, [15])).toEqual({ lost: 20, dazed: true });
    expect(shot('Eyeless Grub', 1, [15])).toEqual({ lost: 20, dazed: false });
  });
});
