// The listener cache of `listenersFor` (announce.ts): reused while the same effect objects are in play,
// rebuilt when one is added (even pushed into the same array), removed or replaced, or when the first
// player changes — so an announced event always reaches exactly the effects in play, in order.
import { describe, expect, it } from 'vitest';
import { announceTo, listenersFor, type ListenerTable } from '../announce.js';
import type { EffectInstance } from '../effect-instance.js';

type Events = { Tick: { readonly n: number } };
const table: ListenerTable<null, Events> = { add: { on: { Tick: { run: (_c, e, p) => ({ n: p.n + Number(e.params.k) }) } } } };
const eff = (id: number, owner: number, k: number): EffectInstance => ({ id, name: `add${id}`, handler: 'add', owner, params: { k } });

describe('listener cache', () => {
  it('the same effects give the same list; an effect pushed into the same array is heard at once', () => {
    const effects = [eff(1, 0, 1)];
    const a = listenersFor('Tick', effects, table);
    expect(listenersFor('Tick', effects, table)).toBe(a);
    effects.push(eff(2, 1, 10));
    expect(announceTo(null, 'Tick', { n: 0 }, effects, table)).toEqual({ n: 11 });
  });

  it('a removed or replaced effect is no longer heard; the first player reorders', () => {
    const one = eff(3, 0, 1);
    const two = eff(4, 1, 100);
    expect(announceTo(null, 'Tick', { n: 0 }, [one, two], table)).toEqual({ n: 101 });
    expect(announceTo(null, 'Tick', { n: 0 }, [one], table)).toEqual({ n: 1 });
    expect(announceTo(null, 'Tick', { n: 0 }, [eff(3, 0, 5)], table)).toEqual({ n: 5 });
    expect(listenersFor('Tick', [one, two], table, null).map((l) => l.effect.id)).toEqual([3, 4]);
    expect(listenersFor('Tick', [one, two], table, 1).map((l) => l.effect.id)).toEqual([4, 3]);
  });
});

describe('listener plans reused across effect lists', () => {
  type Ev = { Tick: { readonly n: number } };
  const t: ListenerTable<null, Ev> = {
    add: { on: { Tick: { run: (_c, e, p) => ({ n: p.n + Number(e.params.k) }) } } },
    quiet: {},
  };
  const mk = (id: number, handler: string, name: string, k = 0): EffectInstance => ({ id, name, handler, owner: 0, params: { k } });

  it('the effects of a new game (other objects that order alike) are heard with their own parameters', () => {
    expect(announceTo(null, 'Tick', { n: 0 }, [mk(1, 'add', 'a', 1)], t)).toEqual({ n: 1 });
    expect(announceTo(null, 'Tick', { n: 0 }, [mk(1, 'add', 'a', 7)], t)).toEqual({ n: 7 });
  });

  it('an effect that does not listen may come and go; one sharing a listener’s name still suppresses it', () => {
    const listener = mk(5, 'add', 'shared', 3);
    expect(announceTo(null, 'Tick', { n: 0 }, [listener], t)).toEqual({ n: 3 });
    expect(announceTo(null, 'Tick', { n: 0 }, [mk(2, 'quiet', 'status'), listener], t)).toEqual({ n: 3 });
    // An older effect of the same name that does not listen wins the de-duplication: nobody runs.
    expect(announceTo(null, 'Tick', { n: 0 }, [mk(2, 'quiet', 'shared'), listener], t)).toEqual({ n: 0 });
    expect(announceTo(null, 'Tick', { n: 0 }, [listener], t)).toEqual({ n: 3 });
  });

  it('the listeners are those in play when the event was announced, even if a handler adds one', () => {
    const effects: EffectInstance[] = [];
    const grow: ListenerTable<null, Ev> = {
      grow: { on: { Tick: { run: (_c, _e, p) => (effects.push(mk(effects.length + 1, 'grow', `g${effects.length + 1}`)), { n: p.n + 1 }) } } },
    };
    effects.push(mk(1, 'grow', 'g1'), mk(2, 'grow', 'g2'));
    expect(announceTo(null, 'Tick', { n: 0 }, effects, grow)).toEqual({ n: 2 });
    expect(effects).toHaveLength(4);
  });
});
