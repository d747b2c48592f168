/**
 * The words of the options offered without a label: a destination and a normal attack. Bots never
 * read them, so the move and attack questions leave them to here (`Game.describe`), worded from the
 * state at the question when a player, the CLI or a record asks.
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) shown on the Army Card
 * (Optional)", "ATTACKING" ("Announce which figure is the Attacker and which figure is the Defender";
 * the dice "adding any extra dice for height advantage", Example 18).
 */
import type { Json, JsonObject, OfferedOption, RawDecision } from '../../../core/index.js';
import { diceFor } from './attack.js';
import { destinationDetail } from './move.js';
import type { HeightAdvantage, HsCtx } from './events.js';
import { figureById, figureName, friendly } from './state.js';

function field(payload: Json | undefined, key: string, where: string): Json {
  // Arrays are objects too; an array payload simply has no such field.
  const v = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as JsonObject)[key] : undefined;
  if (v === undefined) throw new Error(`${where}: the option's payload has no "${key}"`);
  return v;
}

export function describeOption(ctx: HsCtx, decision: RawDecision, option: OfferedOption): string {
  const where = `describe ${decision.kind} option "${option.id}"`;
  if (decision.kind === 'choose-destination') {
    const payload = destinationDetail(ctx, option.id);
    const [q, r, level, swipes, falls] = ['q', 'r', 'level', 'swipes', 'falls'].map((k) => field(payload, k, where));
    const notes = [Number(swipes) > 0 ? `leaves ${Number(swipes)} engagement${Number(swipes) > 1 ? 's' : ''}` : '', falls === true ? 'falls' : ''].filter(
      Boolean,
    );
    return `to (${Number(q)}, ${Number(r)}) level ${Number(level)}${notes.length ? ` — ${notes.join(', ')}` : ''}`;
  }
  if (decision.kind === 'choose-attack') {
    const s = ctx.state;
    const a = figureById(s, String(field(option.payload, 'attacker', where)));
    const d = figureById(s, String(field(option.payload, 'defender', where)));
    const dice = diceFor(ctx, a, d);
    // A friendly target is legal ("ATTACKING") but seldom meant: the words say so.
    const own = friendly(s, a.owner, d.owner) ? ', a friendly figure' : '';
    return `${figureName(s, a)} attacks ${figureName(s, d)}${own} (${dice.attackDice} attack dice against ${dice.defenseDice} defense dice)`;
  }
  throw new Error(`${where}: this question labels all its options`);
}

/**
 * What a normal attack option carries for the table beside its words (`Game.detail`, built only when
 * the question is read): the dice each side rolls and who has height advantage, as the engine
 * decides them at the question, so the board shows "+1 attack die: height" without a rule of its own.
 */
export type AttackPreview = {
  readonly attacker: string;
  readonly defender: string;
  readonly attackDice: number;
  readonly defenseDice: number;
  readonly height: HeightAdvantage;
};

export function detailOption(ctx: HsCtx, decision: RawDecision, option: OfferedOption): Json | undefined {
  // A destination offered as a bare id: its space and what the path draws, worked out here.
  if (decision.kind === 'choose-destination' && option.payload === undefined) return destinationDetail(ctx, option.id);
  // Only a normal attack ("attacker>defender") has dice the engine works out here; the rest keep theirs.
  if (decision.kind !== 'choose-attack' || !option.id.includes('>')) return option.payload;
  const where = `detail ${decision.kind} option "${option.id}"`;
  const s = ctx.state;
  const a = figureById(s, String(field(option.payload, 'attacker', where)));
  const d = figureById(s, String(field(option.payload, 'defender', where)));
  const dice = diceFor(ctx, a, d);
  const preview: AttackPreview = { attacker: a.id, defender: d.id, attackDice: dice.attackDice, defenseDice: dice.defenseDice, height: dice.height };
  return preview;
}
