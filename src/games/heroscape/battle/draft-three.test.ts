import { describe, expect, it } from 'vitest';
import { fromRows } from '../build.js';
import type { HsConfig } from './setup.js';
import type { HsState } from './state.js';
import { BLUE, RED, card, choose, game, ofType, open } from './testkit.js';

/** Red's zone: 4 spaces on row 0; Blue's: 8 spaces on rows 3 and 4 (shared by teammates). */
function field(): HsConfig['map'] {
  const map = fromRows(['1 1 1 1', '1 1 1 1', '1 1 1 1', '1 1 1 1', '1 1 1 1'], 'draft test');
  const row = (r: number) => [0, 1, 2, 3].map((q) => ({ q, r, z: 1 }));
  map.startZones.push({ name: 'Red', colour: RED, hexes: row(0) }, { name: 'Blue', colour: BLUE, hexes: [...row(3), ...row(4)] });
  return map;
}

/** Fourteen 10-point heroes and a 40-point limit: four cards each. */
const POOL = Array.from({ length: 14 }, (_, i) => card({ name: `Hero ${String.fromCharCode(65 + i)}`, points: 10 }));

function drafting(rolls: number[], pool = POOL): { s: HsState; events: ReturnType<typeof game.setup> } {
  const cfg: HsConfig = {
    map: field(),
    armies: [
      { name: 'Ann', zone: RED, team: 'South', cards: [] },
      { name: 'Bob', zone: BLUE, team: 'North', cards: [] },
      { name: 'Cy', zone: BLUE, team: 'North', cards: [] },
    ],
    roundLimit: 3,
    pointLimit: 40,
    draft: { pool },
  };
  const r = game.setup(cfg, 1, { chance: rolls });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.value.state, events: r };
}

/** Drafts the first card offered (its figure placed at once) and returns who drafted. */
function pickFirst(s: HsState): number {
  const p = open(s);
  expect(p.kind).toBe('draft-pick');
  choose(s, p.options[0]!.id, 'draft-pick');
  while (open(s).kind === 'deploy-figure') choose(s, open(s).options[0]!.id);
  return p.player;
}

describe('"Drafting an Army" for three or more players', () => {
  it('the d20 winner drafts one card, then to the left one each, the last two; back round in reverse, the last in each direction choosing two, until everyone passes', () => {
    // Ann 5, Bob 17, Cy 9: Bob drafts first, Cy is to his left, then Ann (the last: two cards).
    const { s, events } = drafting([5, 17, 9]);
    expect(events.ok && ofType(events.value.events, 'DraftOrderRolled').map((e) => e.data)).toEqual([{ rolls: [5, 17, 9], tied: [] }]);
    const order: number[] = [];
    while (open(s).kind === 'draft-pick') order.push(pickFirst(s));
    // Bob 1, Cy 1, Ann 2 | Cy 1, Bob 2 | Cy 1, Ann 2 | Cy 1, Bob (his second card would pass 40: he passes).
    expect(order).toEqual([1, 2, 0, 0, 2, 1, 1, 2, 0, 0, 2, 1]);
    const points = [0, 1, 2].map((p) => s.cards.filter((c) => c.owner === p).reduce((t, c) => t + c.card.points, 0));
    expect(points).toEqual([40, 40, 40]);
    // Teammates Bob and Cy share the blue zone; the battle then starts with the order markers.
    const blue = new Set(s.figures.filter((f) => f.owner > 0).map((f) => f.head));
    expect(blue.size).toBe(8);
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
  });

  it('"If at any time a player cannot pick another Army Card … that player must pass": the others go on back and forth', () => {
    // A 35-point card first leaves Bob nothing affordable under 40 after it (the rest cost 10).
    const { s } = drafting([1, 20, 2], [card({ name: 'Big', points: 35 }), ...POOL]);
    expect(pickFirst(s)).toBe(1);
    expect(s.cards[0]!.card.name).toBe('Big');
    const order: number[] = [];
    while (open(s).kind === 'draft-pick') order.push(pickFirst(s));
    // Bob keeps his 35 points (any other card would pass 40): Cy 1, Ann 2, Cy 1, then Bob passes and Cy and Ann go on.
    expect(s.cards.filter((c) => c.owner === 1).map((c) => c.card.points)).toEqual([35]);
    expect(order.slice(0, 4)).toEqual([2, 0, 0, 2]);
    expect(order.includes(1)).toBe(false);
    expect([0, 2].map((p) => s.cards.filter((c) => c.owner === p).length)).toEqual([4, 4]);
  });
});
