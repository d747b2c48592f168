import type { AnyGameModule } from '../../games/module.js';
import type { Io } from '../io.js';
import { readJson, validateWith } from './load.js';

/**
 * The set-up a command plays: `--setup NAME` (a preset), `--setup file.json` (a config file checked
 * against the game's schema), game-specific flags (`configFromArgs`, e.g. DDM's --warband/--vs/--map),
 * or else the game's first preset.
 */
export function resolveConfig(
  mod: AnyGameModule,
  flags: Readonly<Record<string, string>>,
  io: Io,
): { ok: true; config: unknown; label: string } | { ok: false; error: string } {
  const setup = flags.setup;
  if (setup !== undefined) {
    const preset = mod.presets[setup];
    if (preset) return { ok: true, config: preset(), label: setup };
    if (!setup.endsWith('.json'))
      return { ok: false, error: `${mod.game.id} has no set-up "${setup}" (presets: ${Object.keys(mod.presets).join(', ')}; or give a .json file)` };
    const json = readJson(io, setup);
    if (!json.ok) return json;
    const v = validateWith(mod.game.configSchema, json.value, setup);
    return v.ok ? { ok: true, config: v.value, label: setup } : { ok: false, error: v.error };
  }
  const fromArgs = mod.configFromArgs?.(flags, (p) => io.readFile(p));
  if (fromArgs) return fromArgs.ok ? { ok: true, config: fromArgs.value, label: 'custom' } : { ok: false, error: fromArgs.error };
  const [first] = Object.keys(mod.presets);
  const preset = first ? mod.presets[first] : undefined;
  if (!first || !preset) return { ok: false, error: `${mod.game.id} has no ready-made set-up; give --setup file.json` };
  return { ok: true, config: preset(), label: first };
}

export function parseSeed(text: string | undefined, fallback: number): number | null {
  if (text === undefined) return fallback;
  const n = Number(text);
  return Number.isInteger(n) ? n : null;
}
