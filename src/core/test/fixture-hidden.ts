/**
 * Test-only fixture with hidden information and chance: each player draws tokens from a bag whose
 * order nobody knows, and places a secret order marker only its owner can see.
 */
import { z } from 'zod';
import { defineGame, ok, onlyTo, PUBLIC, type GameState, type Step } from '../index.js';

export interface HiddenState extends GameState {
  bags: string[][];
  hands: string[][];
  markers: (number | null)[];
  score: number[];
  round: number;
}

type HStep = { kind: 'draw'; player: number } | { kind: 'marker'; player: number } | { kind: 'reveal' };

export const hiddenGame = defineGame<HiddenState, { rounds: number }, { [k: string]: { value: unknown; args: unknown } }, HStep & Step>({
  id: 'fixture-hidden',
  title: 'Hidden-information fixture',
  players: { min: 2, max: 2 },
  configSchema: z.object({ rounds: z.number().int().positive().default(3) }),
  contentHash: 'fixture-hidden-1',
  init: () =>
    ok({
      state: {
        bags: [
          ['a1', 'a2', 'a3', 'a4'],
          ['b1', 'b2', 'b3', 'b4'],
        ],
        hands: [[], []],
        markers: [null, null],
        score: [0, 0],
        round: 0,
      },
      steps: [{ kind: 'draw', player: 0 }, { kind: 'draw', player: 1 }, { kind: 'marker', player: 0 }, { kind: 'marker', player: 1 }, { kind: 'reveal' }],
      players: 2,
    }),
  steps: {
    draw: {
      run(ctx, step) {
        const t = ctx.rng.drawFromBag(ctx.state.bags[step.player] ?? []);
        if (t === undefined) return;
        ctx.state.hands[step.player]?.push(t);
        ctx.emit('drew', { player: step.player, token: t }, onlyTo(step.player));
        ctx.emit('drew-count', { player: step.player }, PUBLIC);
      },
    },
    marker: {
      run: (ctx, step) =>
        ctx.ask(
          step.player,
          'order-marker',
          'Place your secret order marker',
          [1, 2, 3].map((n) => ({ id: String(n), label: `Marker ${n}` })),
        ),
      choose(ctx, step, o) {
        ctx.state.markers[step.player] = Number(o.id);
      },
    },
    reveal: {
      run(ctx) {
        const s = ctx.state;
        const [m0, m1] = s.markers as [number, number];
        ctx.emit('revealed', { markers: [m0, m1] });
        if (m0 !== m1) (s.score[m0 > m1 ? 0 : 1] as number)++;
        s.markers = [null, null];
        s.round++;
        if (s.round >= 3) {
          const [a, b] = s.score as [number, number];
          return ctx.end(a === b ? [0, 0] : a > b ? [1, -1] : [-1, 1], 'three rounds played');
        }
        ctx.push({ kind: 'draw', player: 0 }, { kind: 'draw', player: 1 }, { kind: 'marker', player: 0 }, { kind: 'marker', player: 1 }, { kind: 'reveal' });
      },
    },
  },
  // A player knows its own hand and marker, and only how many tokens the bags hold (never their order).
  observe: (s, p) => ({
    bagSizes: s.bags.map((b) => b.length),
    hand: p === null ? null : (s.hands[p] ?? []),
    handSizes: s.hands.map((h) => h.length),
    myMarker: p === null ? null : (s.markers[p] ?? null),
    markersPlaced: s.markers.map((m) => m !== null),
    score: s.score,
  }),
  narrate: (e) => `${e.type} ${JSON.stringify(e.data)}`,
});
