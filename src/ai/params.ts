/**
 * Agent specs: `name[:k=v,…]` (e.g. `mcts:it=2000,c=0.7`). Every parameter is a number with a
 * range, so a typo or an out-of-range value is reported before any game is played.
 */
import { err, ok, type Result } from '../core/index.js';

export interface ParamDef {
  readonly default: number;
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  readonly help: string;
}

export type ParamTable = Readonly<Record<string, ParamDef>>;

export interface AgentSpec {
  readonly name: string;
  readonly params: Readonly<Record<string, number>>;
  /** The spec as written, normalised (`mcts:c=0.7,it=500`). */
  readonly text: string;
}

/** Parses `name[:k=v,…]` against the parameter tables of the known agents. */
export function parseSpec(text: string, tables: Readonly<Record<string, ParamTable>>): Result<AgentSpec, string> {
  const trimmed = text.trim();
  const colon = trimmed.indexOf(':');
  const name = (colon < 0 ? trimmed : trimmed.slice(0, colon)).trim();
  // Own properties only: a name from a request such as "__proto__" or "constructor" is just unknown.
  const table = Object.hasOwn(tables, name) ? tables[name] : undefined;
  if (!table) return err(`unknown agent "${name}" in "${text}" (known: ${Object.keys(tables).join(', ')})`);
  const params: Record<string, number> = {};
  if (colon >= 0) {
    const body = trimmed.slice(colon + 1).trim();
    if (body === '') return err(`agent spec "${text}" has a colon but no parameters`);
    for (const part of body.split(',')) {
      const eq = part.indexOf('=');
      if (eq < 0) return err(`agent spec "${text}": "${part}" is not of the form key=value`);
      const key = part.slice(0, eq).trim();
      const raw = part.slice(eq + 1).trim();
      const def = Object.hasOwn(table, key) ? table[key] : undefined;
      if (!def) {
        const known = Object.keys(table);
        return err(`agent "${name}" has no parameter "${key}" (it takes ${known.length ? known.join(', ') : 'no parameters'})`);
      }
      const v = Number(raw);
      if (raw === '' || !Number.isFinite(v)) return err(`agent "${name}": ${key}=${raw} is not a number`);
      if (def.integer && !Number.isInteger(v)) return err(`agent "${name}": ${key} must be a whole number, got ${raw}`);
      if (v < def.min || v > def.max) return err(`agent "${name}": ${key} must be between ${def.min} and ${def.max}, got ${raw}`);
      if (Object.hasOwn(params, key)) return err(`agent spec "${text}" sets ${key} twice`);
      params[key] = v;
    }
  }
  const keys = Object.keys(params).sort();
  const normal = keys.length ? `${name}:${keys.map((k) => `${k}=${params[k]}`).join(',')}` : name;
  return ok({ name, params, text: normal });
}

/** A parameter's value: as given in the spec, else the game's default for this agent, else the agent's. */
export function param(spec: AgentSpec, table: ParamTable, key: string, gameDefaults?: Readonly<Record<string, number>>): number {
  const v = spec.params[key];
  if (v !== undefined) return v;
  const g = gameDefaults?.[key];
  if (g !== undefined) return g;
  const def = table[key];
  if (!def) throw new Error(`no parameter "${key}"`);
  return def.default;
}
