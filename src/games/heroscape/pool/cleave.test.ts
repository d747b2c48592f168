/**
 * Cleave (Tandros Kreel) on the published card, through the real engine with forced dice: its attack
 * wounds the adjacent defender, so its player may give 1 wound to a Squad figure also adjacent to it
 * (one two spaces away is not offered). Controls: an attack that gives no wound asks nothing, "No
 * Cleave" gives none, and the card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "ENGAGEMENT AND ADJACENCY RULES"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf } from '../battle/state.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/**
 * The card's figure a1 at (1, 0) attacks b1 (a Hero, Defense 0) at (2, 0); Blue's Squad figures b2 at
 * (3, 0), two spaces from a1, and b3 at (1, 1), beside it. Every attack die forced to `face`; `answer`
 * the Cleave question's option, if one is asked.
 */
function cleaveAt(c: ArmyCard, face: number, answer: (ids: string[]) => string | undefined) {
  const s = battle(
    ['1 1 1 1', '1 1 1 1'],
    [[1, 0]],
    [
      [2, 0],
      [3, 0],
      [1, 1],
    ],
    [oneFigure(c)],
    [card({ name: 'Blue', life: 10, defense: 0 }), card({ name: 'Blue Squad', kind: 'squad', figures: 2, life: 2, defense: 0 })],
  );
  const at = (id: string) => boardOf(s).hexOf(figure(s, id).head);
  expect([at('b1'), at('b2'), at('b3')]).toEqual([
    { q: 2, r: 0 },
    { q: 3, r: 0 },
    { q: 1, r: 1 },
  ]);
  toAfterMove(s, 0, 1);
  game.forceChance(
    s,
    Array.from({ length: 12 }, () => face),
  );
  choose(s, 'a1>b1', 'choose-attack');
  const p = open(s);
  const asked = p.kind === 'use-power' ? p.options.map((o) => o.id) : [];
  const id = asked.length > 0 ? answer(asked) : undefined;
  if (id !== undefined) choose(s, id, 'use-power');
  return { asked, defender: figure(s, 'b1').wounds, b2: figure(s, 'b2').wounds, b3: figure(s, 'b3').wounds };
}

describe.skipIf(!HAVE_UNITS)('Cleave on the published card', () => {
  const bound = boundTo(cards, 'cleave');
  it('the pool binds it on Tandros Kreel', () => expect(bound.map((b) => b.card.name)).toEqual(['Tandros Kreel']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    const hit = cleaveAt(c, skull, (ids) => ids.find((i) => i.endsWith(':b3')));
    expect(hit.asked).toEqual(['cleave:b3', 'skip']);
    expect(hit.defender).toBeGreaterThan(0);
    expect([hit.b2, hit.b3]).toEqual([0, 1]);
    // Declined: no wound.
    expect(cleaveAt(c, skull, () => 'skip')).toMatchObject({ b2: 0, b3: 0 });
    // No wound on the defender: nothing asked.
    expect(cleaveAt(c, blank, () => 'cleave:b3')).toEqual({ asked: [], defender: 0, b2: 0, b3: 0 });
    // Without the power: nothing asked.
    expect(cleaveAt(withoutPowers(c), skull, () => 'cleave:b3')).toMatchObject({ asked: [], b3: 0 });
  });
});
