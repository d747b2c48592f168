import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../core/index.js';
import { heroscapeHeuristics } from './heuristics.js';
import { choose, figure, open, placeMarkers, start, game } from './battle/testkit.js';
import { testArmiesConfig } from './module.js';
import { boardOf, type HsState } from './battle/state.js';
import { spaceDistance } from './board.js';
import { attackWorth, chanceOfWounds } from './ai-threat.js';

describe('Heroscape heuristics', () => {
  it('the evaluation is nearly zero-sum between the two players at the start (only the pull towards the enemy is one-sided) and in (-1, 1)', () => {
    const s = start(testArmiesConfig());
    const a = heroscapeHeuristics.evaluate(s, 0);
    const b = heroscapeHeuristics.evaluate(s, 1);
    expect(Math.abs(a + b)).toBeLessThan(0.05);
    expect(Math.abs(a)).toBeLessThan(1);
  });

  it('a figure of the evaluating side standing nearer the enemy is worth a little more', () => {
    const s = start(testArmiesConfig());
    const before = heroscapeHeuristics.evaluate(s, 0);
    const red = s.figures.find((f) => f.owner === 0)!;
    const blue = s.figures.find((f) => f.owner === 1)!;
    // Move a Red figure (by hand) to the free space nearest a Blue one.
    const board = boardOf(s);
    const taken = new Set(s.figures.flatMap((f) => [f.head, f.tail]));
    let best = red.head;
    for (let sp = 0; sp < board.nSpaces; sp++)
      if (
        !taken.has(sp) &&
        board.spHeadroom[sp]! >= 8 &&
        spaceDistance(board, sp, blue.head) < spaceDistance(board, best, blue.head) &&
        spaceDistance(board, sp, blue.head) > 1
      )
        best = sp;
    red.head = best;
    expect(heroscapeHeuristics.evaluate(s, 0)).toBeGreaterThan(before);
  });

  it('determinize resamples only what the player cannot see: the same whatever the hidden marker numbers were', () => {
    const a = start(testArmiesConfig());
    placeMarkers(a, [0, 1, 2, 3], [4, 5, 6, 7]);
    const ca = game.clone(a);
    const cb = game.clone(a);
    // Swap Red's hidden numbers in cb by hand: determinize must not care.
    const reds = cb.cards.filter((c) => c.owner === 0 && c.markers.length > 0);
    const nums = reds.flatMap((c) => c.markers).reverse();
    let k = 0;
    for (const c of reds) c.markers = c.markers.map(() => nums[k++]!);
    heroscapeHeuristics.determinize(ca, 1, new Rng(seedRng(9)));
    heroscapeHeuristics.determinize(cb, 1, new Rng(seedRng(9)));
    expect(ca.cards.map((c) => c.markers)).toEqual(cb.cards.map((c) => c.markers));
    // Blue's own markers are left as they are.
    expect(ca.cards.filter((c) => c.owner === 1).map((c) => c.markers)).toEqual(a.cards.filter((c) => c.owner === 1).map((c) => c.markers));
  });

  it('determinize is one fixed assignment: it draws nothing from the generator, so the search agents can cache positions', () => {
    const a = start(testArmiesConfig());
    placeMarkers(a, [0, 1, 2, 3], [4, 5, 6, 7]);
    const rng = new Rng(seedRng(3));
    const before = rng.state();
    const ca = game.clone(a);
    const cb = game.clone(a);
    heroscapeHeuristics.determinize(ca, 1, rng);
    expect(rng.state()).toEqual(before);
    heroscapeHeuristics.determinize(cb, 1, new Rng(seedRng(77)));
    expect(ca.cards.map((c) => c.markers)).toEqual(cb.cards.map((c) => c.markers));
    // Red's face-down positions are kept; only which number lies where is set.
    expect(ca.cards.map((c) => c.markers.length)).toEqual(a.cards.map((c) => c.markers.length));
  });

  /** The free space nearest `to` (not on it), by hand: for setting figures next to each other. */
  function nextTo(s: HsState, to: number): number {
    const board = boardOf(s);
    const taken = new Set(s.figures.flatMap((f) => [f.head, f.tail]));
    let best = -1;
    for (let sp = 0; sp < board.nSpaces; sp++)
      if (!taken.has(sp) && board.spHeadroom[sp]! >= 8 && (best < 0 || spaceDistance(board, sp, to) < spaceDistance(board, best, to))) best = sp;
    return best;
  }

  it('the dice: an attack die is a skull half the time, a defense die a shield a third; what an attack is worth grows with its dice and includes the kill', () => {
    expect(chanceOfWounds(1, 0, 1)).toBeCloseTo(0.5, 10);
    expect(chanceOfWounds(1, 1, 1)).toBeCloseTo(0.5 * (1 - 1 / 3), 10);
    expect(chanceOfWounds(0, 0, 1)).toBe(0);
    expect(chanceOfWounds(3, 2, 0)).toBe(1);
    // One life left: the whole remaining worth goes with the one wound that destroys the figure.
    expect(attackWorth(1, 0, 60, 1, 1, 0.4)).toBeCloseTo(30, 10);
    expect(attackWorth(5, 3, 100, 5, 5, 0.4)).toBeGreaterThan(attackWorth(3, 3, 100, 5, 5, 0.4));
    expect(attackWorth(4, 3, 100, 4, 0, 0.4)).toBe(0);
  });

  it("tempo: the evaluating side's turns still to come this round are worth more on a card that can strike, and nothing on the decoy X", () => {
    const s = start(testArmiesConfig());
    const champion = figure(s, 'a1');
    champion.head = nextTo(s, figure(s, 'b6').head);
    const withMarker = (m: '1' | 'X'): number => {
      const c = game.clone(s);
      c.cards[0]!.markers = [m];
      return heroscapeHeuristics.evaluate(c, 0);
    };
    const none = heroscapeHeuristics.evaluate(s, 0);
    expect(withMarker('X')).toBeCloseTo(none, 12);
    expect(withMarker('1')).toBeGreaterThan(none);
    // The same turn with the Champion far from every enemy is worth less.
    const far = game.clone(s);
    figure(far, 'a1').head = 0;
    const farGain = (() => {
      const c = game.clone(far);
      c.cards[0]!.markers = ['1'];
      return heroscapeHeuristics.evaluate(c, 0) - heroscapeHeuristics.evaluate(far, 0);
    })();
    expect(withMarker('1') - none).toBeGreaterThan(farGain);
  });

  it("danger: standing within reach of an enemy card that still has turns this round costs; the opponent's hidden numbers do not matter, only how many face-down markers lie on each card", () => {
    const s = start(testArmiesConfig());
    figure(s, 'a1').head = nextTo(s, figure(s, 'b6').head);
    const quiet = heroscapeHeuristics.evaluate(s, 0);
    const a = game.clone(s);
    a.cards[6]!.markers = ['1', '2'];
    a.cards[4]!.markers = ['3', 'X'];
    expect(heroscapeHeuristics.evaluate(a, 0)).toBeLessThan(quiet);
    // Blue's numbers swapped between its cards (the same count on each): Red cannot tell.
    const b = game.clone(s);
    b.cards[6]!.markers = ['X', '3'];
    b.cards[4]!.markers = ['2', '1'];
    expect(heroscapeHeuristics.evaluate(b, 0)).toBeCloseTo(heroscapeHeuristics.evaluate(a, 0), 12);
    // Blue sees its own: the Brute holding the decoy and one turn is worth less to Blue than two turns.
    const d = game.clone(s);
    d.cards[6]!.markers = ['1', 'X'];
    d.cards[4]!.markers = ['3'];
    expect(heroscapeHeuristics.evaluate(d, 1)).toBeLessThan(heroscapeHeuristics.evaluate(a, 1));
  });

  it('the turn under way: a move into range is worth the attack it sets up (the revealed marker no longer counts as a turn to come), and an attack made is no longer counted as to come', () => {
    const s = start(testArmiesConfig());
    const board = boardOf(s);
    const mage = figure(s, 'b5').head;
    const taken = new Set(s.figures.flatMap((f) => [f.head, f.tail]));
    let start4 = -1;
    for (let sp = 0; sp < board.nSpaces && start4 < 0; sp++)
      if (!taken.has(sp) && board.spHeadroom[sp]! >= 8 && spaceDistance(board, sp, mage) === 4) start4 = sp;
    figure(s, 'a1').head = start4;
    // Red's markers all on the Champion; Blue's on its Mage and Brute, which can hit back.
    placeMarkers(s, [0, 0, 0, 1], [4, 4, 4, 5]);
    choose(s, 'fig:a1', 'choose-mover');
    const stay = game.clone(s);
    choose(stay, 'stay', 'choose-destination');
    const p = game.pending(s, { labels: false });
    if (p.terminal) throw new Error('over');
    choose(s, p.options[heroscapeHeuristics.policy(s, p, new Rng(seedRng(1)))]!.id, 'choose-destination');
    expect(spaceDistance(board, figure(s, 'a1').head, mage)).toBe(1);
    // Next to the Mage, with the attack still to make, beats staying 4 spaces off (out of range now).
    expect(heroscapeHeuristics.evaluate(s, 0)).toBeGreaterThan(heroscapeHeuristics.evaluate(stay, 0));
    expect(heroscapeHeuristics.evaluate(s, 1)).toBeLessThan(heroscapeHeuristics.evaluate(stay, 1));
    // Once the Champion has attacked, that attack is no longer to come (its dice are in the wounds).
    const attacked = game.clone(s);
    attacked.turn!.attacks.push(['a1', 'b5']);
    expect(heroscapeHeuristics.evaluate(attacked, 0)).toBeLessThan(heroscapeHeuristics.evaluate(s, 0));
  });

  it('the play-out policy advances a melee figure next to the enemy it would most like to hit, and attacks; a turn in progress is not quiet', () => {
    const s = start(testArmiesConfig());
    const rng = new Rng(seedRng(1));
    expect(heroscapeHeuristics.quiet(s)).toBe(true);
    // Red's marker 1 on the Champion, which stands 4 spaces from the Blue Mage (4 Life, defense 2).
    figure(s, 'a1').head = nextTo(s, figure(s, 'b5').head);
    const board = boardOf(s);
    const mage = figure(s, 'b5').head;
    let start4 = -1;
    const taken = new Set(s.figures.flatMap((f) => [f.head, f.tail]));
    for (let sp = 0; sp < board.nSpaces && start4 < 0; sp++)
      if (!taken.has(sp) && board.spHeadroom[sp]! >= 8 && spaceDistance(board, sp, mage) === 4) start4 = sp;
    figure(s, 'a1').head = start4;
    placeMarkers(s, [0, 0, 0, 1], [4, 4, 4, 5]);
    expect(heroscapeHeuristics.quiet(s)).toBe(false);
    let p = game.pending(s, { labels: false });
    expect(p.terminal ? '' : p.kind).toBe('choose-mover');
    choose(s, 'fig:a1', 'choose-mover');
    p = game.pending(s, { labels: false });
    if (p.terminal) throw new Error('over');
    const i = heroscapeHeuristics.policy(s, p, rng);
    choose(s, p.options[i]!.id, 'choose-destination');
    expect(spaceDistance(board, figure(s, 'a1').head, mage)).toBe(1);
    // The attack question: the policy attacks rather than ending the turn.
    const q = open(s);
    expect(q.kind).toBe('choose-attack');
    expect(q.options[heroscapeHeuristics.policy(s, q, rng)]!.id).toContain('>');
  });
});
