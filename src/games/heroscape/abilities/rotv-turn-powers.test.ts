import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, figure, game, ofType, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import { battle, optionIds, toAfterMove, withPowers } from './rotv-testkit.js';

const { skull, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1'];
const squad = (name: string, figures: number) => card({ name, kind: 'squad', figures, life: 1, defense: 0 });

describe('Rise of the Valkyrie powers used in a turn (after moving, instead of attacking, instead of moving)', () => {
  it('Berserker Charge: after moving, a d20 of 15 or more lets every figure move again; below 15 it does not', () => {
    const vikings = withPowers({ name: 'Vikings', kind: 'squad', figures: 2, life: 1 }, 'Berserker Charge');
    const charge = (d20: number) => {
      const s = battle(
        ROW,
        [
          [0, 0],
          [1, 0],
        ],
        [[9, 0]],
        [vikings],
        [card({ name: 'Blue' })],
      );
      toAfterMove(s, 0, 1);
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      game.forceChance(s, [d20]);
      choose(s, 'roll');
      return s;
    };
    expect(open(charge(15))).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(optionIds(charge(15))).toEqual(['fig:a1', 'fig:a2', 'done']);
    expect(open(charge(14))).not.toMatchObject({ kind: 'choose-mover', player: 0 });
  });

  it('Chomp: an adjacent Squad figure is destroyed; a Hero only on a d20 of 16 or more', () => {
    const grimnak = withPowers({ name: 'Orc Chief', size: 'huge', height: 11, spaces: 2 }, 'Chomp');
    const rows = ['1 1 1 1', '1 1 1 1'];
    const s = battle(
      rows,
      [
        [0, 0],
        [1, 0],
      ],
      [
        [2, 0],
        [0, 1],
      ],
      [grimnak],
      [squad('Blue Squad', 1), card({ name: 'Blue Hero' })],
    );
    toAfterMove(s, 0, 1);
    expect(optionIds(s)).toEqual(['chomp:b1', 'chomp:b2', 'skip']);
    choose(s, 'chomp:b1');
    expect(figure(s, 'b1').destroyed).toBe(true);
    for (const [d20, destroyed] of [
      [15, false],
      [16, true],
    ] as const) {
      const h = battle(
        rows,
        [
          [0, 0],
          [1, 0],
        ],
        [
          [2, 0],
          [0, 1],
        ],
        [grimnak],
        [squad('Blue Squad', 1), card({ name: 'Blue Hero' })],
      );
      toAfterMove(h, 0, 1);
      game.forceChance(h, [d20]);
      choose(h, 'chomp:b2');
      expect(figure(h, 'b2').destroyed).toBe(destroyed);
    }
  });

  it('Mind Shackle 20: on a 20 the adjacent Unique figure’s card changes hands and loses its order markers; on 19 nothing', () => {
    const negoksa = withPowers({ name: 'Shackler' }, 'Mind Shackle 20');
    const shackle = (d20: number) => {
      const s = battle(
        ROW,
        [[0, 0]],
        [
          [1, 0],
          [8, 0],
        ],
        [negoksa],
        [card({ name: 'Blue Hero', life: 9 }), card({ name: 'Blue Archer' })],
      );
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 2, 2]);
      choose(s, 'done', 'choose-mover');
      game.forceChance(s, [d20]);
      choose(s, 'shackle:b1', 'use-power');
      return s;
    };
    const won = shackle(20);
    expect(won.cards[1]).toMatchObject({ owner: 0, markers: [] });
    expect(figure(won, 'b1').owner).toBe(0);
    // Red may still attack (its own figure now, a target as any other); it does not.
    expect(open(won)).toMatchObject({ kind: 'choose-attack', player: 0 });
    choose(won, 'end');
    // Blue's turn 1 was on the lost card: the turn is lost.
    expect(open(won)).toMatchObject({ kind: 'choose-mover', player: 0 });
    const missed = shackle(19);
    expect(missed.cards[1]).toMatchObject({ owner: 1 });
  });

  // "Swamp water is a type of water … any special power that applies to a figure on a water space will also work on a swamp water space."
  it.each(['1~', '1b'])(
    'Water Clone: instead of attacking, a d20 of 15 or more (10 on water, here %s) brings a destroyed figure back next to the roller',
    (wet) => {
      const marro = withPowers({ name: 'Marro', kind: 'squad', figures: 3, life: 1, defense: 0 }, 'Water Clone');
      const rows = ['1 1 1 1 1 1', `${wet} 1 1 1 1 1`];
      const s = battle(
        rows,
        [
          [0, 1],
          [2, 0],
          [4, 0],
        ],
        [[5, 0]],
        [marro],
        [card({ name: 'Blue', attack: 1 })],
      );
      // Figures stand a1 (2, 0), a2 (4, 0), a3 (0, 1) on water. Blue first: it destroys a2.
      toAfterMove(s, 0, 1, true);
      game.forceChance(s, [skull]);
      choose(s, 'b1>a2');
      expect(figure(s, 'a2').destroyed).toBe(true);
      choose(s, 'done', 'choose-mover');
      expect(optionIds(s)).toEqual(['water-clone:all', 'end']);
      // a1 rolls 14 and needs 15; a3 on water rolls 10 and needs 10.
      game.forceChance(s, [14, 10]);
      choose(s, 'water-clone:all');
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      expect(() => optionWhere(s, { q: 3, r: 0 })).toThrow();
      choose(s, optionWhere(s, { q: 1, r: 1 }).id);
      expect(figure(s, 'a2')).toMatchObject({ destroyed: false, wounds: 0 });
      expect(open(s).kind).not.toBe('use-power');
    },
  );

  it('The Drop: the figures start off the battlefield and land, on a d20 of 13 or more at a round start, away from every figure', () => {
    const elite = withPowers({ name: 'Elite', kind: 'squad', figures: 2, life: 1 }, 'The Drop');
    const rows = ['1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'];
    const seeded = (seed: number) =>
      battle(
        rows,
        [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        [[5, 2]],
        [card({ name: 'Red' }), elite],
        [card({ name: 'Blue' })],
        seed,
      );
    let landed = null;
    let waited = null;
    for (let seed = 1; seed < 60 && (!landed || !waited); seed++) {
      const s = seeded(seed);
      if (open(s).kind === 'use-power') landed ??= s;
      else waited ??= s;
    }
    expect(waited && figure(waited, 'a2').head).toBe(-1);
    expect(waited && open(waited)).toMatchObject({ kind: 'place-marker' });
    const s = landed!;
    // Spaces adjacent to a figure (Red at (0, 0), Blue at (5, 2)) are never offered.
    const spaces = open(s).options.flatMap((o) =>
      typeof o.payload === 'object' && o.payload !== null && 'q' in o.payload ? [[o.payload['q'], o.payload['r']]] : [],
    );
    expect(spaces).not.toContainEqual([1, 0]);
    expect(spaces).not.toContainEqual([4, 2]);
    expect(spaces).toContainEqual([3, 0]);
    choose(s, optionWhere(s, { q: 3, r: 0 }).id);
    // The second figure may not land next to the first.
    expect(
      open(s).options.some((o) => typeof o.payload === 'object' && o.payload !== null && 'q' in o.payload && o.payload['q'] === 4 && o.payload['r'] === 0),
    ).toBe(false);
  });

  it('Grapple Gun 25: instead of its move the figure goes one space up to 25 levels higher; a normal move cannot', () => {
    const drake = withPowers({ name: 'Sergeant' }, 'Grapple Gun 25');
    const s = battle(['1 20 1'], [[0, 0]], [[2, 0]], [drake], [card({ name: 'Blue' })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    const grapple = open(s).options.find((o) => o.id.startsWith('power:'));
    expect(grapple).toBeDefined();
    expect(ofType(choose(s, grapple!.id), 'Moved')[0]?.data).toMatchObject({ figure: 'a1', to: [1, 0, 20] });
    const plain = battle(['1 20 1'], [[0, 0]], [[2, 0]], [card({ name: 'Sergeant' })], [card({ name: 'Blue' })]);
    placeMarkers(plain, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(plain, 'fig:a1', 'choose-mover');
    expect(optionIds(plain)).toEqual(['stay']);
  });

  it('Ghost Walk: through an enemy in a one-hex corridor, with the leaving-engagement attack; Disengage: no attack at all', () => {
    const walk = (...powers: string[]) => {
      const s = battle(['1 1 1 1'], [[0, 0]], [[1, 0]], [withPowers({ name: 'Agent', move: 5 }, ...powers)], [card({ name: 'Blue' })]);
      placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
      choose(s, 'fig:a1', 'choose-mover');
      return s;
    };
    expect(() => optionWhere(walk(), { q: 3, r: 0 })).toThrow();
    const ghost = walk('Ghost Walk');
    const events = choose(ghost, optionWhere(ghost, { q: 3, r: 0 }).id);
    expect(ofType(events, 'LeaveEngagement')[0]?.data).toMatchObject({ mover: 'a1', attackers: ['b1'] });
    expect(open(ghost)).toMatchObject({ kind: 'reaction', player: 1 });
    const free = walk('Ghost Walk', 'Disengage');
    game.forceChance(free, [blank]);
    const freeEvents = choose(free, optionWhere(free, { q: 3, r: 0 }).id);
    expect(ofType(freeEvents, 'PowerUsed')[0]?.data).toMatchObject({ power: 'Disengage' });
    expect(ofType(freeEvents, 'Moved')[0]?.data).toMatchObject({ figure: 'a1', to: [3, 0, 1] });
  });
});
