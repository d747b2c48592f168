// Replay frames from cached checkpoints (issue #23 item 7): stepping back through a long game
// replays at most CHECKPOINT_EVERY choices (it used to replay the whole game from the start), and
// every frame is exactly the one computed from the start.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../core/index.js';
import { marathonGame } from './fixtures/marathon.js';
import { CHECKPOINT_EVERY, ReplayBook, type BookChoice } from './replay-book.js';

const game = marathonGame as AnyGame;
const config = { moves: 260, work: 0 };

function playOut(): BookChoice[] {
  const s = game.setup(config, 5);
  if (!s.ok) throw new Error(s.error.message);
  const out: BookChoice[] = [];
  for (let i = 0; ; i++) {
    const p = game.pending(s.value.state);
    if (p.terminal) return out;
    const option = p.options[(i * 7) % p.options.length]!.id;
    out.push({ rqid: p.rqid, option, seat: p.player });
    const r = game.apply(s.value.state, p.rqid, option);
    if (!r.ok) throw new Error(r.error.message);
  }
}

const open = (choices: BookChoice[]): ReplayBook => {
  const b = ReplayBook.open(game, config, 5, choices, 2);
  if (typeof b === 'string') throw new Error(b);
  return b;
};

describe('replay book', () => {
  const choices = playOut();

  it('steps back from the end one position at a time replaying at most one checkpoint interval each', () => {
    const book = open(choices);
    const end = book.frame(choices.length, null);
    expect(end.ok).toBe(true);
    expect(book.applied).toBe(choices.length);
    for (let n = choices.length - 1; n >= 0; n--) {
      const before = book.applied;
      const f = book.frame(n, 0);
      expect(f.ok).toBe(true);
      expect(book.applied - before).toBeLessThanOrEqual(CHECKPOINT_EVERY);
    }
  });

  it('gives the same frames as replaying from the start, for every viewer', () => {
    const book = open(choices);
    book.frame(choices.length, null);
    for (const n of [0, 1, 49, 50, 51, 199, 200, 257, choices.length])
      for (const viewer of [0, 1, null]) {
        const fresh = open(choices).frame(n, viewer);
        expect(book.frame(n, viewer)).toEqual(fresh);
      }
    const f = book.frame(120, 1);
    expect(f.ok && f.frame.lines).toHaveLength(120);
    expect(f.ok && f.frame.last).toEqual({ seat: choices[119]!.seat, label: choices[119]!.option });
  });

  it('refuses positions outside the game and seats it does not have', () => {
    const book = open(choices);
    expect(book.frame(choices.length + 1, null)).toMatchObject({ ok: false, status: 400 });
    expect(book.frame(-1, null)).toMatchObject({ ok: false, status: 400 });
    expect(book.frame(3, 2)).toMatchObject({ ok: false, status: 400 });
  });
});
