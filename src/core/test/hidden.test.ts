import { describe, expect, it } from 'vitest';
import { narrate, unwrap, visibleTo } from '../index.js';
import { hiddenGame } from './fixture-hidden.js';

describe('hidden information', () => {
  it('observe strips the bag order, the opponent’s secret marker and the RNG state', () => {
    const { state } = unwrap(hiddenGame.setup({}, 11));
    const p = hiddenGame.pending(state);
    if (p.terminal) throw new Error('over');
    unwrap(hiddenGame.apply(state, p.rqid, '3'));
    const seen = hiddenGame.observe(state, 1);
    const text = JSON.stringify(seen);
    expect(text).not.toContain(JSON.stringify(state.core.rng));
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"stack"');
    // Player 1 sees that player 0 placed a marker, but not which.
    expect(seen.view).toMatchObject({ markersPlaced: [true, false], myMarker: null });
    // No bag contents at all, only sizes; the opponent's hand is not there either.
    for (const t of [...(state.bags[0] ?? []), ...(state.hands[0] ?? [])]) expect(text).not.toContain(`"${t}"`);
    expect(seen.view).toMatchObject({ bagSizes: [3, 3], handSizes: [1, 1] });
  });

  it('the pending options are shown only to the player who decides', () => {
    const { state } = unwrap(hiddenGame.setup({}, 11));
    expect(hiddenGame.observe(state, 0).core.pending).toHaveProperty('options');
    expect(hiddenGame.observe(state, 1).core.pending).not.toHaveProperty('options');
    expect(hiddenGame.observe(state, null).core.pending).not.toHaveProperty('options');
  });

  it('events carry visibility: a draw is told to its player only, and a spectator sees public events', () => {
    const { events } = unwrap(hiddenGame.setup({}, 11));
    const draw = events.find((e) => e.type === 'drew' && e.data.player === 0);
    expect(draw && visibleTo(draw, 0)).toBe(true);
    expect(draw && visibleTo(draw, 1)).toBe(false);
    expect(draw && visibleTo(draw, null)).toBe(false);
    const lines1 = narrate(hiddenGame.narrate, events, 1);
    expect(lines1.some((l) => l.includes(String(draw?.data.token)))).toBe(false);
    expect(narrate(hiddenGame.narrate, events, null).every((l) => l.startsWith('drew-count'))).toBe(true);
  });
});
