/**
 * Feral Rage (Quasatch Hunters) on the published card, through the real engine with forced dice: a
 * Hunter beside four figures attacks three of them, never one twice; control: the card without its
 * powers attacks once.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared units
 * file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import type { HsState } from '../battle/state.js';
import { card, choose, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1'];
const BLANKS = Array.from({ length: 20 }, () => FACE.blank);

/** The Hunter (a1) on (5, 1) with Blue's four figures b1–b4 beside it on (4, 1), (6, 1), (5, 0), (5, 2); Red is at its attack question. */
function scene(c: ArmyCard): HsState {
  const s = play(
    ROWS,
    [[5, 1]],
    [
      [4, 1],
      [6, 1],
      [5, 0],
      [5, 2],
    ],
    [oneFigure(c, { life: 10 })],
    [card({ name: 'Targets', kind: 'squad', rarity: 'common', figures: 4, life: 10, move: 0 })],
  );
  toAfterMove(s, 0, 1);
  return s;
}

/** The a1 attacks offered now (none once Red's attack question is gone). */
const offered = (s: HsState): string[] =>
  open(s).kind === 'choose-attack' && open(s).player === 0 ? open(s).options.flatMap((o) => (o.id.startsWith('a1>') ? [o.id] : [])) : [];

function attack(s: HsState, id: string): void {
  game.forceChance(s, BLANKS);
  choose(s, id, 'choose-attack');
}

describe.skipIf(!HAVE_UNITS)('Feral Rage on the published card', () => {
  const bound = boundTo(cards, 'feral-rage');
  it('the pool binds it on the Quasatch Hunters', () => expect(bound.map((b) => b.card.name)).toEqual(['Quasatch Hunters']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: three attacks, each at another figure', (_, c) => {
    const s = scene(c);
    expect(offered(s)).toEqual(['a1>b1', 'a1>b2', 'a1>b3', 'a1>b4']);
    attack(s, 'a1>b1');
    expect(offered(s)).toEqual(['a1>b2', 'a1>b3', 'a1>b4']);
    attack(s, 'a1>b3');
    expect(offered(s)).toEqual(['a1>b2', 'a1>b4']);
    attack(s, 'a1>b2');
    // Three attacks made: no fourth, though b4 is beside it.
    expect(offered(s)).toEqual([]);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s control: without the power, one attack', (_, c) => {
    const s = scene(withoutPowers(c));
    attack(s, 'a1>b1');
    expect(offered(s)).toEqual([]);
  });
});
