// A move-generation count (like chess perft) for ddm-battle-rules-2011 "MOVE", "SHIFT" and "CHARGE":
// two seeded random starter battles, and in each the number of times the action menu offered a move,
// a double move, a shift and a charge, and the number of destinations every destination question
// offered, summed. The movement searches, their memo and the geometry snapshot are shared across a
// creature's activation (geo.ts, rules/movement.ts); a result kept after what it depends on changed
// (a creature moved, a condition came or went) offers other squares or other actions, and these
// totals change (the battles take other turns). At every action menu the acting creature's shift,
// move and double-move destinations and its charge targets are also asked, all in the same
// situation, so a memo that mixed those questions up changes the `asked` total.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../core/index.js';
import type { Decision, Option } from '../../../core/index.js';
import { game } from '../game.js';
import { geo } from '../geo.js';
import { starterConfig } from '../module.js';
import { playRandomly } from '../random-battle.js';
import type { CreatureState, DdmState } from '../state.js';
import { ctxFor } from '../testkit.js';
import { onMap } from './common.js';
import { chargeTargets, currentSpeed, destinations } from './movement.js';

interface Count {
  decisions: number;
  move: number;
  double: number;
  shift: number;
  charge: number;
  destinationQuestions: number;
  destinations: number;
  /** Shift, move and double-move destinations and charge targets asked at each menu, summed. */
  asked: number;
}

/** The acting creature's movement answers now, as the menu and the destination question read them. */
function movementAnswers(s: DdmState): number {
  const t = s.turn;
  const c = t ? (s.creatures[t.creature] as CreatureState) : null;
  if (!c || !onMap(c)) return 0;
  const ctx = ctxFor(s);
  const speed = currentSpeed(ctx, c);
  const g = geo(s);
  return destinations(ctx, g, c, 1).length + destinations(ctx, g, c, speed).length + destinations(ctx, g, c, speed * 2).length + chargeTargets(ctx, c).length;
}

function count(seed: number): Count {
  const started = game.setup(starterConfig(), seed);
  if (!started.ok) throw new Error(started.error.message);
  const n: Count = { decisions: 0, move: 0, double: 0, shift: 0, charge: 0, destinationQuestions: 0, destinations: 0, asked: 0 };
  const s = started.value.state;
  playRandomly(s, seed ^ 0x5f3759df, {
    // The default bot's uniform pick, after asking the movement questions at each menu.
    pick: (d: Decision, bot: Rng): Option | undefined => {
      if (d.kind === 'choose-action') n.asked += movementAnswers(s);
      return d.options[bot.int(0, d.options.length - 1)];
    },
    onStep: (_s, _events, d) => {
      n.decisions++;
      if (d.kind === 'choose-destination') {
        n.destinationQuestions++;
        n.destinations += d.options.length;
      }
      if (d.kind !== 'choose-action') return;
      for (const o of d.options) {
        if (o.id === 'move') n.move++;
        else if (o.id === 'double') n.double++;
        else if (o.id === 'shift') n.shift++;
        else if (o.id === 'charge') n.charge++;
      }
    },
  });
  return n;
}

describe('move-generation count (perft) on seeded starter battles', () => {
  it('seed 1000', () => {
    expect(count(1000)).toEqual({
      decisions: 1015,
      move: 413,
      double: 262,
      shift: 413,
      charge: 109,
      destinationQuestions: 268,
      destinations: 26696,
      asked: 173217,
    });
  });
  it('seed 1001', () => {
    expect(count(1001)).toEqual({
      decisions: 1166,
      move: 463,
      double: 312,
      shift: 463,
      charge: 147,
      destinationQuestions: 295,
      destinations: 31625,
      asked: 176957,
    });
  });
});
