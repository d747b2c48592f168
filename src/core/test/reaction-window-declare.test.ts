// The reaction window's "declare per responder, then order" mode (`WindowOptions.declare`): every
// responder declares before anything resolves, automatic responses are entered without a question,
// the orderer picks which declared response resolves first, each resolves once, and a declared
// response that is no longer valid when its turn comes does nothing. A window opened without the mode
// still asks player by player and resolves each response at once.
import { describe, expect, it } from 'vitest';
import type { EffectInstance } from '../effect-instance.js';
import type { JsonObject } from '../json.js';
import { answerWindow, openWindow, runWindow, WINDOW_STEP, type ReactionHandler, type WindowHost, type WindowStep } from '../reaction-window.js';
import type { Step } from '../step.js';

/** Guards (responders 0..3) may block a blow; a guard with `auto` blocks without being asked. */
type Payload = { blows: number };
type World = { resolved: string[]; armed: Set<number>; auto: Set<number>; arms?: Map<number, number> };

const block: ReactionHandler<World, Payload> = {
  offers: (w, _e, _p, _player, r) => (r && w.armed.has(r.responder) && !r.declared.includes('block') ? [{ id: 'block', label: 'Block' }] : []),
  automatic: (w, _e, _p, by) => (w.auto.has(by) ? ['brace'] : []),
  valid: (w, _e, _p, by, option) => (option === 'brace' ? w.auto.has(by) : w.armed.has(by)),
  label: (_w, _e, _p, by, option) => `guard ${by} ${option}`,
  prompt: (_w, _e, _p, by) => `Guard ${by}: block?`,
  resolve(w, _e, p, option, _player, by) {
    w.resolved.push(`${by}:${option}`);
    // A block by guard 1 disarms guard 2 (its declaration is then no longer valid).
    if (by === 1) w.armed.delete(2);
    // A block may arm another guard (`arms`): something to answer that did not exist before.
    const armed = by === undefined ? undefined : w.arms?.get(by);
    if (armed !== undefined) w.armed.add(armed);
    return { blows: p.blows - 1 };
  },
};

function host(world: World): { host: WindowHost<World>; stack: Step[] } {
  const stack: Step[] = [];
  const effects: EffectInstance[] = [{ id: 5, name: 'block', handler: 'block', owner: 0, params: {} }];
  return {
    stack,
    host: {
      ctx: world,
      players: 2,
      effects: () => effects,
      reactions: (h) => (h === 'block' ? { reactions: { Blow: block as ReactionHandler<World, object> } } : undefined),
      push: (...steps) => {
        for (let i = steps.length - 1; i >= 0; i--) stack.push(steps[i] as Step);
      },
    },
  };
}

const then: Step = { kind: 'land' };
/** Guards 1 and 2 belong to player 1, guard 3 to player 0; player 0 orders. */
const declare = { responders: [1, 2, 3], players: [1, 1, 0], orderedBy: 0, orderDecision: 'order-effects', once: true } as const;

/** Runs the stack until a window asks (returning it) or only `land` is left. */
function runToAsk(h: WindowHost<World>, stack: Step[]): { w: WindowStep; ask: NonNullable<ReturnType<typeof runWindow>> } | null {
  for (;;) {
    const top = stack.pop();
    if (!top) return null;
    if (top.kind !== WINDOW_STEP) {
      stack.push(top);
      return null;
    }
    const w = top as WindowStep;
    const ask = runWindow(h, w);
    if (ask) return { w, ask };
  }
}

describe('reaction window: declare per responder, then order', () => {
  it('asks each responder for a declaration, then the orderer, and resolves each declared response once', () => {
    const world: World = { resolved: [], armed: new Set([1, 3]), auto: new Set() };
    const { host: h, stack } = host(world);
    expect(
      openWindow(h, 'Blow', { blows: 3 } as JsonObject, then, { declare, plainIds: true, decision: 'use-power', pass: { id: 'no', label: 'Do not use' } }),
    ).toBe(true);
    // Nothing is resolved while the responders declare.
    let at = runToAsk(h, stack);
    expect([at?.ask.player, at?.ask.kind, at?.ask.prompt, at?.ask.options.map((o) => o.id)]).toEqual([1, 'use-power', 'Guard 1: block?', ['block', 'no']]);
    answerWindow(h, at!.w, 'block');
    at = runToAsk(h, stack);
    expect([at?.ask.player, at?.ask.prompt]).toEqual([0, 'Guard 3: block?']);
    answerWindow(h, at!.w, 'block');
    expect(world.resolved).toEqual([]);
    // Two declared: the orderer picks, by index in the declarations.
    at = runToAsk(h, stack);
    expect([at?.ask.player, at?.ask.kind, at?.ask.options.map((o) => [o.id, o.label])]).toEqual([
      0,
      'order-effects',
      [
        ['0', 'guard 1 block'],
        ['1', 'guard 3 block'],
      ],
    ]);
    answerWindow(h, at!.w, '1');
    expect(world.resolved).toEqual(['3:block']);
    // The last one resolves without a question; the continuation runs once, with the final payload.
    expect(runToAsk(h, stack)).toBeNull();
    expect(world.resolved).toEqual(['3:block', '1:block']);
    expect(stack).toEqual([{ kind: 'land', payload: { blows: 1 } }]);
  });

  it('enters automatic responses first without a question, and a response made invalid meanwhile does nothing', () => {
    const world: World = { resolved: [], armed: new Set([1, 2]), auto: new Set([3]) };
    const { host: h, stack } = host(world);
    openWindow(h, 'Blow', { blows: 3 } as JsonObject, null, { declare, plainIds: true });
    let at = runToAsk(h, stack);
    expect(at?.ask.prompt).toBe('Guard 1: block?');
    answerWindow(h, at!.w, 'block');
    at = runToAsk(h, stack);
    answerWindow(h, at!.w, 'block');
    // Declared: guard 3's automatic brace (first), guards 1 and 2.
    at = runToAsk(h, stack);
    expect(at?.ask.options.map((o) => o.label)).toEqual(['guard 3 brace', 'guard 1 block', 'guard 2 block']);
    answerWindow(h, at!.w, '1');
    // Guard 1's block disarmed guard 2: only the brace is left, and it resolves without a question.
    expect(runToAsk(h, stack)).toBeNull();
    expect(world.resolved).toEqual(['1:block', '3:brace']);
    expect(stack).toEqual([]);
  });

  it('without `once` a responder is asked again until it passes; a stale answer is refused', () => {
    const world: World = { resolved: [], armed: new Set([1]), auto: new Set() };
    const { host: h, stack } = host(world);
    openWindow(h, 'Blow', { blows: 1 } as JsonObject, then, { declare: { ...declare, once: undefined } });
    const at = runToAsk(h, stack);
    expect(() => answerWindow(h, at!.w, 'parry')).toThrow(/not a response of responder 1/);
    answerWindow(h, at!.w, '5:block');
    // Asked again: its declared block is not offered twice, so it has nothing left and the window goes on.
    expect(runToAsk(h, stack)).toBeNull();
    expect(world.resolved).toEqual(['1:block']);
    expect(stack).toEqual([{ kind: 'land', payload: { blows: 0 } }]);
  });

  it('with `again`, a response may be answered: after each resolution only what is newly offered is asked', () => {
    const run = (again: boolean) => {
      const world: World = { resolved: [], armed: new Set([1, 3]), auto: new Set(), arms: new Map([[3, 2]]) };
      const { host: h, stack } = host(world);
      openWindow(h, 'Blow', { blows: 3 } as JsonObject, then, { declare: { ...declare, ...(again ? { again: true as const } : {}) }, plainIds: true });
      const asked: string[] = [];
      for (let at = runToAsk(h, stack); at; at = runToAsk(h, stack)) {
        asked.push(at.ask.prompt);
        // Guard 1 passes; the others block.
        answerWindow(h, at.w, at.ask.prompt === 'Guard 1: block?' ? 'pass' : 'block');
      }
      return { asked, resolved: world.resolved, stack };
    };
    // Guard 3's block arms guard 2, which answers it; guard 1 passed and is not asked about the same block again.
    expect(run(true)).toEqual({
      asked: ['Guard 1: block?', 'Guard 3: block?', 'Guard 2: block?'],
      resolved: ['3:block', '2:block'],
      stack: [{ kind: 'land', payload: { blows: 1 } }],
    });
    // Without it, declarations close before anything resolves.
    expect(run(false)).toEqual({ asked: ['Guard 1: block?', 'Guard 3: block?'], resolved: ['3:block'], stack: [{ kind: 'land', payload: { blows: 2 } }] });
  });

  it('a window opened without the mode still resolves a response at once and needs its continuation', () => {
    const world: World = { resolved: [], armed: new Set([1]), auto: new Set() };
    const { host: h } = host(world);
    expect(() => openWindow(h, 'Blow', { blows: 1 } as JsonObject, null)).toThrow(/only a declare window/);
  });
});
