/**
 * Leaf of the Home Tree Aura (Acolarh) on the published card, through the real engine with forced
 * dice: Red's archer rolls 3 skulls at Blue's Elf (Life 1, Defense 0) beside Acolarh; Blue rolls 10
 * Valkyrie Dice (abilities/valkyrie-dice.ts: the blank face is Ullar's symbol) — 3 symbols ignore the
 * wounds (the Elf stays, unwounded), 2 do not (destroyed). Controls, each with no Valkyrie roll: wounds
 * that do not destroy (Life 10), a figure of another species, an Elf 9 spaces away, Acolarh himself,
 * and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life", "Clear Sight Spaces"; the power's text
 * is on the card (../shared units file, read at run time).
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
const { skull, shield, blank: symbol } = FACE;
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1';
const ELF = card({ name: 'Elf Warrior', species: 'elf', general: 'ullar', life: 1, defense: 0 });

/** 10 Valkyrie Dice showing `n` symbols (the rest skulls and shields). */
const valkyrie = (n: number): number[] => Array.from({ length: 10 }, (_, i) => (i < n ? symbol : i % 2 === 0 ? skull : shield));

/**
 * Red's archer on (0, 0) rolls 3 skulls at Blue's `target` on (5, 0); Blue's Acolarh card stands on
 * `at`. `valk`: the Valkyrie faces forced after the attack. The Valkyrie rolls seen, the target's
 * wounds and whether it is destroyed. `self`: the target is Acolarh (Life 1, Defense 0) himself.
 */
function shot(c: ArmyCard, target: ArmyCard, at: [number, number], valk: readonly number[], self = false) {
  const blue = self ? [oneFigure(c, { life: 1, defense: 0 })] : [target, oneFigure(c)];
  const s = battle([ROW, ROW], [[0, 0]], self ? [[5, 0]] : [[5, 0], at], [card({ name: 'Archer', range: 12, attack: 3 })], blue);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull, ...valk]);
  const rolls = ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').filter((e) => e.data.power === 'Leaf of the Home Tree Aura').length;
  const b1 = figure(s, 'b1');
  return { rolls, wounds: b1.wounds, destroyed: b1.destroyed };
}

describe.skipIf(!HAVE_UNITS)('Leaf of the Home Tree Aura on the published card', () => {
  const bound = boundTo(cards, 'leaf-of-the-home-tree-aura');
  it('the pool binds it on Acolarh', () => expect(bound.map((b) => b.card.name)).toEqual(['Acolarh']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 3 symbols of 10 keep a destroyed Elf in 8 clear sight spaces', (_, c) => {
    // Beside the Elf: 3 symbols ignore the wounds, 2 do not.
    expect(shot(c, ELF, [5, 1], valkyrie(3))).toEqual({ rolls: 1, wounds: 0, destroyed: false });
    expect(shot(c, ELF, [5, 1], valkyrie(2))).toEqual({ rolls: 1, wounds: 3, destroyed: true });
    // 8 spaces away (13, 0) still counts; 9 (14, 0) does not.
    expect(shot(c, ELF, [13, 0], valkyrie(3))).toEqual({ rolls: 1, wounds: 0, destroyed: false });
    expect(shot(c, ELF, [14, 0], valkyrie(3))).toEqual({ rolls: 0, wounds: 3, destroyed: true });
    // Wounds that do not destroy: no roll.
    expect(shot(c, { ...ELF, life: 10 }, [5, 1], valkyrie(3))).toEqual({ rolls: 0, wounds: 3, destroyed: false });
    // Not an Elf: no roll.
    expect(shot(c, { ...ELF, species: 'human' }, [5, 1], valkyrie(3))).toEqual({ rolls: 0, wounds: 3, destroyed: true });
    // Acolarh himself: no roll.
    expect(shot(c, ELF, [5, 1], valkyrie(3), true)).toEqual({ rolls: 0, wounds: 3, destroyed: true });
    // Without the power: no roll.
    expect(shot(withoutPowers(c), ELF, [5, 1], valkyrie(3))).toEqual({ rolls: 0, wounds: 3, destroyed: true });
  });
});
