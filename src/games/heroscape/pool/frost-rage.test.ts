/**
 * Frost Rage (abilities/frost-rage.ts) on the published card bound to it (Evar Scarcarver), through the
 * real engine with forced dice: when his numbered marker is revealed and an X lies on his card too, his
 * player may reveal the X; then for the round his normal attacks and his defense rolls add one die for
 * each wound marker on his card. Controls: the X declined, no wound on the card, the X on another card
 * (not offered), and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ORDER MARKERS", "ATTACKING", "WOUND MARKERS AND DICE"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import type { HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { shield } = FACE;
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1 1'];
const REVEAL = 'frost-rage:reveal';
const SHIELDS = Array.from({ length: 20 }, () => shield);

type Placement = readonly [number, number, number, number];

/**
 * Red: the card under test (card 0, its printed numbers, Life 10, `wounds` wound markers) on (5, 1)
 * and a filler (card 1) on (11, 2); Blue: a target (card 2, Life 10) beside it on (4, 1). Red's markers
 * on the cards `red` names, Blue's all on card 2; Red goes first.
 */
function scene(c: ArmyCard, red: Placement, wounds: number): HsState {
  const s = battle(
    ROWS,
    [
      [5, 1],
      [11, 2],
    ],
    [[4, 1]],
    [oneFigure(c, { life: 10 }), card({ name: 'Filler', move: 0 })],
    [card({ name: 'Target', life: 10, move: 0, attack: 2, defense: 2 })],
  );
  figure(s, 'a1').wounds = wounds;
  placeMarkers(s, red, [2, 2, 2, 2]);
  return s;
}

/** After the reveal (and `answer` to the X's question, if asked): the dice of a1's attack on b1, then of b1's attack on a1 in Blue's turn. */
function dice(s: HsState, answer: string | null): { attack: number; defense: number } {
  if (answer !== null) choose(s, answer, 'use-power');
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, SHIELDS);
  const attack = Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]!.data['attackDice']);
  // Double Assault offers a second attack at the adjacent target: passed.
  if (open(s).kind === 'choose-attack' && open(s).player === 0) choose(s, 'end', 'choose-attack');
  choose(s, 'done', 'choose-mover');
  game.forceChance(s, SHIELDS);
  const defense = Number(ofType(choose(s, 'b1>a1', 'choose-attack'), 'AttackDeclared')[0]!.data['defenseDice']);
  return { attack, defense };
}

describe.skipIf(!HAVE_UNITS)('Frost Rage on the published card', () => {
  const bound = boundTo(cards, 'frost-rage');
  it('the pool binds it on Evar Scarcarver', () => expect(bound.map((b) => b.card.name)).toEqual(['Evar Scarcarver']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: the X revealed, one more attack and defense die per wound marker for the round', (_, c) => {
    const s = scene(c, [0, 1, 1, 0], 3);
    expect(open(s).options.map((o) => o.id)).toEqual([REVEAL, 'skip']);
    const raged = dice(s, REVEAL);
    expect(s.cards[0]!.revealed).toEqual(['1', 'X']);
    expect(raged).toEqual({ attack: c.attack + 3, defense: c.defense + 3 });
    // No wound marker on the card: nothing added.
    expect(dice(scene(c, [0, 1, 1, 0], 0), REVEAL)).toEqual({ attack: c.attack, defense: c.defense });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: declined, the X elsewhere, or without the power: the printed dice', (_, c) => {
    expect(dice(scene(c, [0, 1, 1, 0], 3), 'skip')).toEqual({ attack: c.attack, defense: c.defense });
    const elsewhere = scene(c, [0, 0, 0, 1], 3);
    expect(open(elsewhere).kind).toBe('choose-mover');
    expect(dice(elsewhere, null)).toEqual({ attack: c.attack, defense: c.defense });
    const plain = scene(withoutPowers(c), [0, 1, 1, 0], 3);
    expect(open(plain).kind).toBe('choose-mover');
    expect(dice(plain, null)).toEqual({ attack: c.attack, defense: c.defense });
  });
});
