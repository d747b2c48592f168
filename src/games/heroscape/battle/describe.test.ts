// Destinations and normal attacks are offered without labels (bots never read them) and worded
// when a player or the CLI reads the question: the space and level, and the dice of the attack.
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { testArmiesSetup } from '../module.js';

describe('labels worded when read', () => {
  it('a destination names its space and level; an attack names both figures and the dice', () => {
    const started = game.setup(testArmiesSetup(), 3);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    const seen = new Set<string>();
    let k = 3;
    for (let n = 0; n < 5000 && seen.size < 2; n++) {
      const raw = game.pending(s, { labels: false });
      if (raw.terminal) break;
      if (raw.kind === 'choose-destination' || raw.kind === 'choose-attack') {
        const lazy = raw.options.filter((o) => o.id.startsWith('to:') || o.id.includes('>'));
        if (lazy.length > 0) {
          expect(lazy.every((o) => o.label === undefined)).toBe(true);
          const p = game.pending(s);
          if (p.terminal) throw new Error('terminal');
          for (const o of p.options.filter((x) => x.id.startsWith('to:'))) {
            expect(o.label).toMatch(/^to \(-?\d+, -?\d+\) level \d+/);
            // The words and the payload a table reads name the same space.
            const pl = o.payload as { q: number; r: number; level: number; head: number; tail: number; swipes: number; falls: boolean };
            expect(o.label.startsWith(`to (${pl.q}, ${pl.r}) level ${pl.level}`)).toBe(true);
            expect(typeof pl.head === 'number' && typeof pl.tail === 'number' && typeof pl.swipes === 'number' && typeof pl.falls === 'boolean').toBe(true);
          }
          // A bot's question carries bare ids for the destinations: the payload is built only when read.
          for (const o of raw.options.filter((x) => x.id.startsWith('to:'))) expect(o.payload).toBeUndefined();
          for (const o of p.options.filter((x) => x.id.includes('>'))) expect(o.label).toMatch(/ attacks .* \(\d+ attack dice against \d+ defense dice\)$/);
          seen.add(raw.kind);
        }
      }
      k = (k * 1103515245 + 12345) % 2147483648;
      game.apply(s, raw.rqid, raw.options[k % raw.options.length]!.id);
    }
    expect([...seen].sort()).toEqual(['choose-attack', 'choose-destination']);
  });
});
