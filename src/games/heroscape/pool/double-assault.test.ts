/**
 * Double Assault (Evar Scarcarver) on the published card, through the real engine with forced dice:
 * after a normal attack on an adjacent figure he is offered one more attack (and no third); after an
 * attack on a figure 3 spaces away, none. Control: the card without its powers attacks once.
 * Rulebook: heroscape-master-game-guide — "ATTACKING"; the power's text is on the card (../shared units
 * file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';
const { blank } = FACE;

describe.skipIf(!HAVE_UNITS)('Double Assault on the published card', () => {
  const bound = boundTo(cards, 'double-assault');
  it('the pool binds it on Evar Scarcarver', () => expect(bound.map((b) => b.card.name)).toEqual(['Evar Scarcarver']));

  /** Evar (Range 4) at (1, 0); Blue's b1 (Life 20, Defense 0) beside him at (2, 0), or 3 spaces away at (4, 0); b2 far off. He attacks b1 with blanks while offered: the attacks made. */
  const attacks = (c: ArmyCard, near: boolean): number => {
    const s = play(
      [ROW],
      [[1, 0]],
      [
        [near ? 2 : 4, 0],
        [12, 0],
      ],
      [oneFigure(c)],
      [card({ name: 'Blue', life: 20, defense: 0, kind: 'squad', rarity: 'common', figures: 2 })],
    );
    toAfterMove(s, 0, 1);
    let made = 0;
    for (let i = 0; i < 3; i++) {
      if (open(s).kind !== 'choose-attack' || open(s).player !== 0 || !open(s).options.some((o) => o.id === 'a1>b1')) break;
      game.forceChance(s, [blank, blank, blank, blank]);
      choose(s, 'a1>b1', 'choose-attack');
      made++;
    }
    return made;
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: two attacks after one on an adjacent figure, one after one at 3 spaces; without the power one',
    (_, c) => {
      const only: ArmyCard = { ...c, powers: c.powers.filter((p) => p.name === 'Double Assault') };
      expect(attacks(only, true)).toBe(2);
      expect(attacks(only, false)).toBe(1);
      expect(attacks(withoutPowers(c), true)).toBe(1);
    },
  );
});
