/**
 * Revenant's Tome, an Ancient Artifact (treasure-tome.ts; the published list: "after revealing an
 * Order Marker", a "previously destroyed Unique figure from your army" placed "within five(5) clear
 * sight spaces", "Immediately make a Normal Attack … then immediately destroy that placed figure";
 * its powers negated, "a life of 1", "not affected by any special power on any Army Card"), through
 * the engine with the dice forced.
 */
import { describe, expect, it } from 'vitest';
import type { ArmyCard } from '../cards/army-card.js';
import type { HeroscapeMap } from '../map-model.js';
import { power } from '../abilities/rotv-testkit.js';
import { FACE } from './dice.js';
import { lifeOf, type HsState } from './state.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, passTurn, placeMarkers, start } from './testkit.js';

const { skull, blank } = FACE;
const ROW = ['1 1 1 1 1 1 1 1 1 1 1 1'];

interface Setup {
  readonly fallen?: Partial<ArmyCard>;
  readonly blue?: ArmyCard;
  readonly blueQ?: number;
  readonly carried?: boolean;
  /** Whether a2 (the Fallen card's figure) starts destroyed. */
  readonly destroyed?: boolean;
  /** The cards Red's and Blue's markers go on (global indexes: Hero 0, Fallen 1, Blue 2). */
  readonly markers?: readonly [number, number];
  readonly rows?: readonly string[];
  /** Red's and Blue's starting-zone hexes on row 0 (default: 0 and 1; `blueQ`). */
  readonly redQs?: readonly number[];
  readonly blueQs?: readonly number[];
  /** Blue's cards (default: one hero, `blue`). */
  readonly blues?: readonly ArmyCard[];
}

/** Red's Hero a1 at (0, 0) (Attack Aura 1) carrying the Tome, Red's Fallen a2 (destroyed), Blue's b1 at `blueQ`; Red's first turn begins. */
function battle(o: Setup = {}): HsState {
  const map: HeroscapeMap = fieldWith(
    o.rows ?? ROW,
    (o.redQs ?? [0, 1]).map((q) => [q, 0]),
    (o.blueQs ?? [o.blueQ ?? 4]).map((q) => [q, 0]),
  );
  map.glyphs.push({ q: 0, r: 0, z: 1, letter: '?', name: "Revenant's Tome", treasure: true, piece: -1 });
  const hero = card({ name: 'Hero', powers: power('Attack Aura 1') });
  const fallen = card({ name: 'Fallen', attack: 3, ...o.fallen });
  const s = start(config(map, [hero, fallen], o.blues ?? [o.blue ?? card({ name: 'Blue' })]));
  if (o.carried ?? true) Object.assign(s.treasures![0]!, { carrier: 'a1', space: -1, side: 'power' });
  if (o.destroyed ?? true) Object.assign(figure(s, 'a2'), { destroyed: true, head: -1, tail: -1 });
  const [red, blue] = o.markers ?? [0, 2];
  placeMarkers(s, [red, red, red, red], [blue, blue, blue, blue]);
  return s;
}
const ids = (s: HsState): string[] => open(s).options.map((o) => o.id);
/** The option placing the returned figure at hex (q, 0). */
const placeAt = (s: HsState, q: number): string => open(s).options.find((o) => (o.payload as { q?: number }).q === q)!.id;

describe("Revenant's Tome: after the reveal, a destroyed Unique figure returns within 5 clear-sight spaces for one normal attack, then is destroyed", () => {
  it('a2 returns next to b1, attacks it (3 skulls against 3 blanks: 3 wounds), is destroyed again; the Tome stays with a1, not offered again this turn', () => {
    const s = battle();
    expect(open(s).kind).toBe('choose-mover');
    expect(ids(s)).toContain('tome:0:a2');
    choose(s, 'tome:0:a2', 'choose-mover');
    // The places: empty spaces within 5 clear-sight spaces of a1 at (0, 0): hexes 1 to 3 (4 is b1's; b1 hides 5; 6 is too far).
    const qs = open(s).options.map((o) => (o.payload as { q: number }).q);
    expect(qs.sort()).toEqual([1, 2, 3]);
    const placed = choose(s, placeAt(s, 3), 'glyph');
    expect(ofType(placed, 'Revived')[0]?.data).toMatchObject({ figure: 'a2', q: 3 });
    expect(figure(s, 'a2').destroyed).toBe(false);
    // Life 1 while it is out.
    expect(lifeOf(s, figure(s, 'a2'))).toBe(1);
    expect(ids(s)).toEqual(['a2>b1']);
    game.forceChance(s, [skull, skull, skull, blank, blank, blank]);
    const events = choose(s, 'a2>b1', 'glyph');
    expect(ofType(events, 'AttackDeclared')[0]?.data).toMatchObject({ attacker: 'a2', defender: 'b1', attackDice: 3 });
    expect(figure(s, 'b1').wounds).toBe(3);
    expect(ofType(events, 'Destroyed')[0]?.data).toMatchObject({ figure: 'a2', cause: "Revenant's Tome" });
    expect(figure(s, 'a2')).toMatchObject({ destroyed: true, head: -1, tail: -1 });
    expect(s.revenant).toBeUndefined();
    expect(lifeOf(s, figure(s, 'a2'))).toBe(4);
    // Not spent (no once-a-game limit in its text); once per reveal.
    expect(s.treasures?.[0]).toMatchObject({ carrier: 'a1' });
    expect(open(s).kind).toBe('choose-mover');
    expect(ids(s).some((id) => id.startsWith('tome:'))).toBe(false);
  });

  it('control: nothing is offered without the Tome, with only a destroyed Common figure, or with only an enemy’s destroyed Unique', () => {
    expect(ids(battle({ carried: false })).some((id) => id.startsWith('tome:'))).toBe(false);
    expect(ids(battle({ fallen: { rarity: 'common', kind: 'squad' } })).some((id) => id.startsWith('tome:'))).toBe(false);
    const enemy = battle({ destroyed: false });
    expect(ids(enemy).some((id) => id.startsWith('tome:'))).toBe(false);
  });

  it('no empty space within 5 clear-sight spaces of the carrier: not offered; control: one at 5 spaces, offered', () => {
    // Seven hexes: a1 at 0, Blue's five figures at 1 to 5; the only empty space (a2's, 6) is 6 spaces away.
    const squad = card({ name: 'Wall', kind: 'squad', rarity: 'common', figures: 5, life: 1, height: 1 });
    const far = battle({ rows: ['1 1 1 1 1 1 1'], redQs: [0, 6], blueQs: [1, 2, 3, 4, 5], blues: [squad] });
    expect(ids(far).some((id) => id.startsWith('tome:'))).toBe(false);
    const near = battle({ rows: ['1 1 1 1 1 1 1'], redQs: [0, 5], blueQs: [1, 2, 3, 4, 6], blues: [squad] });
    expect(ids(near)).toContain('tome:0:a2');
  });

  it('its side’s powers do not affect it: next to the Hero’s Attack Aura 1 it rolls 3 dice; control: a2 alive there rolls 4', () => {
    const s = battle({ blueQ: 2 });
    choose(s, 'tome:0:a2');
    choose(s, placeAt(s, 1));
    game.forceChance(s, [blank, blank, blank, blank, blank, blank]);
    expect(ofType(choose(s, 'a2>b1'), 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 3 });
    const alive = battle({ blueQ: 2, destroyed: false, markers: [1, 2] });
    choose(alive, 'done', 'choose-mover');
    game.forceChance(alive, [blank, blank, blank, blank, blank, blank, blank]);
    expect(ofType(choose(alive, 'a2>b1', 'choose-attack'), 'AttackDeclared')[0]?.data).toMatchObject({ attackDice: 4 });
  });

  it('enemy powers acting on an attacker do not affect it: Thorian Speed does not stop its attack from afar; control: a2 alive cannot', () => {
    const drake = card({ name: 'Drake', powers: power('Thorian Speed') });
    const s = battle({ blue: drake, fallen: { range: 5 } });
    choose(s, 'tome:0:a2');
    choose(s, placeAt(s, 1));
    // Its friend a1 is a target too (any figure but itself).
    expect(ids(s)).toEqual(['a2>a1', 'a2>b1']);
    const alive = battle({ blue: drake, fallen: { range: 5 }, destroyed: false, markers: [1, 2] });
    choose(alive, 'done', 'choose-mover');
    const p = game.pending(alive);
    expect(!p.terminal && p.kind === 'choose-attack' && p.options.some((o) => o.id === 'a2>b1')).toBe(false);
  });

  it('its own powers are negated: destroyed again, its Warrior’s Attack Spirit is not placed a second time; control: destroyed in play, it is', () => {
    const spirit = { powers: power("Warrior's Attack Spirit 1") };
    const s = battle({ fallen: spirit, blueQ: 2 });
    choose(s, 'tome:0:a2');
    choose(s, placeAt(s, 1));
    game.forceChance(s, [blank, blank, blank, blank, blank, blank]);
    choose(s, 'a2>b1');
    expect(figure(s, 'a2').destroyed).toBe(true);
    expect(open(s).kind).toBe('choose-mover');
    // Control: Blue destroys a living a2 (Life 1) with a normal attack: the spirit question follows.
    const alive = battle({ fallen: { ...spirit, life: 1 }, blueQ: 2, destroyed: false, markers: [0, 2] });
    // Red's turn: a1 attacks nobody (only its friend a2 is in reach); then Blue's.
    passTurn(alive);
    choose(alive, 'done', 'choose-mover');
    game.forceChance(alive, [skull, skull, skull, blank, blank, blank]);
    choose(alive, 'b1>a2', 'choose-attack');
    expect(figure(alive, 'a2').destroyed).toBe(true);
    expect(open(alive).kind).toBe('use-power');
  });

  it('its attack destroys the last enemy: Red wins at the end of the turn, scoring only the Hero’s card (the Fallen card stays out of play)', () => {
    const s = battle({ blue: card({ name: 'Blue', life: 1, points: 40 }) });
    choose(s, 'tome:0:a2');
    choose(s, placeAt(s, 3));
    game.forceChance(s, [skull, skull, skull, blank, blank, blank]);
    choose(s, 'a2>b1');
    expect(figure(s, 'b1').destroyed).toBe(true);
    // a1 has no target left: the turn ends, and victory is checked.
    const events = choose(s, 'done', 'choose-mover');
    expect(ofType(events, 'GameWon')[0]?.data).toMatchObject({ winner: 0, scores: [100, 0] });
    expect(game.pending(s).terminal).toBe(true);
  });

  it('bad input: an enemy figure or an occupied space is refused and the state is unchanged', () => {
    const s = battle();
    const before = game.hash(s);
    const p = open(s);
    expect(game.apply(s, p.rqid, 'tome:0:b1').ok).toBe(false);
    expect(game.hash(s)).toBe(before);
    choose(s, 'tome:0:a2');
    const q = open(s);
    const held = game.hash(s);
    // (0, 0) is a1's space, (4, 0) b1's: neither is offered.
    const board = q.options.map((o) => o.id);
    expect(game.apply(s, q.rqid, `place:${figure(s, 'a1').head}:-1`).ok).toBe(false);
    expect(game.hash(s)).toBe(held);
    expect(open(s).options.map((o) => o.id)).toEqual(board);
  });
});
