/**
 * Bloodlust (Tagawa Samurai) on the published card, through the real engine with forced dice: a1
 * destroys b1 with a normal attack, so the card gets an Experience Marker and a2's attack on b2 rolls
 * one more die; with three markers already on the card a fourth is not placed. Control: the same card
 * without its powers places none and rolls its Attack.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Life"; the power's text is on the card
 * (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { EXPERIENCE } from '../abilities/bloodlust.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

/** Two figures of the card (Attack 2) at (1, 0), (2, 0) against two Blue figures (Life 1, Defense 0) at (1, 1), (2, 1): a1 destroys b1, then a2 attacks b2. */
function secondAttack(c: ArmyCard, markers = 0): { destroyed: boolean; experience: number; dice: number } {
  const squad = { ...c, kind: 'squad' as const, figures: 2, spaces: 1, size: 'medium' as const, height: 5, attack: 2 };
  const s = battle(
    ['1 1 1 1', '1 1 1 1'],
    [
      [1, 0],
      [2, 0],
    ],
    [
      [1, 1],
      [2, 1],
    ],
    [squad],
    [card({ name: 'Blue', kind: 'squad', figures: 2, life: 1, defense: 0 })],
  );
  for (let i = 0; i < markers; i++) s.cards[0]!.tokens.push(EXPERIENCE);
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, skull, skull, skull, skull]);
  choose(s, 'a1>b1', 'choose-attack');
  const destroyed = figure(s, 'b1').destroyed;
  const experience = s.cards[0]!.tokens.filter((t) => t === EXPERIENCE).length;
  const dice = Number(ofType(choose(s, 'a2>b2', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']);
  return { destroyed, experience, dice };
}

describe.skipIf(!HAVE_UNITS)('Bloodlust on the published cards', () => {
  const bound = boundTo(cards, 'bloodlust');
  it('the pool binds it on Tagawa Samurai', () => expect(bound.map((b) => b.card.name)).toEqual(['Tagawa Samurai']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    expect(secondAttack(c)).toEqual({ destroyed: true, experience: 1, dice: 3 });
    expect(secondAttack(c, 3)).toEqual({ destroyed: true, experience: 3, dice: 5 });
    expect(secondAttack(withoutPowers(c))).toEqual({ destroyed: true, experience: 0, dice: 2 });
  });
});
