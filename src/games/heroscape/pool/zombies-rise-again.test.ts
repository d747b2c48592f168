/**
 * Zombies Rise Again (Zombies of Morindan) on the published card, through the real engine with forced
 * dice: a2 destroys Blue's medium Hero beside it, so the card's destroyed figure a1 takes its place
 * and is offered no attack this turn. Controls: an Undead victim, a large victim, and the card without
 * its powers leave a1 destroyed.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf } from '../battle/state.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

/** The card as two single-space figures (Attack 3, Range 1): a1 at (0, 0), already destroyed, and a2 at (1, 0), which attacks b1 (Life 1, Defense 0) at (2, 0). */
function rise(c: ArmyCard, blue: Partial<ArmyCard> = {}) {
  const zombies: ArmyCard = { ...c, figures: 2, spaces: 1, size: 'medium', height: 5, attack: 3, range: 1 };
  const s = battle(
    ['1 1 1 1', '1 1 1 1'],
    [
      [1, 0],
      [0, 0],
    ],
    [
      [2, 0],
      [2, 1],
    ],
    [zombies],
    // A reserve at (2, 1), beside b1's space but not a2: the battle goes on, and a figure risen there could attack it.
    [card({ name: 'Blue', life: 1, defense: 0, ...blue }), card({ name: 'Reserve' })],
  );
  expect(boardOf(s).hexOf(figure(s, 'a2').head)).toEqual({ q: 1, r: 0 });
  const a1 = figure(s, 'a1');
  a1.destroyed = true;
  a1.head = -1;
  const b1At = figure(s, 'b1').head;
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull]);
  choose(s, 'a2>b1', 'choose-attack');
  const p = open(s);
  const attacks = p.kind === 'choose-attack' ? p.options.map((o) => o.id) : [];
  return { victim: figure(s, 'b1').destroyed, risen: !figure(s, 'a1').destroyed, inPlace: figure(s, 'a1').head === b1At, attacks };
}

describe.skipIf(!HAVE_UNITS)('Zombies Rise Again on the published card', () => {
  const bound = boundTo(cards, 'zombies-rise-again');
  it('the pool binds it on Zombies of Morindan', () => expect(bound.map((b) => b.card.name)).toEqual(['Zombies of Morindan']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    const hit = rise(c);
    expect(hit).toMatchObject({ victim: true, risen: true, inPlace: true });
    // The risen figure has no attack this turn (b2 stands beside it).
    expect(hit.attacks.some((id) => id.startsWith('a1'))).toBe(false);
    expect(rise(c, { species: 'undead' })).toMatchObject({ victim: true, risen: false });
    expect(rise(c, { size: 'large', height: 7 })).toMatchObject({ victim: true, risen: false });
    expect(rise(withoutPowers(c))).toMatchObject({ victim: true, risen: false });
  });
});
