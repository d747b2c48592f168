// The reaction window's presentation options (`WindowOptions.decision`, `pass`, `plainIds`): a game may
// name the decision, word and place the pass option and keep its own option ids, and the window still
// resolves the same way. Without them a window asks exactly as before.
import { describe, expect, it } from 'vitest';
import { CANCEL } from '../announce.js';
import type { EffectInstance } from '../effect-instance.js';
import type { JsonObject } from '../json.js';
import { answerWindow, openWindow, runWindow, type ReactionHandler, type WindowHost, type WindowStep } from '../reaction-window.js';
import type { Step } from '../step.js';

type Payload = { amount: number };

const guard: ReactionHandler<null, Payload> = {
  offers: (_c, e, _p, player) => (player === e.owner ? [{ id: `guard:${e.owner}`, label: 'Guard' }] : []),
  resolve: (_c, _e, p) => ({ amount: p.amount - 1 }),
};
const veto: ReactionHandler<null, Payload> = {
  offers: (_c, e, _p, player) => (player === e.owner ? [{ id: 'veto', label: 'Veto' }] : []),
  resolve: () => CANCEL,
};

function host(effects: EffectInstance[]): { host: WindowHost<null>; stack: Step[] } {
  const stack: Step[] = [];
  const table: Record<string, ReactionHandler<null, Payload>> = { guard, veto };
  return {
    stack,
    host: {
      ctx: null,
      players: 2,
      effects: () => effects,
      reactions: (h) => ({ reactions: { Hit: table[h] as ReactionHandler<null, object> } }),
      push: (...steps) => {
        for (let i = steps.length - 1; i >= 0; i--) stack.push(steps[i] as Step);
      },
    },
  };
}

const effect = (id: number, handler: string, owner: number): EffectInstance => ({ id, name: `${handler}${id}`, handler, owner, params: {} });
const then: Step = { kind: 'land' };

describe('reaction window options', () => {
  it('by default: decision "reaction", ids "effect:option", "pass" last, and the step has no extra fields', () => {
    const { host: h, stack } = host([effect(7, 'guard', 1)]);
    openWindow(h, 'Hit', { amount: 3 } as JsonObject, then, { first: 1 });
    const w = stack.pop() as WindowStep;
    expect(Object.keys(w)).not.toContain('decision');
    expect(Object.keys(w)).not.toContain('pass');
    expect(Object.keys(w)).not.toContain('plainIds');
    const ask = runWindow(h, w);
    expect(ask?.kind).toBe('reaction');
    expect(ask?.options.map((o) => o.id)).toEqual(['7:guard:1', 'pass']);
  });

  it('named decision, a pass option listed first with its own words, and the effects’ own option ids', () => {
    const { host: h, stack } = host([effect(7, 'guard', 1), effect(8, 'guard', 0)]);
    const opts = { order: [1, 0], decision: 'shield-wall', pass: { id: 'decline', label: 'Take it', first: true }, plainIds: true } as const;
    openWindow(h, 'Hit', { amount: 3 } as JsonObject, then, opts);
    const w = stack.pop() as WindowStep;
    const ask = runWindow(h, w);
    expect([ask?.kind, ask?.player]).toEqual(['shield-wall', 1]);
    expect(ask?.options.map((o) => [o.id, o.label])).toEqual([
      ['decline', 'Take it'],
      ['guard:1', 'Guard'],
    ]);
    // The custom pass passes; the next player answers under the plain id, which resolves.
    answerWindow(h, w, 'decline');
    const again = stack.pop() as WindowStep;
    const ask2 = runWindow(h, again);
    expect(ask2?.player).toBe(0);
    answerWindow(h, again, 'guard:0');
    expect(again.payload).toEqual({ amount: 2 });
    // An id in the default form is not one of this window's options.
    expect(() => answerWindow(h, again, '8:guard:0')).toThrow(/no longer a response of player/);
  });

  it('a response that cancels closes the window without its continuation, with plain ids too', () => {
    const { host: h, stack } = host([effect(3, 'veto', 0)]);
    openWindow(h, 'Hit', { amount: 3 } as JsonObject, then, { first: 0, plainIds: true, pass: { id: 'decline', label: 'No', first: true } });
    const w = stack.pop() as WindowStep;
    expect(runWindow(h, w)?.options.map((o) => o.id)).toEqual(['decline', 'veto']);
    answerWindow(h, w, 'veto');
    const back = stack.pop() as WindowStep;
    expect(runWindow(h, back)).toBeNull();
    expect(stack).toEqual([]);
  });
});
