// Two printed starter powers composed of a trigger and a movement effect, played through the game API
// with forced d20 rolls (each test fails if the power is ignored):
// - Shadow Strike (Shadar-Kai Warrior): after hitting with a melee attack, shift up to 2 squares to a
//   space not adjacent to that attack's target (ddm-battle-rules-2011, "SHIFT", "Making an Attack").
// - Regression (Shardmind Dominator): at the start of an enemy's turn, if that enemy is taking ongoing
//   psychic damage, slide it up to 3 squares ("Start of Turn Phase" 3, "Forced-Movement Effects",
//   "Ongoing Damage").
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { addCond } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { act, byLabel, decision, play, playOn, turnOf } from '../../testkit.js';

const squareOf = (o: { payload?: unknown }) => o.payload as { x: number; y: number };

describe('Shadow Strike (after-self-hits-melee × shift-away-from-target)', () => {
  const strike = () =>
    turnOf(
      ['Shadar-Kai Warrior'],
      ['Merchant Guard'],
      [
        [5, 5],
        [5, 6],
      ],
      'Shadar-Kai Warrior',
    );
  it('after a Katar hit it shifts up to 2 squares, only to spaces not adjacent to the guard', () => {
    const s = strike();
    const shifts: Decision[] = [];
    const r = act(s, 'attack:0', [15], (d) => {
      if (d.options.some((o) => o.id === 'power:Shadow Strike')) return 'power:Shadow Strike';
      if (d.kind === 'choose-destination') {
        shifts.push(d);
        return d.options[0]?.id ?? null;
      }
      return null;
    });
    expect(r.events.some((e) => e.type === 'power' && e.data['power'] === 'Shadow Strike')).toBe(true);
    expect(shifts).toHaveLength(1);
    const warrior = byLabel(s, 'Shadar-Kai Warrior');
    const guard = byLabel(s, 'Merchant Guard');
    const ends = (shifts[0] as Decision).options.map(squareOf);
    expect(ends.length).toBeGreaterThan(0);
    for (const at of ends) {
      expect(isAdjacent(geo(s), { ...warrior, pos: at }, guard)).toBe(false);
      expect(Math.max(Math.abs(at.x - 5), Math.abs(at.y - 5))).toBeLessThanOrEqual(2);
    }
    expect(isAdjacent(geo(s), warrior, guard)).toBe(false);
    expect(r.events.find((e) => e.type === 'move')?.data['mode']).toBe('shift');
  });
  it('a miss is not its trigger', () => {
    const r = act(strike(), 'attack:0', [1]);
    expect(r.asked.some((d) => d.options.some((o) => o.id === 'power:Shadow Strike'))).toBe(false);
  });
});

describe('Regression (start-of-enemy-turn × slide-other, if taking ongoing psychic damage)', () => {
  /** The Dominator's turn ends; the guard's turn starts (at 5,7). Returns the Regression question, if any came before the guard's menu. */
  const guardTurn = (ongoing: boolean): { s: DdmState; asked: Decision | null } => {
    const s = turnOf(
      ['Shardmind Dominator'],
      ['Merchant Guard'],
      [
        [5, 5],
        [5, 7],
      ],
      'Shardmind Dominator',
      {
        prepare: (x) => {
          const guard = byLabel(x, 'Merchant Guard');
          if (ongoing)
            addCond(x, guard, {
              kind: 'ongoing',
              name: 'Mind Swarm',
              amount: 5,
              dtype: 'psychic',
              defense: 'all',
              duration: 'save-ends',
              source: -1,
              sourcePlayer: 0,
            });
        },
      },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const regression = (d: Decision) => d.options.some((o) => o.id === 'power:Regression');
    playOn(s, (d) => regression(d) || (s.turn?.creature === guard.id && d.options.some((o) => o.id === 'end')));
    const d = decision(s);
    return { s, asked: regression(d) ? d : null };
  };
  it('the guard taking ongoing psychic damage is slid up to 3 squares by the Dominator’s player', () => {
    const { s, asked } = guardTurn(true);
    expect(asked).not.toBeNull();
    expect(asked?.player).toBe(byLabel(s, 'Shardmind Dominator').owner);
    /** The end square farthest down the map. */
    const farthest = (d: Decision) => [...d.options].sort((a, b) => squareOf(b).y - squareOf(a).y)[0]?.id ?? '';
    const r = play(s, ['power:Regression', farthest]);
    const dest = r.asked[1] as Decision;
    expect(dest.kind).toBe('choose-destination');
    expect(dest.player).toBe(byLabel(s, 'Shardmind Dominator').owner);
    const guard = byLabel(s, 'Merchant Guard');
    expect(guard.pos?.y).toBe(10);
    expect(dest.options.every((o) => Math.max(Math.abs(squareOf(o).x - 5), Math.abs(squareOf(o).y - 7)) <= 3)).toBe(true);
  });
  it('without ongoing psychic damage it is not offered', () => {
    expect(guardTurn(false).asked).toBeNull();
  });
});
