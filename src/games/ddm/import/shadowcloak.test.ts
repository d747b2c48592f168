// Shadowcloak, the start-of-turn printings ("Use at start of this creature's turn: This creature is
// invisible until start of its next turn. RECHARGE when this creature first becomes bloodied" and
// "… until end of its next turn"), read from invented rows and played through the engine
// (ddm-battle-rules-2011, "Activated Powers", "Start of Turn Phase", "Line of Sight": none to an
// invisible creature; "Conditions", Duration). Used at the flayer's turn start, the watcher cannot see
// it then nor on its own turn later that round; at the flayer's next turn start it is visible again
// (start printing), or still invisible through that turn and visible after it (end printing).
// Declined (the control), the watcher sees it. Fails if the power is ignored or its duration is.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { geo, sees } from '../geo.js';
import { byLabel, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bow = { type: 'ATTACK' as const, text: 'Bow: (range 10) +10 vs. AC; 20 damage.' };
const START =
  "Shadowcloak: Use at start of this creature's turn: This creature is invisible until start of its next turn. RECHARGE when this creature first becomes bloodied.";
const END = "Shadowcloak: Use at start of this creature's turn: This creature is invisible until end of its next turn.";
const rows = [
  entry({ name: 'Flayer', hp: 60, powers: [bow, { type: 'SPECIAL', text: START, limit: 1 }] }),
  entry({ name: 'Lord', hp: 60, powers: [bow, { type: 'SPECIAL', text: END, limit: 1 }] }),
  entry({ name: 'Archer', hp: 100, powers: [bow] }),
  entry({ name: 'Watcher', hp: 100, powers: [bow] }),
];
const cards = importedCards(rows, 'shadowcloak.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [2, 5],
  [8, 5],
  [8, 7],
];
const OPTION = 'power:Shadowcloak';

/** The archer's turn first, then `who`'s (Shadowcloak answered at its start: `use` or declined), then the watcher's, in one round. */
function cloaked(who: string, use: boolean): DdmState {
  const s = turnOf([who], ['Archer', 'Watcher'], AT, 'Archer');
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === OPTION), who)).not.toBeNull();
  play(s, [use ? OPTION : 'no']);
  return s;
}
const watcherSees = (s: DdmState, who: string): boolean => sees(geo(s), byLabel(s, 'Watcher'), byLabel(s, who));

describe('Shadowcloak: at the start of its turn, invisible until the start (end) of its next turn', () => {
  it('reads start-of-own-turn × invisible-self, the duration printed, one use, recharge first-bloodied', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Shadowcloak',
      trigger: 'start-of-own-turn',
      activated: true,
      action: 'none',
      uses: 1,
      recharge: 'first-bloodied',
      effect: { kind: 'invisible-self' },
      duration: 'start-of-next-turn',
    });
    expect(cards[1]?.powers[0]).toMatchObject({ trigger: 'start-of-own-turn', effect: { kind: 'invisible-self' }, duration: 'end-of-next-turn' });
  });

  it('used: unseen through its turn and the watcher’s turn after it; seen again at its own next turn (start printing)', () => {
    const s = cloaked('Flayer', true);
    expect(watcherSees(s, 'Flayer')).toBe(false);
    const round = s.round;
    nextTurnOf(s, 'Watcher');
    expect(s.round).toBe(round);
    expect(watcherSees(s, 'Flayer')).toBe(false);
    nextTurnOf(s, 'Flayer');
    expect(watcherSees(s, 'Flayer')).toBe(true);
  });

  it('the end printing: still unseen during its next turn, seen once that turn is over', () => {
    const s = cloaked('Lord', true);
    nextTurnOf(s, 'Watcher');
    expect(watcherSees(s, 'Lord')).toBe(false);
    nextTurnOf(s, 'Lord');
    expect(watcherSees(s, 'Lord')).toBe(false);
    nextTurnOf(s, 'Watcher');
    expect(watcherSees(s, 'Lord')).toBe(true);
  });

  it('control, declined: the archer sees it', () => {
    const s = cloaked('Flayer', false);
    expect(watcherSees(s, 'Flayer')).toBe(true);
  });
});
