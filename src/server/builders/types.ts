/**
 * The builders' wire types (party, warband, army): the pool a builder picks from and the verdict on
 * a build. The verdict's problems are the game's own validators' messages with the rulebook section
 * they cite; the web client shows them and never re-implements a rule (docs/web.md, "Builders").
 */
import type { Json } from '../../core/index.js';

/** One card a player may put in a build, with the fields players search and filter by. */
export interface BuilderCard {
  readonly id: string;
  readonly name: string;
  /** character / action / gear (Dice Masters), creature / item (DDM), hero / squad (Heroscape). */
  readonly kind: string;
  /** Points (DDM, Heroscape) or purchase cost (Dice Masters). */
  readonly cost: number;
  /** Factions (DDM), affiliation (Dice Masters), general (Heroscape). */
  readonly groups: readonly string[];
  readonly level: number | null;
  readonly keywords: readonly string[];
  readonly set: string;
  /** Most dice a party may bring of it (Dice Masters), else null. */
  readonly maxDice: number | null;
  /** What the engine does not enforce on this card (empty: everything is enforced). */
  readonly unenforced: readonly string[];
  /** Rules text rendered by the game from the card's encoding. */
  readonly text: string;
}

export interface BuilderFormat {
  readonly id: string;
  readonly label: string;
}

/** A ready-made build to start from or to play against. */
export interface NamedBuild {
  readonly id: string;
  readonly label: string;
  readonly build: Json;
}

export interface BuilderPool {
  readonly game: string;
  /** What a build is called in this game. */
  readonly noun: 'party' | 'warband' | 'army';
  readonly formats: readonly BuilderFormat[];
  /** The cards a build is made of. */
  readonly cards: readonly BuilderCard[];
  /** Cards that go with the build but are not its members: DDM items, Dice Masters basic actions. */
  readonly extras: readonly BuilderCard[];
  readonly extrasNoun: string;
  readonly starters: readonly NamedBuild[];
  /** Builds can be read from and written as TeamBuilder team links (Dice Masters with an imported set). */
  readonly links?: boolean;
  /** What the pool is and what more the server could offer (e.g. the card file that brings a whole set). */
  readonly note?: string;
  /** Kinds of build the engine knows besides the point limit (DDM: standard, Arena, sealed-booster), the build's `format`. */
  readonly kinds?: readonly BuilderFormat[];
  /** Battle maps a build may name as its own (DDM: the starter maps; the champion-test winner picks among the two warbands'). */
  readonly maps?: readonly BuilderFormat[];
  /** Scenarios a table made of two builds may be played as (DDM: Assault and its variants). */
  readonly scenarios?: readonly BuilderFormat[];
}

/** What the table made of two builds is played as, beside the builds themselves. */
export interface TableChoices {
  /** One of the pool's `scenarios` ids (the game's default when absent). */
  readonly scenario?: string;
}

export interface BuildProblem {
  readonly message: string;
  readonly book: string;
  readonly section: string;
}

/** A count and its limit, e.g. points 187 / 200, dice 14 / 15. */
export interface BuildTotal {
  readonly label: string;
  readonly value: number;
  readonly limit: number | null;
}

export interface BuildVerdict {
  readonly legal: boolean;
  readonly totals: readonly BuildTotal[];
  readonly problems: readonly BuildProblem[];
  /** Cards in the build with powers the engine does not enforce (refused unless allowed). */
  readonly unenforced: readonly string[];
}

/** One game's builder: its pool, the verdict on a build, and the table set-up two builds make. */
export interface GameBuilder {
  pool(): BuilderPool;
  check(build: unknown, allowUnenforced: boolean): BuildVerdict;
  /** The game config of a table where seat 1 plays `builds[0]` and seat 2 `builds[1]`; problems if either is not legal. */
  setup(
    builds: readonly [unknown, unknown],
    allowUnenforced: boolean,
    table?: TableChoices,
  ): { ok: true; config: Json } | { ok: false; problems: readonly BuildProblem[] };
  /** A build read from a team link, or the parser's error naming the wrong part of the link. */
  importLink?(link: string): { ok: true; build: Json } | { ok: false; error: string };
  /** A build written as a team link, or why it cannot be. */
  exportLink?(build: unknown): { ok: true; link: string } | { ok: false; error: string };
}
