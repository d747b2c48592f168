import { describe, expect, it } from 'vitest';
import { card, choose, config, fieldWith, game, ofType, open } from './testkit.js';
import type { HsConfig } from './setup.js';

// Red's zone is a row of four spaces; Blue's two spaces on the far side.
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
  ],
);
const beast = (name: string) => card({ name, size: 'huge', height: 8, spaces: 2 });

function deploying(cfg: HsConfig, rolls: number[]) {
  const r = game.setup({ ...cfg, placement: 'players' }, 1, { chance: rolls });
  if (!r.ok) throw new Error(r.error.message);
  return { s: r.value.state, events: r.value.events };
}

describe('"Using a Premade Army": players place their armies in d20 order', () => {
  it('the high roller (ties re-rolled) places the entire army first, then placement passes left; then the first round begins', () => {
    const { s, events } = deploying(config(FIELD, [card({ name: 'Red A' }), card({ name: 'Red B' })], [card({ name: 'Blue' })]), [9, 9, 4, 16]);
    expect(ofType(events, 'DeployOrderRolled').map((e) => e.data.tied)).toEqual([[0, 1], []]);
    expect(ofType(events, 'DeployOrderWon')[0]?.data).toEqual({ player: 1 });
    expect(open(s)).toMatchObject({ kind: 'deploy-figure', player: 1 });
    // Only the player's own zone is offered.
    expect(open(s).options.map((o) => o.payload)).toEqual([
      { q: 0, r: 2, level: 1 },
      { q: 1, r: 2, level: 1 },
    ]);
    choose(s, open(s).options[1]!.id);
    expect(open(s)).toMatchObject({ kind: 'deploy-figure', player: 0 });
    expect(open(s).options).toHaveLength(4);
    choose(s, open(s).options[0]!.id);
    // A space taken is no longer offered.
    expect(open(s).options).toHaveLength(3);
    choose(s, open(s).options[2]!.id);
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
    const figures = (game.observe(s, 0).view as { figures: { id: string; at: { q: number; r: number } | null }[] }).figures;
    expect(figures.map((f) => f.at && [f.at.q, f.at.r])).toEqual([
      [0, 0],
      [3, 0],
      [1, 2],
    ]);
  });

  it('a double-space figure takes two same-level spaces, and no pair is offered that would leave another double-space figure without room', () => {
    const { s } = deploying(config(FIELD, [beast('Red Beast 1'), beast('Red Beast 2')], [card({ name: 'Blue' })]), [20, 1]);
    // In a row of four, the middle pair would strand the second beast: only the end pairs are offered.
    const pairs = open(s).options.map((o) => o.label);
    expect(pairs).toEqual(['(0, 0) + (1, 0) level 1', '(2, 0) + (3, 0) level 1']);
    choose(s, open(s).options[0]!.id);
    expect(open(s).options.map((o) => o.label)).toEqual(['(2, 0) + (3, 0) level 1']);
  });

  it("figures that start off the battlefield (The Drop) are not placed, but count towards the starting zone's spaces", () => {
    const dropping = card({ name: 'Red Paratroopers', kind: 'squad', figures: 2, powers: [{ name: 'The Drop', text: 'our words', ability: 'the-drop' }] });
    const { s } = deploying(config(FIELD, [card({ name: 'Red A' }), dropping], [card({ name: 'Blue' })]), [20, 1]);
    // Red places only its one figure that starts on the battlefield, then Blue places.
    expect(open(s)).toMatchObject({ kind: 'deploy-figure', player: 0 });
    choose(s, open(s).options[0]!.id);
    expect(open(s)).toMatchObject({ kind: 'deploy-figure', player: 1 });
    choose(s, open(s).options[0]!.id);
    expect(open(s).kind).not.toBe('deploy-figure');
    expect(s.figures.filter((f) => f.card === 1).map((f) => f.head)).toEqual([-1, -1]);
    // "including figures that do not start on the board": three figures need three of the four spaces; five would not fit.
    const crowded = game.setup(
      { ...config(FIELD, [card({ name: 'Red A', kind: 'squad', figures: 2 }), { ...dropping, figures: 3 }], [card({ name: 'Blue' })]), placement: 'players' },
      1,
    );
    expect(crowded.ok ? '' : crowded.error.message).toMatch(/needs 5 spaces, more than the 4/);
  });
});
