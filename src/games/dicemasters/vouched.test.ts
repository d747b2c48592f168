// "YOUR FIRST GAME" and "DRAFT PARTIES" (SETUP): the ready-made set-ups are checked once and vouched
// for (no schema check per game started from one); a changed copy is checked as any set-up is.
import { describe, expect, it } from 'vitest';
import { module } from './module.js';
import { firstGameConfig, vouchedSetups } from './setup.js';

describe('vouched presets', () => {
  it('each preset is one frozen, vouched object that starts the same game as a fresh copy', () => {
    for (const name of ['first-game', 'draft']) {
      const preset = module.presets[name] as () => unknown;
      const a = preset();
      expect(preset()).toBe(a);
      expect(Object.isFrozen(a)).toBe(true);
      expect(vouchedSetups.has(a)).toBe(true);
      const copy: unknown = JSON.parse(JSON.stringify(a));
      expect(vouchedSetups.has(copy)).toBe(false);
      const x = module.game.setup(a, 9);
      const y = module.game.setup(copy, 9);
      if (!x.ok || !y.ok) throw new Error('set-up refused');
      expect(module.game.hash(x.value.state)).toBe(module.game.hash(y.value.state));
    }
  });

  it('a changed copy is not vouched for and is checked: life 0 is refused, naming the field', () => {
    const changed = { ...firstGameConfig(), life: 0 };
    const r = module.game.setup(changed, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/\$\.life/);
  });
});
