/**
 * Mark of the Warlord (Grok Riders) on the published card, through the real engine: the card's figure
 * attacking a figure adjacent to a Marro Warlord (either side's) rolls 2 more attack dice; controls —
 * a target next to a figure of another kind, the Warlord not adjacent, the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];
const WARLORD = { name: 'Warlord', species: 'marro', class: 'warlord' };

/** Red's card figure at (0, 0) attacks b1 at (5, 0); `other` (Red's if `redOther`) stands at (`at`, 1): the attack dice declared. */
function attackDice(c: ArmyCard, other: Partial<ArmyCard>, at: number, redOther = false): number {
  const mine = oneFigure(c, { range: 9, attack: 2 });
  const b = card({ name: 'Blue' });
  const o = card({ name: 'Other', ...other });
  const s = redOther
    ? play(
        ROWS,
        [
          [0, 0],
          [at, 1],
        ],
        [[5, 0]],
        [mine, o],
        [b],
      )
    : play(
        ROWS,
        [[0, 0]],
        [
          [5, 0],
          [at, 1],
        ],
        [mine],
        [b, o],
      );
  const blueCard = redOther ? 2 : 1;
  placeMarkers(s, [0, 0, 0, 0], [blueCard, blueCard, blueCard, blueCard]);
  // A Marro Warlord of Red's is offered to the Riders' Marro Warlord Bonding first: no bonded turn.
  if (open(s).kind === 'use-power') choose(s, 'skip', 'use-power');
  choose(s, 'done', 'choose-mover');
  return Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Mark of the Warlord on the published cards', () => {
  const bound = boundTo(cards, 'mark-of-the-warlord');
  it('the pool binds it on the Grok Riders', () => expect(bound.map((b) => b.card.name)).toEqual(['Grok Riders']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 2 more attack dice against a figure next to a Marro Warlord, of either side', (_, c) => {
    // (4, 1) is adjacent to (5, 0); (1, 1) is not.
    expect(attackDice(c, WARLORD, 4)).toBe(4);
    expect(attackDice(c, WARLORD, 4, true)).toBe(4);
    // Controls: a figure of another kind next to the target; the Warlord not adjacent; the card without powers.
    expect(attackDice(c, { species: 'human', class: 'warlord' }, 4)).toBe(2);
    expect(attackDice(c, WARLORD, 1)).toBe(2);
    expect(attackDice(withoutPowers(c), WARLORD, 4)).toBe(2);
  });
});
