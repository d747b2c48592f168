// Implements: dice-masters-battle-for-faerun — "CARDS" (a card as the engine plays it) for set-ups that
// use an imported set: a set-up file may carry the definitions of the cards it names beyond the shipped
// catalogue (`cards`: facts from the TeamBuilder file, abilities from our encodings), so a record, a
// simulator worker or a replay plays the same cards without reading the TeamBuilder file again. The
// carried cards are checked (each field, each ability against its module's parameters) and made known
// to the engine before the rest of the set-up is read; a card encoded differently from one already
// known is refused.
import { z } from 'zod';
import { ABILITIES } from '../abilities/index.js';
import { registerCards } from '../cards/catalogue.js';
import type { Ability, CardDef } from '../cards/types.js';
import type { Face } from '../types.js';

const energy = z.enum(['fist', 'bolt', 'mask', 'shield']);
const bursts = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const faceSchema: z.ZodType<Face> = z.union([
  z.object({ t: z.literal('energy'), type: energy, n: z.union([z.literal(1), z.literal(2)]) }).strict(),
  z.object({ t: z.literal('wild') }).strict(),
  z.object({ t: z.literal('generic'), n: z.number().int().min(1).max(9) }).strict(),
  z
    .object({
      t: z.literal('char'),
      level: z.number().int().min(1).max(9),
      cost: z.number().int().min(0).max(15),
      a: z.number().int().min(0).max(15),
      d: z.number().int().min(0).max(15),
      bursts,
    })
    .strict(),
  z.object({ t: z.literal('action'), bursts }).strict(),
]);

/** An ability: a kind with a module, with the parameters that module accepts. */
const abilitySchema: z.ZodType<Ability> = z.custom<Ability>((v) => {
  if (typeof v !== 'object' || v === null || !('kind' in v) || typeof v.kind !== 'string' || !Object.hasOwn(ABILITIES, v.kind)) return false;
  const { kind, ...params } = v;
  return ABILITIES[kind as Ability['kind']].params.safeParse(params).success;
}, 'an ability: a kind of abilities/ with its parameters');

export const cardDefSchema: z.ZodType<CardDef> = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)?$/, 'a card id: title/subtitle in kebab case'),
    title: z.string().min(1).max(80),
    subtitle: z.string().min(1).max(80),
    kind: z.enum(['character', 'action', 'gear']),
    cost: z.number().int().min(0).max(15),
    energy: energy.nullable(),
    affiliation: z.enum(['monsters', 'harpers', 'emerald-enclave', 'zhentarim', 'order-of-the-gauntlet', 'lords-alliance']).nullable(),
    alignment: z.enum(['good', 'neutral', 'evil']).nullable(),
    max: z.number().int().min(1).max(9),
    basic: z.boolean(),
    faces: z.array(faceSchema).length(6),
    abilities: z.array(abilitySchema).max(12),
    equipSlot: z.literal(true).optional(),
  })
  .strict();

export const configCardsSchema = z.array(cardDefSchema).max(400);

export interface CarriedIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * Splits a set-up's `cards` from the rest and makes those cards known to the engine. Returns the rest
 * and the cards (null when the file carries none), or the issues with their JSON paths.
 */
export function carriedCards(v: unknown): { ok: true; rest: unknown; cards: readonly CardDef[] | null } | { ok: false; issues: CarriedIssue[] } {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || !('cards' in v)) return { ok: true, rest: v, cards: null };
  const { cards, ...rest } = v;
  const parsed = configCardsSchema.safeParse(cards);
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: ['cards', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: i.message })),
    };
  for (const [i, c] of parsed.data.entries()) {
    try {
      registerCards([c]);
    } catch (e) {
      return { ok: false, issues: [{ path: ['cards', i, 'key'], message: e instanceof Error ? e.message : String(e) }] };
    }
  }
  return { ok: true, rest, cards: parsed.data };
}
