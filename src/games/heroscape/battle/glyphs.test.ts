import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { withPowers } from '../abilities/rotv-testkit.js';
import type { HsConfig } from './setup.js';
import { card, choose, config, fieldWith, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** The row with a glyph of `letter` on hex (q, 0); Red's figures on `red`, Blue's on `blue`. */
function glyphField(letter: string, q: number, red: [number, number][], blue: [number, number][]): HeroscapeMap {
  const map = fieldWith(ROW, red, blue);
  map.glyphs.push({ q, r: 0, z: 1, letter, name: letter, treasure: false, piece: -1 });
  return map;
}

const declared = (events: ReturnType<typeof choose>) => ofType(events, 'AttackDeclared')[0]?.data;

describe('Glyphs (our encoding of the permanent glyphs; power and symbol sides)', () => {
  it('Astrid: while a Red figure stands on it, Red’s normal attacks roll 1 more die; a special attack does not', () => {
    const s = start(
      config(
        glyphField(
          'A',
          0,
          [
            [0, 0],
            [1, 0],
          ],
          [[2, 0]],
        ),
        [card({ name: 'Holder' }), card({ name: 'Sword', attack: 3 })],
        [card({ name: 'Blue', life: 9 })],
      ),
    );
    placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(s, 'done');
    expect(declared(choose(s, 'a2>b1'))).toMatchObject({ attackDice: 4 });
    const walker = withPowers({ name: 'Walker', attack: 3, range: 7 }, 'Explosion Special Attack');
    const sp = start(
      config(
        glyphField(
          'A',
          0,
          [
            [0, 0],
            [1, 0],
          ],
          [[5, 0]],
        ),
        [card({ name: 'Holder' }), walker],
        [card({ name: 'Blue', life: 9 })],
      ),
    );
    placeMarkers(sp, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(sp, 'done');
    expect(ofType(choose(sp, 'explosion-special-attack:a2>b1'), 'SpecialAttack')[0]?.data).toMatchObject({ dice: 3 });
  });

  it('Gerda: the holder’s side rolls 1 more defense die; Ivor: Range 4 or more reaches 4 farther', () => {
    const g = start(
      config(
        glyphField(
          'G',
          0,
          [
            [0, 0],
            [1, 0],
          ],
          [[2, 0]],
        ),
        [card({ name: 'Holder' }), card({ name: 'Shield', defense: 2 })],
        [card({ name: 'Blue', life: 9 })],
      ),
      1,
    );
    placeMarkers(g, [1, 1, 1, 1], [2, 2, 2, 2], [1, 20]);
    choose(g, 'done');
    expect(declared(choose(g, 'b1>a2'))).toMatchObject({ defenseDice: 3 });
    const i = start(
      config(
        glyphField(
          'I',
          0,
          [
            [0, 0],
            [1, 0],
          ],
          [[10, 0]],
        ),
        [card({ name: 'Holder' }), card({ name: 'Archer', range: 5 })],
        [card({ name: 'Blue' })],
      ),
    );
    placeMarkers(i, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(i, 'done');
    expect(open(i).options.map((o) => o.id)).toContain('a2>b1');
  });

  it('Valda: the holder’s side moves 2 farther; Dagmar: 8 added to its initiative roll', () => {
    const make = (letter: string): HsConfig =>
      config(
        glyphField(
          letter,
          0,
          [
            [0, 0],
            [1, 0],
          ],
          [[11, 0]],
        ),
        [card({ name: 'Holder' }), card({ name: 'Runner', move: 5 })],
        [card({ name: 'Blue' })],
      );
    const v = start(make('V'));
    placeMarkers(v, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(v, 'fig:a2');
    expect(optionWhere(v, { q: 8, r: 0 })).toBeDefined();
    const plain = start(make('K'));
    placeMarkers(plain, [1, 1, 1, 1], [2, 2, 2, 2]);
    choose(plain, 'fig:a2');
    expect(() => optionWhere(plain, { q: 8, r: 0 })).toThrow();
    const d = start(make('D'));
    const events = placeMarkers(d, [1, 1, 1, 1], [2, 2, 2, 2], [5, 12]);
    expect(ofType(events, 'InitiativeRolled')[0]?.data).toMatchObject({ rolls: [13, 12] });
    expect(ofType(events, 'InitiativeWon')[0]?.data).toEqual({ player: 0 });
  });

  it('symbol-side up: no effect until a figure stops on it and turns it power-side up', () => {
    const cfg: HsConfig = {
      ...config(
        glyphField(
          'A',
          3,
          [
            [0, 0],
            [1, 0],
          ],
          [[5, 0]],
        ),
        [card({ name: 'Mover' }), card({ name: 'Sword', attack: 3 })],
        [card({ name: 'Blue', life: 9 })],
      ),
      glyphSide: 'symbol',
    };
    const s = start(cfg);
    placeMarkers(s, [0, 1, 1, 1], [2, 2, 2, 2]);
    choose(s, 'fig:a1');
    const moved = choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    expect(ofType(moved, 'GlyphRevealed')[0]?.data).toMatchObject({ figure: 'a1', letter: 'A' });
    expect(s.glyphs[0]).toMatchObject({ side: 'power' });
    expect(game.pending(s)).toMatchObject({ kind: 'choose-mover' });
  });
});
