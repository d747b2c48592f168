import { describe, expect, it } from 'vitest';
import { unwrap, type Decision } from '../index.js';
import { oaGame } from './fixture-oa.js';

function decision(s: Parameters<typeof oaGame.pending>[0]): Decision {
  const p = oaGame.pending(s);
  if (p.terminal) throw new Error(`unexpected end: ${p.reason}`);
  return p;
}

describe('reaction windows inside a multi-step action', () => {
  it('an opportunity attack on the third square of a six-square move destroys the mover and ends the move', () => {
    const { state } = unwrap(oaGame.setup({ hp: 5, ac: 1, attackBonus: 20, damage: 5, threatened: [3] }, 7));
    const d1 = decision(state);
    expect(d1.kind).toBe('choose-distance');
    const moved = unwrap(oaGame.apply(state, d1.rqid, 'move-6'));
    // The window opens before the mover leaves square 3: squares 1, 2 and 3 were entered, not 4.
    expect(moved.filter((e) => e.type === 'moved').map((e) => e.data.to)).toEqual([1, 2, 3]);
    const window = decision(state);
    expect(window).toMatchObject({ player: 1, kind: 'reaction' });
    unwrap(oaGame.apply(state, window.rqid, 'attack'));
    const shield = decision(state);
    expect(shield.player).toBe(0);
    const events = unwrap(oaGame.apply(state, shield.rqid, 'none'));
    expect(events.map((e) => e.type)).toEqual(['attack-roll', 'destroyed']);
    expect(state.pos).toBe(3);
    expect(oaGame.pending(state)).toMatchObject({ terminal: true, returns: [-1, 1] });
  });

  it('a mover that survives continues its move after the window closes', () => {
    const { state } = unwrap(oaGame.setup({ hp: 50, ac: 1, attackBonus: 20, damage: 5 }, 7));
    unwrap(oaGame.apply(state, decision(state).rqid, 'move-6'));
    unwrap(oaGame.apply(state, decision(state).rqid, 'attack'));
    const events = unwrap(oaGame.apply(state, decision(state).rqid, 'none'));
    expect(events.filter((e) => e.type === 'moved').map((e) => e.data.to)).toEqual([4, 5, 6]);
    expect(state.hp).toBe(45);
    expect(oaGame.returns(state)).toEqual([1, -1]);
  });

  it('a nested reaction (a response to a response) resolves innermost first', () => {
    const { state } = unwrap(oaGame.setup({ hp: 5, ac: 10, attackBonus: 20, damage: 5 }, 7));
    unwrap(oaGame.apply(state, decision(state).rqid, 'move-6'));
    const oa = unwrap(oaGame.apply(state, decision(state).rqid, 'attack'));
    expect(oa.map((e) => e.type)).toEqual(['oa-declared']);
    // The shield answers the attack and resolves before it: +100 AC turns a sure hit into a miss.
    const after = unwrap(oaGame.apply(state, decision(state).rqid, 'shield'));
    expect(after.map((e) => e.type).slice(0, 2)).toEqual(['shield', 'attack-roll']);
    expect(after.find((e) => e.type === 'attack-roll')?.data.hit).toBe(false);
    expect(state.pos).toBe(6);
  });
});

describe('rejected choices', () => {
  it('an unknown or stale rqid, or an option never offered, is rejected and changes nothing', () => {
    const { state } = unwrap(oaGame.setup({}, 3));
    const d = decision(state);
    const before = oaGame.hash(state);
    const stale = oaGame.apply(state, d.rqid - 1, 'move-1');
    expect(stale.ok).toBe(false);
    if (!stale.ok) expect(stale.error).toMatchObject({ code: 'stale-request', rule: { book: 'skirmish' } });
    const forged = oaGame.apply(state, d.rqid, 'move-99');
    expect(forged.ok).toBe(false);
    if (!forged.ok) expect(forged.error.code).toBe('unknown-option');
    expect(oaGame.hash(state)).toBe(before);
    unwrap(oaGame.apply(state, d.rqid, 'move-1'));
    // The answered request is now stale.
    const again = oaGame.apply(state, d.rqid, 'move-1');
    expect(again.ok).toBe(false);
  });

  it('a bad set-up is refused with the JSON path and what was expected', () => {
    const r = oaGame.setup({ hp: 'lots' }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid-config');
      expect(r.error.message).toContain('$.hp');
    }
  });
});
