/**
 * Hive Swarm (abilities/hive-swarm.ts, battle/commons.ts's extra activations) on the published card
 * bound to it (Marro Drones), through the real engine with forced d20s: with three Marro Drones cards,
 * a marker on one moves up to 3 figures on 1–12, 6 on 13–16, 9 on 17–20, and a matching figure so
 * activated attacks as the card's own. Control: the card without its powers rolls nothing and
 * activates 3 (the matching Common cards' rule alone).
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS" (matching Common cards),
 * "3. ON YOUR TURN"; the power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, open, placeMarkers } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/**
 * Red: three copies of the card (the first `first`), figures a1–a9 on (0, 0)–(8, 0); Blue at (9, 0),
 * next to a9 only. Red's markers on the first copy; Red first; then the d20 `d20` if one is rolled.
 */
function turnOf(c: ArmyCard, first: ArmyCard, d20: number): { s: HsState; rolled: boolean } {
  const red = Array.from({ length: 9 }, (_, q) => [q, 0] as [number, number]);
  const s = battle(['1 1 1 1 1 1 1 1 1 1 1 1'], red, [[9, 0]], [first, c, c], [card({ name: 'Blue', life: 20 })]);
  placeMarkers(s, [0, 0, 0, 0], [3, 3, 3, 3], [20, 1, d20]);
  return { s, rolled: (s.core.forced ?? []).length === 0 };
}

/** Moves (in place) the first figure offered, again and again, while the move question offers one; returns how many moved. */
function activateAll(s: HsState): number {
  let n = 0;
  for (;;) {
    const q = open(s);
    const fig = q.kind === 'choose-mover' && q.player === 0 ? q.options.find((o) => o.id.startsWith('fig:')) : undefined;
    if (!fig) return n;
    choose(s, fig.id);
    choose(s, 'stay', 'choose-destination');
    n++;
  }
}

const attackers = (s: HsState): string[] => (open(s).kind === 'choose-attack' && open(s).player === 0 ? open(s).options.map((o) => o.id) : []);

describe.skipIf(!HAVE_UNITS)('Hive Swarm on the published cards', () => {
  const bound = boundTo(cards, 'hive-swarm');

  it('the pool binds it on the Marro Drones', () => expect(bound.map((b) => b.card.name)).toEqual(['Marro Drones']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: 1–12 moves 3, 13–16 moves 6, 17–20 moves 9; without the power 3 and no roll', (_, c) => {
    const count = (d20: number, first = c): { n: number; rolled: boolean } => {
      const { s, rolled } = turnOf(c, first, d20);
      return { n: activateAll(s), rolled };
    };
    expect(count(12)).toEqual({ n: 3, rolled: true });
    expect(count(13)).toEqual({ n: 6, rolled: true });
    expect(count(16)).toEqual({ n: 6, rolled: true });
    expect(count(17)).toEqual({ n: 9, rolled: true });
    expect(count(17, withoutPowers(c))).toEqual({ n: 3, rolled: false });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: a matching figure activated by the swarm attacks; beyond the number rolled it does not',
    (_, c) => {
      // 17: all nine move, a9 (the last activated, next to Blue) may attack.
      const { s } = turnOf(c, c, 17);
      activateAll(s);
      expect(attackers(s)).toContain('a9>b1');
      const events = choose(s, 'a9>b1');
      expect(events.some((e) => e.type === 'AttackDeclared' && JSON.stringify(e).includes('"a9"'))).toBe(true);
      // 13: six activated (a1–a6), so a9 may not attack.
      const { s: six } = turnOf(c, c, 13);
      activateAll(six);
      expect(attackers(six)).not.toContain('a9>b1');
    },
  );
});
