// "Invisible while occupying forest terrain" (Forest Ward) and "Invisible to enemies while occupying forest
// terrain" (Forest Camouflage), read from invented rows as the continuous invisible-in-terrain and played
// through the engine (ddm-battle-rules-2011, "Line of Sight": no line of sight to an invisible creature;
// "FOREST (OR MARKET STALL)"; ddm-rules-guidelines-2008, Blindsight). An archer looks at the creature on a
// forest square, from afar and from beside it (where Hide would not hide it): unseen, and its bow is not
// offered; a Blindsight archer sees it. Controls: the same creature in the open, a creature without the
// power in the forest; an ally of the "to enemies" creature still sees it, an ally of the other does not.
import { afterAll, describe, expect, it } from 'vitest';
import type { TerrainType } from '../geometry/types.js';
import { addTestCards } from '../powers/test-cards.js';
import { byLabel, decision, openMap, turnOf } from '../testkit.js';
import { geo, sees } from '../geo.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bow = { type: 'ATTACK' as const, text: 'Bow: (range 10) +10 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Bramble Imp', powers: [bow, { type: 'SPECIAL', text: 'Leaf Cloak: Invisible to enemies while occupying forest terrain.' }] }),
  entry({ name: 'Moss Sprite', powers: [bow, { type: 'SPECIAL', text: 'Leaf Veil: Invisible while occupying forest terrain.' }] }),
  entry({ name: 'Plain Imp', powers: [bow] }),
  entry({ name: 'Archer', powers: [bow] }),
  entry({ name: 'Bat Archer', powers: [bow, { type: 'SPECIAL', text: 'Blindsight' }] }),
];
const cards = importedCards(rows, 'invisible-in-terrain.json');
afterAll(addTestCards(cards));

/** `viewer` on its turn at `from` (default (1,5)); `who` at (6,5), that square of `terrain` (none: open), its ally `friend` at (8,5). */
function field(viewer: string, who: string, terrain: TerrainType | null, from: [number, number] = [1, 5], friend?: string): DdmState {
  const map = openMap();
  const withTerrain = terrain ? { ...map, terrain: [{ type: terrain, squares: [[6, 5] as const] }] } : map;
  return turnOf([viewer], [who, ...(friend ? [friend] : [])], [from, [6, 5], ...(friend ? [[8, 5] as [number, number]] : [])], viewer, { map: withTerrain });
}

const bowOffered = (s: DdmState): boolean => decision(s).options.some((o) => o.id.startsWith('attack:0'));
const seen = (s: DdmState, by: string, who: string): boolean => sees(geo(s), byLabel(s, by), byLabel(s, who));

describe('invisible while occupying forest terrain', () => {
  it('reads both printings as invisible-in-terrain (forest), the first to enemies only', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'continuous', name: 'Leaf Cloak', effect: { kind: 'invisible-in-terrain', terrain: 'forest', enemies: true } });
    expect(cards[1]?.powers[0]).toEqual({ kind: 'continuous', name: 'Leaf Veil', effect: { kind: 'invisible-in-terrain', terrain: 'forest' } });
  });

  it('in the forest: unseen by the archer from afar and from beside it, the bow not offered; a market stall is forest', () => {
    for (const who of ['Bramble Imp', 'Moss Sprite']) {
      const s = field('Archer', who, 'forest');
      expect(seen(s, 'Archer', who)).toBe(false);
      expect(bowOffered(s)).toBe(false);
      expect(seen(field('Archer', who, 'forest', [5, 5]), 'Archer', who)).toBe(false);
      expect(seen(field('Archer', who, 'marketStall'), 'Archer', who)).toBe(false);
    }
  });

  it('Blindsight sees it', () => {
    expect(seen(field('Bat Archer', 'Bramble Imp', 'forest'), 'Bat Archer', 'Bramble Imp')).toBe(true);
  });

  it('controls: in the open it is seen and shot at; a creature without the power in the forest is seen', () => {
    const open = field('Archer', 'Bramble Imp', null);
    expect(seen(open, 'Archer', 'Bramble Imp')).toBe(true);
    expect(bowOffered(open)).toBe(true);
    expect(seen(field('Archer', 'Plain Imp', 'forest'), 'Archer', 'Plain Imp')).toBe(true);
  });

  it('"to enemies": its ally sees it in the forest; the ally of the plainly invisible one does not', () => {
    expect(seen(field('Archer', 'Bramble Imp', 'forest', [1, 5], 'Plain Imp'), 'Plain Imp', 'Bramble Imp')).toBe(true);
    expect(seen(field('Archer', 'Moss Sprite', 'forest', [1, 5], 'Plain Imp'), 'Plain Imp', 'Moss Sprite')).toBe(false);
  });
});
