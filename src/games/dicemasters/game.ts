// Implements: dice-masters-battle-for-faerun — "TURN ORDER" and "RECAP": the step table that runs a
// turn (clear and draw, roll and reroll, main step, attack step, clean up) on the core engine.
import { defineGame, stableHash, type OfferedOption, type Option } from '../../core/index.js';
import type { DmHandler, DmStep } from './steps.js';
import { ALL_CARDS } from './cards/catalogue.js';
import { configSchema, vouchedSetups, type GameConfig } from './setup.js';
import { DRAFT_SECTION, DRAFT_STEPS, initGame } from './draft.js';
import { pendingDamageStep } from './rules/redirect.js';
import { abilityStepsStep, abilityUseStep } from './rules/prevent.js';
import { abilityResolveStep } from './abilities/held-uses.js';
import { targetChosenStep } from './rules/redirect-effect-step.js';
import { BOOK, type DieState, type DmState } from './types.js';
import { clearAndDraw } from './rules/clear-and-draw.js';
import { describeRerollGroup, finishRoll, rerollClasses, rerollOptions, rollPrep } from './rules/roll-and-reroll.js';
import { actOptions, batchOptions, describeAct, performAct, withPayment, type ActPayload } from './rules/main-step.js';
import { chooseEffect, runEffect, type EffectAnswer } from './rules/effects-ops.js';
import { STATUS_HANDLERS, type DmCtx, type DmQueries } from './rules/statuses.js';
import type { DmEvents } from './events.js';
import { endMainStep, cleanup } from './rules/cleanup.js';
import { assignBlock, attackerOptions, blockerCandidates, blockOptions, declareAttackers, describeAttackOption, describeBlockOption } from './rules/attack.js';
import { diceNeedingSplit, resolveCombat, splitOptions, type Split } from './rules/assign-damage.js';
import { dieName, opponent } from './rules/dice.js';
import { narrateEvent } from './narrate.js';
import { renderEffect } from './cards/render.js';
import { observeState } from './observe.js';
import { cloneState } from './clone.js';
import { hashState } from './rules/zones.js';
import { ABILITY_HANDLERS, ABILITY_STEPS, LISTENING_KINDS } from './abilities/index.js';
import { knocksOutAtAttackEnd } from './abilities/end-of-attack-ko.js';
import { effectsInPlay } from './rules/card-effects.js';

const payloadOf = <T>(o: OfferedOption): T => o.payload as unknown as T;

const turn: DmHandler<'turn'> = {
  run(ctx) {
    const s = ctx.state;
    s.turn++;
    ctx.counters.newTurn();
    for (const d of s.dice) {
      d.usedThisTurn = false;
      d.partial = false;
    }
    ctx.emit('turn', { player: s.active, turn: s.turn, name: s.players[s.active]?.name ?? '' });
    // The beginning of the turn (Equip: gear in the field may be attached or moved): what its handlers
    // push comes before the clear and draw step.
    const mark = s.core.stack.length;
    ctx.announce('StartOfTurn', { player: s.active }, s.active);
    if (!runAfterHandlers(ctx, mark, { kind: 'turn-body' })) turnBody(ctx);
  },
};

/**
 * When the handlers of an event announced since the stack held `mark` steps pushed steps of their own,
 * puts `next` under them (it runs once they are done) and returns true; else leaves the stack alone.
 */
function runAfterHandlers(ctx: DmCtx, mark: number, next: DmStep): boolean {
  const stack = ctx.state.core.stack;
  if (stack.length === mark) return false;
  stack.splice(mark, 0, next);
  return true;
}

/** Clear and draw, then roll: the start of the turn proper. */
function turnBody(ctx: DmCtx): void {
  const s = ctx.state;
  s.step = 'clear-and-draw';
  const mark = s.core.stack.length;
  clearAndDraw(ctx);
  if (ctx.over) return;
  // Draws held behind prevention windows (Swarm, rules/held-use.ts) come first: the roll follows them.
  if (!runAfterHandlers(ctx, mark, { kind: 'turn-body', roll: true })) rollStep(ctx);
}

function rollStep(ctx: DmCtx): void {
  ctx.state.step = 'roll-and-reroll';
  const mark = ctx.state.core.stack.length;
  rollPrep(ctx);
  // What the roll triggers (its handlers' steps) resolves before the reroll.
  if (!runAfterHandlers(ctx, mark, { kind: 'reroll', marked: [] })) ctx.push({ kind: 'reroll', marked: [] });
}

/** The main step, after what the end of the roll triggered (steps pushed since the stack held `mark`). */
function toMain(ctx: DmCtx, mark: number): void {
  ctx.state.step = 'main';
  const main = priorityStep('main', ctx.state.active, 0);
  if (!runAfterHandlers(ctx, mark, main)) ctx.push(main);
}

const turnBodyStep: DmHandler<'turn-body'> = {
  run(ctx, st) {
    if (st.roll !== true) turnBody(ctx);
    else if (!ctx.over) rollStep(ctx);
  },
};

// The reroll is one decision naming the whole group (up to equivalence), or, when the prep area
// holds many different dice, one decision per class of identical dice (rules/roll-and-reroll.ts).
const reroll: DmHandler<'reroll'> = {
  run(ctx, st) {
    const opts = rerollOptions(ctx.state, st.marked, st.nextClass ?? 0, false);
    if (opts.length === 0) {
      const mark = ctx.state.core.stack.length;
      finishRoll(ctx, []);
      toMain(ctx, mark);
      return;
    }
    return ctx.askLazily(ctx.state.active, 'reroll', 'Roll and reroll step: choose the dice to reroll as one group', opts);
  },
  choose(ctx, st, o) {
    const dice = payloadOf<{ dice: number[] }>(o).dice;
    if (o.id === 'reroll' || o.id.startsWith('group:')) {
      const mark = ctx.state.core.stack.length;
      finishRoll(ctx, dice);
      toMain(ctx, mark);
      return;
    }
    const nextClass = (st.nextClass ?? 0) + 1;
    if (nextClass >= rerollClasses(ctx.state).length) {
      const mark = ctx.state.core.stack.length;
      finishRoll(ctx, dice);
      toMain(ctx, mark);
      return;
    }
    ctx.push({ kind: 'reroll', marked: dice, nextClass });
  },
};

// The pass option and the prompts of the priority decision, for the active (0) and inactive (1)
// player: the same every time, so built once (options are plain data and never mutated).
const MAIN_PASS: readonly Option[] = [
  { id: 'pass', label: 'Pass (end the main step if the opponent also passes)', payload: { a: 'pass' } },
  { id: 'pass', label: 'Pass', payload: { a: 'pass' } },
];
const ATTACK_PASS: readonly Option[] = [
  { id: 'pass', label: 'Pass (go on to damage if the opponent also passes)', payload: { a: 'pass' } },
  { id: 'pass', label: 'Pass', payload: { a: 'pass' } },
];
const MAIN_PROMPT = ['Main step — your action', 'Main step — you may use a global ability'];
const ATTACK_PROMPT = ['Attack step: actions and global abilities — your action', 'Attack step: actions and global abilities — you may use a global ability'];

// A fresh priority step as a literal of one shape (a `{ ...st }` spread of a step is a slow generic
// copy: steps of every kind pass through the same code).
const priorityStep = (phase: 'main' | 'attack', actor: number, passes: number): DmStep => ({ kind: 'priority', phase, actor, passes });

const priority: DmHandler<'priority'> = {
  run(ctx, st) {
    const s = ctx.state;
    const phase = st.phase;
    let actor = st.actor;
    let passes = st.passes;
    // A player with nothing to do passes at once: the turn moves to the other player in this loop
    // (the same as pushing the passed step and running it next, without the round trip).
    for (;;) {
      if (passes >= 2) {
        if (phase === 'main') ctx.push({ kind: 'end-main' });
        else ctx.push({ kind: 'assign-damage', toSplit: null, splits: {} });
        return;
      }
      const who = actor === s.active ? 0 : 1;
      const opts = actOptions(s, actor, phase, ctx, false, [(phase === 'main' ? MAIN_PASS : ATTACK_PASS)[who] as Option]);
      if (opts.length > 1) {
        // The step goes back on the stack for the answer: it must name who is asked.
        st.actor = actor;
        st.passes = passes;
        return ctx.askLazily(actor, phase === 'main' ? 'main' : 'attack-actions', (phase === 'main' ? MAIN_PROMPT : ATTACK_PROMPT)[who] as string, opts);
      }
      actor = opponent(actor);
      passes++;
    }
  },
  choose(ctx, st, o, d) {
    const actor = st.actor;
    if (o.id === 'pass') {
      ctx.push(priorityStep(st.phase, opponent(actor), st.passes + 1));
      return;
    }
    ctx.push(priorityStep(st.phase, opponent(actor), 0));
    performAct(ctx, actor, payloadOf<ActPayload>(o), false, d.options);
  },
};

const batch: DmHandler<'batch'> = {
  run(ctx, st) {
    const p = st.player;
    const opts = batchOptions(ctx.state, p, false);
    if (opts.length === 0) {
      ctx.state.float = 0;
      ctx.state.floatOwner = -1;
      return;
    }
    return ctx.askLazily(p, 'batch', `${ctx.state.float} generic energy is left over: pay another cost with it at once, or lose it`, opts);
  },
  choose(ctx, st, o, d) {
    const act = payloadOf<ActPayload>(o);
    if (act.a === 'drop-float') {
      ctx.state.float = 0;
      ctx.state.floatOwner = -1;
      return;
    }
    performAct(ctx, st.player, act, true, d.options);
  },
};

const effect: DmHandler<'effect'> = {
  run(ctx, st) {
    if (ctx.over) return;
    const opts = runEffect(ctx, st);
    if (!opts || opts.length === 0) return;
    return ctx.ask(st.player, 'effect', `Resolving: ${renderEffect(st.effect)} Choose:`, opts);
  },
  choose(ctx, st, o) {
    chooseEffect(ctx, st, payloadOf<EffectAnswer>(o) ?? {});
  },
};

const endMain: DmHandler<'end-main'> = {
  run(ctx) {
    endMainStep(ctx.state);
    ctx.state.step = 'attack';
    ctx.push({ kind: 'declare-attackers', marked: [] });
  },
};

const declare: DmHandler<'declare-attackers'> = {
  run(ctx, st) {
    const opts = attackerOptions(ctx.state, st.marked, false);
    // Nothing but "do not attack" on offer (a die card text forces to attack leaves no "done": abilities/forced-attacks.ts).
    if (opts.length === 1 && opts[0]?.id === 'done' && st.marked.length === 0) {
      ctx.push({ kind: 'cleanup' });
      return;
    }
    return ctx.askLazily(ctx.state.active, 'attackers', 'Attack step: choose attackers', opts);
  },
  choose(ctx, st, o) {
    const marked = st.marked;
    if (o.id !== 'done') {
      ctx.push({ kind: 'declare-attackers', marked: [...marked, payloadOf<{ die: number }>(o).die] });
      return;
    }
    // Not attacking ends the turn at once: no global abilities in a skipped attack step.
    if (marked.length === 0) {
      ctx.push({ kind: 'cleanup' });
      return;
    }
    ctx.push({ kind: 'declare-blockers', blockers: null, blocking: [] });
    declareAttackers(ctx, marked);
  },
};

const blockers: DmHandler<'declare-blockers'> = {
  run(ctx, st) {
    const s = ctx.state;
    if (ctx.over) return;
    let queue = st.blockers ?? blockerCandidates(s).map((d) => d.id);
    let already = st.blocking;
    while (queue.length) {
      const b = s.dice[queue[0] as number] as DieState;
      const opts = blockOptions(s, b, already, false);
      if (opts.length) {
        st.blockers = queue;
        st.blocking = already;
        return ctx.askLazily(opponent(s.active), 'blockers', `Declare blockers: what does ${dieName(s, b)} do?`, opts);
      }
      queue = queue.slice(1);
      already = [];
    }
    ctx.push({ kind: 'after-blocks' });
  },
  choose(ctx, st, o) {
    const s = ctx.state;
    const queue = st.blockers ?? [];
    const b = s.dice[queue[0] as number] as DieState;
    if (o.id === 'none') {
      ctx.push({ kind: 'declare-blockers', blockers: queue.slice(1), blocking: [] });
      return;
    }
    const a = s.dice[payloadOf<{ die: number }>(o).die] as DieState;
    assignBlock(ctx, b, a);
    ctx.push({ kind: 'declare-blockers', blockers: queue, blocking: [...st.blocking, a.id] });
  },
};

/** The blocker a blockers decision is about: the first of the asking step's queue (the step is back on top of the stack while the question is open). */
function askingBlocker(s: DmState): DieState | undefined {
  const top = s.core.stack[s.core.stack.length - 1] as DmStep | undefined;
  const id = top?.kind === 'declare-blockers' ? top.blockers?.[0] : undefined;
  return id === undefined ? undefined : s.dice[id];
}

const afterBlocks: DmHandler<'after-blocks'> = {
  run(ctx) {
    ctx.push(priorityStep('attack', ctx.state.active, 0));
    // What assigned blockers trigger (Energy Drain: abilities/energy-drain.ts) comes before the attack step's actions.
    ctx.announce('BlockersDeclared', { player: ctx.state.active });
  },
};

const assignDamage: DmHandler<'assign-damage'> = {
  run(ctx, st) {
    const s = ctx.state;
    if (ctx.over) return;
    const queue = st.toSplit ?? diceNeedingSplit(s);
    const chosen = { ...st.splits };
    for (let i = 0; i < queue.length; i++) {
      const d = s.dice[queue[i] as number] as DieState;
      const opts = splitOptions(s, d);
      if (opts.length > 1) {
        st.toSplit = queue.slice(i);
        st.splits = chosen;
        return ctx.ask(d.owner, 'assign-damage', `Assign damage: divide ${dieName(s, d)}'s attack`, opts);
      }
      const only = opts[0];
      if (only) chosen[String(d.id)] = payloadOf<{ split: Split }>(only).split;
    }
    ctx.push({ kind: 'cleanup' });
    // The end of the attack step, once its damage has resolved (abilities/end-of-attack-ko.ts), in games that have it.
    if (knocksOutAtAttackEnd(s)) ctx.push({ kind: 'attack-end' });
    resolveCombat(ctx, chosen);
  },
  choose(ctx, st, o) {
    const queue = st.toSplit ?? [];
    const splits = { ...st.splits, [String(queue[0])]: payloadOf<{ split: Split }>(o).split };
    ctx.push({ kind: 'assign-damage', toSplit: queue.slice(1), splits });
  },
};

const cleanupStep: DmHandler<'cleanup'> = {
  run(ctx) {
    if (ctx.over) return;
    ctx.state.step = 'cleanup';
    cleanup(ctx);
  },
};

export const dicemasters = defineGame<DmState, GameConfig, DmQueries, DmStep, DmEvents>({
  id: 'dicemasters',
  title: 'Dice Masters: Battle for Faerûn',
  players: { min: 2, max: 2 },
  configSchema: configSchema as never,
  contentHash: stableHash(ALL_CARDS),
  // Two ready parties start at turn 1; a draft set-up first runs the draft (draft.ts).
  init: (config) => initGame(config),
  // The presets are checked once and frozen (setup.ts): no schema check per game started from one.
  trustedConfig: (config): config is GameConfig => vouchedSetups.has(config),
  steps: {
    turn,
    'turn-body': turnBodyStep,
    reroll,
    priority,
    batch,
    effect,
    'end-main': endMain,
    'declare-attackers': declare,
    'declare-blockers': blockers,
    'after-blocks': afterBlocks,
    'assign-damage': assignDamage,
    ...ABILITY_STEPS,
    cleanup: cleanupStep,
    'pending-damage': pendingDamageStep,
    'ability-use': abilityUseStep,
    'ability-steps': abilityStepsStep,
    'ability-resolve': abilityResolveStep,
    'target-chosen': targetChosenStep,
    ...DRAFT_STEPS,
  },
  idle(ctx) {
    ctx.push({ kind: 'turn' });
  },
  // The lasting effects (rules/statuses.ts) and the card abilities that listen for announced events or
  // answer in the reaction window (abilities/, in play through rules/card-effects.ts).
  effects: { ...STATUS_HANDLERS, ...ABILITY_HANDLERS },
  activeEffects: (s) => effectsInPlay(s, LISTENING_KINDS),
  // The section a player would look up when a choice is refused (forged or never-offered options).
  decisionRules: {
    reroll: { book: BOOK, section: 'ROLL AND REROLL STEP' },
    main: { book: BOOK, section: 'MAIN STEP' },
    'attack-actions': { book: BOOK, section: 'USE ACTIONS AND GLOBAL ABILITIES' },
    batch: { book: BOOK, section: 'ENERGY AND COSTS' },
    effect: { book: BOOK, section: 'CARD TEXT DETAILS' },
    attackers: { book: BOOK, section: 'DECLARE ATTACKERS' },
    'breath-weapon': { book: BOOK, section: 'SHORTHAND CARD ABILITIES' },
    blockers: { book: BOOK, section: 'DECLARE BLOCKERS' },
    'assign-damage': { book: BOOK, section: 'ASSIGN DAMAGE' },
    capture: { book: BOOK, section: 'CAPTURING, CONTROLLING, AND COPYING' },
    'damage-reaction': { book: BOOK, section: 'PREVENTING AND REDIRECTING' },
    'effect-reaction': { book: BOOK, section: 'PREVENTING AND REDIRECTING' },
    'target-reaction': { book: BOOK, section: 'PREVENTING AND REDIRECTING' },
    draft: DRAFT_SECTION,
  },
  observe: observeState,
  narrate: narrateEvent,
  // Reroll, main-step, attack-step and batch options are offered without labels (bots never read
  // them); these word them from their payloads, exactly as the option lists would have.
  describe: (s, d, o) =>
    d.kind === 'reroll'
      ? describeRerollGroup(s, (o.payload as { dice: number[] }).dice)
      : d.kind === 'attackers'
        ? describeAttackOption(s, o)
        : d.kind === 'blockers'
          ? describeBlockOption(s, askingBlocker(s), o)
          : describeAct(s, d.player, payloadOf<ActPayload>(o), d.kind === 'batch'),
  // A main-step, attack-step or batch option names its payment by index; a UI is shown the payment
  // itself beside it (`pay`: the dice it spends), built here rather than for every option offered.
  detail: (s, d, o) =>
    d.kind === 'reroll' || d.kind === 'attackers' || d.kind === 'blockers' ? o.payload : withPayment(s, d.player, payloadOf<ActPayload>(o), d.kind === 'batch'),
  clone: cloneState,
  // The zone index is derived from the dice (rules/zones.ts): the hash leaves it out.
  hash: hashState,
});

export { BOOK };
