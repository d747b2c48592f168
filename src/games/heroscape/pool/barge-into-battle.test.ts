/**
 * Barge Into Battle (Horned Skull Brutes; abilities/barge-into-battle.ts) on the published card, through
 * the real engine: after moving, the card's unengaged figure may switch spaces with an engaged small or
 * medium friendly Squad figure within 3 clear sight spaces whose base is at most 2 levels apart; the
 * switch draws no leaving-engagement attack and the Brute then attacks from its new space. Controls: the
 * Squad figure 4 spaces away, not engaged, 3 levels up, a Hero in its place, the Brute engaged, and the
 * card without its powers: no question.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "ENGAGEMENT AND ADJACENCY RULES",
 * "Leaving an engagement"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, figure, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const KEY = 'barge-into-battle';
const SQUAD = card({ name: 'Squad', kind: 'squad', rarity: 'common', life: 5 });

interface Scene {
  /** The Squad figure's hex (Blue's figure stands beside it, one hex on), and the level of both. */
  readonly at?: number;
  readonly level?: number;
  /** Red's other card (default: a Squad card). */
  readonly other?: ArmyCard;
  /** Blue's figure beside the Squad figure (false: far off, at (9, 1)). */
  readonly engaged?: boolean;
  /** A second Blue figure beside the Brute. */
  readonly bruteEngaged?: boolean;
}

/** Red: the card's figure a1 at (0, 0), the other card's a2 at (`at`, 0); Blue b1 beside a2. Red's turn after moving: the question open. */
function scene(c: ArmyCard, { at = 3, level = 1, other = SQUAD, engaged = true, bruteEngaged = false }: Scene = {}): HsState {
  const row = Array.from({ length: 10 }, (_, q) => (q === at || q === at + 1 ? String(level) : '1')).join(' ');
  const blue: [number, number][] = [engaged ? [at + 1, 0] : [9, 1]];
  const blueCards = [card({ name: 'Enemy', life: 5 })];
  if (bruteEngaged) {
    blue.push([0, 1]);
    blueCards.push(card({ name: 'Guard', life: 5 }));
  }
  const s = play(
    [row, '1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [at, 0],
    ],
    blue,
    [oneFigure(c, { life: 5 }), other],
    blueCards,
  );
  placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
  choose(s, 'done', 'choose-mover');
  return s;
}

const offered = (s: HsState): string[] => (open(s).kind === 'use-power' ? optionIds(s) : []);

describe.skipIf(!HAVE_UNITS)('Barge Into Battle on the published cards', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on the Horned Skull Brutes', () => expect(bound.map((b) => b.card.name)).toEqual(['Horned Skull Brutes']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s switches with an engaged Squad figure 3 spaces away; controls', (_, c) => {
    const s = scene(c);
    expect(offered(s)).toEqual([`${KEY}:a1>a2`, 'skip']);
    const [brute, squad] = [figure(s, 'a1').head, figure(s, 'a2').head];
    choose(s, `${KEY}:a1>a2`);
    expect([figure(s, 'a1').head, figure(s, 'a2').head]).toEqual([squad, brute]);
    // No leaving-engagement attack: the attack question comes next, and the Brute may attack b1 from there.
    expect(open(s).kind).toBe('choose-attack');
    expect(optionIds(s)).toContain('a1>b1');
    // Two levels up: still offered; three: not.
    expect(offered(scene(c, { level: 3 }))).toEqual([`${KEY}:a1>a2`, 'skip']);
    expect(offered(scene(c, { level: 4 }))).toEqual([]);
    // 4 spaces away, not engaged, a Hero, the Brute itself engaged, and without the power: no question.
    expect(offered(scene(c, { at: 4 }))).toEqual([]);
    expect(offered(scene(c, { engaged: false }))).toEqual([]);
    expect(offered(scene(c, { other: card({ name: 'Hero', life: 5 }) }))).toEqual([]);
    expect(offered(scene(c, { bruteEngaged: true }))).toEqual([]);
    expect(offered(scene(withoutPowers(c)))).toEqual([]);
  });
});
