/**
 * The glyphs of Malliddon's Prophecy and Swarm of the Marro (docs/heroscape.md "Glyphs"), through the
 * engine with forced dice: Lodin, Rannveig, Sturla, Wannok, Proftaka, Nilrend, Oreld, and Erland
 * summoning a double-space figure. Each test has the case that fails if the glyph is ignored.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, placeMarkers, start } from './testkit.js';
import type { HsState } from './state.js';

const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

/** The row with glyphs (letter at hex q, row 0) and the armies' starting hexes. */
function field(glyphs: [string, number][], red: [number, number][], blue: [number, number][]): HeroscapeMap {
  const map = fieldWith(ROW, red, blue);
  for (const [letter, q] of glyphs) map.glyphs.push({ q, r: 0, z: 1, letter, name: letter, treasure: false, piece: -1 });
  return map;
}

const at = (...qs: number[]): [number, number][] => qs.map((q) => [q, 0]);
const optionIds = (s: HsState): string[] => open(s).options.map((o) => o.id);

/** Moves figure `id` of the turn's card to hex (q, 0), with these chance outcomes forced for what the landing rolls. */
function moveTo(s: HsState, id: string, q: number, rolls: number[] = []): ReturnType<typeof choose> {
  choose(s, `fig:${id}`, 'choose-mover');
  const to = optionWhere(s, { q, r: 0 }).id;
  if (rolls.length > 0) game.forceChance(s, rolls);
  return choose(s, to);
}

/** Passes turns (no move, no attack) until the open question is not a turn's. */
function passTurns(s: HsState): void {
  for (;;) {
    const kind = open(s).kind;
    if (kind === 'choose-mover') choose(s, 'done');
    else if (kind === 'choose-attack') choose(s, 'end');
    else return;
  }
}

describe('Glyph of Lodin: +1 to every d20 roll its holder makes', () => {
  const curse = (letters: [string, number][]) => {
    const s = start(config(field(letters, at(0, 1), at(11)), [card({ name: 'Holder' }), card({ name: 'Mover' })], [card({ name: 'Blue' })]));
    placeMarkers(s, [1, 1, 1, 1], [2, 2, 2, 2]);
    // Mitonsoul: every figure rolls, the mover's side first (a1, a2, then b1); a 1 destroys.
    moveTo(s, 'a2', 4, [1, 1, 1]);
    return s;
  };
  it('with Red on Lodin, Red’s rolls of 1 are 2 (both survive); Blue’s 1 destroys', () => {
    const s = curse([
      ['L', 0],
      ['M', 4],
    ]);
    expect(figure(s, 'a1').destroyed).toBe(false);
    expect(figure(s, 'a2').destroyed).toBe(false);
    expect(figure(s, 'b1').destroyed).toBe(true);
  });
  it('control: without Lodin the same rolls destroy all three', () => {
    const s = curse([['M', 4]]);
    expect(['a1', 'a2', 'b1'].map((id) => figure(s, id).destroyed)).toEqual([true, true, true]);
  });
  it('initiative: Lodin’s +1 breaks a tie of 10 and 10 for its holder', () => {
    const s = start(config(field([['L', 11]], at(0), at(11)), [card({ name: 'Red' })], [card({ name: 'Blue' })]));
    const ev = placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], [10, 10]);
    expect(ofType(ev, 'InitiativeWon')[0]?.data).toMatchObject({ player: 1 });
    expect(ofType(ev, 'InitiativeRolled')[0]?.data).toMatchObject({ rolls: [10, 11] });
  });
});

describe('Glyph of Rannveig: while a figure stands on it, no figure may use Flying', () => {
  const flyer = card({ name: 'Flyer', move: 5, powers: [{ name: 'Flying', text: 'our words', ability: 'flying' }] });
  const reach = (rannveigAt: number) => {
    const s = start(config(field([['R', rannveigAt]], at(0), at(1, 11)), [flyer], [card({ name: 'Wall' }), card({ name: 'Far' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    return s;
  };
  it('Blue’s figure on Rannveig grounds Red’s flyer: it cannot fly over the enemy next to it', () => {
    expect(() => optionWhere(reach(11), { q: 3, r: 0 })).toThrow();
  });
  it('control: with nobody on the glyph the flyer flies over the enemy', () => {
    expect(optionWhere(reach(9), { q: 3, r: 0 })).toBeDefined();
  });
});

describe('Glyph of Sturla: destroyed figures return on a starting zone on 19 or 20', () => {
  it('Red’s destroyed figure rolls 19 and its player places it on a free starting-zone space; Blue’s rolls 18 and stays destroyed', () => {
    const s = start(
      config(
        field([['S', 4]], at(0, 1), at(10, 11)),
        [card({ name: 'Mover' }), card({ name: 'Fallen', life: 3 })],
        [card({ name: 'B1' }), card({ name: 'B2' })],
      ),
    );
    for (const id of ['a2', 'b2']) Object.assign(figure(s, id), { destroyed: true, head: -1, tail: -1, wounds: 3 });
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    const ev = moveTo(s, 'a1', 4, [19, 18]);
    expect(ofType(ev, 'GlyphRoll').map((e) => e.data['figure'])).toEqual(['a2', 'b2']);
    expect(open(s).kind).toBe('glyph');
    // Any starting zone: Red's own and Blue's free space.
    expect(optionWhere(s, { figure: 'a2', q: 11, r: 0 })).toBeDefined();
    choose(s, optionWhere(s, { figure: 'a2', q: 0, r: 0 }).id);
    expect(figure(s, 'a2')).toMatchObject({ destroyed: false, wounds: 0 });
    expect(figure(s, 'a2').head).toBeGreaterThanOrEqual(0);
    expect(figure(s, 'b2').destroyed).toBe(true);
    expect(s.glyphs).toHaveLength(0);
  });
  it('control: rolls of 18 bring nobody back', () => {
    const s = start(config(field([['S', 4]], at(0, 1), at(11)), [card({ name: 'Mover' }), card({ name: 'Fallen' })], [card({ name: 'B1' })]));
    Object.assign(figure(s, 'a2'), { destroyed: true, head: -1, tail: -1 });
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    moveTo(s, 'a1', 4, [18]);
    expect(figure(s, 'a2').destroyed).toBe(true);
    expect(open(s).kind).toBe('choose-mover');
  });
});

describe('Glyph of Wannok: the end-of-round roll', () => {
  const round = (roll: number) => {
    const s = start(config(field([['W', 0]], at(0), at(10, 11)), [card({ name: 'Holder', life: 5 })], [card({ name: 'B1' }), card({ name: 'B2' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    game.forceChance(s, [roll]);
    passTurns(s);
    return s;
  };
  it('on 1 the figure on the glyph takes a wound', () => {
    const s = round(1);
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(open(s).kind).toBe('place-marker');
  });
  it('on 2 or more the opponent gives one of their own figures a wound, their choice', () => {
    const s = round(2);
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 1 });
    expect(optionIds(s)).toEqual(['wound:b1', 'wound:b2']);
    choose(s, 'wound:b2');
    expect(figure(s, 'b2').wounds).toBe(1);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(open(s).kind).toBe('place-marker');
  });
  it('control: with no figure on the glyph the round ends with no roll', () => {
    const s = start(config(field([['W', 5]], at(0), at(10, 11)), [card({ name: 'Holder' })], [card({ name: 'B1' }), card({ name: 'B2' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    passTurns(s);
    expect(open(s).kind).toBe('place-marker');
    expect(s.figures.every((f) => f.wounds === 0)).toBe(true);
  });
});

describe('Glyph of Proftaka: the figure on it cannot move off unless a friendly figure is next to it', () => {
  const destinations = (friendAt: number) => {
    const s = start(config(field([['P', 0]], at(0, friendAt), at(11)), [card({ name: 'Trapped' }), card({ name: 'Friend' })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
    choose(s, 'fig:a1');
    return optionIds(s).filter((id) => id.startsWith('to:'));
  };
  it('alone, it has nowhere to go', () => {
    expect(destinations(3)).toEqual([]);
  });
  it('with a friend next to it, it moves', () => {
    expect(destinations(1).length).toBeGreaterThan(0);
  });
});

describe("Glyph of Nilrend: an opponent's Unique card's special powers negated on 5 or more", () => {
  const negate = (roll: number) => {
    const s = start(
      config(
        field([['N', 4]], at(0), at(11)),
        [card({ name: 'Mover' })],
        [
          card({
            name: 'Dodger',
            powers: [
              { name: 'Stealth Dodge', text: 'our words', ability: 'stealth-dodge' },
              { name: 'Flying', text: 'our words', ability: 'flying' },
            ],
          }),
        ],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(s.core.effects.some((e) => e.name === 'stealth-dodge:1')).toBe(true);
    moveTo(s, 'a1', 4);
    expect(open(s).kind).toBe('glyph');
    expect(optionIds(s)).toEqual(['negate:1', 'pass']);
    game.forceChance(s, [roll]);
    choose(s, 'negate:1');
    return s;
  };
  it('a 5 negates it: its power effects leave play and its figure no longer flies', () => {
    const s = negate(5);
    expect(s.core.effects.some((e) => e.name === 'stealth-dodge:1')).toBe(false);
    expect(s.cards[1]!.tokens).toContain('negated');
  });
  it('control: a 4 does nothing', () => {
    const s = negate(4);
    expect(s.core.effects.some((e) => e.name === 'stealth-dodge:1')).toBe(true);
    expect(s.cards[1]!.tokens).not.toContain('negated');
  });
});

describe('Glyph of Oreld: on 10 or more a random unrevealed order marker of the opponent is removed', () => {
  const intercept = (roll: number) => {
    const s = start(config(field([['O', 4]], at(0), at(11)), [card({ name: 'Mover' })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    // Red's only figure has moved and has no one to attack: its turn ends, Blue's turn 1 comes.
    moveTo(s, 'a1', 4, roll >= 10 ? [roll, 0] : [roll]);
    return s;
  };
  it('a 10 removes Blue’s marker 1 (the random draw forced to the first): Blue’s first turn is lost', () => {
    const s = intercept(10);
    expect(s.cards[1]!.markers).toEqual(['2', '3', 'X']);
    expect(open(s)).toMatchObject({ kind: 'choose-mover' });
    expect(s.turn).toMatchObject({ player: 0, marker: '2' });
  });
  it('control: a 9 removes nothing and Blue takes its turn', () => {
    const s = intercept(9);
    expect(s.cards[1]!.markers).toEqual(['2', '3', 'X']);
    expect(s.cards[1]!.revealed).toEqual(['1']);
    expect(s.turn).toMatchObject({ player: 1, marker: '1' });
  });
});

describe('Glyph of Erland: a double-space figure is summoned with both halves placed', () => {
  it('the double-space enemy is set with its leading half next to the glyph and its other half beside it', () => {
    const big = card({ name: 'Big', spaces: 2, size: 'large', height: 6 });
    const s = start(config(field([['E', 4]], at(0), at(10, 11)), [card({ name: 'Mover' })], [big]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    moveTo(s, 'a1', 4);
    const pick = optionWhere(s, { figure: 'b1', q: 5, r: 0, tq: 6, tr: 0 });
    choose(s, pick.id);
    const [, , head, tail] = pick.id.split(':');
    expect(figure(s, 'b1')).toMatchObject({ head: Number(head), tail: Number(tail) });
  });
});
