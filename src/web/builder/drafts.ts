/**
 * A build being edited on the page, and the JSON each game's builder takes (the shapes of
 * src/server/builders/*: a DDM warband file, a Dice Masters party, a Heroscape army). Only shapes
 * live here: whether a build is legal is always the server's verdict (the game's own validators).
 * Saved builds are kept in this browser's localStorage, per game.
 */
import type { Json } from '../../core/index.js';
import type { BuilderPool } from '../../server/builders/types.js';

export interface DraftEntry {
  readonly card: string;
  /** Dice Masters: dice brought; others: 1 (each entry is one creature or card). */
  readonly count: number;
  /** DDM: the items this creature carries. */
  readonly items: readonly string[];
}

export interface Draft {
  readonly name: string;
  /** The pool's format id: DDM and Heroscape the point limit, Dice Masters basic/tournament. */
  readonly format: string;
  /** DDM: the warband's faction. */
  readonly faction: string;
  /** DDM: the kind of warband (the pool's `kinds`: standard, arena, sealed), the build's `format`. */
  readonly kind: string;
  /** DDM: the battle map the warband names (a pool `maps` id), or '' for none. */
  readonly map: string;
  readonly entries: readonly DraftEntry[];
  /** Dice Masters: the basic action cards chosen. */
  readonly extras: readonly string[];
}

type Obj = { readonly [k: string]: Json | undefined };
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: Json | undefined): Obj => (isObj(v) ? v : {});
const arr = (v: Json | undefined): readonly Json[] => (Array.isArray(v) ? v : []);
const str = (v: Json | undefined, d = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d);

export function emptyDraft(pool: BuilderPool): Draft {
  const faction = pool.noun === 'warband' ? (pool.cards[0]?.groups[0] ?? '') : '';
  return { name: `My ${pool.noun}`, format: pool.formats[0]?.id ?? '', faction, kind: pool.kinds?.[0]?.id ?? '', map: '', entries: [], extras: [] };
}

/** A build as the server takes it, from the draft. */
export function toBuild(pool: BuilderPool, d: Draft): Json {
  if (pool.noun === 'warband')
    return {
      name: d.name || 'Warband',
      faction: d.faction,
      points: Number(d.format),
      format: d.kind || 'standard',
      ...(d.map ? { map: d.map } : {}),
      creatures: d.entries.map((e) => ({ card: e.card, items: [...e.items] })),
    };
  if (pool.noun === 'party')
    return { name: d.name || 'Party', format: d.format, basicActions: [...d.extras], cards: d.entries.map((e) => ({ card: e.card, dice: e.count })) };
  return { name: d.name || 'Army', pointLimit: Number(d.format), cards: d.entries.map((e) => e.card) };
}

/** A draft from a build (a starter or a saved one). */
export function fromBuild(pool: BuilderPool, b: Json): Draft {
  const o = obj(b);
  if (pool.noun === 'warband')
    return {
      name: str(o.name),
      format: str(o.points, '200'),
      faction: str(o.faction),
      kind: str(o.format, 'standard'),
      map: str(o.map),
      entries: arr(o.creatures).map((c) => ({ card: str(obj(c).card), count: 1, items: arr(obj(c).items).map((i) => str(i)) })),
      extras: [],
    };
  if (pool.noun === 'party')
    return {
      name: str(o.name),
      format: str(o.format, 'basic'),
      faction: '',
      kind: '',
      map: '',
      entries: arr(o.cards).map((c) => ({ card: str(obj(c).card), count: Number(obj(c).dice ?? 1), items: [] })),
      extras: arr(o.basicActions).map((x) => str(x)),
    };
  return {
    name: str(o.name),
    format: str(o.pointLimit, '400'),
    faction: '',
    kind: '',
    map: '',
    entries: arr(o.cards).map((c) => ({ card: str(c), count: 1, items: [] })),
    extras: [],
  };
}

/** Adds a card: a DDM creature or Heroscape card is one more entry; a Dice Masters card one more die (a new card starts at one). */
export function addCard(pool: BuilderPool, d: Draft, card: string): Draft {
  if (pool.noun === 'party') {
    const at = d.entries.findIndex((e) => e.card === card);
    if (at >= 0) return { ...d, entries: d.entries.map((e, i) => (i === at ? { ...e, count: e.count + 1 } : e)) };
  }
  return { ...d, entries: [...d.entries, { card, count: 1, items: [] }] };
}

export interface SavedBuild {
  readonly name: string;
  readonly build: Json;
}

const savedKey = (game: string): string => `skirmish:builds:${game}`;

export const savedBuilds = {
  list(game: string): SavedBuild[] {
    try {
      const v = JSON.parse(localStorage.getItem(savedKey(game)) ?? '[]') as unknown;
      return Array.isArray(v) ? v.filter((x): x is SavedBuild => typeof x === 'object' && x !== null && 'name' in x && 'build' in x) : [];
    } catch {
      return [];
    }
  },
  /** Saves under the build's name (replacing a build of the same name). */
  save(game: string, entry: SavedBuild): SavedBuild[] {
    const all = [...this.list(game).filter((x) => x.name !== entry.name), entry];
    localStorage.setItem(savedKey(game), JSON.stringify(all));
    return all;
  },
  remove(game: string, name: string): SavedBuild[] {
    const all = this.list(game).filter((x) => x.name !== name);
    localStorage.setItem(savedKey(game), JSON.stringify(all));
    return all;
  },
};
