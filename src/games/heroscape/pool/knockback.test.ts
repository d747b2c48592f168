/**
 * Knockback 14 (abilities/knockback.ts) on the published card bound to it (Shurrak), through the
 * real engine with forced dice: a medium figure that defends and survives is knocked back on a d20
 * of 14 or more onto an empty space within 3 clear sight spaces, not higher than its own (placed,
 * no leaving-engagement attack); placed 7 levels lower it falls (1 die, a skull is a wound).
 * Controls: a 13, a large defender, a destroyed defender, and the card without its powers (no roll).
 * Rulebook: heroscape-master-game-guide — "Falling", "Clear Sight Spaces"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { KNOCKBACK_NEEDS } from '../abilities/knockback.js';
import { FACE } from '../battle/dice.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { GameEvent } from '../../../core/index.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, blank } = FACE;

/**
 * a1 (the card, Attack 3, Range 1) on level 9 at (0, 0) attacks b1 (Blue, Defense 3) beside it at
 * (1, 0); level 9 all along the first row, (0, 1) on level 2 and (1, 1) on level 10 beside them.
 * `faces`: the attack and defense dice, then the d20.
 */
function attacked(c: ArmyCard, faces: readonly number[], defender: Partial<ArmyCard> = {}): { s: HsState; events: GameEvent[] } {
  const s = battle(
    ['9 9 9 9 9 9', '2 10 9 9 9 9'],
    [[0, 0]],
    [[1, 0]],
    [oneFigure(c, { attack: 3, range: 1 })],
    [card({ name: 'Blue', life: 9, defense: 3, ...defender })],
  );
  toAfterMove(s, 0, 1);
  game.forceChance(s, faces);
  return { s, events: choose(s, 'a1>b1', 'choose-attack') };
}

const hexOf = (s: HsState, id: string): string => {
  const w = whereIs(boardOf(s), figure(s, id).head);
  return `${w.q},${w.r}@${w.level}`;
};

function offered(s: HsState): string[] {
  const p = open(s);
  expect(p).toMatchObject({ kind: 'use-power', player: 0 });
  return p.options
    .filter((o) => o.id !== 'skip')
    .map((o) => {
      const pl = o.payload as { q: number; r: number; level: number };
      return `${pl.q},${pl.r}@${pl.level}`;
    });
}

function knockTo(s: HsState, hex: string): GameEvent[] {
  const o = open(s).options.find((x) => {
    const pl = x.payload as { q: number; r: number; level: number } | undefined;
    return pl !== undefined && `${pl.q},${pl.r}@${pl.level}` === hex;
  });
  if (!o) throw new Error(`no knockback to ${hex}`);
  return choose(s, o.id, 'use-power');
}

const MISS = [blank, blank, blank, blank, blank, blank];
const rolled = (events: readonly GameEvent[]): number => ofType(events, 'PowerUsed').filter((e) => e.data.power === 'Knockback 14').length;

describe.skipIf(!HAVE_UNITS)('Knockback on the published cards', () => {
  const bound = boundTo(cards, 'knockback-14');

  it('the pool binds it on Shurrak', () => expect(bound.map((b) => b.card.name)).toEqual(['Shurrak']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: on 14 a surviving medium figure is placed within 3 clear sight spaces, not higher; a fall lower',
    (_, c) => {
      const { s, events } = attacked(c, [...MISS, KNOCKBACK_NEEDS]);
      expect(rolled(events)).toBe(1);
      const places = offered(s);
      expect(places).toEqual(expect.arrayContaining(['2,0@9', '3,0@9', '0,1@2']));
      // Higher than its level, 4 spaces away, or occupied: not offered.
      for (const no of ['1,1@10', '4,0@9', '0,0@9', '1,0@9']) expect(places).not.toContain(no);
      // 7 levels down with Height 5: one die, a skull is a wound; no leaving-engagement attack.
      game.forceChance(s, [skull]);
      const after = knockTo(s, '0,1@2');
      expect(hexOf(s, 'b1')).toBe('0,1@2');
      expect(ofType(after, 'Fell')[0]?.data).toMatchObject({ figure: 'b1', drop: 7, dice: 1, skulls: 1 });
      expect(ofType(after, 'LeaveEngagement')).toEqual([]);
      expect(figure(s, 'b1').wounds).toBe(1);
      // Same level: no fall.
      const level = attacked(c, [...MISS, 20]);
      expect(ofType(knockTo(level.s, '3,0@9'), 'Fell')).toEqual([]);
      expect(hexOf(level.s, 'b1')).toBe('3,0@9');
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: no knockback on 13, against a large figure, a destroyed one, or without the power', (_, c) => {
    const low = attacked(c, [...MISS, KNOCKBACK_NEEDS - 1]);
    expect(rolled(low.events)).toBe(1);
    expect(open(low.s).kind).not.toBe('use-power');
    expect(hexOf(low.s, 'b1')).toBe('1,0@9');
    expect(rolled(attacked(c, [...MISS, 20], { size: 'large', height: 6 }).events)).toBe(0);
    // Life 1 and a skull unblocked: destroyed, no roll.
    expect(rolled(attacked(c, [skull, blank, blank, blank, blank, blank, 20], { life: 1 }).events)).toBe(0);
    const without = attacked(withoutPowers(c), [...MISS, 20]);
    expect(rolled(without.events)).toBe(0);
    expect(open(without.s).kind).not.toBe('use-power');
  });
});
