/**
 * Lava Resistant (abilities/lava-resistant.ts) on every published card bound to it, through the real
 * engine with forced dice: the card's figure walks through molten lava, ends a move on it without the
 * d20, and rolls nothing on a lava field at the end of the round; control: the same card without its
 * powers stops on the lava, is destroyed by a 19, and takes a wound from a skull on the lava field.
 * The Fire Elemental's Lava Resistant in the units file carries the Earth Elemental's Earth Slam text
 * (a known data error, pool/sets/data-errors.ts): it is played as the standard power, so 6 cards.
 * Rulebook: heroscape-master-game-guide — "Molten Lava", "Lava Fields"; the power's text is on the
 * cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { bindingsOf } from './bind.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The card with only its Lava Resistant (Moltenclaw's Flying would carry it over the lava anyway). */
const lavaOnly = (c: ArmyCard): ArmyCard => ({ ...c, powers: c.powers.filter((p) => p.name === 'Lava Resistant') });

/** a1 (Move 5) at (0, 0) before molten lava at (2, 0), asked where to move. */
function byTheLava(c: ArmyCard) {
  const s = battle(['1 1 1m 1 1 1 1 1 1 1 1'], [[0, 0]], [[10, 0]], [oneFigure(c, { move: 5 })], [card({ name: 'Blue' })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'fig:a1', 'choose-mover');
  return s;
}

/** a1 ends its move on the molten lava at (2, 0) with a 19 forced: whether the d20 was rolled, and a1's fate. */
function ontoLava(c: ArmyCard): { rolled: boolean; destroyed: boolean } {
  const s = byTheLava(c);
  game.forceChance(s, [19]);
  const events = choose(s, optionWhere(s, { q: 2, r: 0 }).id);
  return { rolled: ofType(events, 'TerrainRoll').length > 0 || (s.core.forced ?? []).length === 0, destroyed: figure(s, 'a1').destroyed };
}

/** a1 (Life 3) stays on a lava field at (0, 0) for a whole round with a skull forced at its end: the wounds and whether it rolled. */
function roundOnLavaField(c: ArmyCard): { rolled: boolean; wounds: number } {
  const s = battle(['1l 1 1 1 1 1 1 1 1'], [[0, 0]], [[8, 0]], [oneFigure(c, { life: 3 })], [card({ name: 'Blue' })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  for (let turn = 1; turn < 6; turn++) choose(s, 'done', 'choose-mover');
  game.forceChance(s, [FACE.skull]);
  const events = choose(s, 'done', 'choose-mover');
  return { rolled: ofType(events, 'TerrainRoll').length > 0, wounds: figure(s, 'a1').wounds };
}

describe.skipIf(!HAVE_UNITS)('Lava Resistant on the published cards', () => {
  const bound = boundTo(cards, 'lava-resistant');

  it('the pool binds it on the 5 cards whose text is Lava Resistant and on the Fire Elemental (its Earth Slam text a known data error)', () => {
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Brunak', 'Fire Elemental', 'Iron Golem', 'Moltenclaw', 'Obsidian Guards', 'Shurrak']);
    const fire = bindingsOf(named(cards, 'Fire Elemental')).find((b) => b.power === 'Lava Resistant');
    expect(fire?.dataError).toBeDefined();
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s walks through molten lava; without the power the lava stops it', (_, c) => {
    expect(optionWhere(byTheLava(lavaOnly(c)), { q: 4, r: 0 })).toBeDefined();
    const control = byTheLava(withoutPowers(c));
    expect(optionWhere(control, { q: 2, r: 0 })).toBeDefined();
    expect(() => optionWhere(control, { q: 4, r: 0 })).toThrow(/no option/);
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s ends a move on molten lava without the d20; without the power a 19 destroys it', (_, c) => {
    expect(ontoLava(lavaOnly(c))).toEqual({ rolled: false, destroyed: false });
    expect(ontoLava(withoutPowers(c))).toEqual({ rolled: true, destroyed: true });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s rolls nothing on a lava field at the end of the round; without the power a skull wounds it',
    (_, c) => {
      expect(roundOnLavaField(c)).toEqual({ rolled: false, wounds: 0 });
      expect(roundOnLavaField(withoutPowers(c))).toEqual({ rolled: true, wounds: 1 });
    },
  );
});
