/**
 * The builders by game id, and what the HTTP routes do with them: a build is judged by the game's
 * own validators (each builder file), and a table set-up made of two builds is started once by the
 * game itself (`game.setup`), so a rule the builders do not look at (e.g. both DDM warbands on the
 * same point limit) is still reported with the engine's own message before a table exists.
 */
import type { AnyGameModule } from '../../games/module.js';
import { ddmWarbandBuilder } from './ddm-warband.js';
import { dmPartyBuilder } from './dm-party.js';
import { heroscapeArmyBuilder } from './heroscape-army.js';
import type { BuildProblem, GameBuilder } from './types.js';
import type { Json } from '../../core/index.js';

export const BUILDERS: Readonly<Record<string, GameBuilder>> = {
  dicemasters: dmPartyBuilder,
  ddm: ddmWarbandBuilder,
  heroscape: heroscapeArmyBuilder,
};

export function builderFor(game: string): GameBuilder | undefined {
  return Object.hasOwn(BUILDERS, game) ? BUILDERS[game] : undefined;
}

/** The config two builds make, checked by starting the game once; or every problem found. */
export function buildSetup(
  mod: AnyGameModule,
  builder: GameBuilder,
  builds: readonly [unknown, unknown],
  allowUnenforced: boolean,
): { ok: true; config: Json } | { ok: false; problems: readonly BuildProblem[] } {
  const made = builder.setup(builds, allowUnenforced);
  if (!made.ok) return made;
  const started = mod.game.setup(made.config, 1);
  if (!started.ok) return { ok: false, problems: [{ message: started.error.message, book: started.error.rule.book, section: started.error.rule.section }] };
  return made;
}
