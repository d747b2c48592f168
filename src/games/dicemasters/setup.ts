// Implements: dice-masters-battle-for-faerun — "SETUP", "YOUR FIRST GAME" (the preset), "CUSTOMIZING
// YOUR PARTY" (a two-party config file: any encoded cards, die limits, always 8 NPC dice) and
// "COMPONENTS" (three dice per basic action card) and "DRAFT PARTIES" (the draft set-up: a pool of
// cards, a party size of 8–20, three or four basic action cards; the draft itself is draft.ts).
import { z } from 'zod';
import { err, freezeAll, ok, ruleError, vouchedConfigs, type Result, type RuleError } from '../../core/index.js';
import { ALL_CARDS, cardByKey, NPC_KEY } from './cards/catalogue.js';
import { FIRST_GAME } from './cards/first-game.js';
import { DRAFT_PRESET_POOL } from './cards/draft-preset.js';
import type { CardDef } from './cards/types.js';
import { carriedCards } from './import/config-cards.js';
import { checkedConfigs } from './config-memo.js';
import { BOOK, type CardSlot, type DieState, type DmState } from './types.js';
import { buildZoneIndex } from './rules/zones.js';

const partySchema = z
  .object({
    name: z.string().min(1).max(40).optional(),
    cards: z
      .array(
        z
          .object({
            card: z.string().min(1).describe('card id, "title/subtitle" in kebab case (see `skirmish cards dicemasters`)'),
            dice: z.number().int().min(1).describe("how many of its dice this party brings (at most the card's Max)"),
          })
          .strict(),
      )
      .max(12),
  })
  .strict();

/** Party-building limits of "BASIC PARTIES" and "TOURNAMENT PARTIES" (CUSTOMIZING YOUR PARTY). */
export const FORMATS = {
  basic: { life: 15, cards: 6, dice: 15 },
  tournament: { life: 20, cards: 8, dice: 20 },
} as const;

export const partyConfigSchema = z
  .object({
    format: z.enum(['basic', 'tournament']).optional().describe('enforce the Basic or Tournament party rules (omit for a free set-up)'),
    life: z.number().int().min(1).max(99).describe('starting life for both players (First Game 10, Basic 15, Tournament 20)'),
    basicActions: z.array(z.string().min(1)).min(1).max(10).describe('basic action cards in the centre, three dice each'),
    players: z.tuple([partySchema, partySchema]),
  })
  .strict()
  .superRefine((cfg, ctx) => {
    cfg.basicActions.forEach((k, i) => {
      const c = cardByKey(k);
      if (!c || !c.basic)
        ctx.addIssue({
          code: 'custom',
          path: ['basicActions', i],
          message: `"${k}" is not a basic action card (known: ${ALL_CARDS.filter((x) => x.basic)
            .map((x) => x.key)
            .join(', ')})`,
        });
    });
    const fmt = cfg.format ? FORMATS[cfg.format] : null;
    if (fmt) {
      if (cfg.life !== fmt.life) ctx.addIssue({ code: 'custom', path: ['life'], message: `${cfg.format} parties start with ${fmt.life} life` });
      // Each player brings two different basic action cards; the centre holds both players' choices.
      if (cfg.basicActions.length !== 4)
        ctx.addIssue({
          code: 'custom',
          path: ['basicActions'],
          message: `${cfg.format} parties: list both players' two basic action cards (4 entries, player 1's first)`,
        });
      for (const [a, b] of [
        [0, 1],
        [2, 3],
      ] as const) {
        if (cfg.basicActions[a] !== undefined && cfg.basicActions[a] === cfg.basicActions[b])
          ctx.addIssue({ code: 'custom', path: ['basicActions', b], message: 'a player cannot bring two of the same basic action card' });
      }
    }
    cfg.players.forEach((party, p) => {
      if (fmt) {
        if (party.cards.length > fmt.cards)
          ctx.addIssue({
            code: 'custom',
            path: ['players', p, 'cards'],
            message: `${cfg.format} parties bring at most ${fmt.cards} cards, not ${party.cards.length}`,
          });
        const dice = party.cards.reduce((n, c) => n + c.dice, 0);
        if (dice > fmt.dice)
          ctx.addIssue({ code: 'custom', path: ['players', p, 'cards'], message: `${cfg.format} parties bring at most ${fmt.dice} dice, not ${dice}` });
      }
      const titles = new Set<string>();
      party.cards.forEach((entry, i) => {
        const c = cardByKey(entry.card);
        const path = ['players', p, 'cards', i, 'card'];
        if (!c || entry.card === NPC_KEY) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `unknown card "${entry.card}" (known: ${ALL_CARDS.filter((x) => !x.basic)
              .map((x) => x.key)
              .join(', ')})`,
          });
          return;
        }
        if (c.basic) ctx.addIssue({ code: 'custom', path, message: `"${entry.card}" is a basic action card: list it under basicActions` });
        if (entry.dice > c.max)
          ctx.addIssue({ code: 'custom', path: ['players', p, 'cards', i, 'dice'], message: `${c.title} allows at most ${c.max} dice, not ${entry.dice}` });
        if (titles.has(c.title)) ctx.addIssue({ code: 'custom', path, message: `a party cannot bring two cards titled "${c.title}"` });
        titles.add(c.title);
      });
    });
  });

export type DmConfig = z.infer<typeof partyConfigSchema>;

/** Non-basic cards a draft may use: every encoded party card (NPCs and basic actions are not drafted). */
export function draftableCards(): string[] {
  return ALL_CARDS.filter((c) => !c.basic).map((c) => c.key);
}

/** "DRAFT PARTIES": what the two players draft from, and the limits. */
export const draftConfigSchema = z
  .object({
    draft: z
      .object({
        partySize: z.number().int().min(8).max(20).describe("how many dice each player may draft, and both players' starting life (8–20)"),
        basicActions: z
          .union([z.literal(3), z.literal(4), z.array(z.string().min(1)).min(3).max(4)])
          .describe('3 or 4: that many basic action cards chosen at random when the game starts; or the list of 3–4 basic action cards'),
        pool: z
          .array(z.union([z.string().min(1), z.object({ card: z.string().min(1), dice: z.number().int().min(1) }).strict()]))
          .min(1)
          .max(200)
          .optional()
          .describe(
            'cards in the centre: a card id (with its Max of dice) or {card, dice} when the collection has fewer; default every encoded non-basic card; cards sharing a title form one stack',
          ),
      })
      .strict(),
    players: z
      .tuple([z.object({ name: z.string().min(1).max(40).optional() }).strict(), z.object({ name: z.string().min(1).max(40).optional() }).strict()])
      .optional(),
  })
  .strict()
  .superRefine((cfg, ctx) => {
    const ba = cfg.draft.basicActions;
    if (Array.isArray(ba)) {
      ba.forEach((k, i) => {
        const c = cardByKey(k);
        if (!c || !c.basic)
          ctx.addIssue({
            code: 'custom',
            path: ['draft', 'basicActions', i],
            message: `"${k}" is not a basic action card (known: ${ALL_CARDS.filter((x) => x.basic)
              .map((x) => x.key)
              .join(', ')})`,
          });
        if (ba.indexOf(k) !== i) ctx.addIssue({ code: 'custom', path: ['draft', 'basicActions', i], message: `"${k}" is listed twice` });
      });
    }
    const keys = (cfg.draft.pool ?? []).map(poolKey);
    (cfg.draft.pool ?? []).forEach((entry, i) => {
      const k = poolKey(entry);
      const c = cardByKey(k);
      const path = typeof entry === 'string' ? ['draft', 'pool', i] : ['draft', 'pool', i, 'card'];
      if (!c || k === NPC_KEY) ctx.addIssue({ code: 'custom', path, message: `unknown card "${k}" (draftable: ${draftableCards().join(', ')})` });
      else if (c.basic) ctx.addIssue({ code: 'custom', path, message: `"${k}" is a basic action card: those are chosen at random, not drafted` });
      else if (keys.indexOf(k) !== i) ctx.addIssue({ code: 'custom', path, message: `"${k}" is in the pool twice (one card per stack entry)` });
      else if (typeof entry !== 'string' && entry.dice > c.max)
        ctx.addIssue({ code: 'custom', path: ['draft', 'pool', i, 'dice'], message: `${c.title} has at most ${c.max} dice, not ${entry.dice}` });
    });
  });

export type DraftConfig = z.infer<typeof draftConfigSchema>;
export type PoolEntry = NonNullable<DraftConfig['draft']['pool']>[number];

/** The card id of a pool entry. */
export function poolKey(e: string | { readonly card: string }): string {
  return typeof e === 'string' ? e : e.card;
}
/** A set-up, with the definitions of the imported cards it names beyond the catalogue (import/config-cards.ts). */
export type GameConfig = (DmConfig | DraftConfig) & { readonly cards?: readonly CardDef[] };

export function isDraftConfig(c: GameConfig): c is DraftConfig {
  return 'draft' in c;
}

/** Set-up objects that passed `configSchema`, with what it made of them. */
const checked = checkedConfigs<GameConfig>();

/**
 * The set-up file: a draft (it has a "draft" key) or two ready parties. Dispatching on that key gives
 * errors that name the right JSON path instead of zod's "matches neither" for a plain union.
 */
export const configSchema = z.unknown().transform((raw, ctx): GameConfig => {
  // The same set-up object, unchanged since it passed, gives what it gave then (config-memo.ts).
  const known = checked.recall(raw);
  if (known) return known;
  // Cards the file carries are made known first, so the parties and pools below may name them.
  const carried = carriedCards(raw);
  if (!carried.ok) {
    for (const i of carried.issues) ctx.addIssue({ code: 'custom', message: i.message, path: [...i.path] });
    return z.NEVER;
  }
  const v = carried.rest;
  const schema = typeof v === 'object' && v !== null && 'draft' in v ? draftConfigSchema : partyConfigSchema;
  const r = schema.safeParse(v);
  if (!r.success) {
    for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
    return z.NEVER;
  }
  // Frozen: one result may start several games, so nothing built from it may change it.
  const result = freezeAll(carried.cards ? { ...r.data, cards: carried.cards } : r.data);
  checked.remember(raw, result);
  return result;
});

/** The draft preset: a fixed pool in the centre (cards/draft-preset.ts), 15 dice, three random basic actions. */
export function draftPresetConfig(): DraftConfig {
  return { draft: { partySize: 15, basicActions: 3, pool: [...DRAFT_PRESET_POOL] }, players: [{ name: 'First player' }, { name: 'Second player' }] };
}

/** "Your First Game", exactly as the rulebook lays it out (two dice per character card). */
export function firstGameConfig(): DmConfig {
  return {
    life: 10,
    basicActions: [...FIRST_GAME.basicActions],
    players: [
      { name: 'First player', cards: FIRST_GAME.parties[0].map((card) => ({ card, dice: 2 })) },
      { name: 'Second player', cards: FIRST_GAME.parties[1].map((card) => ({ card, dice: 2 })) },
    ],
  };
}

/**
 * The ready-made set-ups (the module's presets) the game vouches for: each checked once, frozen, and
 * then started without the schema check (`trustedConfig` in game.ts). A fresh copy to change is
 * `firstGameConfig()` / `draftPresetConfig()`; a changed copy is checked as usual.
 */
export const vouchedSetups = vouchedConfigs(configSchema);
let firstGame: DmConfig | null = null;
let draft: DraftConfig | null = null;
/** The `first-game` preset: one frozen, vouched copy of `firstGameConfig()`. */
export const vouchedFirstGame = (): DmConfig => (firstGame ??= vouchedSetups.vouch(firstGameConfig(), 'first-game'));
/** The `draft` preset: one frozen, vouched copy of `draftPresetConfig()`. */
export const vouchedDraft = (): DraftConfig => (draft ??= vouchedSetups.vouch(draftPresetConfig(), 'draft'));

/** Every player always has exactly 8 NPC dice (CUSTOMIZING YOUR PARTY). */
export const NPC_DICE = 8;

function newDie(id: number, card: number, owner: number, zone: DieState['zone']): DieState {
  return {
    id,
    card,
    owner,
    face: 0,
    zone,
    damage: 0,
    bonusA: 0,
    bonusD: 0,
    partial: false,
    usedThisTurn: false,
    engaged: [],
    blocked: false,
    capturedBy: -1,
    returnTo: 'prep',
    attachedTo: -1,
    control: null,
  };
}

export function buildState(cfg: DmConfig): Result<Omit<DmState, 'core'>, RuleError> {
  const cards: CardSlot[] = [];
  const dice: DieState[] = [];
  const slot = (key: string, owner: number): number => {
    cards.push({ key, owner, xp: 0 });
    return cards.length - 1;
  };
  for (const key of cfg.basicActions) {
    if (!cardByKey(key)) return err(ruleError('invalid-config', `Unknown basic action card "${key}".`, { book: BOOK, section: 'SETUP' }));
    const i = slot(key, -1);
    for (let k = 0; k < 3; k++) dice.push(newDie(dice.length, i, -1, 'supply'));
  }
  cfg.players.forEach((party, p) => {
    const npc = slot(NPC_KEY, p);
    for (let k = 0; k < NPC_DICE; k++) dice.push(newDie(dice.length, npc, p, 'bag'));
    for (const entry of party.cards) {
      const i = slot(entry.card, p);
      for (let k = 0; k < entry.dice; k++) dice.push(newDie(dice.length, i, p, 'supply'));
    }
  });
  return ok(
    initialState(
      cfg.players.map((party) => party.name),
      cfg.life,
      cards,
      dice,
    ),
  );
}

/** Turn 0 before the first clear-and-draw: both players at their starting life. */
export function initialState(names: readonly (string | undefined)[], life: number, cards: DmState['cards'], dice: DmState['dice']): Omit<DmState, 'core'> {
  return {
    cards,
    dice,
    // Where each die is, by owner and area (rules/zones.ts): built here, kept current by every move.
    zoneIndex: buildZoneIndex(dice),
    players: [0, 1].map((p) => ({ name: names[p] ?? `Player ${p + 1}`, life, startLife: life, tokenEnergy: 0, koMonster: false })),
    active: 0,
    step: 'clear-and-draw',
    turn: 0,
    float: 0,
    floatOwner: -1,
    knockedOut: [],
  };
}
