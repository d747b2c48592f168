// Blend with the Trees ("This creature has Hide while in forest terrain"), read from an invented row
// and played through the engine (ddm-battle-rules-2011, "COVER AGAINST RANGED ATTACKS", Hide (Power);
// "FOREST (OR MARKET STALL)": forest squares give cover against ranged attacks, market stalls are
// forest). The archer looks at the ranger standing in a forest square, which gives it ranged cover:
// with the power the ranger is invisible to the archer, so its bow is not offered against it; the same
// ranger in the open or behind a wall (where plain Hide would hide it), and a creature without the
// power in the forest show the control.
// Fails if the power is ignored or read as plain Hide.
import { afterAll, describe, expect, it } from 'vitest';
import type { TerrainType } from '../geometry/types.js';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, decision, openMap, turnOf } from '../testkit.js';
import { geo, sees } from '../geo.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bow = { type: 'ATTACK' as const, text: 'Bow: (range 10) +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Wood Ranger', powers: [bow, { type: 'SPECIAL', text: 'Blend with the Trees: This creature has Hide while in forest terrain.' }] }),
  entry({ name: 'Plain Ranger', powers: [bow] }),
  entry({ name: 'Hidden Ranger', powers: [bow, { type: 'ABILITY', text: 'Hide' }] }),
  entry({ name: 'Archer', powers: [bow] }),
];
const cards = importedCards(rows, 'blend-with-trees.json');
afterAll(addTestCards(cards));

/**
 * The archer (1,5) on its turn; `ranger` at (6,5), its square (6,5) of `terrain` (none: open) — or,
 * `behindWall`, at (6,6) in the open behind the wall square (5,6), which gives it ranged cover without
 * blocking sight.
 */
function field(ranger: string, terrain: TerrainType | null, behindWall = false): DdmState {
  const map = openMap(12, 12, behindWall ? [[5, 6]] : []);
  const withTerrain = terrain ? { ...map, terrain: [{ type: terrain, squares: [[6, 5] as const] }] } : map;
  return turnOf(['Archer'], [ranger], [[1, 5], behindWall ? [6, 6] : [6, 5]], 'Archer', { map: withTerrain });
}

const bowOffered = (s: DdmState): boolean => decision(s).options.some((o) => o.id.startsWith('attack:0'));
const seen = (s: DdmState, ranger: string): boolean => sees(geo(s), byLabel(s, 'Archer'), byLabel(s, ranger));

describe('Blend with the Trees: Hide while in forest terrain', () => {
  it('reads the printing as continuous hide-in-terrain (forest)', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Blend with the Trees', effect: { kind: 'hide-in-terrain', terrain: 'forest' } });
  });

  it('in the forest, with ranged cover from it: unseen by the archer, whose bow is not offered', () => {
    const s = field('Wood Ranger', 'forest');
    expect(seen(s, 'Wood Ranger')).toBe(false);
    expect(bowOffered(s)).toBe(false);
  });

  it('a market stall is forest: unseen', () => {
    expect(seen(field('Wood Ranger', 'marketStall'), 'Wood Ranger')).toBe(false);
  });

  it('controls: the ranger in the open, and a ranger without the power in the forest, are seen and shot at', () => {
    const open = field('Wood Ranger', null);
    expect(seen(open, 'Wood Ranger')).toBe(true);
    expect(bowOffered(open)).toBe(true);
    const plain = field('Plain Ranger', 'forest');
    expect(seen(plain, 'Plain Ranger')).toBe(true);
    expect(bowOffered(plain)).toBe(true);
  });

  it('control: behind a wall that gives ranged cover, out of the forest, it is seen — plain Hide would not be', () => {
    expect(seen(field('Wood Ranger', null, true), 'Wood Ranger')).toBe(true);
    expect(seen(field('Hidden Ranger', null, true), 'Hidden Ranger')).toBe(false);
  });
});
