/**
 * A creature record's copy for `game.clone` (the search AI copies a state per iteration). Written
 * field by field: a spread of records whose optional fields differ leaves the copy megamorphic, and
 * then a copy costs several times more (issue 21, as Dice Masters' dice copy found).
 */
import type { Cond, CreatureState } from './state.js';

/**
 * How each field is copied: `value` (a number, string or boolean), `shared` (an object replaced,
 * never changed in place: positions are read-only values; the item lists are fixed at set-up),
 * `conds` (each condition copied: its `ownTurn` changes in place). Keyed by every field of
 * `CreatureState`, so a field added there without a copy rule here fails the type check.
 */
export const CREATURE_FIELD_COPY = {
  id: 'value',
  card: 'value',
  label: 'value',
  owner: 'value',
  size: 'value',
  pos: 'shared',
  hp: 'value',
  maxHp: 'value',
  bloodied: 'value',
  destroyed: 'value',
  activations: 'value',
  items: 'shared',
  usableItems: 'shared',
  championUses: 'value',
  conds: 'conds',
  lastLegal: 'shared',
  moveMode: 'value',
  leaving: 'value',
  bloodiedTimes: 'value',
} as const satisfies Record<keyof CreatureState, 'value' | 'shared' | 'conds'>;

/** Every field of `Cond`, for the same check (a field added there must be copied in `cloneCond`). */
export const COND_FIELDS = {
  id: true,
  kind: true,
  name: true,
  amount: true,
  dtype: true,
  defense: true,
  duration: true,
  source: true,
  sourcePlayer: true,
  ownTurn: true,
  together: true,
} as const satisfies Record<keyof Cond, true>;

function cloneCond(c: Cond): Cond {
  const out: Cond = {
    id: c.id,
    kind: c.kind,
    name: c.name,
    amount: c.amount,
    dtype: c.dtype,
    defense: c.defense,
    duration: c.duration,
    source: c.source,
    sourcePlayer: c.sourcePlayer,
    ownTurn: c.ownTurn,
  };
  return c.together === undefined ? out : { ...out, together: c.together };
}

export function cloneCreature(c: CreatureState): CreatureState {
  const out: CreatureState = {
    id: c.id,
    card: c.card,
    label: c.label,
    owner: c.owner,
    size: c.size,
    pos: c.pos,
    hp: c.hp,
    maxHp: c.maxHp,
    bloodied: c.bloodied,
    destroyed: c.destroyed,
    activations: c.activations,
    items: c.items,
    usableItems: c.usableItems,
    championUses: c.championUses,
    conds: c.conds.length === 0 ? [] : c.conds.map(cloneCond),
    lastLegal: c.lastLegal,
  };
  // The optional fields only when present, as the original has them (a state's hash and JSON see keys).
  if (c.moveMode !== undefined) out.moveMode = c.moveMode;
  if (c.leaving !== undefined) out.leaving = c.leaving;
  if (c.bloodiedTimes !== undefined) out.bloodiedTimes = c.bloodiedTimes;
  return out;
}
