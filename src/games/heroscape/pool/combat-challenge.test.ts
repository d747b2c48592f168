/**
 * Combat Challenge (abilities/combat-challenge.ts) on the published card bound to it (Tandros Kreel),
 * through the real engine: Red's figure adjacent to Tandros and to another Blue figure may attack
 * only Tandros, with a normal attack and with a special attack (Shotgun Blast, our test card's);
 * control — Tandros without his powers leaves both targets open.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES", "Special Attacks"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { card } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1';
const SHOTGUN = 'shotgun-blast-special-attack';

/** Red's a1 at (4, 1), beside Tandros (b1) at (4, 0) and Blue's b2 at (5, 1). Red's attack question. */
function attacks(tandros: ArmyCard): string[] {
  const s = battle(
    [ROW, ROW, ROW],
    [[4, 1]],
    [
      [4, 0],
      [5, 1],
    ],
    [withPowers({ name: 'Gunner', range: 1, attack: 2 }, 'Shotgun Blast Special Attack')],
    [oneFigure(tandros, { life: 9 }), card({ name: 'Other', life: 9 })],
  );
  toAfterMove(s, 0, 1);
  return optionIds(s);
}

describe.skipIf(!HAVE_UNITS)('Combat Challenge on the published card', () => {
  const bound = boundTo(cards, 'combat-challenge');
  it('the pool binds it on Tandros Kreel', () => expect(bound.map((b) => b.card.name)).toEqual(['Tandros Kreel']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: the adjacent attacker may attack only him, normal or special; without the power either',
    (_, c) => {
      const ids = attacks(c);
      expect(ids).toContain('a1>b1');
      expect(ids).not.toContain('a1>b2');
      expect(ids).toContain(`${SHOTGUN}:a1>b1`);
      expect(ids).not.toContain(`${SHOTGUN}:a1>b2`);
      const open = attacks(withoutPowers(c));
      expect(open).toEqual(expect.arrayContaining(['a1>b1', 'a1>b2', `${SHOTGUN}:a1>b1`, `${SHOTGUN}:a1>b2`]));
    },
  );
});
