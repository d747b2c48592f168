/**
 * Indomitable and Battle Frenzy (Frost Giant of Morh) on the published card, through the real engine
 * with forced dice. Indomitable: beginning its turn unengaged it moves 7 (Move 5 + 2), not 8, and
 * attacks with 4 dice; beginning it engaged it attacks with 6. Battle Frenzy: after an attack the
 * d20 is rolled, 16 gives one more attack (and a roll after it), 15 none. Controls: the card without
 * its powers moves 5 and rolls 4 dice, and rolls no d20 after attacking.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "ENGAGEMENT AND ADJACENCY RULES",
 * "ATTACKING"; the powers' texts are on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';
const { blank } = FACE;

const giant = (): ArmyCard => {
  const b = boundTo(cards, 'indomitable');
  expect(b.map((x) => x.card.name)).toEqual(['Frost Giant of Morh']);
  expect(boundTo(cards, 'battle-frenzy').map((x) => x.card.name)).toEqual(['Frost Giant of Morh']);
  return b[0]!.card;
};
const only = (c: ArmyCard, name: string): ArmyCard => ({ ...c, powers: c.powers.filter((p) => p.name === name) });

describe.skipIf(!HAVE_UNITS)('Indomitable on the published card', () => {
  /** The giant at (0, 0), Blue's b1 (Life 20, Defense 0) at `blue`. Red's turn: the farthest hex of row 0 offered to move to. */
  const reach = (c: ArmyCard): number => {
    const s = play([ROW], [[0, 0]], [[12, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 20, defense: 0 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    return Math.max(...open(s).options.map((o) => (o.payload && typeof o.payload === 'object' && 'q' in o.payload ? Number(o.payload['q']) : 0)));
  };
  /** The giant at (0, 0) attacks b1: at (1, 0) from the start (engaged), or at (3, 0) after moving to (2, 0). Its attack dice. */
  const dice = (c: ArmyCard, engagedAtStart: boolean): number => {
    const s = play([ROW], [[0, 0]], [[engagedAtStart ? 1 : 3, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 20, defense: 0 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    if (!engagedAtStart) {
      choose(s, 'fig:a1', 'choose-mover');
      choose(
        s,
        open(s).options.find((o) => o.payload && typeof o.payload === 'object' && 'q' in o.payload && o.payload['q'] === 2 && o.payload['r'] === 0)!.id,
      );
    }
    while (open(s).kind === 'choose-mover') choose(s, 'done', 'choose-mover');
    game.forceChance(s, [blank, blank, blank, blank, blank, blank]);
    const events = choose(s, 'a1>b1', 'choose-attack');
    return Number(ofType(events, 'AttackDeclared')[0]?.data['attackDice']);
  };

  it('Frost Giant of Morh: unengaged at the start, Move 7 and 4 dice; engaged, 6 dice; without the power Move 5 and 4 dice', () => {
    const c = only(giant(), 'Indomitable');
    expect(reach(c)).toBe(7);
    expect(dice(c, false)).toBe(4);
    expect(dice(c, true)).toBe(6);
    expect(reach(withoutPowers(c))).toBe(5);
    expect(dice(withoutPowers(c), true)).toBe(4);
  });
});

describe.skipIf(!HAVE_UNITS)('Battle Frenzy on the published card', () => {
  /** The giant at (0, 0) beside b1 (Life 20, Defense 0) attacks it with 4 blanks; then the d20s `rolls`, each after an attack. The attacks made, and who is asked next. */
  const frenzy = (c: ArmyCard, rolls: number[]) => {
    const s = play([ROW], [[0, 0]], [[1, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 20, defense: 0 })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done', 'choose-mover');
    let attacks = 0;
    for (const d20 of rolls) {
      if (open(s).kind !== 'choose-attack' || open(s).player !== 0) break;
      game.forceChance(s, [blank, blank, blank, blank, d20]);
      choose(s, 'a1>b1', 'choose-attack');
      attacks++;
    }
    return { attacks, next: open(s).kind, player: open(s).player };
  };

  it('Frost Giant of Morh: 16 after an attack gives another, 15 none; without the power no roll, one attack', () => {
    const c = only(giant(), 'Battle Frenzy');
    expect(frenzy(c, [16, 16, 15, 20])).toEqual({ attacks: 3, next: 'choose-mover', player: 1 });
    expect(frenzy(c, [15, 20])).toEqual({ attacks: 1, next: 'choose-mover', player: 1 });
    expect(frenzy(withoutPowers(c), [20, 20])).toEqual({ attacks: 1, next: 'choose-mover', player: 1 });
  });
});
