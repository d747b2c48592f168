/**
 * Tactical Switch (abilities/tactical-switch.ts) on the published card bound to it (Warforged
 * Soldiers), through the real engine with forced dice: attacking an opponent's medium figure on a
 * higher level, the soldier may switch spaces with it first — no leaving-engagement attack from the
 * other enemy it leaves — and attacks from the higher space (the height advantage is its own); the
 * figure switched is not offered again that turn, though the second soldier may still attack it
 * plainly. Controls: the plain attack (the defender keeps the height advantage), a large defender
 * (no switch offered), and the card without its powers.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (height advantage), "Leaving an engagement";
 * the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, optionIds, toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const BLANKS = Array<number>(12).fill(FACE.blank);

/**
 * Red's two soldiers: a1 on (1, 1) and a2 on (1, 2), level 1; Blue's b2 (`big`: a large figure) on
 * (2, 1) on level 2, beside both; Blue's b1 on (0, 1), engaged with a1 only (the zone's spaces go to
 * the figures in the battlefield's order). Red's turn, after moving.
 */
function field(c: ArmyCard, big = false): HsState {
  const s = battle(
    ['1 1 1 1 1', '1 1 2 1 1', '1 1 1 1 1'],
    [
      [1, 1],
      [1, 2],
    ],
    [
      [2, 1],
      [0, 1],
    ],
    [oneFigure(c, { kind: 'squad', figures: 2, life: 9 })],
    [card({ name: 'Other', life: 9 }), card({ name: 'Blue', life: 9, ...(big ? { size: 'large' as const, height: 6 } : {}) })],
  );
  toAfterMove(s, 0, 2);
  return s;
}

const at = (s: HsState, id: string): string => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return `${w.q},${w.r}@${w.level}`;
};

describe.skipIf(!HAVE_UNITS)('Tactical Switch on the published card', () => {
  const bound = boundTo(cards, 'tactical-switch');
  it('the pool binds it on the Warforged Soldiers', () => expect(bound.map((b) => b.card.name)).toEqual(['Warforged Soldiers']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: switch, no leaving-engagement attack, the attack from the higher space; once a turn',
    (_, c) => {
      const s = field(c);
      expect(optionIds(s)).toEqual(expect.arrayContaining(['tactical-switch:a1>b2', 'tactical-switch:a2>b2']));
      game.forceChance(s, BLANKS);
      const events = choose(s, 'tactical-switch:a1>b2', 'choose-attack');
      expect(ofType(events, 'LeaveEngagement')).toHaveLength(0);
      expect(at(s, 'a1')).toBe('2,1@2');
      expect(at(s, 'b2')).toBe('1,1@1');
      const declared = ofType(events, 'AttackDeclared');
      expect(declared).toHaveLength(1);
      expect(declared[0]!.data).toMatchObject({ attacker: 'a1', defender: 'b2', height: 'attacker' });
      // b2 has been switched this turn: a2 may attack it, not switch with it.
      const ids = optionIds(s);
      expect(ids).toContain('a2>b2');
      expect(ids).not.toContain('tactical-switch:a2>b2');
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: the plain attack, a large figure and the card without its powers', (_, c) => {
    const plain = field(c);
    game.forceChance(plain, BLANKS);
    const declared = ofType(choose(plain, 'a1>b2', 'choose-attack'), 'AttackDeclared')[0]!.data;
    expect(declared).toMatchObject({ height: 'defender' });
    expect(at(plain, 'a1')).toBe('1,1@1');

    const large = field(c, true);
    expect(optionIds(large)).toContain('a1>b2');
    expect(optionIds(large)).toContain('tactical-switch:a1>b1');
    expect(optionIds(large)).not.toContain('tactical-switch:a1>b2');
    expect(optionIds(large)).not.toContain('tactical-switch:a2>b2');

    expect(optionIds(field(withoutPowers(c))).some((id) => id.startsWith('tactical-switch:'))).toBe(false);
  });
});
