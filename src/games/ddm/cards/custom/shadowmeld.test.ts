// The Shadar-Kai Warrior's Shadowmeld (cards/custom/shadowmeld.ts), played through the game API with
// forced d20s: a minor action of the power file's own, offered only beside a wall; then enemies not
// adjacent to it cannot see (so cannot target) it until it attacks; its use comes back at the start of
// its turn in a victory area. Each test fails if the power is ignored. ddm-battle-rules-2011, "USE A
// POWER", "Line of Sight" (Invisible), "Start of Turn Phase", "Rechargeable Powers", "Victory Areas".
import { describe, expect, it } from 'vitest';
import { STARTER_CREATURES } from '../../content/creatures.js';
import { act, byLabel, decision, nextTurnOf, openMap, turnOf, untilTurnOf } from '../../testkit.js';
import type { DdmState } from '../../state.js';
import { creatureText } from '../render.js';
import { geo, sees } from '../../geo.js';

const SK = 'Shadar-Kai Warrior';
const RAKE = 'Defiant Rake';
/** The Rake's Hand Crossbow (range 10): a ranged attack needs line of sight to its target. */
const CROSSBOW = 'attack:1';
const MELD = 'power:Shadowmeld';

const menu = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** The Shadar-Kai at `at`, a wall square at `wall`, enemies at `enemyAt`; the Shadar-Kai's turn. */
function start(at: [number, number], wall: [number, number] | null, enemies: readonly string[], enemyAt: readonly [number, number][]): DdmState {
  return turnOf([SK], enemies, [at, ...enemyAt], SK, { map: openMap(12, 12, wall ? [wall] : []) });
}

describe('Shadowmeld (minor action beside a wall: invisible to non-adjacent enemies until it attacks; recharges in a victory area)', () => {
  it('is offered as a minor action only while a wall borders its space', () => {
    expect(menu(start([1, 5], [0, 5], [RAKE], [[8, 5]]))).toContain(MELD);
    expect(menu(start([5, 5], [0, 5], [RAKE], [[8, 5]]))).not.toContain(MELD);
    const s = start([1, 5], [0, 5], [RAKE], [[8, 5]]);
    act(s, MELD);
    // The minor action is spent (and the one use with it): not offered again this turn.
    expect(s.turn?.minor).toBe(false);
    expect(menu(s)).not.toContain(MELD);
  });

  it('hides it only from enemies: an ally from afar still sees it', () => {
    const s = turnOf(
      [SK, 'Dire Wolf'],
      [RAKE],
      [
        [1, 5],
        [8, 4],
        [8, 5],
      ],
      SK,
      { map: openMap(12, 12, [[0, 5]]) },
    );
    act(s, MELD);
    const g = geo(s);
    expect(sees(g, byLabel(s, 'Dire Wolf'), byLabel(s, SK))).toBe(true);
    expect(sees(g, byLabel(s, RAKE), byLabel(s, SK))).toBe(false);
  });

  it('a ranged enemy from afar can target it without Shadowmeld, and cannot once it is used', () => {
    const plain = start([1, 5], [0, 5], [RAKE], [[8, 5]]);
    nextTurnOf(plain, RAKE);
    expect(menu(plain)).toContain(CROSSBOW);
    const melded = start([1, 5], [0, 5], [RAKE], [[8, 5]]);
    act(melded, MELD);
    nextTurnOf(melded, RAKE);
    expect(menu(melded)).not.toContain(CROSSBOW);
  });

  it('an adjacent enemy still sees it and can target it', () => {
    const s = start([1, 5], [0, 5], [RAKE], [[2, 5]]);
    act(s, MELD);
    nextTurnOf(s, RAKE);
    expect(menu(s)).toContain(CROSSBOW);
  });

  it('ends when it attacks: after its Katar attack the distant Rake can target it again', () => {
    const s = start(
      [1, 5],
      [0, 5],
      [RAKE, 'Gnoll Marauder'],
      [
        [8, 5],
        [1, 6],
      ],
    );
    act(s, MELD);
    act(s, 'attack:0', [1], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Gnoll Marauder').id) : null));
    nextTurnOf(s, RAKE);
    expect(menu(s)).toContain(CROSSBOW);
  });

  it('its spent use returns at the start of its turn only while it occupies a victory area', () => {
    // openMap's victory area B is the square (11,1).
    const inArea = start([11, 1], [11, 2], ['Gnoll Marauder'], [[10, 1]]);
    act(inArea, MELD);
    act(inArea, 'attack:0', [1]);
    untilTurnOf(inArea, SK);
    expect(menu(inArea)).toContain(MELD);
    const outside = start([5, 5], [4, 5], ['Gnoll Marauder'], [[6, 5]]);
    act(outside, MELD);
    act(outside, 'attack:0', [1]);
    untilTurnOf(outside, SK);
    expect(menu(outside)).not.toContain(MELD);
  });

  it('the stat card gives its slot, use and text', () => {
    const text = creatureText(STARTER_CREATURES.find((c) => c.name === SK)!);
    expect(text).toContain('Shadowmeld (1 use): Minor action: only while adjacent to a wall: this creature is invisible to enemies not adjacent to it');
  });
});
