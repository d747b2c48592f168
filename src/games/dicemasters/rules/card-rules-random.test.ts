// Tests for dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING" and "PREVENTING AND
// REDIRECTING" under random play: seeded random-vs-random games whose parties hold the TEST CARDS of
// ./test-cards.ts (copiers, a mind controller, redirect and prevent reactions) next to damage dealers
// (Magic Missile, Fireball, Breath Weapon), with the game's invariants checked after every decision:
// dice conserved per card, no die in two areas, control only in the field, life within bounds.
import { describe, expect, it } from 'vitest';
import type { DmConfig } from '../setup.js';
import { game, playCheckedRandom } from '../test-helpers.js';
import { ABILITY_COPIER, MIND_CONTROLLER, PREVENTER, STAT_COPIER, TO_CHARACTER, TO_OPPONENT } from './test-cards.js';

const CONFIG: DmConfig = {
  life: 10,
  basicActions: ['magic-missile', 'fireball', 'cone-of-cold', 'polymorph'],
  players: [
    { cards: [STAT_COPIER, MIND_CONTROLLER, TO_OPPONENT].map((c) => ({ card: c.key, dice: 3 })).concat([{ card: 'blue-dragon/apprentice-dragon', dice: 2 }]) },
    { cards: [ABILITY_COPIER, TO_CHARACTER, PREVENTER].map((c) => ({ card: c.key, dice: 3 })).concat([{ card: 'troll/master-humanoid', dice: 2 }]) },
  ],
};

describe('copy, control and damage reactions in random games', () => {
  // SKIRMISH_LONG=1 (the long run): 500 games.
  const GAMES = process.env.SKIRMISH_LONG === '1' ? 500 : 12;
  it(`${GAMES} seeded random games finish with a winner; invariants hold after every decision; reactions, copies and controls happen`, () => {
    const seen = new Set<string>();
    for (let g = 1; g <= GAMES; g++) {
      const s = playCheckedRandom(CONFIG, g, g * 104729, (p, events) => {
        seen.add(p.kind);
        for (const e of events) if (e.type === 'copied' || e.type === 'redirected' || e.type === 'controlled' || e.type === 'prevented') seen.add(e.type);
      });
      expect([...(game.returns(s) ?? [])].sort()).toEqual([-1, 1]);
    }
    for (const k of ['damage-reaction', 'copied', 'controlled', 'redirected']) expect(seen).toContain(k);
  });
});
