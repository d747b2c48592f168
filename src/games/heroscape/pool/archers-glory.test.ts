/**
 * Archer's Glory (Brandis Skyhunter) on the published card, through the real engine with forced dice:
 * his normal attack destroys an opponent's Unique Hero two spaces away, and when his turn ends his
 * player may take another turn with him. Controls: the same Hero destroyed from an adjacent space, a
 * Common Squad figure destroyed from afar, and the card without its powers — no offer, Blue's turn
 * follows.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Life"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

const HERO = card({ name: 'Hero', life: 1, defense: 0 });
const SQUAD = card({ name: 'Squad', rarity: 'common', kind: 'squad', life: 1, defense: 0 });

/** The card's figure (Attack 3, Range 5) at (at, 0) destroys b1 (the target) at (3, 0); Blue's other card stands at (12, 0). What is asked next. */
function afterKill(c: ArmyCard, at: number, target: ArmyCard = HERO) {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1 1 1'],
    [[at, 0]],
    [
      [3, 0],
      [12, 0],
    ],
    [oneFigure(c, { attack: 3, range: 5 })],
    [target, card({ name: 'Other' })],
  );
  placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, [skull, skull, skull]);
  choose(s, 'a1>b1', 'choose-attack');
  expect(figure(s, 'b1').destroyed).toBe(true);
  if (open(s).kind === 'choose-attack') choose(s, 'done', 'choose-attack');
  return s;
}

describe.skipIf(!HAVE_UNITS)("Archer's Glory on the published cards", () => {
  const bound = boundTo(cards, 'archer-s-glory');
  it('the pool binds it on Brandis Skyhunter', () => expect(bound.map((b) => b.card.name)).toEqual(['Brandis Skyhunter']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: another turn after destroying a Unique Hero from afar', (_, c) => {
    const s = afterKill(c, 1);
    expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
    choose(s, 'archer-s-glory:take');
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    choose(s, 'done', 'choose-mover');
    // The extra turn earned nothing more: Blue's turn follows.
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });

    const declined = afterKill(c, 1);
    choose(declined, 'skip');
    expect(open(declined)).toMatchObject({ kind: 'choose-mover', player: 1 });

    expect(open(afterKill(c, 2))).toMatchObject({ kind: 'choose-mover', player: 1 });
    expect(open(afterKill(c, 1, SQUAD))).toMatchObject({ kind: 'choose-mover', player: 1 });
    // "Uncommon figures are considered Unique for all special powers": an Uncommon Hero counts; a Common Hero does not.
    expect(open(afterKill(c, 1, card({ ...HERO, rarity: 'uncommon' })))).toMatchObject({ kind: 'use-power', player: 0 });
    expect(open(afterKill(c, 1, card({ ...HERO, rarity: 'common' })))).toMatchObject({ kind: 'choose-mover', player: 1 });
    expect(open(afterKill(withoutPowers(c), 1))).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
