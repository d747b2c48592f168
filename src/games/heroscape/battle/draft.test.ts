import { describe, expect, it } from 'vitest';
import { card, choose, config, fieldWith, game, ofType, open } from './testkit.js';

const FIELD = fieldWith(
  ['1 1 1 1 1', '1 1 1 1 1', '1 1 1 1 1'],
  [
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 0],
  ],
  [
    [0, 2],
    [1, 2],
    [2, 2],
    [3, 2],
  ],
);
const pool = [
  card({ name: 'Hero A', points: 100 }),
  card({ name: 'Hero B', points: 100 }),
  card({ name: 'Hero C', points: 100 }),
  card({ name: 'Squad D', kind: 'squad', rarity: 'common', figures: 2, points: 60 }),
  card({ name: 'Squad D', kind: 'squad', rarity: 'common', figures: 2, points: 60 }),
  card({ name: 'Hero E', points: 150 }),
];

function drafting(rolls: number[]) {
  const r = game.setup({ ...config(FIELD, [], []), pointLimit: 200, draft: { pool } }, 1, { chance: rolls });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.value.state, events: r.value.events };
}

const pick = (s: ReturnType<typeof drafting>['s'], name: string): void => {
  const o = open(s).options.find((x) => x.label?.startsWith(name));
  if (!o)
    throw new Error(
      `${name} is not offered: ${open(s)
        .options.map((x) => x.label)
        .join(', ')}`,
    );
  choose(s, o.id, 'draft-pick');
  // The drafted figures are placed at once, each on the first free space offered.
  while (open(s).kind === 'deploy-figure') choose(s, open(s).options[0]!.id);
};

describe('"Drafting an Army" (two players)', () => {
  it('the d20 winner (ties re-rolled) drafts one card, the other two, then one each until the points limit; figures are placed at once', () => {
    const { s, events } = drafting([12, 12, 3, 18]);
    expect(ofType(events, 'DraftOrderRolled').map((e) => e.data.tied)).toEqual([[0, 1], []]);
    expect(open(s)).toMatchObject({ kind: 'draft-pick', player: 1 });
    pick(s, 'Hero A');
    expect(open(s)).toMatchObject({ kind: 'draft-pick', player: 0 });
    pick(s, 'Hero B');
    // The second card of the same go: Hero E (150) no longer fits in 200 with Hero B.
    expect(open(s)).toMatchObject({ kind: 'draft-pick', player: 0 });
    expect(open(s).options.map((o) => o.label)).toEqual(['Hero C (100 points)', 'Squad D (60 points)', 'Squad D (60 points)']);
    pick(s, 'Squad D');
    // Red has 160 of 200: nothing affordable is left for it, so Blue goes on alone.
    expect(open(s)).toMatchObject({ kind: 'draft-pick', player: 1 });
    pick(s, 'Hero C');
    // Blue has 200: both armies are complete and the first round begins.
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
    expect(s.cards.map((c) => [c.owner, c.card.name])).toEqual([
      [1, 'Hero A'],
      [0, 'Hero B'],
      [0, 'Squad D'],
      [1, 'Hero C'],
    ]);
    expect(s.figures.every((f) => f.head >= 0)).toBe(true);
  });

  it('a Unique card is not offered twice to one army; any number of a Common card is', () => {
    const twice = [card({ name: 'Hero A', points: 100 }), card({ name: 'Hero A', points: 100 }), ...pool.slice(3, 5)];
    const r = game.setup({ ...config(FIELD, [], []), pointLimit: 200, draft: { pool: twice } }, 1, { chance: [20, 1] });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    pick(s, 'Hero A');
    pick(s, 'Squad D');
    expect(open(s).options.map((o) => o.label)).toEqual(['Hero A (100 points)', 'Squad D (60 points)']);
    pick(s, 'Squad D');
    // Red already has Hero A, so the other copy, within its points, is not offered: its army is complete
    // (and Blue's 120 + 100 would pass the limit), so the battle begins with Hero A left in the pool.
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
    expect(s.pool.map((c) => c.name)).toEqual(['Hero A']);
    expect(s.cards.map((c) => [c.owner, c.card.name])).toEqual([
      [0, 'Hero A'],
      [1, 'Squad D'],
      [1, 'Squad D'],
    ]);
  });

  it('a draft needs the Points Cost limit, and armies bring no cards of their own', () => {
    const noLimit = game.setup({ ...config(FIELD, [], []), draft: { pool } }, 1);
    expect(!noLimit.ok && noLimit.error.message).toContain('$.pointLimit');
    const withCards = game.setup({ ...config(FIELD, [card({ name: 'X' })], []), pointLimit: 200, draft: { pool } }, 1);
    expect(!withCards.ok && withCards.error.message).toContain('$.armies[0].cards');
  });
});
