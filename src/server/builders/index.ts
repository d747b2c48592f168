/**
 * The builders by game id, and what the HTTP routes do with them: a build is judged by the game's
 * own validators (each builder file), and a table set-up made of two builds is started once by the
 * game itself (`game.setup`), so a rule the builders do not look at (e.g. both DDM warbands on the
 * same point limit) is still reported with the engine's own message before a table exists.
 */
import type { AnyGameModule } from '../../games/module.js';
import { ddmWarbandBuilder } from './ddm-warband.js';
import type { SetCard } from '../../games/dicemasters/cards/bff/set.js';
import { dmPartyBuilder, dmPartyBuilderFor } from './dm-party.js';
import type { ArmyCard } from '../../games/heroscape/cards/army-card.js';
import { heroscapeArmyBuilder, heroscapeArmyBuilderFor } from './heroscape-army.js';
import type { BuildProblem, GameBuilder, TableChoices } from './types.js';
import { ok, type Json, type Result } from '../../core/index.js';

export const BUILDERS: Readonly<Record<string, GameBuilder>> = {
  dicemasters: dmPartyBuilder,
  ddm: ddmWarbandBuilder,
  heroscape: heroscapeArmyBuilder,
};

/** Card files the server was started with (`skirmish serve`), already parsed by the games' own importers. */
export interface BuilderCards {
  /** Heroscape army cards from a units file (`parseUnits`): adds the Rise of the Valkyrie cards. */
  readonly heroscape?: { readonly cards: readonly ArmyCard[]; readonly file: string };
  /** The Battle for Faerûn set imported from a TeamBuilder file (`loadSet`): the whole set, each card marked. */
  readonly dicemasters?: readonly SetCard[];
}

/** The builders over the built-in content and the given card files; an error names the file and what is missing. */
export function createBuilders(given: BuilderCards = {}): Result<Readonly<Record<string, GameBuilder>>, string> {
  const heroscape = given.heroscape ? heroscapeArmyBuilderFor(given.heroscape.cards, given.heroscape.file) : ok(heroscapeArmyBuilder);
  if (!heroscape.ok) return heroscape;
  return ok({ ...BUILDERS, heroscape: heroscape.value, ...(given.dicemasters ? { dicemasters: dmPartyBuilderFor(given.dicemasters) } : {}) });
}

export function builderFor(game: string, builders: Readonly<Record<string, GameBuilder>> = BUILDERS): GameBuilder | undefined {
  return Object.hasOwn(builders, game) ? builders[game] : undefined;
}

/** The config two builds make, checked by starting the game once; or every problem found. */
export function buildSetup(
  mod: AnyGameModule,
  builder: GameBuilder,
  builds: readonly [unknown, unknown],
  allowUnenforced: boolean,
  table: TableChoices = {},
): { ok: true; config: Json } | { ok: false; problems: readonly BuildProblem[] } {
  const made = builder.setup(builds, allowUnenforced, table);
  if (!made.ok) return made;
  const started = mod.game.setup(made.config, 1);
  if (!started.ok) return { ok: false, problems: [{ message: started.error.message, book: started.error.rule.book, section: started.error.rule.section }] };
  return made;
}
