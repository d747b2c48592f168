// `skirmish replay` of an online game that ended by resignation (the record's `resigned` seat): the
// replay checks the final hash and says who resigned instead of reporting an open request.
import { describe, expect, it } from 'vitest';
import { makeRecord, type Choice } from '../core/index.js';
import { moduleFor } from '../games/index.js';
import { main } from './main.js';
import { memoryIo } from './test-io.js';

describe('skirmish replay: a resigned game', () => {
  it('ends with "player N resigned" and the final hash', async () => {
    const mod = moduleFor('dicemasters');
    if (!mod) throw new Error('dicemasters is not registered');
    const config = mod.presets['first-game']!();
    const started = mod.game.setup(config, 5);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    const choices: Choice[] = [];
    for (let i = 0; i < 6; i++) {
      const p = mod.game.pending(s);
      if (p.terminal) break;
      const option = p.options[0]!.id;
      choices.push({ rqid: p.rqid, option });
      mod.game.apply(s, p.rqid, option);
    }
    const record = { ...makeRecord(mod.game, config, 5, choices), finalHash: mod.game.hash(s), resigned: 1 };
    const io = memoryIo({ 'r.json': JSON.stringify(record) });
    expect(await main(['replay', 'r.json'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toContain('Game over: player 2 resigned.');
    expect(text).not.toContain('Record ends with request');
    expect(text).toContain(`final state hash ${record.finalHash}`);
  });
});
