// Whole seeded random-vs-random battles (ddm-battle-rules-2011, "Assault" with "Sealed-Booster
// Games" warbands) between creatures whose powers use the vocabulary of powers/actions.ts and
// powers/attack-effects.ts (replaces-turn, free actions, "make N basic attacks", repeated attacks,
// 'as if' dominated), Delayed Appearance, Squeezing (the Treant) and the acting player's ordering of
// simultaneous effects: every battle ends by
// the victory conditions, keeps the invariants after every decision and replays to the same hash.
import { describe, expect, it } from 'vitest';
import { battleInvariants, expectEndedAndReplays } from '../battle-checks.js';
import { STARTER_MAPS } from '../content/maps.js';
import { game, type DdmConfig } from '../game.js';
import { playRandomly } from '../random-battle.js';
import type { DdmMap } from '../geometry/index.js';
import type { DdmState } from '../state.js';

const COUNT = Number(process.env['SKIRMISH_DDM_POWER_BATTLES'] ?? 4);

const config = (): DdmConfig => ({
  warbands: [
    {
      name: 'Powers A',
      faction: 'Underdark',
      points: 200,
      format: 'sealed',
      creatures: ['Xill', 'Flamescorched Kobold', 'Shadar-Kai Warrior', 'Shardmind Dominator', 'Dwarf Battlemaster', 'Merchant Guard', 'Merchant Guard'].map(
        (card) => ({ card }),
      ),
    },
    {
      name: 'Powers B',
      faction: 'Wild',
      points: 200,
      format: 'sealed',
      creatures: ['Shardmind Dominator', 'Shadar-Kai Warrior', 'Xill', 'Flamescorched Kobold', 'Dwarf Battlemaster', 'Dwarf Battlemaster', 'Treant'].map(
        (card) => ({ card }),
      ),
    },
  ],
  maps: [STARTER_MAPS[2] as DdmMap],
});

function invariants(s: DdmState): void {
  battleInvariants(s);
  for (const c of s.creatures)
    if (c.conds.some((x) => x.name === "'as if' dominated") && !s.core.stack.some((st) => st.kind === 'as-if-dominated'))
      throw new Error(`${c.label} kept its 'as if' Dominated`);
}

describe('random battles with the powers vocabulary', () => {
  it(`${COUNT} seeded battles end by the victory conditions, keep the invariants and replay to the same hash`, () => {
    const seenEvents = new Set<string>();
    const seenAsks = new Set<string>();
    for (let seed = 1; seed <= COUNT; seed++) {
      const cfg = config();
      const started = game.setup(cfg, seed);
      if (!started.ok) throw new Error(started.error.message);
      const s = started.value.state;
      const choices = playRandomly(s, seed * 7919, {
        maxDecisions: 100_000,
        onStep(st, events, p) {
          seenAsks.add(p.kind);
          for (const e of events) seenEvents.add(e.type === 'power' ? `power:${String((e.data as Record<string, unknown>)['power'])}` : e.type);
          invariants(st);
        },
      });
      expectEndedAndReplays(cfg, seed, choices, s);
    }
    // The new vocabulary was exercised by the random players.
    for (const e of ['power:Furious Assault', 'power:Shifty', 'power:Planar Hunter', 'repeat', 'as-if-dominated', 'squeezed', 'unsqueezed'])
      expect(seenEvents, e).toContain(e);
    expect(seenAsks).toContain('use-power');
  }, 300_000);
});
