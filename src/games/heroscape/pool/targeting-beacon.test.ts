/**
 * Targeting Beacon (abilities/targeting-beacon.ts) on the published card bound to it (Omnicron
 * Repulsors), through the real engine: a Soulborg of Jandar of the same player attacks a figure it is
 * not adjacent to while a figure of the card stands next to that figure — 1 more attack die; none when
 * the card's figure is not next to it, when the attacker is adjacent, when the attacker follows another
 * general, and none for the card without its powers (the control).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "ENGAGEMENT AND ADJACENCY RULES"; the power's
 * text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];

/** Red's gunner (Attack 2, Range 9) at (`at`, 1) attacks b1 at (5, 1); the card's figure stands at (`beacon`, 1). */
function dice(c: ArmyCard, { at = 0, beacon = 6, general = 'jandar' } = {}): number {
  const gunner = card({ name: 'Gunner', species: 'soulborg', general, attack: 2, range: 9, life: 10 });
  const s = play(
    ROWS,
    [
      [at, 1],
      [beacon, 1],
    ],
    [[5, 1]],
    [gunner, oneFigure(c, { move: 0 })],
    [card({ name: 'Target', life: 10, move: 0 })],
  );
  toAfterMove(s, 0, 2);
  return Number(ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data['attackDice']);
}

describe.skipIf(!HAVE_UNITS)('Targeting Beacon on the published cards', () => {
  const bound = boundTo(cards, 'targeting-beacon');

  it('the pool binds it on the Omnicron Repulsors', () => expect(bound.map((b) => b.card.name)).toEqual(['Omnicron Repulsors']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 1 more die for a Soulborg of Jandar, only as printed', (_, c) => {
    expect(dice(c)).toBe(3);
    expect(dice(c, { beacon: 8 })).toBe(2);
    expect(dice(c, { at: 4 })).toBe(2);
    expect(dice(c, { general: 'vydar' })).toBe(2);
    expect(dice(withoutPowers(c))).toBe(2);
  });
});
