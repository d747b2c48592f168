import type { AnyGameModule } from '../../games/module.js';
import { checkConfig, startConfig, type Started } from '../check-file.js';
import type { Io } from '../io.js';
import { readJson } from './load.js';

/**
 * The set-up a command plays, started with `seed`: `--setup NAME` (a preset), `--setup file.json`
 * (a config file, checked by check-file.ts `checkConfig`, the check `skirmish validate` runs),
 * game-specific flags (`configFromArgs`, e.g. DDM's --warband/--vs/--map, whose files the module
 * checks with the same functions `validate` calls), or else the game's first preset. A bad value
 * of a game flag is a usage error (`usage: true`, exit 2); a set-up that is not there or not valid
 * is a validation error (exit 1), as `validate` reports it.
 */
export function resolveConfig(
  mod: AnyGameModule,
  flags: Readonly<Record<string, string>>,
  io: Io,
  seed: number,
): { ok: true; started: Started; label: string } | { ok: false; error: string; usage?: true } {
  const setup = flags.setup;
  const start = (config: unknown, label: string) => {
    const s = startConfig(mod, config, label === 'custom' ? 'the set-up from the flags' : `set-up "${label}"`, seed);
    return s.ok ? { ok: true as const, started: s.value, label } : s;
  };
  // A set of cards imported from a file (`--cards`) changes what a set-up file may name: the game reads both.
  if (flags.cards !== undefined && setup !== undefined && setup.endsWith('.json')) {
    const fromCards = mod.configFromArgs?.(
      flags,
      (p) => io.readFile(p),
      (p) => io.readBytes(p),
    );
    if (fromCards) return fromCards.ok ? start(fromCards.value, setup) : { ok: false, error: fromCards.error };
  }
  if (setup !== undefined) {
    const preset = Object.hasOwn(mod.presets, setup) ? mod.presets[setup] : undefined;
    if (preset) return start(preset(), setup);
    if (!setup.endsWith('.json'))
      return { ok: false, error: `${mod.game.id} has no set-up "${setup}" (presets: ${Object.keys(mod.presets).join(', ')}; or give a .json file)` };
    const json = readJson(io, setup);
    if (!json.ok) return json;
    const checked = checkConfig(mod, json.value, setup, seed);
    return checked.ok ? { ok: true, started: checked.value, label: setup } : checked;
  }
  const fromArgs = mod.configFromArgs?.(
    flags,
    (p) => io.readFile(p),
    (p) => io.readBytes(p),
  );
  // A game names a bad flag value first ("--scenario nosuch: …"): a usage error (exit 2), unlike a bad file.
  if (fromArgs)
    return fromArgs.ok
      ? start(fromArgs.value, 'custom')
      : { ok: false, error: fromArgs.error, ...(fromArgs.error.startsWith('--') ? { usage: true as const } : {}) };
  const [first] = Object.keys(mod.presets);
  const preset = first ? mod.presets[first] : undefined;
  if (!first || !preset) return { ok: false, error: `${mod.game.id} has no ready-made set-up; give --setup file.json` };
  return start(preset(), first);
}
