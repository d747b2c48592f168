/**
 * Test helpers that speak only the game API (`setup`, `pending`/`apply` by option id or payload,
 * `forceChance`): small maps with two starting zones, our own test cards, and drivers for the
 * decisions every round asks (order markers, initiative).
 */
import { expect } from 'vitest';
import type { GameEvent, Json, OfferedOption, Decision } from '../../../core/index.js';
import { fromRows } from '../build.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { HeroscapeMap } from '../map-model.js';
import { END_ATTACKS } from './attack-step.js';
import { game } from './game.js';
import type { HsConfig } from './setup.js';
import type { HsState, Marker } from './state.js';

export const RED = '#c00000';
export const BLUE = '#0000c0';

export { game };

/** A map from `fromRows` rows with the red and blue starting zones on the given hexes (at their surface). */
export function fieldWith(rows: readonly string[], red: readonly [number, number][], blue: readonly [number, number][]): HeroscapeMap {
  const map = fromRows(rows, 'test');
  const surface = (q: number, r: number): number => {
    const col = map.columns.find((c) => c.q === q && c.r === r);
    if (!col) throw new Error(`no hex (${q}, ${r}) in the test map`);
    const top = col.cells[col.cells.length - 1]!;
    return top.terrain === 'water' ? top.z : top.z + 1;
  };
  const zone = (hexes: readonly [number, number][]) => hexes.map(([q, r]) => ({ q, r, z: surface(q, r) }));
  map.startZones.push({ name: 'Red', colour: RED, hexes: zone(red) }, { name: 'Blue', colour: BLUE, hexes: zone(blue) });
  return map;
}

export function card(c: Partial<ArmyCard> & Pick<ArmyCard, 'name'>): ArmyCard {
  return {
    rarity: 'unique',
    kind: 'hero',
    general: 'none',
    species: 'human',
    class: 'soldier',
    personality: 'valiant',
    size: 'medium',
    height: 5,
    life: 4,
    move: 5,
    range: 1,
    attack: 3,
    defense: 3,
    points: 100,
    figures: 1,
    spaces: 1,
    powers: [],
    ...c,
  };
}

/**
 * A two-army battle on `map`. A test of one power plays a published card whose other printed powers
 * may not be played yet, so unenforced cards are allowed here (the set-up refuses them by default).
 */
export function config(map: HeroscapeMap, red: readonly ArmyCard[], blue: readonly ArmyCard[], roundLimit = 5): HsConfig {
  return {
    map,
    armies: [
      { name: 'Red', zone: RED, cards: [...red] },
      { name: 'Blue', zone: BLUE, cards: [...blue] },
    ],
    roundLimit,
    allowUnenforced: true,
  };
}

export function start(cfg: HsConfig, seed = 1): HsState {
  const r = game.setup(cfg, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/**
 * The open question as a player or the table sees it: every option labelled, with the payload a UI
 * gets (a destination's space, an attack's dice), worked out by the game's describe and detail.
 */
export function open(s: HsState): Decision {
  const p = game.pending(s);
  if (p.terminal) throw new Error(`the game is over: ${p.reason}`);
  return p;
}

/** Answers the open question with the option of this id; returns the events. */
export function choose(s: HsState, id: string, kind?: string): GameEvent[] {
  const p = open(s);
  if (kind !== undefined) expect(p.kind).toBe(kind);
  const r = game.apply(s, p.rqid, id);
  if (!r.ok) throw new Error(`${id}: ${r.error.message} (options: ${p.options.map((o) => o.id).join(' ')})`);
  return r.value;
}

/**
 * Passes a turn: no move, and no attack when the attack question follows (a friendly figure in range
 * is a target too, so it often does). Returns the events.
 */
export function passTurn(s: HsState): GameEvent[] {
  const events = choose(s, 'done', 'choose-mover');
  const p = game.pending(s);
  if (!p.terminal && p.kind === 'choose-attack') events.push(...choose(s, END_ATTACKS));
  return events;
}

/** The option of the open question whose payload has these fields. */
export function optionWhere(s: HsState, fields: Readonly<Record<string, Json>>): OfferedOption {
  const p = open(s);
  const o = p.options.find((x) => {
    const pl = x.payload;
    if (typeof pl !== 'object' || pl === null || Array.isArray(pl)) return false;
    return Object.entries(fields).every(([k, v]) => (pl as Readonly<Record<string, Json | undefined>>)[k] === v);
  });
  if (!o) throw new Error(`no option with ${JSON.stringify(fields)} among ${p.options.map((x) => x.id).join(' ')}`);
  return o;
}

/**
 * Places both players' markers 1, 2, 3 and X on the given card indexes (global indexes into the
 * cards in play), with the initiative rolls forced (`rolls`, d20 values in order).
 */
export function placeMarkers(
  s: HsState,
  red: readonly [number, number, number, number],
  blue: readonly [number, number, number, number],
  rolls: readonly number[] = [20, 1],
): GameEvent[] {
  const events: GameEvent[] = [];
  const all = [...red, ...blue];
  all.forEach((c, i) => {
    if (i === all.length - 1) game.forceChance(s, rolls);
    events.push(...choose(s, `card:${c}`, 'place-marker'));
  });
  return events;
}

/** Answers "drop a treasure glyph here?" at each point of a carrier's move with "move on"; returns the events. */
export function passDrops(s: HsState): GameEvent[] {
  const events: GameEvent[] = [];
  for (let p = game.pending(s); !p.terminal && p.kind === 'glyph' && p.prompt.includes('is moving: drop'); p = game.pending(s))
    events.push(...choose(s, 'pass'));
  return events;
}

export const ofType = (events: readonly GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);

export function figure(s: HsState, id: string): HsState['figures'][number] {
  const f = s.figures.find((x) => x.id === id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
}

export type { Marker };
