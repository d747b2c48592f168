/**
 * Venom Ray Special Attack on the published card that has it (Estivara), through the real engine
 * with forced dice: 3 dice at a figure 5 spaces away; after a wound the d20 for Venom Damage — 12 is
 * one more wound and another roll, 5 then stops (2 wounds in all); a 20 destroys the figure; no d20
 * after an attack that wounds nothing; a figure 6 spaces away is beyond Range 5. Control: the same
 * card without its powers is offered no such attack.
 * Rulebook: heroscape-master-game-guide — "Special Attacks"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;
const KEY = 'venom-ray-special-attack';
const ROW = ['1 1 1 1 1 1 1 1'];
const blue = () => card({ name: 'Blue', life: 10, defense: 0 });

/** a1 (the card) 5 spaces from Blue's b1 (Life 10, Defense 0); the attack rolled with `chance` forced. */
function ray(c: ArmyCard, chance: readonly number[]) {
  const s = battle(ROW, [[0, 0]], [[5, 0]], [oneFigure(c)], [blue()]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, chance);
  const events = choose(s, `${KEY}:a1>b1`, 'choose-attack');
  return { s, events };
}

describe.skipIf(!HAVE_UNITS)('Venom Ray Special Attack on the published card', () => {
  it('Estivara: Venom Damage after a wound (10–19 a wound and again, 1–9 stop, 20 destroyed); none after no wound; Range 5; without the power none', () => {
    const bound = boundTo(cards, KEY);
    expect(bound.map((b) => b.card.name)).toEqual(['Estivara']);
    const c = bound[0]!.card;
    const chain = ray(c, [skull, blank, blank, 12, 5]);
    expect(ofType(chain.events, 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3 });
    expect(figure(chain.s, 'b1').wounds).toBe(2);
    // Her Cloud of Darkness rolls at the end of her turn: only the Venom Damage rolls are counted here.
    const venom = ofType(chain.events, 'PowerUsed').filter((e) => e.data['power'] !== 'Cloud of Darkness');
    expect(venom.map((e) => e.data['note'])).toEqual([expect.stringContaining('12'), expect.stringContaining('5')]);
    expect(figure(ray(c, [skull, blank, blank, 20]).s, 'b1').destroyed).toBe(true);
    const missed = ray(c, [blank, blank, blank]);
    expect(ofType(missed.events, 'PowerUsed').filter((e) => e.data['power'] !== 'Cloud of Darkness')).toHaveLength(0);
    expect(figure(missed.s, 'b1').wounds).toBe(0);

    const far = battle(ROW, [[0, 0]], [[6, 0]], [oneFigure(c)], [blue()]);
    toAfterMove(far, 0, 1);
    expect(optionIds(far).some((id) => id.startsWith(KEY))).toBe(false);

    const control = battle(ROW, [[0, 0]], [[5, 0]], [oneFigure(withoutPowers(c))], [blue()]);
    toAfterMove(control, 0, 1);
    expect(optionIds(control).some((id) => id.startsWith(KEY))).toBe(false);
  });
});
