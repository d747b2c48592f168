// Ghost Step ("Minor action: This creature is invisible until end of turn. RECHARGE when this creature
// first becomes bloodied"), read from an invented row and played through the engine
// (ddm-battle-rules-2011, "USE A POWER", "Line of Sight": none to an invisible creature; "Conditions":
// until end of its turn; "Rechargeable Powers"). Used as the shade's minor action, the archer cannot see
// it for the rest of that turn; on the archer's turn it is visible again and the bow is offered. Its
// one use is spent (not offered again) until the shade first becomes bloodied. Fails if the power is
// ignored or lasts past the turn.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { geo, sees } from '../geo.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bow = { type: 'ATTACK' as const, text: 'Bow: (range 10) +10 vs. AC; 20 damage.' };
const GHOST = 'Ghost Step: Minor action: This creature is invisible until end of turn. RECHARGE when this creature first becomes bloodied.';
const rows = [entry({ name: 'Shade', hp: 60, powers: [bow, { type: 'SPECIAL', text: GHOST, limit: 1 }] }), entry({ name: 'Archer', hp: 100, powers: [bow] })];
const cards = importedCards(rows, 'ghost-step.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [2, 5],
  [8, 5],
];
const GHOST_OPTION = 'power:Ghost Step';

function shadeTurn(): DdmState {
  return turnOf(['Shade'], ['Archer'], AT, 'Shade');
}
const archerSees = (s: DdmState): boolean => sees(geo(s), byLabel(s, 'Archer'), byLabel(s, 'Shade'));
const offered = (s: DdmState): boolean => decision(s).options.some((o) => o.id === GHOST_OPTION);

describe('Ghost Step: minor action, invisible until end of turn, recharge when first bloodied', () => {
  it('reads a minor-action power × invisible-self × end-of-turn, one use, recharge first-bloodied', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Ghost Step',
      action: 'minor',
      uses: 1,
      recharge: 'first-bloodied',
      effect: { kind: 'invisible-self' },
      duration: 'end-of-turn',
    });
  });

  it('used: the archer cannot see the shade for the rest of its turn', () => {
    const s = shadeTurn();
    expect(archerSees(s)).toBe(true);
    expect(offered(s)).toBe(true);
    act(s, GHOST_OPTION);
    expect(archerSees(s)).toBe(false);
    expect(offered(s)).toBe(false);
  });

  it('the invisibility ends with the turn: on the archer’s turn the bow is offered and hits', () => {
    const s = shadeTurn();
    act(s, GHOST_OPTION);
    nextTurnOf(s, 'Archer');
    expect(archerSees(s)).toBe(true);
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Shade').id) : null));
    expect(byLabel(s, 'Shade').hp).toBe(40);
  });

  it('spent: not offered at its next turn; first bloodied, it is offered again', () => {
    const s = shadeTurn();
    act(s, GHOST_OPTION);
    nextTurnOf(s, 'Archer');
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Shade').id) : null));
    nextTurnOf(s, 'Shade');
    expect(offered(s)).toBe(false);
    nextTurnOf(s, 'Archer');
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Shade').id) : null));
    expect(byLabel(s, 'Shade').hp).toBe(20);
    nextTurnOf(s, 'Shade');
    expect(offered(s)).toBe(true);
  });
});
