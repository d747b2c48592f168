// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" → "DRAFT PARTIES": the draft
// run as game decisions before the first turn. Three or four basic action cards at random; the cards
// in the centre stacked by title; the second player picks first, then the players alternate until every
// stack is taken; a stack with several cards → the picker chooses which card; the picker decides how
// many of its dice to use (up to the card's Max and what is left of the party size); cards with no dice
// are not used; both players start with life equal to the party size; always 8 NPC dice each.
//
// The draft's progress lives in the `draft` step on the stack (plain JSON), so the game state needs no
// draft fields: when the last stack is taken the parties are built exactly as a set-up file would be
// (setup.ts buildState) and the first turn begins.
import { err, ok, type Option, type Result, type RuleError } from '../../core/index.js';
import type { DmHandler, DmStep, DraftStep } from './steps.js';
import { ruleError } from '../../core/index.js';
import { BASIC_ACTION_CARDS, cardByKey, cardDef } from './cards/catalogue.js';
import { buildState, draftableCards, initialState, isDraftConfig, poolKey, type DmConfig, type DraftConfig, type GameConfig, type PoolEntry } from './setup.js';
import type { DmCtx } from './rules/context.js';
import { BOOK, type DmState } from './types.js';

export const DRAFT_SECTION = { book: BOOK, section: 'DRAFT PARTIES' } as const;

/** Stacks cards that share a title ("even if they have different subtitles"), in pool order. */
export function stacksOf(pool: readonly string[]): string[][] {
  const byTitle = new Map<string, string[]>();
  for (const key of pool) {
    const t = cardDef(key).title;
    const st = byTitle.get(t);
    if (st) st.push(key);
    else byTitle.set(t, [key]);
  }
  return [...byTitle.values()];
}

/** A state with no cards or dice yet; the draft fills it in. */
const emptyState = (cfg: DraftConfig): Omit<DmState, 'core'> => ({
  ...initialState(
    [0, 1].map((p) => cfg.players?.[p]?.name),
    cfg.draft.partySize,
    [],
    [],
  ),
  step: 'draft',
});

/** The initial state and first steps for either kind of set-up (game.ts `init`). */
export function initGame(config: GameConfig): Result<{ state: Omit<DmState, 'core'>; steps: DmStep[]; players: number }, RuleError> {
  if (!isDraftConfig(config)) {
    const built = buildState(config);
    if (!built.ok) return built;
    return ok({ state: built.value, steps: [{ kind: 'turn' }], players: 2 });
  }
  const pool: readonly PoolEntry[] = config.draft.pool ?? draftableCards();
  const dice: Record<string, number> = {};
  for (const entry of pool) {
    const key = poolKey(entry);
    const c = cardByKey(key);
    if (!c || c.basic) return err(ruleError('invalid-config', `The draft pool holds "${key}", which is not a draftable card.`, DRAFT_SECTION));
    dice[key] = typeof entry === 'string' ? c.max : Math.min(c.max, entry.dice);
  }
  const start: DmStep = { kind: 'draft-start', partySize: config.draft.partySize, basicActions: config.draft.basicActions, pool: pool.map(poolKey), dice };
  return ok({ state: emptyState(config), steps: [start], players: 2 });
}

/** Every basic action card: the draft shuffles them and uses three or four. */
const BASIC_KEYS = (): string[] => BASIC_ACTION_CARDS.map((c) => c.key);

function partyText(s: DmState, st: DraftStep, p: number): string {
  const used = (st.parties[p] ?? []).filter((x) => x.dice > 0);
  const n = used.reduce((a, x) => a + x.dice, 0);
  const list = used.map((x) => `${cardDef(x.card).title} (${cardDef(x.card).subtitle}) ×${x.dice}`).join(', ') || 'no cards';
  return `${s.players[p]?.name ?? `P${p + 1}`}: ${list} — ${n}/${st.partySize} dice`;
}

const diceUsed = (st: DraftStep, p: number): number => (st.parties[p] ?? []).reduce((a, x) => a + x.dice, 0);

/** The most dice the picker may put on `card`: its Max (or the collection's dice), and what is left of the party size. */
function diceLimit(st: DraftStep, card: string): number {
  return Math.max(0, Math.min(st.dice[card] ?? cardDef(card).max, st.partySize - diceUsed(st, st.picker)));
}

/** Starts the draft: the basic action cards at random, the stacks, and the second player to pick. */
const draftStart: DmHandler<'draft-start'> = {
  run(ctx, st) {
    const chosen = st.basicActions;
    const basics = typeof chosen === 'number' ? ctx.rng.shuffle(BASIC_KEYS()).slice(0, chosen) : [...chosen];
    const stacks = stacksOf(st.pool);
    ctx.emit('draft-begins', { partySize: st.partySize, basicActions: basics.map((k) => cardDef(k).title), stacks: stacks.length });
    const next: DraftStep = {
      kind: 'draft',
      partySize: st.partySize,
      basicActions: basics,
      dice: st.dice,
      stacks,
      parties: [[], []],
      picker: 1,
      phase: 'stack',
      taken: [],
    };
    ctx.push(next);
  },
};

/** "Master Dragon: cost 6 bolt, 4 dice" — what a picker weighs (the full text: `skirmish cards dicemasters`). */
function cardSummary(st: DraftStep, key: string): string {
  const c = cardDef(key);
  return `${c.subtitle}: cost ${c.cost}${c.energy ? ` ${c.energy}` : ''}, ${st.dice[key] ?? c.max} dice`;
}

/** Options for the open draft decision, or null when it is forced (one stack, one card, no dice left). */
function draftOptions(st: DraftStep): Option[] {
  switch (st.phase) {
    case 'stack':
      return st.stacks.map((stack, i) => ({
        id: `stack:${i}`,
        label: `Take the ${cardDef(stack[0] as string).title} stack (${stack.map((k) => cardSummary(st, k)).join('; ')})`,
        payload: { stack: i, cards: stack as never },
      }));
    case 'card':
      return st.taken.map((k) => ({ id: `card:${k}`, label: `Use ${cardDef(k).title}, ${cardSummary(st, k)}`, payload: { card: k } }));
    case 'dice': {
      const card = st.taken[0] as string;
      const n = diceLimit(st, card);
      const opts: Option[] = [];
      for (let k = n; k >= 0; k--)
        opts.push({
          id: `dice:${k}`,
          label: k === 0 ? `Use no dice of ${cardDef(card).title} (the card is not used)` : `Use ${k} ${cardDef(card).title} ${k === 1 ? 'die' : 'dice'}`,
          payload: { dice: k },
        });
      return opts;
    }
  }
}

/** Moves the draft on after a choice (or a forced one). */
function advance(st: DraftStep, answer: { stack?: number; card?: string; dice?: number }): DraftStep {
  switch (st.phase) {
    case 'stack': {
      const i = answer.stack ?? 0;
      const stack = st.stacks[i] ?? [];
      return { ...st, stacks: st.stacks.filter((_, k) => k !== i), phase: stack.length > 1 ? 'card' : 'dice', taken: stack };
    }
    case 'card':
      return { ...st, phase: 'dice', taken: [answer.card ?? (st.taken[0] as string)] };
    case 'dice': {
      const parties = st.parties.map((party, p) => (p === st.picker ? [...party, { card: st.taken[0] as string, dice: answer.dice ?? 0 }] : party));
      return { ...st, parties, picker: 1 - st.picker, phase: 'stack', taken: [] };
    }
  }
}

/** The decision is forced: one stack left, a one-card stack, or no dice left to put on the card. */
function forced(st: DraftStep): { stack?: number; card?: string; dice?: number } | null {
  if (st.phase === 'stack' && st.stacks.length === 1) return { stack: 0 };
  if (st.phase === 'card' && st.taken.length === 1) return { card: st.taken[0] as string };
  if (st.phase === 'dice' && diceLimit(st, st.taken[0] as string) === 0) return { dice: 0 };
  return null;
}

/** Builds the parties drafted, exactly as a set-up file would be built, and begins the first turn. */
function finish(ctx: DmCtx, st: DraftStep): void {
  const s = ctx.state;
  const cfg: DmConfig = {
    life: st.partySize,
    basicActions: [...st.basicActions],
    players: [0, 1].map((p) => ({
      name: s.players[p]?.name ?? `Player ${p + 1}`,
      cards: (st.parties[p] ?? []).filter((x) => x.dice > 0).map((x) => ({ card: x.card, dice: x.dice })),
    })) as DmConfig['players'],
  };
  const built = buildState(cfg);
  if (!built.ok) throw new Error(`dicemasters draft: ${built.error.message}`);
  // New arrays (not mutated ones): per-state caches are keyed by the card-slot array.
  Object.assign(s, { cards: built.value.cards, dice: built.value.dice, zoneIndex: built.value.zoneIndex, players: built.value.players });
  ctx.emit('draft-done', { parties: [0, 1].map((p) => partyText(s, st, p)) });
  ctx.push({ kind: 'turn' });
}

const draftStep: DmHandler<'draft'> = {
  run(ctx, raw) {
    let st = raw;
    for (;;) {
      if (st.phase === 'stack' && st.stacks.length === 0) {
        finish(ctx, st);
        return;
      }
      const f = forced(st);
      if (!f) break;
      st = step(ctx, st, f);
    }
    // Keep the (possibly advanced) draft on the stack for the answer.
    Object.assign(raw, st);
    const s = ctx.state;
    const what =
      st.phase === 'stack'
        ? 'choose a card stack'
        : st.phase === 'card'
          ? 'choose which card of the stack to use'
          : `how many ${cardDef(st.taken[0] as string).title} dice to use (${st.partySize - diceUsed(st, st.picker)} of your ${st.partySize} left)`;
    const prompt = `Draft: ${what}. ${partyText(s, st, st.picker)}. ${partyText(s, st, 1 - st.picker)}.`;
    return ctx.ask(st.picker, 'draft', prompt, draftOptions(st));
  },
  choose(ctx, st, o) {
    ctx.push(step(ctx, st, (o.payload ?? {}) as { stack?: number; card?: string; dice?: number }));
  },
};

/** One draft move, with its public event. */
function step(ctx: DmCtx, st: DraftStep, answer: { stack?: number; card?: string; dice?: number }): DraftStep {
  const next = advance(st, answer);
  const player = st.picker;
  if (st.phase === 'stack') ctx.emit('draft-stack', { player, cards: (next.taken as string[]).map((k) => `${cardDef(k).title} (${cardDef(k).subtitle})`) });
  if (st.phase === 'dice') {
    const card = cardDef(st.taken[0] as string);
    ctx.emit('draft-dice', { player, card: card.key, title: card.title, subtitle: card.subtitle, dice: answer.dice ?? 0 });
  }
  return next;
}

/** Step handlers game.ts registers. */
export const DRAFT_STEPS = { 'draft-start': draftStart, draft: draftStep };
