/**
 * The Valkyrie Dice powers on added skulls and shields (abilities/orc-battle-cry.ts,
 * abilities/heroic-defense-aura.ts) and on a repeated special attack (Autoload: abilities/repeated-special.ts), on the published cards bound to them, through the real engine
 * with forced dice. Our reading (abilities/valkyrie-dice.ts, docs/heroscape.md "Valkyrie Dice"): the
 * attack's (defense's) own dice are rolled as the general's Valkyrie Dice, so each blank face is a
 * symbol: Orc Battle Cry adds a skull for each, Heroic Defense Aura a shield, Autoload attacks again after one. Controls: the card
 * without its powers, a figure of another kind, one not adjacent (out of the aura), a special attack.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Clear Sight Spaces", "Special Powers"; the
 * powers' texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds, toAfterMove, withPowers } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1 1 1'];

function family(key: string, names: readonly string[], check: (c: ArmyCard) => void): void {
  describe.skipIf(!HAVE_UNITS)(`${key} on the published cards`, () => {
    const bound = boundTo(cards, key);
    it(`the pool binds it on ${names.join(', ')}`, () => expect(bound.map((b) => b.card.name).sort()).toEqual([...names].sort()));
    it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => check(c));
  });
}

const orcWarrior = (over: Partial<ArmyCard> = {}): ArmyCard => card({ name: 'Grunt', species: 'orc', class: 'warriors', attack: 3, range: 7, ...over });

family('orc-battle-cry', ['Ornak'], (c) => {
  // The card at (0, 0), Red's attacker at `at`; it rolls a skull and two blanks at b1 (Defense 1, Life 10), which rolls a blank.
  const wounds = (k: ArmyCard, attacker: ArmyCard, at = 1): number => {
    const s = play(
      ROW,
      [
        [0, 0],
        [at, 0],
      ],
      [[8, 0]],
      [oneFigure(k), attacker],
      [card({ name: 'Target', defense: 1, life: 10 })],
    );
    toAfterMove(s, 1, 2);
    game.forceChance(s, [skull, blank, blank, blank]);
    choose(s, 'a2>b1', 'choose-attack');
    return figure(s, 'b1').wounds;
  };
  // Two symbols: two more skulls.
  expect(wounds(c, orcWarrior())).toBe(3);
  // Controls: the card without its powers, a human soldier beside it, the orc warrior two spaces away.
  expect(wounds(withoutPowers(c), orcWarrior())).toBe(1);
  expect(wounds(c, orcWarrior({ species: 'human', class: 'soldiers' }))).toBe(1);
  expect(wounds(c, orcWarrior(), 2)).toBe(1);
});

family('heroic-defense-aura', ['Hatamoto Taro'], (c) => {
  // Blue's defender (Defense 2, Life 10) at (`at`, 0), the card at `taro`; Red's attacker at `from` rolls 3 skulls, the defender a shield and a blank.
  const wounds = (k: ArmyCard, opts: { cls?: string; at?: number; from?: number; taro?: number; special?: boolean } = {}): number => {
    const { cls = 'samurai', at = 5, from = at - 1, taro = 9, special = false } = opts;
    const red = special ? withPowers({ name: 'Walker', attack: 3, range: 7 }, 'Explosion Special Attack') : card({ name: 'Red', attack: 3, range: 7 });
    const s = play(
      ROW,
      [[from, 0]],
      [
        [at, 0],
        [taro, 0],
      ],
      [red],
      [card({ name: 'Defender', class: cls, defense: 2, life: 10 }), oneFigure(k, { life: 10 })],
    );
    toAfterMove(s, 0, 1);
    game.forceChance(s, [skull, skull, skull, shield, blank]);
    choose(s, special ? 'explosion-special-attack:a1>b1' : 'a1>b1', 'choose-attack');
    return figure(s, 'b1').wounds;
  };
  // One symbol: one more shield.
  expect(wounds(c)).toBe(1);
  expect(wounds(c, { cls: 'ashigaru' })).toBe(1);
  // Controls: without its powers, a soldier, an attacker not adjacent, a special attack, the card 9 spaces away.
  expect(wounds(withoutPowers(c))).toBe(2);
  expect(wounds(c, { cls: 'soldiers' })).toBe(2);
  expect(wounds(c, { from: 0 })).toBe(2);
  expect(wounds(c, { special: true })).toBe(2);
  // Eight spaces away it still counts; nine, it does not.
  expect(wounds(c, { taro: 13 })).toBe(1);
  expect(wounds(c, { at: 4, taro: 13 })).toBe(2);
});

family('autoload-special-attack', ['Laglor'], (c) => {
  // The card at (0, 0), b1 (Life 10, Defense 3) at (5, 0), in range 7.
  const field = (k: ArmyCard) => {
    const s = play(ROW, [[0, 0]], [[5, 0]], [oneFigure(k)], [card({ name: 'Target', defense: 3, life: 10 })]);
    toAfterMove(s, 0, 1);
    return s;
  };
  const s = field(c);
  // 2 skulls and a symbol, all blocked: the symbol alone lets it attack again.
  game.forceChance(s, [skull, skull, blank, shield, shield, shield]);
  choose(s, 'autoload-special-attack:a1>b1', 'choose-attack');
  expect(figure(s, 'b1').wounds).toBe(0);
  expect(optionIds(s)).toEqual(['again:b1', 'skip']);
  game.forceChance(s, [skull, skull, blank, blank, blank, blank]);
  choose(s, 'again:b1');
  expect(figure(s, 'b1').wounds).toBe(2);
  expect(optionIds(s)).toEqual(['again:b1', 'skip']);
  // Three skulls, no symbol: no more attacks.
  game.forceChance(s, [skull, skull, skull, blank, blank, blank]);
  choose(s, 'again:b1');
  expect(figure(s, 'b1').wounds).toBe(5);
  expect(open(s).kind).not.toBe('use-power');
  // Control: without its powers the card has no Autoload.
  expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('autoload'))).toBe(false);
});
