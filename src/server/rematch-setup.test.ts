// A finished table's set-up for a rematch offered by any player: the game, its preset or config and
// what sits in each seat — never the seed, a token or a name — and nothing while the table is playing.
import { describe, expect, it } from 'vitest';
import { rematchSetup } from './rematch.js';
import type { TableRecord } from './store/store.js';

const rec = (over: Partial<TableRecord>): TableRecord => ({
  id: 'abcdef',
  game: 'dicemasters',
  preset: 'first-game',
  config: { life: 10 },
  seed: 'f'.repeat(32),
  seats: [
    { kind: 'human', name: 'Alice', tokenHash: 'x'.repeat(64), claimed: true },
    { kind: 'ai', name: 'AI (greedy)', agent: 'greedy', settings: {} },
  ],
  status: 'finished',
  createdAt: 0,
  updatedAt: 0,
  engineVersion: '1',
  contentHash: 'h',
  returns: [1, -1],
  reason: null,
  moves: 10,
  ...over,
});

describe('rematchSetup', () => {
  it('gives the preset and the seat kinds of a finished table, and nothing secret', () => {
    const s = rematchSetup(rec({}));
    expect(s).toEqual({ game: 'dicemasters', preset: 'first-game', seats: [{ kind: 'human' }, { kind: 'ai', agent: 'greedy' }] });
    expect(JSON.stringify(s)).not.toMatch(/ffff|xxxx|Alice/);
  });
  it('gives the config when the table was made from one, and null while it is playing', () => {
    expect(rematchSetup(rec({ preset: null }))).toMatchObject({ config: { life: 10 } });
    expect(rematchSetup(rec({ status: 'playing' }))).toBeNull();
  });
});
