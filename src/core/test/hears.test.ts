// `heardIn` / `Ctx.hears`: whether announcing an event now would run any handler of the effects in
// play, so a rule may skip building a payload nobody hears when nobody reads the events either. It
// must follow the effects in play as `announceTo` does (the same cached plan): an effect attached
// or removed, the same array grown, another array, a duplicate name that suppresses its listener.
import { describe, expect, it } from 'vitest';
import { announceTo, CANCEL, Ctx, heardIn, type EffectInstance, type EffectTable, type GameDefinition, type GameState } from '../index.js';

type E = { Hit: { amount: number }; Moved: { to: number } };
type Q = { [k: string]: { value: unknown; args: unknown } };

const table: EffectTable<null, Q, unknown, E> = {
  shield: { on: { Hit: { run: (_c, _e, p) => ({ amount: p.amount - 1 }) } } },
  wall: { on: { Hit: { run: () => CANCEL } } },
  mute: {},
};
const fx = (id: number, name: string, handler: string, owner = 0): EffectInstance => ({ id, name, handler, owner, params: {} });
const hears = (event: keyof E, effects: readonly EffectInstance[], fixed = false) =>
  heardIn<unknown, E, typeof event>(event, effects, table, undefined, undefined, fixed);
const hit = (effects: readonly EffectInstance[]) => announceTo<unknown, E, 'Hit'>(null, 'Hit', { amount: 3 }, effects, table);

describe('whether an event is heard by the effects in play', () => {
  it('follows effects attached to and removed from the same array, and agrees with the announcement', () => {
    const effects: EffectInstance[] = [fx(1, 'Mute', 'mute')];
    expect(hears('Hit', effects)).toBe(false);
    expect(hit(effects)).toEqual({ amount: 3 }); // control: nothing ran
    effects.push(fx(2, 'Shield', 'shield'));
    expect(hears('Hit', effects)).toBe(true);
    expect(hit(effects)).toEqual({ amount: 2 });
    // An event the table hears but no effect in play listens for.
    expect(hears('Moved', effects)).toBe(false);
    effects.pop();
    expect(hears('Hit', effects)).toBe(false);
    expect(hears('Hit', [fx(3, 'Wall', 'wall', 1)])).toBe(true);
    expect(hears('Hit', [])).toBe(false);
  });

  it('with fixed arrays, a new array is still read (only the same array is trusted unread)', () => {
    const none = [fx(1, 'Mute', 'mute')];
    const some = [fx(1, 'Mute', 'mute'), fx(2, 'Shield', 'shield')];
    expect(hears('Hit', none, true)).toBe(false);
    expect(hears('Hit', some, true)).toBe(true);
    expect(hears('Hit', none, true)).toBe(false);
  });

  it('Ctx.hears reads the game’s effects in play and table', () => {
    const state = { core: { effects: [] as EffectInstance[] } } as unknown as GameState;
    const def = { id: 'fixture-hears', effects: table } as unknown as GameDefinition<GameState, unknown, Q, never, E>;
    const ctx = new Ctx<GameState, Q, E>(state, def, false);
    expect(ctx.hears('Hit')).toBe(false);
    state.core.effects.push(fx(1, 'Shield', 'shield'));
    expect(ctx.hears('Hit')).toBe(true);
    expect(ctx.announce('Hit', { amount: 5 })).toEqual({ amount: 4 });
    state.core.effects = [];
    expect(ctx.hears('Hit')).toBe(false);
    expect(ctx.announce('Hit', { amount: 5 })).toEqual({ amount: 5 });
  });
});
