/**
 * Double Attack on every published card that has it (pool tables), through the real engine: the
 * card's figure attacks a second time in its turn and not a third. Control: the same card without
 * its powers attacks once.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"); the power's text is on the cards (../shared units file).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** How many attacks a1 (Range 9) makes on b1 before the attack question closes. */
function attacks(c: ArmyCard): number {
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1'], [[0, 0]], [[5, 0]], [oneFigure(c, { range: 9 })], [card({ name: 'Blue', life: 50, defense: 0 })]);
  toAfterMove(s, 0, 1);
  let n = 0;
  while (open(s).kind === 'choose-attack' && open(s).options.some((o) => o.id === 'a1>b1')) {
    choose(s, 'a1>b1', 'choose-attack');
    n++;
  }
  return n;
}

describe.skipIf(!HAVE_UNITS)('Double Attack on the published cards', () => {
  const bound = boundTo(cards, 'double-attack');

  it('the pool binds it on the 6 cards that print it', () => expect(bound).toHaveLength(6));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s attacks twice, not three times; without the power once', (_, c) => {
    expect(attacks(c)).toBe(2);
    expect(attacks(withoutPowers(c))).toBe(1);
  });
});
