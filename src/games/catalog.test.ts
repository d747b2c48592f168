import { describe, expect, it } from 'vitest';
import { heuristicsFor } from '../ai/registry.js';
import { HEURISTIC_GAME_IDS, loadHeuristics } from '../ai/heuristics-catalog.js';
import { NO_HEURISTICS } from '../ai/heuristics.js';
import { GAME_IDS, isGameId, loadGameModule } from './catalog.js';
import { gameModules, moduleFor } from './index.js';

describe('the lazy game catalog', () => {
  it('lists the registered games in the registry order, and loads each one as the registry holds it', async () => {
    expect(GAME_IDS).toEqual(gameModules.map((m) => m.game.id));
    for (const id of GAME_IDS) {
      const mod = await loadGameModule(id);
      expect(mod?.game.id).toBe(id);
      expect(mod).toBe(moduleFor(id));
    }
  });

  it('an id that is not registered loads nothing (the callers name it in their errors)', async () => {
    for (const id of ['chess', 'toString', '__proto__', '']) {
      expect(isGameId(id)).toBe(false);
      expect(await loadGameModule(id)).toBeUndefined();
    }
  });

  it("loads each game's heuristics as the synchronous registry holds them; others get the neutral ones", async () => {
    expect([...HEURISTIC_GAME_IDS].sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) {
      const h = await loadHeuristics(id);
      expect(h).not.toBe(NO_HEURISTICS);
      expect(h).toBe(heuristicsFor(id));
    }
    expect(await loadHeuristics('chess')).toBe(NO_HEURISTICS);
    expect(await loadHeuristics('toString')).toBe(NO_HEURISTICS);
  });
});
