/**
 * Opening, closing and barring the Fortress Door, the scenario's first Door controller, and glyphs
 * adding dice to an attack on the Door (guide "The Fortress Door", Example 38; the published rule
 * in docs/heroscape.md "The Fortress Door").
 */
import { describe, expect, it } from 'vitest';
import { fortress } from '../door-fixture.js';
import type { DoorState, HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import { BLUE, card, choose, config, game, ofType, open, optionWhere, placeMarkers, RED, start } from './testkit.js';
import type { HsState } from './state.js';

/**
 * The fortress with Red outside next to the Door at (2, 1) — at (3, 1), also next to it, on a glyph
 * (no glyph lies on a Doorway space) — and Blue inside at (2, 3) (Doorway Space #4) and on row 4.
 */
function field(state: DoorState = 'closed', glyphAt: string | null = null): HeroscapeMap {
  const m = fortress(state);
  m.startZones.push(
    { name: 'Red', colour: RED, hexes: [{ q: glyphAt ? 3 : 2, r: 1, z: 1 }] },
    { name: 'Blue', colour: BLUE, hexes: [{ q: 2, r: 3, z: 1 }, ...[0, 4].map((q) => ({ q, r: 4, z: 1 }))] },
  );
  if (glyphAt) m.glyphs.push({ q: 3, r: 1, z: 1, letter: glyphAt, name: glyphAt, treasure: false, piece: -1 });
  return m;
}

const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);
const battle = (m: HeroscapeMap, first: 'red' | 'blue' = 'red'): HsState => {
  const s = start(config(m, [card({ name: 'Knight', attack: 3 })], [card({ name: 'Guard' })]));
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1], first === 'red' ? [20, 1] : [1, 20]);
  return s;
};

describe('Opening and closing the Fortress Door in your turn while you control a figure next to it', () => {
  it('Example 38: Red next to the closed Door opens it; the Doorway is then open, and it may close it again', () => {
    const s = battle(field());
    expect(ids(s)).toContain('open-door0');
    // Outside: no bar to reach.
    expect(ids(s)).not.toContain('bar-door0');
    const ev = choose(s, 'open-door0');
    expect(ofType(ev, 'DoorAdjusted')[0]?.data).toEqual({ door: 0, player: 0, adjust: 'open' });
    expect(s.map.doors[0]?.state).toBe('open');
    expect(open(s).kind).toBe('choose-mover');
    // Closing it again at the same moment would change nothing and could go round forever: it is
    // offered again once anything else has been chosen (here, at the attack question after the move).
    expect(ids(s)).not.toContain('close-door0');
    choose(s, 'done');
    expect(open(s).kind).toBe('choose-attack');
    expect(ids(s)).toContain('close-door0');
    choose(s, 'close-door0');
    expect(s.map.doors[0]?.state).toBe('closed');
    expect(ids(s)).not.toContain('open-door0');
  });

  it('no question goes round open-close forever: an adjustment is never undone at the question it was made at', () => {
    const s = battle(field(), 'blue');
    // Blue, inside: raise and lower the bar, open and close — each undo waits for another choice.
    choose(s, 'bar-door0');
    expect(ids(s)).not.toContain('unbar-door0');
    expect(open(s).kind).toBe('choose-mover');
    choose(s, 'done');
    if (open(s).kind !== 'choose-attack') return expect.unreachable('Blue is asked to attack next');
    expect(ids(s)).toContain('unbar-door0');
    choose(s, 'unbar-door0');
    expect(ids(s)).not.toContain('bar-door0');
    expect(ids(s)).toContain('open-door0');
    choose(s, 'open-door0');
    expect(ids(s)).not.toContain('close-door0');
  });

  it('a figure not next to the Door cannot open it', () => {
    const far = start(
      config(
        (() => {
          const m = fortress('closed');
          m.startZones.push({ name: 'Red', colour: RED, hexes: [{ q: 0, r: 0, z: 1 }] }, { name: 'Blue', colour: BLUE, hexes: [{ q: 0, r: 4, z: 1 }] });
          return m;
        })(),
        [card({ name: 'Knight' })],
        [card({ name: 'Guard' })],
      ),
    );
    placeMarkers(far, [0, 0, 0, 0], [1, 1, 1, 1]);
    expect(ids(far).filter((id) => id.includes('door'))).toEqual([]);
  });

  it('the bar: a figure next to the Door on the inside locks it; then nobody can open it until the bar is raised', () => {
    const s = battle(field(), 'blue');
    expect(ids(s)).toEqual(expect.arrayContaining(['open-door0', 'bar-door0']));
    choose(s, 'bar-door0');
    expect(s.doorCards?.[0]?.barred).toBe(true);
    expect(ids(s)).not.toContain('open-door0');
    // Raising it again waits for another choice (not undone at the question it was lowered at).
    expect(ids(s)).not.toContain('unbar-door0');
    // Blue ends its turn; Red, outside, cannot open the locked Door.
    choose(s, 'done');
    if (open(s).kind === 'choose-attack') {
      expect(ids(s)).toContain('unbar-door0');
      choose(s, 'end');
    }
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    expect(ids(s)).not.toContain('open-door0');
  });

  it('an open Door cannot close on a figure standing on Doorway Space #1', () => {
    const s = battle(field('open'));
    expect(ids(s)).toContain('close-door0');
    choose(s, 'fig:a1');
    choose(s, optionWhere(s, { q: 2, r: 2 }).id);
    // Red's turn goes on at the attack question (Blue's figure on space #4 is next to it).
    expect(ids(s)).not.toContain('close-door0');
  });
});

describe("The scenario names the Door Card's first controller; glyphs add dice to a normal attack on the Door", () => {
  it('set-up option doorControllers: Blue controls the Door Card from the start; a player who is not in the battle is refused', () => {
    const cfg = { ...config(field(), [card({ name: 'Knight' })], [card({ name: 'Guard' })]), doorControllers: [1] };
    const r = game.setup(cfg, 1);
    expect(r.ok && r.value.state.doorCards).toEqual([{ wounds: 0, controller: 1 }]);
    const bad = game.setup({ ...cfg, doorControllers: [2] }, 1);
    expect(!bad.ok && bad.error.message).toMatch(/doorControllers\[0\]: player 2 is not one of the 2 players/);
    const none = game.setup(config(field(), [card({ name: 'Knight' })], [card({ name: 'Guard' })]), 1);
    expect(none.ok && none.value.state.doorCards).toBeUndefined();
  });

  it('the Glyph of Astrid under the attacker adds 1 attack die against the Door (3 → 4); without it, 3', () => {
    const attack = (glyph: string | null) => {
      const s = battle(field('closed', glyph));
      choose(s, 'done');
      game.forceChance(s, [FACE.skull, FACE.skull, FACE.skull, FACE.skull, FACE.blank, FACE.blank, FACE.blank, FACE.blank]);
      return ofType(choose(s, 'a1@door0'), 'DoorAttacked')[0]?.data;
    };
    expect(attack('A')).toMatchObject({ attackDice: 4, skulls: 4, wounds: 2 });
    expect(attack('G')).toMatchObject({ attackDice: 3 });
  });
});
