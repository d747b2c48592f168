/**
 * A Coward's Reward on every published card that has it (Sir Denrick, Knights of Weston), through the
 * real engine with forced dice: Blue's figure walks away from the card's figure, which takes the
 * leaving-engagement attack with 2 dice, each skull a wound. Control: the same card without its powers
 * rolls 1 die (one wound from the same forced skulls).
 * Rulebook: heroscape-master-game-guide — "Leaving an engagement", "Multiple engagements"; the power's
 * text is on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull } = FACE;

/** b1 engaged with the card's figure a1 walks two spaces away; Red attacks it as it leaves, the dice forced to skulls. */
function leaving(c: ArmyCard) {
  const s = battle(['1 1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c)], [card({ name: 'Blue', life: 20, move: 5 })]);
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
  choose(s, 'fig:b1', 'choose-mover');
  choose(s, optionWhere(s, { q: 3, r: 0 }).id);
  expect(open(s)).toMatchObject({ kind: 'reaction', player: 0 });
  const option = open(s).options.find((o) => o.id.endsWith(':a1'))!;
  game.forceChance(s, [skull, skull, skull]);
  const events = choose(s, option.id);
  return { label: option.label, attack: ofType(events, 'LeavingEngagementAttack')[0]?.data, wounds: figure(s, 'b1').wounds };
}

describe.skipIf(!HAVE_UNITS)("A Coward's Reward on the published cards", () => {
  const bound = boundTo(cards, 'a-coward-s-reward');

  it('the pool binds it on the 2 cards that print it', () => expect(bound.map((b) => b.card.name).sort()).toEqual(['Knights of Weston', 'Sir Denrick']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s rolls 2 dice, each skull a wound; without the power 1 die', (_, c) => {
    const hit = leaving(c);
    expect(hit.label).toMatch(/2 attack dice/);
    expect(hit.attack).toMatchObject({ attacker: 'a1', mover: 'b1', faces: ['skull', 'skull'] });
    expect(hit.wounds).toBe(2);
    const control = leaving(withoutPowers(c));
    expect(control.label).toMatch(/1 attack die/);
    expect(control.attack).toMatchObject({ attacker: 'a1', mover: 'b1', face: 'skull' });
    expect(control.wounds).toBe(1);
  });
});
