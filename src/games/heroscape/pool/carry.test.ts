/**
 * Carry on every published card that has it (Brunak, Theracus), through the real engine: before the
 * card's figure moves its player chooses the friendly figure beside it (a large one is not
 * offered); after the move that figure is placed beside the carrier's new space. Control:
 * the same card without its powers offers nothing and the friend stays behind.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES"; the power's text is on
 * the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, figure, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boardOf, whereIs } from '../battle/state.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/** The carrier a1 at (0, 0) (Move 5, walking), Red's friend a2 (medium) at (0, 1) and a large friend a3 at (1, 0); Blue far away. */
function field(c: ArmyCard) {
  const red = [
    oneFigure(c, { move: 5, powers: c.powers.filter((p) => p.name === 'Carry') }),
    card({ name: 'Friend', size: 'medium' }),
    card({ name: 'Big', size: 'large' }),
  ];
  const s = battle(
    [ROW, ROW],
    [
      [0, 0],
      [0, 1],
      [1, 0],
    ],
    [[11, 1]],
    red,
    [card({ name: 'Blue' })],
  );
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
  return s;
}

describe.skipIf(!HAVE_UNITS)('Carry on the published cards', () => {
  const bound = boundTo(cards, 'carry');

  it('the pool binds it on the 2 cards that print it', () => expect(bound.map((b) => b.card.name).sort()).toEqual(['Brunak', 'Theracus']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s takes the medium friend along to (5, 0); without the power the friend stays', (_, c) => {
    const s = field(c);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    expect(optionIds(s)).toEqual(['carry:a2', 'skip']);
    choose(s, 'carry:a2');
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, { q: 5, r: 0 }).id);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, optionWhere(s, { q: 6, r: 0 }).id);
    expect(whereIs(boardOf(s), figure(s, 'a2').head)).toMatchObject({ q: 6, r: 0 });

    const control = field(withoutPowers(c));
    expect(open(control).kind).toBe('choose-mover');
    const before = figure(control, 'a2').head;
    choose(control, 'fig:a1', 'choose-mover');
    choose(control, optionWhere(control, { q: 5, r: 0 }).id);
    expect(figure(control, 'a2').head).toBe(before);
  });
});
