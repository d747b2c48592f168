/**
 * Simultaneous special powers: the same power on two or more players' cards at the same moment.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Simultaneous Special Powers" ("If you
 * and an opponent are using the same Army Cards with special powers that happen at the same time,
 * you must roll the 20-sided die to see who gets to use them first"). The tying highest re-roll (as
 * for initiative); the winner's powers go first, then each other player's in turn to the left.
 *
 * Every moment where the same power can be used on several players' cards goes through
 * `orderedPowers`, which groups that moment's `power` steps by power: the start of a round before the
 * order markers (The Drop: battle/round.ts), once the order markers are placed (Orc Battle Rush:
 * round.ts), and a figure entering a space of its walk (Engagement Strike, Ice Spikes: the `Stepped`
 * payload's `powers`, battle/move.ts) — in a game of three or more players two opponents of the mover
 * may strike at once. The other moments cannot coincide for one power (docs/ledger/heroscape.md).
 * A power with nothing to do at its moment (`Ability.idle`: The Drop with every figure landed) is not
 * used, so it pushes no step and rolls for nothing.
 */
import type { StepHandler } from '../../../core/index.js';
import { tell, type HsEvents, type HsQueries, type PowerUse } from './events.js';
import { rollOff } from './roll-off.js';
import type { HsStep, PowerStep, StepOf } from './steps.js';
import type { HsState } from './state.js';

/**
 * The power steps of one moment in the order they run: a power held by one player keeps its place;
 * a power held by several players becomes one roll-off that then runs them in the winner's order.
 */
export function orderedPowers(steps: readonly PowerStep[]): HsStep[] {
  const out: HsStep[] = [];
  const seen = new Set<string>();
  for (const step of steps) {
    if (seen.has(step.power)) continue;
    seen.add(step.power);
    const same = steps.filter((x) => x.power === step.power);
    const players = [...new Set(same.map((x) => x.player))].sort((a, b) => a - b);
    if (players.length < 2) out.push(...same);
    else out.push({ kind: 'roll-simultaneous', power: step.power, steps: same, rolling: players });
  }
  return out;
}

/** The `power` steps of the uses an announced event collected (its payload's `powers`), in the simultaneous order. */
export function orderedUses(uses: readonly PowerUse[]): HsStep[] {
  return orderedPowers(uses.map((u) => ({ kind: 'power', ...u })));
}

export const rollSimultaneous: StepHandler<HsState, StepOf<'roll-simultaneous'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const r = rollOff(ctx, step.rolling);
    tell(ctx, 'SimultaneousRolled', { power: step.power, rolls: r.rolls, tied: r.tied });
    if (r.winner === null) {
      ctx.push({ ...step, rolling: r.tied });
      return;
    }
    tell(ctx, 'SimultaneousWon', { power: step.power, player: r.winner });
    const n = ctx.state.core.players;
    const seat = (p: number): number => (p - (r.winner as number) + n) % n;
    ctx.push(...[...step.steps].sort((a, b) => seat(a.player) - seat(b.player)));
  },
};
