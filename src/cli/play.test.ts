import { describe, expect, it } from 'vitest';
import { gameModules } from '../games/index.js';
import { main } from './main.js';
import { memoryIo } from './test-io.js';

describe('skirmish play → record → replay, for every registered game', () => {
  for (const m of gameModules) {
    it(`${m.game.id}: two random seats play to the end; the record replays to the same hash`, async () => {
      const io = memoryIo();
      expect(await main(['play', m.game.id, '--p1', 'random', '--p2', 'random', '--seed', '5', '--record', 'rec.json'], io)).toBe(0);
      expect(io.stdout.join('\n')).toContain('Game over:');
      const rec = JSON.parse(io.files['rec.json'] ?? '{}') as { finalHash: string; choices: unknown[] };
      expect(rec.choices.length).toBeGreaterThan(0);
      const io2 = memoryIo({ 'rec.json': io.files['rec.json'] ?? '' });
      expect(await main(['replay', 'rec.json'], io2)).toBe(0);
      expect(io2.stdout.join('\n')).toContain(rec.finalHash);
      // A tampered record (one choice changed) is refused with exit 1.
      const bad = JSON.parse(io.files['rec.json'] ?? '{}') as { choices: { option: string }[] };
      (bad.choices[0] as { option: string }).option = 'not-an-option';
      const io3 = memoryIo({ 'bad.json': JSON.stringify(bad) });
      expect(await main(['replay', 'bad.json'], io3)).toBe(1);
      expect(io3.stderr.join('')).toContain('Choice 1');
    });
  }

  it('a human at the terminal picks numbered options; a bad entry is explained, q stops', async () => {
    const io = memoryIo({}, ['zero', '1', 'q']);
    expect(await main(['play', 'dicemasters', '--p1', 'human', '--p2', 'random', '--seed', '2'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toContain('is not a number from 1 to');
    expect(text).toContain('Stopped.');
  });

  it('an unknown agent or set-up is refused', async () => {
    const io = memoryIo();
    expect(await main(['play', 'dicemasters', '--p2', 'genius'], io)).toBe(2);
    expect(io.stderr.join('')).toContain('genius');
    const io2 = memoryIo();
    expect(await main(['play', 'dicemasters', '--setup', 'nope'], io2)).toBe(1);
    expect(io2.stderr.join('')).toContain('first-game');
  });
});
