import { describe, expect, it } from 'vitest';
import { cardFaces, parseFace } from './dm-faces.js';

describe('Dice Masters faces read back from the engine text (issue 22 item 4)', () => {
  it('a rolled die and a card line spell the same face the same way once read', () => {
    expect(parseFace('2 mask')).toEqual(parseFace('mask x2'));
    expect(parseFace('2 mask')).toEqual({ kind: 'energy', type: 'mask', n: 2, bursts: 0 });
    expect(parseFace('level 2 (1 to field, 2A 3D)**')).toEqual(parseFace('L2 1|2A|3D**'));
    expect(parseFace('L3 2|6A|6D')).toEqual({ kind: 'char', level: 3, cost: 2, a: 6, d: 6, bursts: 0 });
    expect(parseFace('wild ?')).toEqual(parseFace('?'));
    expect(parseFace('generic 2')).toEqual(parseFace('(2)'));
    expect(parseFace('action *')).toEqual({ kind: 'action', gear: false, bursts: 1 });
    expect(parseFace('GEAR**')).toEqual({ kind: 'action', gear: true, bursts: 2 });
  });

  it('an unknown spelling stays text', () => {
    expect(parseFace('sparkle 3')).toEqual({ kind: 'text', text: 'sparkle 3' });
  });

  it("a card's faces line is split into its six faces", () => {
    const text = 'Blue Dragon\nCost 6 bolt\nFaces: bolt / bolt x2 / bolt x2 / L1 1|3A|3D / L2 1|4A|4D / L3 2|6A|6D';
    expect(cardFaces(text)).toEqual(['bolt', 'bolt x2', 'bolt x2', 'L1 1|3A|3D', 'L2 1|4A|4D', 'L3 2|6A|6D']);
    expect(cardFaces('no faces here')).toEqual([]);
  });
});
