import { z } from 'zod';
import type { AnyGame, Game, GameState } from './game.js';
import type { GameEvent } from './events.js';
import { err, ok, type Result } from './result.js';
import { ruleError, type RuleError } from './rule-error.js';
import { SEED128, type Seed } from './rng.js';
import { ENGINE_VERSION, RECORD_FORMAT_VERSION } from './version.js';

/** One choice as made: the question's rqid and the chosen option's id. */
export const choiceSchema = z.object({ rqid: z.number().int().positive(), option: z.string().min(1) }).strict();
export type Choice = z.infer<typeof choiceSchema>;

/**
 * A record's seed (see `Seed` in rng.ts): a safe integer for local games, or the 128 bits a server
 * drew for an online game as 32 lowercase hex digits, not all zero.
 */
export const seedSchema = z.union([
  z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(SEED128, 'expected number (a whole number) or 32 lowercase hex digits (a 128-bit seed)')
    .refine((s) => !/^0+$/.test(s), 'a 128-bit seed must not be all zeros'),
]);

/**
 * A game record: everything needed to replay a game exactly. Bug reports are records.
 * `finalHash` (optional) is checked by replay when present.
 */
export const recordSchema = z
  .object({
    formatVersion: z.literal(RECORD_FORMAT_VERSION),
    engineVersion: z.string().min(1),
    game: z.string().min(1),
    contentHash: z.string().min(1),
    config: z.unknown(),
    seed: seedSchema,
    choices: z.array(choiceSchema),
    finalHash: z.string().min(1).optional(),
    /** Set by a server on a game whose seed a player chose: local and unranked (docs/security.md). */
    seedChosen: z.literal(true).optional(),
    /**
     * The seat that resigned after the last choice (a server's online game): the game ends there with
     * every other seat winning. Absent in every record of a game played out, so those load and hash
     * as before.
     */
    resigned: z.number().int().min(0).max(63).optional(),
  })
  .strict();
export type GameRecord = z.infer<typeof recordSchema>;

export function makeRecord<S extends GameState, C>(game: Game<S, C>, config: unknown, seed: Seed, choices: readonly Choice[], finalState?: S): GameRecord {
  const rec: GameRecord = {
    formatVersion: RECORD_FORMAT_VERSION,
    engineVersion: ENGINE_VERSION,
    game: game.id,
    contentHash: game.contentHash,
    config,
    seed,
    choices: [...choices],
  };
  return finalState ? { ...rec, finalHash: game.hash(finalState) } : rec;
}

export interface ReplayStep {
  readonly index: number;
  readonly choice: Choice;
  readonly events: readonly GameEvent[];
}

export interface Replayed<S extends GameState> {
  readonly state: S;
  readonly setupEvents: readonly GameEvent[];
  readonly steps: readonly ReplayStep[];
  readonly hash: string;
  /** The seat that resigned (from the record), when the game ended that way. */
  readonly resigned?: number;
}

/**
 * Re-applies every choice of a record from its seed, checking that each choice answers the question
 * that was open (same rqid), and that the final hash matches when the record carries one.
 */
export function replay<S extends GameState>(game: Game<S, unknown> | AnyGame, record: GameRecord): Result<Replayed<S>, RuleError & { readonly at?: number }> {
  const g = game as Game<S, unknown>;
  if (record.game !== g.id) return err(ruleError('replay-mismatch', `The record is for "${record.game}", not "${g.id}".`));
  if (record.contentHash !== g.contentHash) {
    return err(
      ruleError(
        'replay-mismatch',
        `The record was played with different ${g.title} content (content hash ${record.contentHash}, this engine has ${g.contentHash}).`,
      ),
    );
  }
  const started = g.setup(record.config, record.seed);
  if (!started.ok) return started;
  const { state } = started.value;
  const steps: ReplayStep[] = [];
  for (let i = 0; i < record.choices.length; i++) {
    const choice = record.choices[i] as Choice;
    // Unlabelled: replay matches choices by rqid and option id, and wording every option of every
    // question (which games may leave to `describe`) is about 40% of replaying a random Dice Masters game.
    const p = g.pending(state, { labels: false });
    if (p.terminal) return err({ ...ruleError('replay-mismatch', `Choice ${i + 1} comes after the game ended (${p.reason}).`), at: i });
    if (p.rqid !== choice.rqid) {
      return err({ ...ruleError('replay-mismatch', `Choice ${i + 1} answers request ${choice.rqid}, but request ${p.rqid} (${p.kind}) was open.`), at: i });
    }
    const r = g.apply(state, choice.rqid, choice.option);
    if (!r.ok) return err({ ...r.error, message: `Choice ${i + 1}: ${r.error.message}`, at: i });
    steps.push({ index: i, choice, events: r.value });
  }
  if (record.resigned !== undefined) {
    const p = g.pending(state);
    if (p.terminal)
      return err(ruleError('replay-mismatch', `The record says seat ${record.resigned + 1} resigned, but the game had already ended (${p.reason}).`));
    if (record.resigned >= state.core.players)
      return err(ruleError('replay-mismatch', `The record says seat ${record.resigned + 1} resigned, but the game has ${state.core.players} seats.`));
  }
  const hash = g.hash(state);
  if (record.finalHash !== undefined && record.finalHash !== hash) {
    return err(ruleError('replay-mismatch', `The replayed game ends in state ${hash}, but the record says ${record.finalHash}.`));
  }
  return ok({ state, setupEvents: started.value.events, steps, hash, ...(record.resigned !== undefined ? { resigned: record.resigned } : {}) });
}
