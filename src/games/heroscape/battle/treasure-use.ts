/**
 * The temporary treasure glyphs used in their carrier's turn: the Potion of Healing and the Elixir of
 * Speed (`treasure-list.ts`, facts from the published list).
 * Rulebook: heroscape-master-game-guide — "Temporary Treasure Glyphs" (used once, then out of the
 * game), "Treasure Glyphs" (a carried glyph affects only its carrier).
 *
 * - Potion of Healing: "after revealing an Order Marker on its Army Card" the carrier may remove up to
 *   3 of its wound markers — offered at the turn's first mover question (before any figure has moved:
 *   the moment right after the reveal); drinking removes as many as it can, up to 3.
 * - Elixir of Speed: the carrier adds 4 to its Move this turn — offered at the mover question until the
 *   carrier has moved (the `moveNumber` query reads `treasureBoosts`).
 * - Belt of Giant Strength: "before attacking with a normal attack" a figure next to it, the carrier
 *   adds 2 attack dice this turn — offered at the attack question as an attack on an adjacent target
 *   made with the belt (the `attackDice` query reads `treasureBoosts`).
 * - Whetstone of Venom: "before attacking with a normal attack" a figure next to it; if that attack
 *   wounds, 2 more wound markers — offered the same way, for that one attack (`defend` asks
 *   `venomWounds`).
 */
import type { Option } from '../../../core/index.js';
import { figuresAdjacent } from '../engagement.js';
import type { HsCtx } from './events.js';
import { TREASURES } from './treasure-list.js';
import { addTreasureBoost, carriedIndex, spendTreasure } from './treasure-carried.js';
import { boardOf, figureById, figureName, figuresOfCard, placedOf, type FigureState, type HsState } from './state.js';

/** Move added by the Elixir of Speed. */
export const ELIXIR_MOVE = 4;
/** Attack dice added by the Belt of Giant Strength. */
export const BELT_DICE = 2;
/** Wound markers the Potion of Healing removes at most. */
export const POTION_HEALS = 3;

const boostKey = (s: HsState, figure: string): string => `${s.round}:${s.turn?.marker ?? '-'}:${figure}`;

/** Whether the figure drank the Elixir of Speed this turn. */
export function sped(s: HsState, figure: string): boolean {
  return s.treasureBoosts !== undefined && s.treasureBoosts.includes(boostKey(s, figure));
}

/** Wound markers the Whetstone of Venom adds to a wounding attack. */
export const VENOM_WOUNDS = 2;

/** The attack now being made in the turn (its place in `turn.attacks`, pushed once it is over). */
const venomKey = (s: HsState, attacker: string, defender: string): string => `venom:${boostKey(s, attacker)}:${defender}:${s.turn?.attacks.length ?? 0}`;

/** Wound markers the Whetstone of Venom adds to the normal attack now made by `attacker` on `defender`, if it wounds. */
export function venomWounds(s: HsState, attacker: string, defender: string): number {
  return s.treasureBoosts !== undefined && s.treasureBoosts.includes(venomKey(s, attacker, defender)) ? VENOM_WOUNDS : 0;
}

/** Whether the figure used the Belt of Giant Strength this turn. */
export function belted(s: HsState, figure: string): boolean {
  return s.treasureBoosts !== undefined && s.treasureBoosts.includes(`belt:${boostKey(s, figure)}`);
}

/** The treasure glyphs used "before attacking with a normal attack" a figure next to the carrier, by option prefix. */
const BEFORE_ATTACK: Readonly<Record<string, { id: string; says: string }>> = {
  belt: { id: 'belt-of-giant-strength', says: `+${BELT_DICE} attack dice this turn` },
  venom: { id: 'whetstone-of-venom', says: `+${VENOM_WOUNDS} wounds if it wounds` },
};

/** The attacks `f` may make with a carried Belt of Giant Strength or Whetstone of Venom: on each of `targets` next to it. */
export function beforeAttackOptions(s: HsState, f: FigureState, targets: readonly string[]): Option[] {
  const me = placedOf(s, f);
  const near = targets.filter((d) => figuresAdjacent(boardOf(s), me, placedOf(s, figureById(s, d))).adjacent);
  const out: Option[] = [];
  for (const [prefix, use] of Object.entries(BEFORE_ATTACK)) {
    const i = carriedIndex(s, f.id, use.id);
    if (i < 0) continue;
    for (const d of near)
      out.push({
        id: `${prefix}:${i}:${f.id}:${d}`,
        label: `${figureName(s, f)} uses the ${TREASURES[use.id]!.name} (${use.says}) and attacks ${figureName(s, figureById(s, d))}`,
        payload: { attacker: f.id, defender: d },
      });
  }
  return out;
}

/** Whether the option id is an attack with the Belt of Giant Strength or the Whetstone of Venom. */
export const isBeforeAttackUse = (id: string): boolean => id.startsWith('belt:') || id.startsWith('venom:');

/** Uses the treasure glyph an attack option names (it leaves the game); the attacker and defender of the attack it is used for. */
export function useBeforeAttack(ctx: HsCtx, id: string): { attacker: string; defender: string } {
  const s = ctx.state;
  const [prefix, index, attacker, defender] = id.split(':');
  const use = BEFORE_ATTACK[prefix ?? ''];
  const list = s.treasures ?? [];
  const t = list[Number(index)];
  if (!use || !t || t.id !== use.id || t.carrier !== attacker || defender === undefined)
    throw new Error(`treasure: ${id} names no Belt of Giant Strength or Whetstone of Venom carried by its attacker`);
  const f = figureById(s, attacker);
  addTreasureBoost(s, prefix === 'belt' ? `belt:${boostKey(s, f.id)}` : venomKey(s, attacker, defender));
  spendTreasure(ctx, Number(index), f.id, `${figureName(s, f)}: ${use.says}`);
  return { attacker, defender };
}

/** The treasure uses the turn's card's carriers may make at the mover question (`moved`: figures that have moved). */
export function treasureUseOptions(s: HsState, card: number, moved: readonly string[]): Option[] {
  const list = s.treasures;
  if (!list || !s.turn || s.turn.card !== card) return [];
  const out: Option[] = [];
  const mine = figuresOfCard(s, card);
  list.forEach((t, i) => {
    const f = t.carrier === null ? undefined : mine.find((x) => x.id === t.carrier);
    if (!f) return;
    if (t.id === 'potion-of-healing' && moved.length === 0 && f.wounds > 0)
      out.push({ id: `drink:${i}`, label: `${figureName(s, f)} drinks the Potion of Healing`, payload: { figure: f.id } });
    if (t.id === 'elixir-of-speed' && !moved.includes(f.id))
      out.push({ id: `elixir:${i}`, label: `${figureName(s, f)} drinks the Elixir of Speed (Move +${ELIXIR_MOVE} this turn)`, payload: { figure: f.id } });
  });
  return out;
}

/** Whether the option id is a treasure use. */
export const isTreasureUse = (id: string): boolean => id.startsWith('drink:') || id.startsWith('elixir:');

/** Uses the treasure glyph an option names; it then leaves the game. */
export function useTreasure(ctx: HsCtx, card: number, moved: readonly string[], id: string): void {
  const s = ctx.state;
  if (!treasureUseOptions(s, card, moved).some((o) => o.id === id)) throw new Error(`treasure: ${id} is not a use offered now`);
  const index = Number(id.slice(id.indexOf(':') + 1));
  const t = s.treasures![index]!;
  const f: FigureState = figureById(s, t.carrier!);
  let note: string;
  if (t.id === 'potion-of-healing') {
    const healed = Math.min(POTION_HEALS, f.wounds);
    f.wounds -= healed;
    note = `${figureName(s, f)} loses ${healed} wound markers`;
  } else {
    addTreasureBoost(s, boostKey(s, f.id));
    note = `${figureName(s, f)} moves ${ELIXIR_MOVE} more this turn`;
  }
  spendTreasure(ctx, index, f.id, note);
}
