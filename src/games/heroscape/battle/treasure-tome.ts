/**
 * Revenant's Tome, an Ancient Artifact (`treasure-list.ts`). Facts from the published list (the wiki's
 * Treasure Glyph list as recorded in Dissolutio/hexoscape src/game/glyphs.ts, docs/heroscape.md,
 * "Glyphs"): its carrier may use it after an order marker is revealed on its Army Card, before taking
 * that turn; one previously destroyed Unique figure of its army is placed on empty space(s) within 5
 * clear-sight spaces of the carrier, makes one normal attack at once, and is then destroyed at once.
 * While it is on the battlefield its special powers are negated, its Life counts as 1, and no special
 * power on any Army Card affects it.
 * Rulebook: heroscape-master-game-guide — "Ancient Artifact Treasure Glyphs" (they follow every rule
 * of Treasure Glyphs), "Treasure Glyphs" (Uncommon figures count as Unique for special powers and
 * glyphs; a carried glyph affects only its carrier), "ATTACKING" (the normal attack).
 *
 * - Offered at the turn's first mover question (the moment right after the reveal, before any figure
 *   of the card has moved), once per turn, only for a figure with at least one legal place.
 * - Not spent: unlike the Bolt of the Witherwood ("only once per game") and the temporary glyphs, the
 *   text sets no limit on its uses, so it stays on the carrier's card.
 * - The figure is placed, not moved (no leaving-engagement attack, no glyph under it used); the
 *   carrier's player chooses the space(s) (a `glyph` question), then its one normal attack (range,
 *   line of sight, height and engagement as any normal attack; none when no enemy is a legal target).
 * - "Not affected by any special power on any Army Card": while it is out, the powers of its own card
 *   and of every card friendly to it are left out of play (`withoutPowersOnRevenant`: they could only
 *   act on it or on its side); the powers of the enemy cards still act for their own figures (the
 *   defender's defense), and those that would act on the attacker ask `unaffectedByPowers` (Thorian
 *   Speed, Counter Strike). Its destruction afterwards sets off none of its card's powers, so a
 *   spirit is not placed twice, and it was off the battlefield before and after: victory and scores,
 *   read at the end of a turn or round, count it as destroyed.
 */
import type { EffectInstance, Option } from '../../../core/index.js';
import { clearSight, indexFigures } from '../sight.js';
import { ABILITIES } from '../abilities/index.js';
import { resolveAttack, targetsOf } from './attack.js';
import type { HsCtx } from './events.js';
import { freePlaces } from './glyphs-sturla.js';
import { addTreasureBoost } from './treasure-carried.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, friendly, livingPlaced, placedOf, whereIs, type FigureState, type HsState } from './state.js';
import { destroyFigure } from './wounds.js';

const TOME = 'revenants-tome';
const PREFIX = 'tome:';
/** How far from its carrier, in clear-sight spaces, the Tome places the returned figure. */
export const TOME_RANGE = 5;

const usedKey = (s: HsState, carrier: string): string => `tome:${s.round}:${s.turn?.marker ?? '-'}:${carrier}`;

/** The destroyed Unique (or Uncommon) figures of the carrier's army. */
function destroyedUniques(s: HsState, carrier: FigureState): FigureState[] {
  return s.figures.filter((x) => x.destroyed && cardOf(s, x).owner === carrier.owner && cardOf(s, x).card.rarity !== 'common');
}

/** The empty places within 5 clear-sight spaces of the carrier where `x` may be put. */
function tomePlaces(s: HsState, carrier: FigureState, x: FigureState): [number, number][] {
  const board = boardOf(s);
  const me = placedOf(s, carrier);
  const index = indexFigures(board, livingPlaced(s));
  const form = placedOf(s, x);
  return freePlaces(s, x, () => true).filter(([head, tail]) => clearSight(board, index, me, { ...form, head, tail }, TOME_RANGE, { leanOver: true }).clear);
}

/** The Tome's uses the turn's card's carriers may make at the mover question (`moved`: figures that have moved). */
export function tomeOptions(s: HsState, card: number, moved: readonly string[]): Option[] {
  const list = s.treasures;
  if (!list || !s.turn || s.turn.card !== card || moved.length > 0) return [];
  const out: Option[] = [];
  list.forEach((t, i) => {
    if (t.id !== TOME || t.carrier === null) return;
    const f = figuresOfCard(s, card).find((x) => x.id === t.carrier);
    if (!f || (s.treasureBoosts ?? []).includes(usedKey(s, f.id))) return;
    for (const x of destroyedUniques(s, f)) {
      if (tomePlaces(s, f, x).length === 0) continue;
      out.push({
        id: `${PREFIX}${i}:${x.id}`,
        label: `${figureName(s, f)} reads Revenant's Tome: ${figureName(s, x)} returns within ${TOME_RANGE} clear-sight spaces for one normal attack, then is destroyed`,
        payload: { figure: f.id, returns: x.id },
      });
    }
  });
  return out;
}

/** Whether the option id is a use of Revenant's Tome. */
export const isTomeUse = (id: string): boolean => id.startsWith(PREFIX);

/** The use an option names: the figure waits to be placed (a `glyph` question to the carrier's player). */
export function useTome(ctx: HsCtx, card: number, moved: readonly string[], id: string): void {
  const s = ctx.state;
  if (!tomeOptions(s, card, moved).some((o) => o.id === id)) throw new Error(`treasure: ${id} is not a use of Revenant's Tome offered now`);
  const [index, figure] = id.slice(PREFIX.length).split(':') as [string, string];
  const carrier = figureById(s, s.treasures![Number(index)]!.carrier!);
  addTreasureBoost(s, usedKey(s, carrier.id));
  Object.assign(s, { revenant: { figure, carrier: carrier.id } });
  ctx.emit('PowerUsed', { power: "Revenant's Tome", figure: carrier.id, note: `${figureName(s, figureById(s, figure))} returns for one normal attack` });
  ctx.push({ kind: 'glyph', action: 'tome', player: carrier.owner, figure, space: -1 });
}

/** Where the returning figure may be placed (`place:head:tail`). */
export function tomePlaceOptions(s: HsState, figure: string): Option[] {
  const r = s.revenant;
  if (!r || r.figure !== figure) return [];
  const x = figureById(s, figure);
  if (!x.destroyed) return [];
  const board = boardOf(s);
  return tomePlaces(s, figureById(s, r.carrier), x).map(([h, t]) => {
    const at = whereIs(board, h);
    return { id: `place:${h}:${t}`, label: `Place ${figureName(s, x)} at (${at.q}, ${at.r}) level ${at.level}`, payload: { figure, q: at.q, r: at.r } };
  });
}

/** Places the returning figure (no wound markers) and asks for its attack. */
export function placeRevenant(ctx: HsCtx, figure: string, optionId: string): void {
  const s = ctx.state;
  if (!tomePlaceOptions(s, figure).some((o) => o.id === optionId))
    throw new Error(`glyph: ${optionId} is not a place for ${figure} within ${TOME_RANGE} clear-sight spaces`);
  const [, h, t] = optionId.split(':');
  const x = figureById(s, figure);
  x.destroyed = false;
  x.wounds = 0;
  x.head = Number(h);
  x.tail = Number(t);
  const at = whereIs(boardOf(s), x.head);
  ctx.emit('Revived', { figure: x.id, q: at.q, r: at.r, level: at.level });
  ctx.push({ kind: 'glyph', action: 'tome-attack', player: cardOf(s, x).owner, figure, space: x.head });
}

/** The returned figure's normal attacks (it must make one when it has a target). */
export function tomeAttackOptions(ctx: HsCtx, figure: string): Option[] {
  const s = ctx.state;
  if (s.revenant?.figure !== figure) return [];
  const x = figureById(s, figure);
  if (x.destroyed) return [];
  return targetsOf(ctx, x).map((d) => ({
    id: `${x.id}>${d}`,
    label: `${figureName(s, x)} attacks ${figureName(s, figureById(s, d))}`,
    payload: { attacker: x.id, defender: d },
  }));
}

/** The returned figure's attack; it is destroyed once the attack (and all it sets off) is over. */
export function revenantAttack(ctx: HsCtx, figure: string, optionId: string): void {
  const s = ctx.state;
  if (!tomeAttackOptions(ctx, figure).some((o) => o.id === optionId)) throw new Error(`glyph: ${optionId} is not a normal attack ${figure} may make`);
  const defender = optionId.slice(optionId.indexOf('>') + 1);
  ctx.push({ kind: 'glyph', action: 'tome-end', player: cardOf(s, figureById(s, figure)).owner, figure, space: -1 });
  resolveAttack(ctx, figureById(s, figure), figureById(s, defender));
}

/** "Then immediately destroy that placed figure" (unless its attack already did), and the Tome's effect ends. */
export function endRevenant(ctx: HsCtx, figure: string): void {
  const s = ctx.state;
  if (!figureById(s, figure).destroyed) destroyFigure(ctx, figure, "Revenant's Tome");
  delete (s as { revenant?: unknown }).revenant;
}

/**
 * The effects in play while a figure returned by the Tome is out: without the Army Card powers of
 * its own card and of the cards friendly to it (the rules' own effects, glyphs and terrain, stay).
 */
export function withoutPowersOnRevenant(s: HsState, effects: readonly EffectInstance[]): readonly EffectInstance[] {
  const r = s.revenant;
  if (!r) return effects;
  const owner = cardOf(s, figureById(s, r.figure)).owner;
  return effects.filter((e) => {
    if (!Object.hasOwn(ABILITIES, e.handler)) return true;
    const card = e.params['card'];
    const c = typeof card === 'number' ? s.cards[card] : undefined;
    return c === undefined || !friendly(s, c.owner, owner);
  });
}
