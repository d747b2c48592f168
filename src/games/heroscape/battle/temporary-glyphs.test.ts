import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { narrateBattle } from './narrate.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** The row with glyphs (letter at hex q, row 0) and the armies' starting hexes. */
function field(glyphs: [string, number][], red: [number, number][], blue: [number, number][]): HeroscapeMap {
  const map = fieldWith(ROW, red, blue);
  for (const [letter, q] of glyphs) map.glyphs.push({ q, r: 0, z: 1, letter, name: letter, treasure: false, piece: -1 });
  return map;
}

describe('Glyphs of the published list (docs/heroscape.md "Glyphs"): Valda, the temporary glyphs, and the other permanent glyphs', () => {
  it('Valda: the figure moving off the glyph moves only its printed Move (the +2 is for the rest of the army)', () => {
    const s = start(
      config(
        field(
          [['V', 0]],
          [
            [0, 0],
            [1, 0],
          ],
          [[11, 0]],
        ),
        [card({ name: 'Holder', move: 5 }), card({ name: 'Other' })],
        [card({ name: 'Blue' })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'fig:a1');
    expect(optionWhere(s, { q: 5, r: 0 })).toBeDefined();
    // With the +2 it would reach 7 spaces away.
    expect(() => optionWhere(s, { q: 7, r: 0 })).toThrow();
  });

  it('Kelda: a wounded Hero that stops on it loses every wound marker and the glyph leaves the game; a Squad figure gains nothing', () => {
    const s = start(config(field([['K', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Hero', life: 5 })], [card({ name: 'Blue' })]));
    figure(s, 'a1').wounds = 3;
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    const ev = choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    expect(ofType(ev, 'GlyphUsed')[0]?.data).toMatchObject({ glyph: 'Kelda', figure: 'a1' });
    expect(narrateBattle(ofType(ev, 'GlyphUsed')[0]!)).toBe('a1 uses the Glyph of Kelda: Hero (a1) loses 3 wound markers; the glyph leaves the game.');
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(s.glyphs).toHaveLength(0);

    const q = start(
      config(field([['K', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Squad', kind: 'squad', rarity: 'common', figures: 1, life: 2 })], [card({ name: 'Blue' })]),
    );
    figure(q, 'a1').wounds = 1;
    placeMarkers(q, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(q, 'fig:a1');
    choose(q, optionWhere(q, { q: 3, r: 0 }).id);
    expect(figure(q, 'a1').wounds).toBe(1);
    expect(q.glyphs).toHaveLength(0);
  });

  it('Mitonsoul: every figure on the battlefield rolls the d20, the mover’s side first, and a 1 destroys it', () => {
    const s = start(
      config(
        field(
          [['M', 3]],
          [
            [0, 0],
            [1, 0],
          ],
          [[11, 0]],
        ),
        [card({ name: 'Mover' }), card({ name: 'Friend' })],
        [card({ name: 'Blue' })],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'fig:a1');
    const to = optionWhere(s, { q: 3, r: 0 }).id;
    game.forceChance(s, [1, 7, 1]);
    const ev = choose(s, to);
    expect(ofType(ev, 'Destroyed').map((e) => e.data['figure'])).toEqual(['a1', 'b1']);
    expect(figure(s, 'a2').destroyed).toBe(false);
    expect(s.glyphs).toHaveLength(0);
  });

  it('Erland: the player whose figure stops on it sets any one figure — here an enemy — on a space next to the glyph', () => {
    const s = start(config(field([['E', 3]], [[0, 0]], [[11, 0]]), [card({ name: 'Mover' })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    expect(open(s).kind).toBe('glyph');
    const pick = optionWhere(s, { figure: 'b1', q: 4, r: 0 });
    choose(s, pick.id);
    expect(figure(s, 'b1').head).toBe(Number(pick.id.split(':')[2]));
    expect(s.glyphs).toHaveLength(0);
  });

  it('Jalgard +2 defense; Crevcor +1 attack for Commons only; Ulaniva +1 attack for Unique figures; Thorian: no normal attack on its side from afar', () => {
    const dice = (letter: string, attacker: ReturnType<typeof card>) => {
      const s = start(
        config(
          field(
            [[letter, 0]],
            [
              [0, 0],
              [1, 0],
            ],
            [[2, 0]],
          ),
          [card({ name: 'Holder' }), attacker],
          [card({ name: 'Blue', defense: 2, life: 9 })],
        ),
      );
      placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
      choose(s, 'done');
      return ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data;
    };
    const unique = card({ name: 'Sword', attack: 3 });
    const common = card({ name: 'Pikes', attack: 3, rarity: 'common', kind: 'squad' });
    expect(dice('C', common)).toMatchObject({ attackDice: 4 });
    expect(dice('C', unique)).toMatchObject({ attackDice: 3 });
    expect(dice('U', unique)).toMatchObject({ attackDice: 4 });
    expect(dice('U', common)).toMatchObject({ attackDice: 3 });

    const j = start(
      config(
        field(
          [['J', 0]],
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
    placeMarkers(j, [1, 1, 1, 1], [2, 2, 2, 2], [1, 20]);
    choose(j, 'done');
    expect(ofType(choose(j, 'b1>a2'), 'AttackDeclared')[0]?.data).toMatchObject({ defenseDice: 4 });

    const t = start(config(field([['T', 0]], [[0, 0]], [[5, 0]]), [card({ name: 'Holder' })], [card({ name: 'Archer', range: 6 })]));
    placeMarkers(t, [0, 0, 0, 0], [1, 1, 1, 1], [1, 20]);
    choose(t, 'done');
    expect(open(t).options.map((o) => o.id)).not.toContain('b1>a1');
  });
});
