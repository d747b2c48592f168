// The test-armies preset is vouched for (no schema check per battle): frozen, the same object each
// time, and a set-up built from it with a change is checked again (a bad one refused).
import { describe, expect, it } from 'vitest';
import { game } from './game.js';
import { testArmiesConfig, testArmiesSetup } from '../module.js';
import { isVouched } from './vouched.js';

describe('vouched set-ups', () => {
  it('the preset is one frozen, vouched object that starts the same battle as a fresh copy', () => {
    const preset = testArmiesSetup();
    expect(testArmiesSetup()).toBe(preset);
    expect(isVouched(preset)).toBe(true);
    expect(Object.isFrozen(preset.armies[0]!.cards[0])).toBe(true);
    expect(() => (preset.armies as unknown[]).push(null)).toThrow();
    const a = game.setup(preset, 7);
    const b = game.setup(testArmiesConfig(), 7);
    if (!a.ok || !b.ok) throw new Error('set-up refused');
    expect(game.hash(a.value.state)).toBe(game.hash(b.value.state));
  });

  it('a copy with a change is not vouched and is checked: a round limit of 0 is refused', () => {
    const changed = { ...testArmiesSetup(), roundLimit: 0 };
    expect(isVouched(changed)).toBe(false);
    const r = game.setup(changed, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/roundLimit/);
  });
});
