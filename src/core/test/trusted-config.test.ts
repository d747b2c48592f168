// GameDefinition.trustedConfig: a set-up the game vouches for skips the schema check; anything else is checked.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineGame, ok, type GameState, type Step } from '../index.js';

interface CState extends GameState {
  goal: number;
}
type CStep = { kind: 'noop' } & Step;
type Config = { goal: number };

const schema = z.object({ goal: z.number().int().positive() }).strict();
const vouched = new WeakSet<object>();
let parses = 0;
const counted = schema.transform((c) => {
  parses++;
  return c;
});

const game = defineGame<CState, Config, { [k: string]: { value: unknown; args: unknown } }, CStep>({
  id: 'fixture-trusted',
  title: 'Trusted-config fixture',
  players: { min: 2, max: 2 },
  configSchema: counted,
  contentHash: 'fixture-trusted-1',
  init: (c) => ok({ state: { goal: c.goal }, steps: [], players: 2 }),
  steps: { noop: { run: () => undefined } },
  idle: (ctx) => ctx.end([0.5, 0.5], 'nothing to do'),
  observe: (s) => ({ goal: s.goal }),
  narrate: (e) => e.type,
  trustedConfig: (c): c is Config => typeof c === 'object' && c !== null && vouched.has(c),
});

describe('trustedConfig', () => {
  it('a vouched-for set-up is used without the schema check; the same content unvouched is checked', () => {
    const preset = Object.freeze({ goal: 5 });
    vouched.add(preset);
    parses = 0;
    const a = game.setup(preset, 1);
    expect(a.ok).toBe(true);
    expect(parses).toBe(0);
    const b = game.setup({ goal: 5 }, 1);
    expect(b.ok).toBe(true);
    expect(parses).toBe(1);
  });

  it('an unvouched bad set-up is still refused with the schema error', () => {
    const r = game.setup({ goal: -1 }, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/set-up is not valid/);
  });
});
