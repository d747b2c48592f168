// Implements ddm-battle-rules-2011, "The Battle (Game Overview)" steps 4-8 (start of round,
// initiative by champion test, one activation then two and two with the leftover rules, end of round)
// and "Rounds and Turns"; guidelines "Round Sequence". Multi-Activation lets a creature take more
// than one turn per round.
import type { Option } from '../../../core/index.js';
import type { DdmCtx } from '../ctx.js';
import { occurs } from '../abilities/occurs.js';
import { powerAnswers } from '../abilities/queries.js';
import { handler, step } from '../steps.js';
import type { CreatureState, DdmState, TurnState } from '../state.js';
import { checkVictory, scoreVictoryAreas } from './assault.js';
import { bestChampion, championTest } from './champion-test.js';
import { onMap } from './common.js';
import { endAtEndOfRound } from './conditions.js';

/** Rounds after which a battle that nobody can win is called a draw (not in the rules; keeps simulations finite). */
export const ROUND_LIMIT = 500;

/** "Rounds and Turns": one turn each round, more with Multi-Activation. */
export const activationsAllowed = (s: DdmState, c: CreatureState): number => powerAnswers(s, c).turnsPerRound;

export function ready(s: DdmState, player: number): CreatureState[] {
  return s.creatures.filter((c) => c.owner === player && onMap(c) && c.activations < activationsAllowed(s, c));
}

export const roundStart = handler<'round-start'>({
  run(ctx) {
    const s = ctx.state;
    s.round++;
    if (s.round > ROUND_LIMIT) {
      ctx.end([0, 0], `No winner after ${ROUND_LIMIT} rounds`);
      return;
    }
    for (const c of s.creatures) c.activations = 0;
    ctx.emit('round', { round: s.round });
    // Step 4: start-of-round powers, the last champion-test winner's creatures first; the phase
    // counts as one creature's turn for the limits on powers (one immediate action, champion powers once).
    s.turn = phaseTurn(s.champion);
    ctx.push(...occurs(s, 'StartOfRound', { round: s.round }), step('initiative', {}));
  },
});

/** A stand-in turn for the start and end of round phases (no creature acts). */
function phaseTurn(player: number): TurnState {
  return {
    creature: -1,
    controller: player,
    attack: false,
    move: false,
    minor: false,
    single: false,
    noActions: true,
    charged: false,
    start: null,
    immediate: [],
    oa: [],
    champion: [],
  };
}

/** Step 5: initiative by champion test; the winner goes first or defers. */
export const initiative = handler<'initiative'>({
  run(ctx) {
    const s = ctx.state;
    s.turn = null;
    const extra = [0, 1].map((player) => ctx.query('initiativeDice', 0, { player })) as [number, number];
    const t = championTest([bestChampion(s, 0), bestChampion(s, 1)], () => ctx.rng.d20(), extra);
    s.champion = t.winner;
    ctx.emit('champion-test', { purpose: 'initiative', rolls: t.rolls.map((r) => [...r]), winner: t.winner });
    return ctx.ask(t.winner, 'initiative', 'You won initiative: go first or defer?', [
      { id: 'first', label: 'Go first' },
      { id: 'defer', label: 'Let the opponent go first' },
    ]);
  },
  choose(ctx, _st, option) {
    const s = ctx.state;
    s.first = option.id === 'first' ? s.champion : 1 - s.champion;
    s.actor = s.first;
    s.left = 1;
    ctx.emit('initiative', { first: s.first });
    ctx.push(step('activation', {}));
  },
});

/** Picks the next creature to take a turn: the player whose turn it is chooses among its ready creatures. */
export const activation = handler<'activation'>({
  run(ctx) {
    const s = ctx.state;
    const mine = ready(s, s.actor);
    const theirs = ready(s, 1 - s.actor);
    if (mine.length === 0 && theirs.length === 0) {
      ctx.push(step('round-end', {}));
      return;
    }
    if (s.left <= 0 || mine.length === 0) {
      if (theirs.length > 0) s.actor = 1 - s.actor;
      s.left = 2;
    }
    const list = ready(s, s.actor);
    if (list.length === 1) {
      begin(ctx, (list[0] as CreatureState).id);
      return;
    }
    const options: Option[] = list.map((c) => ({ id: String(c.id), label: `${c.label} (${c.hp}/${c.maxHp} HP)`, payload: { creature: c.id } }));
    return ctx.ask(s.actor, 'choose-creature', 'Choose a creature to take its turn.', options);
  },
  choose(ctx, _st, option) {
    begin(ctx, Number(option.id));
  },
});

function begin(ctx: DdmCtx, id: number): void {
  ctx.state.left--;
  ctx.push(
    step('turn-start', { creature: id }),
    step('turn-actions', { creature: id }),
    step('turn-end', { creature: id }),
    step('check-victory', {}),
    step('activation', {}),
  );
}

export const checkVictoryStep = handler<'check-victory'>({
  run(ctx) {
    checkVictory(ctx);
  },
});

/** End of round: end-of-round effects, simultaneous victory-area scoring, victory check, next round. */
export const roundEnd = handler<'round-end'>({
  run(ctx) {
    const s = ctx.state;
    // End-of-round powers, starting with the player who lost the last champion test.
    s.turn = phaseTurn(1 - s.champion);
    ctx.push(...occurs(s, 'EndOfRound', { round: s.round }), step('round-close', {}));
  },
});

export const roundClose = handler<'round-close'>({
  run(ctx) {
    const s = ctx.state;
    s.turn = null;
    for (const c of s.creatures) endAtEndOfRound(c);
    // Effects in play lasting until end of round (a power's bonus to its allies' statistics) end too.
    ctx.removeEffects((e) => e.duration === 'end-of-round');
    scoreVictoryAreas(ctx);
    checkVictory(ctx);
    if (!ctx.over) ctx.push(step('round-start', {}));
  },
});
