/**
 * The Scarab of Invulnerability against wounds that are not an attack's ("whenever it receives one or
 * more wounds": treasure-list.ts; guide "Temporary Treasure Glyphs"): every source gives wounds
 * through the one wound-giving rule (wounds.ts), which asks the carrier's player first (wound-step.ts).
 * Through the engine with forced dice: a fall (the move goes on after the answer), a lava field at the
 * end of the round (the victory check comes after the answer), a leaving-engagement attack, the
 * wellspring's round-start roll.
 */
import { describe, expect, it } from 'vitest';
import type { HeroscapeMap } from '../map-model.js';
import { FACE } from './dice.js';
import type { HsState } from './state.js';
import { KEEP_TREASURE, USE_TREASURE } from './treasure-defense.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, optionWhere, passDrops, placeMarkers, start } from './testkit.js';
import type { ArmyCard } from '../cards/army-card.js';

const { skull, shield, blank } = FACE;

/** A battle on `map` with Red's a1 carrying the Scarab (a treasure glyph put on the map's last row-0 hex, then handed to a1). */
function withScarab(map: HeroscapeMap, red: ArmyCard, blue: ArmyCard[], farQ: number): HsState {
  map.glyphs.push({ q: farQ, r: 0, z: 1, letter: '?', name: 'Scarab of Invulnerability', treasure: true, piece: -1 });
  const s = start(config(map, [red], blue));
  Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  return s;
}
type View = { figures: { id: string; at: { q: number; r: number } | null }[] };
const at = (s: HsState, id: string) => (game.observe(s, 0).view as View).figures.find((f) => f.id === id)?.at ?? null;

describe('Scarab of Invulnerability: wounds that are not from an attack', () => {
  /** A major fall: a1 (Life 4) walks off a 20-level column to (2, 0); the fall's dice are 2 skulls and a shield. */
  const falling = (): HsState => {
    const s = withScarab(fieldWith(['20 1 1 1', '1 1 1 1'], [[0, 0]], [[3, 1]]), card({ name: 'Red', life: 4 }), [card({ name: 'Blue' })], 3);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    game.forceChance(s, [skull, skull, shield]);
    // A carrier is asked at each space of its move whether it drops a treasure glyph there: it moves on.
    const events = [...choose(s, optionWhere(s, { q: 2, r: 0 }).id), ...passDrops(s)];
    expect(ofType(events, 'Fell')[0]?.data).toMatchObject({ skulls: 2 });
    // Asked before the fall's 2 wounds are given, while the move waits on the space it fell to.
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    expect(open(s).prompt).toContain('a fall');
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(at(s, 'a1')).toMatchObject({ q: 1, r: 0 });
    return s;
  };
  it('a fall: used, d20 16 ignores both wounds; then the move goes on to its end', () => {
    const s = falling();
    game.forceChance(s, [16]);
    choose(s, USE_TREASURE);
    passDrops(s);
    expect(figure(s, 'a1').wounds).toBe(0);
    expect(at(s, 'a1')).toMatchObject({ q: 2, r: 0 });
    expect(s.treasures).toHaveLength(0);
  });
  it('a fall: kept, the 2 wounds are given and the move goes on', () => {
    const s = falling();
    choose(s, KEEP_TREASURE);
    passDrops(s);
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(at(s, 'a1')).toMatchObject({ q: 2, r: 0 });
    expect(s.treasures).toHaveLength(1);
  });

  /** a1 (Life 1) on a lava field through the round; its end-of-round die is a skull. */
  const lava = (): HsState => {
    const s = withScarab(fieldWith(['1l 1 1 1 1 1 1 1 1'], [[0, 0]], [[8, 0]]), card({ name: 'Red', life: 1 }), [card({ name: 'Blue' })], 5);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    for (let turn = 1; turn < 6; turn++) choose(s, 'done', 'choose-mover');
    game.forceChance(s, [skull]);
    const events = choose(s, 'done', 'choose-mover');
    expect(ofType(events, 'TerrainRoll')[0]?.data).toMatchObject({ terrain: 'lava field', skulls: 1 });
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    return s;
  };
  it('a lava field at the end of the round: used, d20 10 ignores the one wound; the next round starts', () => {
    const s = lava();
    game.forceChance(s, [10]);
    choose(s, USE_TREASURE);
    expect(figure(s, 'a1')).toMatchObject({ wounds: 0, destroyed: false });
    expect(open(s).kind).toBe('place-marker');
  });
  it('a lava field: kept, the wound destroys a1 and the end of the round’s victory check sees it (Blue wins)', () => {
    const s = lava();
    choose(s, KEEP_TREASURE);
    expect(figure(s, 'a1').destroyed).toBe(true);
    expect(game.pending(s)).toMatchObject({ terminal: true, returns: [-1, 1] });
  });

  it('a leaving-engagement attack: the skull’s wound is asked about in the window; used (d20 16) a1 survives and leaves', () => {
    const s = withScarab(
      fieldWith(['1 1 1 1 1 1', '1 1 1 1 1 1'], [[2, 0]], [[3, 0]]),
      card({ name: 'Red Hero', life: 1 }),
      [card({ name: 'Blue Warrior', life: 1 })],
      5,
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1', 'choose-mover');
    choose(s, optionWhere(s, { q: 0, r: 0 }).id, 'choose-destination');
    passDrops(s);
    game.forceChance(s, [skull]);
    choose(s, '-2:b1', 'reaction');
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    game.forceChance(s, [16]);
    choose(s, USE_TREASURE);
    expect(figure(s, 'a1')).toMatchObject({ wounds: 0, destroyed: false });
    passDrops(s);
    expect(at(s, 'a1')).toMatchObject({ q: 0, r: 0 });
  });

  it('the wellspring’s visions at the start of a round (2 wounds): asked before they are given; used, d20 10 ignores one', () => {
    const map = fieldWith(['1e 1 1 1 1 1'], [[0, 0]], [[5, 0]]);
    map.glyphs.push({ q: 3, r: 0, z: 1, letter: '?', name: 'Scarab of Invulnerability', treasure: true, piece: -1 });
    const s = start(config(map, [card({ name: 'Hero', life: 5 })], [card({ name: 'Blue' })]));
    Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
    expect(open(s)).toMatchObject({ kind: 'wellspring', player: 0 });
    game.forceChance(s, [2]);
    choose(s, 'roll');
    expect(open(s)).toMatchObject({ kind: 'glyph', player: 0 });
    expect(figure(s, 'a1').wounds).toBe(0);
    game.forceChance(s, [10]);
    choose(s, USE_TREASURE);
    expect(figure(s, 'a1').wounds).toBe(1);
    expect(open(s).kind).toBe('place-marker');
  });

  it('control: without the Scarab, the fall’s wounds are given at once (no question)', () => {
    const s = start(config(fieldWith(['20 1 1 1', '1 1 1 1'], [[0, 0]], [[3, 1]]), [card({ name: 'Red', life: 4 })], [card({ name: 'Blue' })]));
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'fig:a1');
    game.forceChance(s, [skull, skull, blank]);
    choose(s, optionWhere(s, { q: 2, r: 0 }).id);
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(open(s).kind).not.toBe('glyph');
  });
});
