import { describe, expect, it } from 'vitest';
import { Rng, seedRng, unwrap } from '../../core/index.js';
import { module } from './module.js';
import { BOOK } from './types.js';

const game = module.game;

describe('illegal and forged choices (every decision of a random First Game)', () => {
  it('a never-offered option is refused citing the rulebook section of that decision; a stale rqid too; nothing changes', () => {
    const config = (module.presets['first-game'] as () => unknown)();
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const { state } = unwrap(game.setup(config, seed));
      const chooser = new Rng(seedRng(seed + 100));
      for (let i = 0; i < 2000; i++) {
        const p = game.pending(state);
        if (p.terminal) break;
        kinds.add(p.kind);
        const before = game.hash(state);
        const forged = game.apply(state, p.rqid, 'forged-option');
        expect(forged.ok).toBe(false);
        if (!forged.ok) {
          expect(forged.error.code).toBe('unknown-option');
          expect(forged.error.rule.book).toBe(BOOK);
          expect(forged.error.rule.section.length).toBeGreaterThan(0);
        }
        const stale = game.apply(state, p.rqid + 1, p.options[0]?.id ?? '');
        expect(stale.ok).toBe(false);
        expect(game.hash(state)).toBe(before);
        unwrap(game.apply(state, p.rqid, chooser.face(p.options).id));
      }
    }
    expect(kinds.size).toBeGreaterThan(3);
  });
});
