// Numbers on the command line are checked for range (issue 23, item 10): a usage error (exit 2)
// naming the flag and the accepted range, before anything is played or served.
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { parseIntFlag, SEED_RANGE } from './number-flags.js';
import { memoryIo } from './test-io.js';

describe('parseIntFlag', () => {
  it('accepts whole decimal numbers in range, and the fallback when the flag is absent', () => {
    expect(parseIntFlag('seed', '0', 1, SEED_RANGE)).toEqual({ ok: true, value: 0 });
    expect(parseIntFlag('seed', '4294967295', 1, SEED_RANGE)).toEqual({ ok: true, value: 4294967295 });
    expect(parseIntFlag('seed', undefined, 1, SEED_RANGE)).toEqual({ ok: true, value: 1 });
  });

  it.each(['1e30', '1.5', '-3', '4294967296', '99999999999999999999', '0x10', '1e3', '', ' ', 'NaN', 'Infinity', 'seven'])(
    'refuses --seed %j, naming the flag and the range',
    (text) => {
      expect(parseIntFlag('seed', text, 1, SEED_RANGE)).toEqual({ ok: false, error: `--seed must be a whole number from 0 to 4294967295, got "${text}"` });
    },
  );

  it('a flag given without a value says so', () => {
    expect(parseIntFlag('games', 'true', 1, { min: 1, max: 9 })).toEqual({ ok: false, error: '--games must be a whole number from 1 to 9, got no value' });
  });
});

describe('every command refuses numbers out of range with exit 2', () => {
  const cases: [string[], string][] = [
    [['play', 'dicemasters', '--p1', 'random', '--seed', '1e30'], '--seed must be a whole number from 0 to 4294967295, got "1e30"'],
    [['play', 'dicemasters', '--p1', 'random', '--seed', '1.5'], '--seed must be a whole number from 0 to 4294967295, got "1.5"'],
    [['play', 'ddm', '--p1', 'random', '--seed', '-1'], '--seed must be a whole number from 0 to 4294967295, got "-1"'],
    [['sim', 'dicemasters', '--games', '-3'], '--games must be a whole number from 1 to 1000000, got "-3"'],
    [['sim', 'dicemasters', '--games', '1e9'], '--games must be a whole number from 1 to 1000000, got "1e9"'],
    [['sim', 'dicemasters', '--workers', '100000'], '--workers must be a whole number from 0 to 64 (0 plays in the main thread), got "100000"'],
    [['sim', 'dicemasters', '--workers', '-1'], '--workers must be a whole number from 0 to 64 (0 plays in the main thread), got "-1"'],
    [['sim', 'dicemasters', '--max-decisions', '0'], '--max-decisions must be a whole number from 1 to 10000000, got "0"'],
    [['sim', 'dicemasters', '--seed', '1e30'], '--seed must be a whole number from 0 to 4294967295, got "1e30"'],
    [['serve', '--port', '70000'], 'skirmish serve: --port must be a whole number from 0 to 65535 (0 picks a free port), got "70000"'],
    [['serve', '--port', '1e3'], 'skirmish serve: --port must be a whole number from 0 to 65535 (0 picks a free port), got "1e3"'],
    [['serve', '--ai-delay', '1e30'], 'skirmish serve: --ai-delay must be a whole number from 0 to 60000, got "1e30"'],
  ];
  it.each(cases)('%j', async (args, message) => {
    const io = memoryIo();
    expect(await main(args, io)).toBe(2);
    expect(io.stderr).toEqual([message]);
    expect(io.stdout).toEqual([]);
  });

  it("replay --viewer must name one of the record's players", async () => {
    const io = memoryIo();
    expect(await main(['play', 'dicemasters', '--p1', 'random', '--p2', 'random', '--seed', '4', '--record', 'r.json'], io)).toBe(0);
    for (const v of ['0', '3', '1.5', 'x']) {
      const io2 = memoryIo({ 'r.json': io.files['r.json'] ?? '' });
      expect(await main(['replay', 'r.json', '--viewer', v], io2)).toBe(2);
      expect(io2.stderr).toEqual([`--viewer must be a whole number from 1 to 2 (the record's players), got "${v}"`]);
    }
    const ok = memoryIo({ 'r.json': io.files['r.json'] ?? '' });
    expect(await main(['replay', 'r.json', '--viewer', '2'], ok)).toBe(0);
  });

  it('the largest seed plays (it is a distinct game, not folded onto another)', async () => {
    const io = memoryIo();
    expect(await main(['play', 'dicemasters', '--p1', 'random', '--p2', 'random', '--seed', '4294967295', '--record', 'r.json'], io)).toBe(0);
    expect((JSON.parse(io.files['r.json'] ?? '{}') as { seed: number }).seed).toBe(4294967295);
  });
});
