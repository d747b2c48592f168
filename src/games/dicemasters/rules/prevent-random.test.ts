// Tests for dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" and "TIMING CONFLICTS" under
// random play: seeded random-vs-random games whose parties hold the prevention TEST CARDS of
// ./test-cards.ts (preventing any ability, drawing, life changes, a standing prevention, damage to a
// player prevented or redirected, an effect redirected) next to the abilities they answer (Fireball, Magic Missile,
// Resurrection, Finger of Death, Charm, Polymorph, Breath Weapon, the Vampires' trigger, the Cube's
// capture, the Troll's regeneration, and the shorthand abilities Swarm, Energy Drain, Regenerate, Equip
// and Experience — rules/held-use.ts), with the game's invariants checked after every decision: dice conserved per
// card, no die in two areas, life within bounds, the game over as soon as a player reaches 0.
import { describe, expect, it } from 'vitest';
import { game, playCheckedRandom } from '../test-helpers.js';
import { PREVENTION_PARTIES as CONFIG } from './test-cards.js';

describe('preventions and reactions to damage dealt to players in random games', () => {
  // SKIRMISH_LONG=1 (the long run): 400 games.
  const GAMES = process.env.SKIRMISH_LONG === '1' ? 400 : 16;
  it(`${GAMES} seeded random games finish with a winner; invariants hold after every decision; the windows open and preventions happen`, () => {
    const seen = new Set<string>();
    for (let g = 1; g <= GAMES; g++) {
      const s = playCheckedRandom(CONFIG, g, g * 7919, (p, events) => {
        seen.add(p.kind);
        const shorthand = /'s .* (Swarm|Energy Drain|Regenerate|Experience|Equip) ability is about/.exec(p.prompt);
        if (shorthand) seen.add(`shorthand: ${shorthand[1] ?? ''}`);
        for (const e of events) {
          if (e.type === 'prevented-effect' || e.type === 'prevention-ready' || e.type === 'redirected') seen.add(e.type);
          if (e.type === 'prevented' && e.data.player !== undefined) seen.add('prevented-player-damage');
        }
      });
      expect([...(game.returns(s) ?? [])].sort()).toEqual([-1, 1]);
    }
    // (The Turncoat's effect redirect needs a Finger of Death — cost 5, rarely bought at random — aimed at
    // a character of a player holding a fist: it is exercised by rules/prevent.test.ts, not required here.)
    for (const k of ['effect-reaction', 'damage-reaction', 'prevented-effect', 'prevention-ready', 'redirected', 'prevented-player-damage'])
      expect(seen).toContain(k);
    // The shorthand abilities' windows (Swarm, Energy Drain, Regenerate, Experience, Equip) open too.
    expect([...seen].filter((k) => k.startsWith('shorthand')).length).toBeGreaterThan(0);
  });
});
