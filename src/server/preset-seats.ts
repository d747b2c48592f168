/**
 * How many seats each ready-made set-up of a game has, for the lobby (GET /api/catalog `seats`): a
 * game that seats a varying number of players (Heroscape: two, or three and four for its team battles,
 * "Team Play") has set-ups of different sizes, and the lobby offers one seat per player of the set-up
 * chosen. Found by starting each set-up once (the check every table start makes), remembered per
 * module; a game with a fixed number of players needs no start.
 */
import type { AnyGameModule } from '../games/module.js';

const known = new WeakMap<AnyGameModule, Readonly<Record<string, number>>>();

/** Seats by preset name; a preset that cannot start is left out (creating a table from it says why). */
export function presetSeats(mod: AnyGameModule): Readonly<Record<string, number>> {
  const had = known.get(mod);
  if (had) return had;
  const out: Record<string, number> = {};
  for (const [name, make] of Object.entries(mod.presets)) {
    if (mod.game.players.min === mod.game.players.max) {
      out[name] = mod.game.players.min;
      continue;
    }
    try {
      const started = mod.game.setup(make(), 1);
      if (started.ok) out[name] = started.value.state.core.players;
    } catch {
      // Left out: the table start reports the problem with its own message.
    }
  }
  known.set(mod, out);
  return out;
}
