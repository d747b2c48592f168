/**
 * War Cry (Mohican River Tribe) on the published cards, through the real engine: after the Tribe's
 * turn, with two Tribesmen engaged, its player may take a turn with Brave Arrow (the Unique Tribesman
 * Hero); with one engaged, or the card without its powers, nothing is asked and Blue's turn comes.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "ENGAGEMENT AND ADJACENCY RULES"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HsState } from '../battle/state.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/**
 * The Tribe (a1 on (4, 0), a2 on (6, 0), a3 on (10, 1)) and Brave Arrow (a4 on (0, 1)) against Blue's
 * b1 on (5, 0), between a1 and a2 (`both`), or on (3, 0), beside a1 only. Red's markers all on the
 * Tribe; it moves nothing and attacks nothing.
 */
function afterTribeTurn(tribe: ArmyCard, brave: ArmyCard, both: boolean): HsState {
  const s = play(
    [ROW, ROW],
    [
      [4, 0],
      [6, 0],
      [10, 1],
      [0, 1],
    ],
    [[both ? 5 : 3, 0]],
    [tribe, oneFigure(brave)],
    [card({ name: 'Blue', life: 20, move: 0 })],
  );
  placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
  choose(s, 'done', 'choose-mover');
  choose(s, 'end', 'choose-attack');
  return s;
}

describe.skipIf(!HAVE_UNITS)('War Cry on the published card', () => {
  const bound = boundTo(cards, 'war-cry');
  it('the pool binds it on the Mohican River Tribe', () => expect(bound.map((b) => b.card.name)).toEqual(['Mohican River Tribe']));
  const brave = cards.find((c) => c.name === 'Brave Arrow')!;

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: two Tribesmen engaged, a turn with Brave Arrow', (_, c) => {
    const s = afterTribeTurn(c, brave, true);
    expect(open(s)).toMatchObject({ player: 0, kind: 'use-power' });
    expect(open(s).options.map((o) => o.id)).toEqual(['war-cry:1', 'skip']);
    choose(s, 'war-cry:1', 'use-power');
    // Brave Arrow's turn: his figure is the one to move.
    expect(open(s)).toMatchObject({ player: 0, kind: 'choose-mover' });
    expect(open(s).options.map((o) => o.id)).toContain('fig:a4');
    expect(open(s).options.map((o) => o.id)).not.toContain('fig:a1');
    expect(s.turn?.card).toBe(1);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: declined, one engaged, or without the power: Blue’s turn', (_, c) => {
    const declined = afterTribeTurn(c, brave, true);
    choose(declined, 'skip', 'use-power');
    expect(open(declined)).toMatchObject({ player: 1, kind: 'choose-mover' });
    expect(open(afterTribeTurn(c, brave, false))).toMatchObject({ player: 1, kind: 'choose-mover' });
    expect(open(afterTribeTurn(withoutPowers(c), brave, true))).toMatchObject({ player: 1, kind: 'choose-mover' });
  });
});
