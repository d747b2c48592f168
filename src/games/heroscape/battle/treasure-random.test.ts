/**
 * Seeded random battles (players eager to try treasure glyphs and read the Tome) on the test field with treasure glyphs on it — Revenant's Tome
 * among them — and a scenario trap of each kind (treasure-tome.ts, treasure-trap.ts): every battle
 * ends by the victory conditions, keeps the invariants the Tome touches after every step (no two
 * figures on a space, the destroyed off the battlefield, no returned figure left standing once its
 * effect is over) and replays to the same hash.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, type Choice, type GameEvent } from '../../../core/index.js';
import { testArmiesConfig } from '../module.js';
import type { HsConfig } from './setup.js';
import { game } from './game.js';
import type { HsState } from './state.js';
import type { TreasureTrapOption } from './treasure-trap.js';

const BATTLES = 30;
const TRAPS: readonly TreasureTrapOption[] = [{ effect: 'wounds', wounds: 1 }, { effect: 'destroyed' }, { effect: 'end-turn' }];
/** Level-1 hexes of the test field's middle rows (q by row r) for copies of the Tome (an army still controls one). */
const TOME_HEXES: Readonly<Record<number, readonly number[]>> = {
  2: [0, 4, 6, 8],
  3: [0, 5, 9],
  4: [0, 2, 5, 7],
  5: [0, 3, 5, 8],
  6: [0, 3, 8],
  7: [1, 3, 5, 9],
};
const TREASURES: readonly [string, number, number][] = [
  ...Object.entries(TOME_HEXES).flatMap(([r, qs]) => qs.map((q): [string, number, number] => ["Revenant's Tome", q, Number(r)])),
  ['Scarab of Invulnerability', 1, 4],
  ['Bolt of the Witherwood', 9, 6],
];

function withTreasures(seed: number): HsConfig {
  const base = testArmiesConfig();
  const map = base.map;
  for (const [name, q, r] of TREASURES) map.glyphs.push({ q, r, z: 1, letter: '?', name, treasure: true, piece: -1 });
  return { ...base, treasureTrap: TRAPS[seed % TRAPS.length]! };
}

/** A seeded choice of option (a linear congruential step), as in random-battles.test.ts. */
function pick(k: number, n: number): [number, number] {
  const next = (k * 1103515245 + 12345) % 2147483648;
  return [next, next % n];
}

function check(s: HsState, where: string): void {
  const taken = new Set<number>();
  for (const f of s.figures) {
    if (f.destroyed) {
      if (f.head !== -1 || f.tail !== -1) throw new Error(`${where}: destroyed ${f.id} is still on the battlefield`);
      continue;
    }
    if (f.id === s.moving) continue;
    for (const sp of f.tail >= 0 ? [f.head, f.tail] : [f.head]) {
      if (sp < 0 || taken.has(sp)) throw new Error(`${where}: ${f.id} is on space ${sp}, which is no space or already taken`);
      taken.add(sp);
    }
  }
}

describe('random battles with treasure glyphs, Revenant’s Tome and scenario traps', () => {
  it(`${BATTLES} battles end, keep the invariants, replay to the same hash; the Tome is used and traps are sprung`, () => {
    let tomes = 0;
    let traps = 0;
    for (let seed = 1; seed <= BATTLES; seed++) {
      const config = withTreasures(seed);
      const started = game.setup(config, seed);
      if (!started.ok) throw new Error(started.error.message);
      const s = started.value.state;
      const choices: Choice[] = [];
      let k = seed;
      for (let n = 0; ; n++) {
        const p = game.pending(s, { labels: false });
        if (p.terminal) break;
        expect(n, `battle ${seed} ends`).toBeLessThan(5000);
        let i: number;
        [k, i] = pick(k, p.options.length);
        // Players who always try a treasure glyph, never drop one, and read the Tome when they may; otherwise a seeded random choice.
        const eager =
          p.options.find((o) => o.id.startsWith('try:') || o.id.startsWith('tome:')) ??
          (p.options.some((o) => o.id.startsWith('drop:')) ? p.options.find((o) => o.id === 'pass') : undefined);
        const option = eager?.id ?? p.options[i]!.id;
        choices.push({ rqid: p.rqid, option });
        const r = game.apply(s, p.rqid, option);
        if (!r.ok) throw new Error(`battle ${seed}: ${r.error.message}`);
        const events: readonly GameEvent[] = r.value;
        tomes += events.filter((e) => e.type === 'PowerUsed' && e.data['power'] === "Revenant's Tome").length;
        traps += events.filter((e) => e.type === 'TreasureTrap').length;
        check(s, `battle ${seed}, choice ${n + 1}`);
        // Once its effect is over (no Tome question open), no figure the Tome returned stands.
        if (s.revenant === undefined) continue;
        const q = game.pending(s, { labels: false });
        if (q.terminal || q.kind !== 'glyph') {
          if (!s.core.stack.some((st) => st.kind === 'glyph' || st.kind === 'defend' || st.kind === 'wound'))
            throw new Error(`battle ${seed}: the Tome's figure is still out with nothing pending`);
        }
      }
      const rec = makeRecord(game, config, seed, choices, s);
      const again = replay(game, JSON.parse(JSON.stringify(rec)) as typeof rec);
      if (!again.ok) throw new Error(`battle ${seed} does not replay: ${again.error.message}`);
      expect(again.value.hash).toBe(game.hash(s));
    }
    expect(tomes).toBeGreaterThan(0);
    expect(traps).toBeGreaterThan(0);
  });
});
