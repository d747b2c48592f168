/**
 * Highland Fury (MacDirk Warriors) on the published card, through the real engine: at the start of
 * the first round its player chooses a Human Champion of theirs (a Soldier is not offered), and the
 * card's attack rolls 1 more die for each wound marker on the champion. Controls: the champion
 * unwounded, and the card without its powers (no question, the printed Attack).
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards", "ATTACKING"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { optionIds } from '../abilities/rotv-testkit.js';
import { card, choose, figure, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * The card's two figures (Attack 2) at (0, 0), (1, 0), a Human Champion (card 1, `wounds` on it) at
 * (5, 0) and a Soldier (card 2) at (7, 0); Blue at (2, 0). The question asked first, and the attack
 * dice a2 declares on b1 once the champion is chosen.
 */
function highland(c: ArmyCard, wounds: number): { asked: string[]; dice: number } {
  const squad = { ...c, kind: 'squad' as const, figures: 2, spaces: 1, size: 'medium' as const, height: 5, attack: 2 };
  const s = play(
    ['1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [1, 0],
      [5, 0],
      [7, 0],
    ],
    [[2, 0]],
    [squad, card({ name: 'Champion', species: 'human', class: 'champion', life: 5 }), card({ name: 'Soldier' })],
    [card({ name: 'Blue', life: 20 })],
  );
  let asked: string[] = [];
  if (open(s).kind === 'use-power') {
    asked = optionIds(s);
    choose(s, 'highland-fury:choose:1');
  }
  figure(s, 'a3').wounds = wounds;
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
  // The card's Human Champion Bonding is offered first: not taken.
  if (open(s).kind === 'use-power') choose(s, 'skip');
  choose(s, 'done', 'choose-mover');
  return { asked, dice: Number(ofType(choose(s, 'a2>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['attackDice']) };
}

describe.skipIf(!HAVE_UNITS)('Highland Fury on the published cards', () => {
  const bound = boundTo(cards, 'highland-fury');
  it('the pool binds it on MacDirk Warriors', () => expect(bound.map((b) => b.card.name)).toEqual(['MacDirk Warriors']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s', (_, c) => {
    expect(highland(c, 2)).toEqual({ asked: ['highland-fury:choose:1'], dice: 4 });
    expect(highland(c, 0)).toEqual({ asked: ['highland-fury:choose:1'], dice: 2 });
    expect(highland(withoutPowers(c), 2)).toEqual({ asked: [], dice: 2 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s may not attack its Chosen Human Champion, even engaged with it', (_, c) => {
    /** The champion (a3) at (2, 0), next to a2, handed to Blue after the choice (as Mind Shackle does): a2's attack options. */
    const options = (k: ArmyCard): string[] => {
      const squad = { ...k, kind: 'squad' as const, figures: 2, spaces: 1, size: 'medium' as const, height: 5, attack: 2 };
      const s = play(
        ['1 1 1 1 1 1 1 1 1 1'],
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [7, 0],
        ],
        [[9, 0]],
        [squad, card({ name: 'Champion', species: 'human', class: 'champion', life: 5 }), card({ name: 'Soldier' })],
        [card({ name: 'Blue', life: 20 })],
      );
      if (open(s).kind === 'use-power') choose(s, 'highland-fury:choose:1');
      s.cards[1]!.owner = 1;
      figure(s, 'a3').owner = 1;
      placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3]);
      if (open(s).kind === 'use-power') choose(s, 'skip');
      choose(s, 'done', 'choose-mover');
      return open(s).kind === 'choose-attack' ? optionIds(s) : [];
    };
    expect(options(c)).not.toContain('a2>a3');
    expect(options(withoutPowers(c))).toContain('a2>a3');
  });
});
