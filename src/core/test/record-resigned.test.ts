// A record's optional `resigned` seat (issue 22, item 6: resigning an online game). A record without
// it loads and hashes as before; with it, replay ends at the last choice and says who resigned.
import { describe, expect, it } from 'vitest';
import { makeRecord, recordSchema, replay, type Choice } from '../index.js';
import { raceGame } from './fixture-race.js';

const CONFIG = { players: 2, goal: 30 };

function played(n: number): { choices: Choice[]; hash: string } {
  const started = raceGame.setup(CONFIG, 11);
  if (!started.ok) throw new Error(started.error.message);
  const s = started.value.state;
  const choices: Choice[] = [];
  for (let i = 0; i < n; i++) {
    const p = raceGame.pending(s);
    if (p.terminal) break;
    choices.push({ rqid: p.rqid, option: 'walk' });
    raceGame.apply(s, p.rqid, 'walk');
  }
  return { choices, hash: raceGame.hash(s) };
}

describe('record: resigned', () => {
  it('a record without it parses and replays to the same final hash as before (no field added)', () => {
    const { choices, hash } = played(4);
    const rec = { ...makeRecord(raceGame, CONFIG, 11, choices), finalHash: hash };
    expect(Object.keys(rec)).not.toContain('resigned');
    expect(recordSchema.parse(JSON.parse(JSON.stringify(rec)))).toEqual(rec);
    const back = replay(raceGame, rec);
    expect(back.ok && back.value.hash).toBe(hash);
    expect(back.ok && back.value.resigned).toBeUndefined();
  });

  it('a resigned record replays to its final hash and names the seat that resigned', () => {
    const { choices, hash } = played(3);
    const rec = recordSchema.parse({ ...makeRecord(raceGame, CONFIG, 11, choices), finalHash: hash, resigned: 1 });
    const back = replay(raceGame, rec);
    expect(back.ok).toBe(true);
    expect(back.ok && back.value.hash).toBe(hash);
    expect(back.ok && back.value.resigned).toBe(1);
  });

  it('refuses a resignation by a seat the game does not have, or after the game had ended', () => {
    const { choices } = played(3);
    const bad = replay(raceGame, { ...makeRecord(raceGame, CONFIG, 11, choices), resigned: 5 });
    expect(!bad.ok && bad.error.message).toMatch(/seat 6 resigned.*2 seats/);
    const done = played(200);
    const late = replay(raceGame, { ...makeRecord(raceGame, CONFIG, 11, done.choices), resigned: 0 });
    expect(!late.ok && late.error.message).toMatch(/already ended/);
    expect(recordSchema.safeParse({ ...makeRecord(raceGame, CONFIG, 11, choices), resigned: -1 }).success).toBe(false);
  });
});
