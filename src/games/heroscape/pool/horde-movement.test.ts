/**
 * Horde Movement (abilities/horde-movement.ts; battle/commons.ts's extra activations and
 * battle/attack-step.ts's attacker limit) on the published card bound to it (Zombies of Morindan),
 * through the real engine: with three Zombies of Morindan cards, a marker on one moves up to 6 of
 * them (not 9), and then any 3 attack — a zombie that did not move too — and no fourth. Control: the
 * card without its powers moves 3 (the matching Common cards' rule alone), and an unmoved zombie of
 * a matching card may not attack once those 3 have moved.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS" (matching Common cards),
 * "3. ON YOUR TURN"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/**
 * Red: three copies of the card (the first `first`), figures a1–a9 on (0, 0)–(8, 0); Blue's four
 * figures b1–b4 on (0, 1), (1, 1), (6, 1), (7, 1): b1 next to a1, b3 next to a7, b4 next to a8.
 * Red's markers on the first copy; Red first.
 */
function turnOf(c: ArmyCard, first: ArmyCard): HsState {
  const red = Array.from({ length: 9 }, (_, q) => [q, 0] as [number, number]);
  const s = battle(
    [ROW, ROW],
    red,
    [
      [0, 1],
      [1, 1],
      [6, 1],
      [7, 1],
    ],
    [first, c, c],
    [card({ name: 'Blue', kind: 'squad', figures: 4, life: 20 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
  return s;
}

/** Moves (in place) the first figure offered while Red's move question offers one; returns how many moved. */
function moveAll(s: HsState): number {
  let n = 0;
  for (;;) {
    const q = open(s);
    const fig = q.kind === 'choose-mover' && q.player === 0 ? q.options.find((o) => o.id.startsWith('fig:')) : undefined;
    if (!fig) return n;
    choose(s, fig.id);
    choose(s, 'stay', 'choose-destination');
    n++;
  }
}

const redAttacks = (s: HsState): string[] =>
  open(s).kind === 'choose-attack' && open(s).player === 0
    ? open(s)
        .options.map((o) => o.id)
        .filter((id) => /^a\d+>/.test(id))
    : [];

describe.skipIf(!HAVE_UNITS)('Horde Movement on the published cards', () => {
  const bound = boundTo(cards, 'horde-movement');

  it('the pool binds it on the Zombies of Morindan', () => expect(bound.map((b) => b.card.name)).toEqual(['Zombies of Morindan']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 6 move, then any 3 attack (an unmoved one too), no fourth', (_, c) => {
    const s = turnOf(c, c);
    expect(moveAll(s)).toBe(6);
    // a1–a6 moved; a7 and a8 did not, and may attack.
    expect(redAttacks(s)).toEqual(expect.arrayContaining(['a1>b1', 'a7>b3', 'a8>b4']));
    choose(s, 'a7>b3');
    choose(s, 'a1>b1');
    choose(s, 'a8>b4');
    // Three have attacked: no other zombie is offered (the question is gone, or offers no attacker).
    expect(redAttacks(s)).toEqual([]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers: 3 move, and an unmoved matching zombie may not attack', (_, c) => {
    const s = turnOf(c, withoutPowers(c));
    expect(moveAll(s)).toBe(3);
    const attacks = redAttacks(s);
    expect(attacks).toContain('a1>b1');
    expect(attacks).not.toContain('a7>b3');
  });
});
