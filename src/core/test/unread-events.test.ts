// Issue 21 ("events built only when someone reads them"): `apply(…, { events: false })` keeps no
// events and tells the rules so (`Ctx.eventsWanted`), and an event no handler of the table listens
// for is announced without reading the effects in play. Neither changes what happens.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineGame, NO_EVENTS, ok, unwrap, type EffectTable, type GameState, type Step } from '../index.js';

interface HitState extends GameState {
  hp: number;
  /** What the rules saw of `eventsWanted` at each choice. */
  wanted: boolean[];
}

type HitEvents = { Hit: { amount: number }; Unheard: { amount: number } };
type HitQueries = { [k: string]: { value: unknown; args: unknown } };

/** How many times the game was asked for its effects in play (announcements read them). */
let reads = 0;

const effects: EffectTable<HitState, HitQueries, unknown, HitEvents> = {
  // Halves a hit: the one handler of the table, listening for Hit only.
  shield: { on: { Hit: { run: (_c, _e, p) => ({ amount: Math.floor(p.amount / 2) }) } } },
};

const hitGame = defineGame<HitState, { shield: boolean }, HitQueries, { kind: 'turn' } & Step, HitEvents>({
  id: 'fixture-hit',
  title: 'Hit fixture',
  players: { min: 2, max: 2 },
  configSchema: z.object({ shield: z.boolean() }),
  contentHash: 'fixture-hit-1',
  init: () => ok({ state: { hp: 20, wanted: [] }, steps: [{ kind: 'turn' }], players: 2 }),
  steps: {
    turn: {
      run: (ctx) =>
        ctx.ask(0, 'hit', 'How hard?', [
          { id: 'light', label: 'Light' },
          { id: 'heavy', label: 'Heavy' },
        ]),
      choose(ctx, _s, o) {
        const s = ctx.state;
        s.wanted.push(ctx.eventsWanted);
        const base = o.id === 'heavy' ? 4 + ctx.rng.dN(6) : 2;
        const unheard = ctx.announce('Unheard', { amount: base });
        const hit = ctx.announce('Hit', { amount: base });
        if (typeof hit === 'symbol' || typeof unheard === 'symbol') return; // nothing cancels here
        s.hp -= hit.amount;
        ctx.emit('damage', { amount: hit.amount, hp: s.hp });
        if (s.hp <= 0) return ctx.end([1, -1], 'down');
        ctx.push({ kind: 'turn' });
      },
    },
  },
  effects,
  activeEffects: (s) => {
    reads++;
    return s.core.effects;
  },
  observe: (s) => ({ hp: s.hp }),
  narrate: (e) => e.type,
});

function start(shield: boolean): HitState {
  const s = unwrap(hitGame.setup({ shield }, 7)).state;
  if (shield) s.core.effects.push({ id: 1, name: 'Shield', handler: 'shield', owner: 1, params: {} });
  return s;
}

function play(s: HitState, events: boolean): number {
  let emitted = 0;
  for (let i = 0; ; i++) {
    const p = hitGame.pending(s, { labels: false });
    if (p.terminal) return emitted;
    const o = p.options[i % 2];
    if (!o) throw new Error('no option');
    emitted += unwrap(hitGame.apply(s, p.rqid, o.id, events ? undefined : NO_EVENTS)).length;
  }
}

describe('events nobody reads (issue 21)', () => {
  it('apply with { events: false } builds none, tells the rules so, and plays exactly the same game', () => {
    const read = start(true);
    const unread = start(true);
    const emitted = play(read, true);
    expect(emitted).toBeGreaterThan(3); // control: the same choices with events produce them
    expect(play(unread, false)).toBe(0);
    expect(read.wanted.every((w) => w)).toBe(true);
    expect(unread.wanted.every((w) => !w)).toBe(true);
    expect(unread.wanted.length).toBe(read.wanted.length);
    // The same game: same state (but what the rules saw of eventsWanted), same rng, same result.
    expect(hitGame.hash({ ...unread, wanted: read.wanted })).toBe(hitGame.hash(read));
    expect(hitGame.returns(unread)).toEqual(hitGame.returns(read));
  });

  it('an event no handler of the table hears is announced without reading the effects in play', () => {
    const s = start(true);
    const d = hitGame.pending(s, { labels: false });
    if (d.terminal) throw new Error('over');
    reads = 0;
    const events = unwrap(hitGame.apply(s, d.rqid, 'light'));
    // Hit is heard (the shield halves 2 to 1) and reads the effects once; Unheard reads nothing.
    expect(events).toEqual([{ type: 'damage', visibility: { to: 'all' }, data: { amount: 1, hp: 19 } }]);
    expect(reads).toBe(1);
  });

  it('control: without the shield the hit is whole, and Hit still reads the effects (the table hears it)', () => {
    const s = start(false);
    const d = hitGame.pending(s, { labels: false });
    if (d.terminal) throw new Error('over');
    reads = 0;
    expect(unwrap(hitGame.apply(s, d.rqid, 'light'))[0]?.data).toEqual({ amount: 2, hp: 18 });
    expect(reads).toBe(1);
  });
});
