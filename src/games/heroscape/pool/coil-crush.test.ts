/**
 * Coil Crush (Wo-Sa-Ga) on the published card, through the real engine with forced dice: an attack
 * that inflicts 2 or more wounds on a small, medium or large figure is followed by the d20, and 15 or
 * more destroys the defender. Controls: 14, a single wound (no roll), a huge defender (no roll), and
 * the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Powers"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/** a1 (Attack 3, Range 9) rolls `skulls` skulls at b1 (Defense 0, Life 10, `size`); the d20 given after. */
function crush(c: ArmyCard, skulls: number, d20: number, size: ArmyCard['size'] = 'medium'): { rolls: number; wounds: number; destroyed: boolean } {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1'],
    [[0, 0]],
    [[5, 0]],
    [oneFigure(c, { attack: 3, range: 9 })],
    [card({ name: 'Blue', life: 10, defense: 0, size })],
  );
  toAfterMove(s, 0, 1);
  game.forceChance(s, [...Array.from({ length: 3 }, (_, i) => (i < skulls ? skull : blank)), d20]);
  const rolls = ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').length;
  return { rolls, wounds: figure(s, 'b1').wounds, destroyed: figure(s, 'b1').destroyed };
}

describe.skipIf(!HAVE_UNITS)('Coil Crush on the published card', () => {
  const bound = boundTo(cards, 'coil-crush');
  it('the pool binds it on Wo-Sa-Ga', () => expect(bound.map((b) => b.card.name)).toEqual(['Wo-Sa-Ga']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 2 wounds and 15 destroy; 14, 1 wound, a huge figure do not', (_, c) => {
    expect(crush(c, 2, 15)).toMatchObject({ rolls: 1, destroyed: true });
    expect(crush(c, 2, 14)).toEqual({ rolls: 1, wounds: 2, destroyed: false });
    expect(crush(c, 1, 20)).toEqual({ rolls: 0, wounds: 1, destroyed: false });
    expect(crush(c, 3, 20, 'huge')).toEqual({ rolls: 0, wounds: 3, destroyed: false });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers: no roll', (_, c) => {
    expect(crush(withoutPowers(c), 2, 15)).toEqual({ rolls: 0, wounds: 2, destroyed: false });
  });
});
