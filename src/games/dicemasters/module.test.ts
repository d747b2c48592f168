// Tests for the module surface the CLI uses: presets, set-up files, terminal rendering, card listing.
import { describe, expect, it } from 'vitest';
import { module } from './module.js';
import { ALL_CARDS } from './cards/catalogue.js';
import { moduleFor } from '../index.js';

describe('dicemasters module', () => {
  it('is registered under the id "dicemasters" with first-game as the first preset', () => {
    expect(moduleFor('dicemasters')?.game.id).toBe('dicemasters');
    expect(Object.keys(module.presets)[0]).toBe('first-game');
  });
  it('reads a two-party set-up file and reports errors with the file and JSON path', () => {
    const good = JSON.stringify({
      life: 15,
      basicActions: ['fireball', 'charm'],
      players: [{ cards: [{ card: 'troll/master-humanoid', dice: 2 }] }, { cards: [{ card: 'orc/greater-humanoid', dice: 4 }] }],
    });
    const r = module.configFromArgs?.({ setup: 'x.json' }, () => good);
    expect(r?.ok).toBe(true);
    const bad = JSON.stringify({ life: 15, basicActions: ['fireball'], players: [{ cards: [{ card: 'troll/master-humanoid', dice: 7 }] }, { cards: [] }] });
    const e = module.configFromArgs?.({ setup: 'bad.json' }, () => bad);
    expect(e?.ok).toBe(false);
    if (e && !e.ok) expect(e.error).toMatch(/bad\.json at \$\.players\[0\]\.cards\[0\]\.dice/);
    expect(module.configFromArgs?.({ setup: 'first-game' }, () => '')).toBeNull();
  });
  it('renders zones and life totals', () => {
    const r = module.game.setup(module.presets['first-game']?.(), 4);
    if (!r.ok) throw new Error(r.error.message);
    const text = module.renderText(module.game.observe(r.value.state, 0));
    expect(text).toMatch(/life 10\/10/);
    expect(text).toMatch(/prep: /);
    expect(text).toMatch(/bag: 4 dice/);
  });
  it('lists every encoded card with rules text rendered from the encoding', () => {
    const cards = module.cards?.() ?? [];
    expect(cards.length).toBe(ALL_CARDS.length + 1);
    const troll = cards.find((c) => c.name.startsWith('Troll, Master Humanoid'));
    expect(troll?.text).toMatch(/Regenerate/);
    expect(troll?.text).toMatch(/L3 2\|5A\|5D/);
    expect(cards.filter((c) => /Basic Action Card/.test(c.name)).length).toBe(10);
  });
});
