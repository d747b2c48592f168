// The event engine (announce.ts) and the one reaction window (reaction-window.ts), played through
// the Game API on the duel fixture.
import { describe, expect, it } from 'vitest';
import { unwrap, type Decision } from '../index.js';
import { duelGame } from './fixture-duel.js';

type Fx = { handler: string; name?: string; owner: number; n?: number };

function start(o: { hp?: number; shields?: number; feints?: number; effects?: Fx[] } = {}) {
  return unwrap(duelGame.setup(o, 1)).state;
}

function decision(s: ReturnType<typeof start>): Decision {
  const p = duelGame.pending(s);
  if (p.terminal) throw new Error(p.reason);
  return p;
}

function choose(s: ReturnType<typeof start>, id: string) {
  const d = decision(s);
  const o = d.options.find((x) => x.id === id || x.id.endsWith(`:${id}`));
  if (!o) throw new Error(`${id} not offered in ${d.kind}: ${d.options.map((x) => x.id).join(', ')}`);
  return unwrap(duelGame.apply(s, d.rqid, o.id));
}

describe('announce: handlers modify or cancel the payload in one defined order', () => {
  it('with no effect in play the event passes unchanged and no window opens', () => {
    const s = start();
    const events = choose(s, 'strike');
    expect(events).toEqual([expect.objectContaining({ type: 'damage', data: { target: 1, amount: 3 } })]);
    expect(decision(s).kind).toBe('strike');
  });

  it('tiers order the handlers whatever order the effects came into play: a bonus applies before a halving', () => {
    // ward (restrictive card) came first, might (permissive card) second: might still runs first.
    const s = start({
      effects: [
        { handler: 'ward', owner: 1 },
        { handler: 'might', owner: 0, n: 3 },
      ],
    });
    const events = choose(s, 'strike');
    expect(events.find((e) => e.type === 'damage')?.data).toEqual({ target: 1, amount: 3 }); // (3 + 3) / 2, not 3 / 2 + 3 = 4
  });

  it('within a tier the first player’s effects run first, then the older', () => {
    const s = start({
      effects: [
        { handler: 'witness', owner: 1 },
        { handler: 'witness', owner: 0 },
      ],
    });
    choose(s, 'strike');
    // Two effects of the same name do not stack: only the older one (id 1) runs.
    expect(s.log).toEqual(['witness 1']);
  });

  it('a handler may cancel the event: nothing after it runs and the strike does nothing', () => {
    const s = start({
      effects: [
        { handler: 'sanctuary', owner: 1 },
        { handler: 'might', owner: 0, n: 5 },
      ],
    });
    const events = choose(s, 'strike');
    expect(events.filter((e) => e.type === 'damage')).toEqual([]);
    expect(s.hp).toEqual([10, 10]);
    expect(s.log).toEqual(['sanctuary']);
  });
});

describe('the reaction window', () => {
  it('asks the defender, who may respond; the response changes the pending damage once', () => {
    const s = start({ shields: 1, effects: [{ handler: 'shield', owner: 1 }] });
    choose(s, 'strike');
    const w = decision(s);
    expect(w).toMatchObject({ player: 1, kind: 'reaction' });
    expect(w.options.map((o) => o.label)).toEqual(['Raise the shield (prevent 2)', 'Pass']);
    const events = choose(s, 'raise');
    expect(events.filter((e) => e.type === 'damage').map((e) => e.data)).toEqual([{ target: 1, amount: 1 }]);
    expect(s.hp).toEqual([10, 9]);
  });

  it('a response to a response: the attacker answers the shield with a feint, then the window closes', () => {
    const s = start({
      shields: 2,
      feints: 1,
      effects: [
        { handler: 'shield', owner: 1 },
        { handler: 'feint', owner: 0 },
      ],
    });
    choose(s, 'strike');
    choose(s, 'raise'); // 3 - 2 = 1
    expect(decision(s)).toMatchObject({ player: 0, kind: 'reaction' });
    choose(s, 'feint'); // 1 + 1 = 2
    // The defender may answer the feint with the second shield.
    expect(decision(s)).toMatchObject({ player: 1, kind: 'reaction' });
    const events = choose(s, 'raise'); // 2 - 2 = 0; the attacker has no feint left, so the window closes
    expect(events.filter((e) => e.type === 'damage').map((e) => e.data)).toEqual([{ target: 1, amount: 0 }]);
    expect(s.log).toEqual(['shield by 2', 'feint by 1', 'shield by 2']);
  });

  it('a player with no response is not asked; everyone passing closes the window', () => {
    const s = start({
      shields: 1,
      feints: 1,
      effects: [
        { handler: 'shield', owner: 1 },
        { handler: 'feint', owner: 0 },
      ],
    });
    choose(s, 'strike');
    expect(decision(s).player).toBe(1);
    choose(s, 'pass');
    // The attacker may still feint before the damage resolves.
    expect(decision(s).player).toBe(0);
    const events = choose(s, 'pass');
    expect(events.filter((e) => e.type === 'damage').map((e) => e.data)).toEqual([{ target: 1, amount: 3 }]);
  });

  it('a response marked `closes` is the last word: nobody may answer it and the event goes on', () => {
    const s = start({
      feints: 1,
      effects: [
        { handler: 'parry', owner: 1 },
        { handler: 'feint', owner: 0 },
      ],
    });
    choose(s, 'strike');
    // Without the parry the attacker could still feint; after it, the window is closed.
    const events = choose(s, 'parry');
    expect(events.filter((e) => e.type === 'damage').map((e) => e.data)).toEqual([{ target: 1, amount: 2 }]);
    expect(s.feints).toEqual([1, 1]);
    expect(decision(s).kind).toBe('strike');
  });

  it('a response that cancels the event runs the cancel step instead of the continuation', () => {
    const s = start({ effects: [{ handler: 'mirror', owner: 1 }] });
    choose(s, 'strike');
    const events = choose(s, 'mirror');
    expect(events.map((e) => e.type)).toEqual(['prevented']);
    expect(s.hp).toEqual([10, 10]);
  });

  it('a response no longer offered is refused and changes nothing', () => {
    const s = start({ shields: 1, effects: [{ handler: 'shield', owner: 1 }] });
    choose(s, 'strike');
    const d = decision(s);
    const h = duelGame.hash(s);
    expect(duelGame.apply(s, d.rqid, '99:raise').ok).toBe(false);
    expect(duelGame.hash(s)).toBe(h);
  });

  it('the open window is plain data: a JSON copy of the state plays on identically', () => {
    const s = start({
      shields: 1,
      feints: 1,
      effects: [
        { handler: 'shield', owner: 1 },
        { handler: 'feint', owner: 0 },
      ],
    });
    choose(s, 'strike');
    const copy = JSON.parse(JSON.stringify(s)) as typeof s;
    choose(s, 'raise');
    choose(copy, 'raise');
    expect(duelGame.hash(copy)).toBe(duelGame.hash(s));
  });
});
