/**
 * A state's copy for `game.clone` (the search AI copies a state per iteration). Written field by
 * field: a spread of records whose optional fields differ leaves the copy megamorphic, and then a
 * copy costs several times more (issue 21, as Dice Masters' dice copy found); an object rest
 * (`const { a, ...rest } = s`) is a slow runtime call of its own.
 */
import { cloneData, copyCore } from '../../core/index.js';
import type { Cond, CreatureState, DdmState } from './state.js';

/**
 * How each field of the state is copied: `value`, `shared` (card data and maps are never changed
 * during a battle), `copied` (deep), `creatures`, `core` (`copyCore`: effects in play are frozen
 * values, the open question is replaced, never changed). Keyed by every field of `DdmState`.
 */
export const STATE_FIELD_COPY = {
  cards: 'shared',
  items: 'shared',
  points: 'value',
  scenario: 'value',
  warbandNames: 'copied',
  creatures: 'creatures',
  vp: 'copied',
  round: 'value',
  side: 'copied',
  champion: 'value',
  first: 'value',
  actor: 'value',
  left: 'value',
  turn: 'copied',
  tieBreak: 'value',
  tieWinner: 'value',
  nextCondId: 'value',
  attacks: 'copied',
  nextAttackId: 'value',
  maps: 'shared',
  map: 'shared',
  core: 'core',
} as const satisfies Record<keyof DdmState, 'value' | 'shared' | 'copied' | 'creatures' | 'core'>;

export function cloneState(s: DdmState): DdmState {
  const out: DdmState = {
    cards: s.cards,
    items: s.items,
    points: s.points,
    warbandNames: s.warbandNames.slice(),
    creatures: s.creatures.map(cloneCreature),
    vp: s.vp.slice(),
    round: s.round,
    side: s.side.slice(),
    champion: s.champion,
    first: s.first,
    actor: s.actor,
    left: s.left,
    turn: s.turn === null ? null : cloneData(s.turn),
    tieBreak: s.tieBreak,
    tieWinner: s.tieWinner,
    nextCondId: s.nextCondId,
    attacks: cloneData(s.attacks),
    nextAttackId: s.nextAttackId,
    maps: s.maps,
    map: s.map,
    core: copyCore(s.core),
  };
  if (s.scenario !== undefined) return { ...out, scenario: s.scenario };
  return out;
}

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
  bonusHp: 'value',
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
  if (c.bonusHp !== undefined) out.bonusHp = c.bonusHp;
  return out;
}
