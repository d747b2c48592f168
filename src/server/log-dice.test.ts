// The dice beside the log (log-dice.ts): every roll read from a DDM battle's events names the log
// line that narrates it, and carries the numbers and verdict that line gives in words.
import { describe, expect, it } from 'vitest';
import { narrate, type GameEvent } from '../core/index.js';
import { ddmModule } from '../games/ddm/module.js';
import { rollsOf, type LogRoll } from './log-dice.js';

const ATTACK_LINE = /rolls (\d+) \+(-?\d+) vs (\w+) (\d+) of .*: (critical hit|hit|miss)/;

describe('log dice (DDM)', () => {
  it('reads the attack rolls, saves and champion tests of a battle, each tied to its narrated line', () => {
    const game = ddmModule.game;
    const started = game.setup(ddmModule.presets['starter']!(), 7);
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const events: GameEvent[] = [...started.value.events];
    // Play on with the last offered option (attacks come last in the action menu) until attacks were rolled.
    let s = 0x9e3779b9;
    for (let n = 0; n < 3000 && events.filter((e) => e.type === 'attack-roll').length < 3; n++) {
      const p = game.pending(state);
      if (p.terminal) break;
      s = (s * 1103515245 + 12345) >>> 0;
      const o = s % 3 === 0 ? p.options[s % p.options.length]! : p.options[p.options.length - 1]!;
      const r = game.apply(state, p.rqid, o.id);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.value);
    }
    for (const viewer of [0, 1, null]) {
      const lines = narrate(game.narrate, events, viewer);
      const rolls = rollsOf('ddm', events, viewer, 0);
      const attacks = rolls.filter((r) => r.against?.match(/^(AC|Fort|Ref|Will) /));
      expect(attacks.length).toBeGreaterThanOrEqual(3);
      for (const r of attacks) {
        const m = ATTACK_LINE.exec(lines[r.line]!);
        expect(m, lines[r.line]).not.toBeNull();
        expect(r.dice).toEqual([Number(m![1])]);
        expect(r.total).toBe(Number(m![1]) + Number(m![2]));
        expect(r.against).toBe(`${m![3]} ${m![4]}`);
        expect(r.outcome).toBe(m![5]);
        expect(r.success).toBe(m![5] !== 'miss');
      }
      // The map's champion test at the set-up: both players' dice, one winner.
      const champ = rolls.filter((r) => r.what.startsWith('champion test for the map'));
      expect(champ).toHaveLength(2);
      expect(champ.filter((r) => r.outcome === 'wins')).toHaveLength(1);
      expect(lines[champ[0]!.line]).toMatch(/^Champion test for the map/);
      // Every roll's line exists and names its faces.
      for (const r of rolls) for (const f of r.dice) expect(lines[r.line]).toContain(String(f));
    }
  });

  it('reads nothing for a game without a reader, and numbers lines from where the log stands', () => {
    const e: GameEvent = { type: 'save', visibility: { to: 'all' }, data: { label: 'Orc 1', roll: 12, ended: ['Dazed'] } };
    expect(rollsOf('dicemasters', [e], null, 0)).toEqual([]);
    const [r] = rollsOf('ddm', [{ ...e, visibility: { to: 'player', player: 1 } }, e], 0, 40) as [LogRoll];
    expect(r).toMatchObject({ line: 40, who: 'Orc 1', dice: [12], outcome: 'ends Dazed', success: true });
  });
});
