/**
 * Grenade Special Attack (Rise of the Valkyrie: Airborne Elite): once per battle (the grenade marker
 * starts on the card and is removed when thrown), instead of attacking, one at a time each figure of
 * the card throws: Range 5, Lob 12, Attack 2; no Line of Sight is needed; the chosen figure and every
 * figure adjacent to it are affected; 2 attack dice are rolled once for them, each defends separately.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks", Example 22 (lob
 * height); the power's text is on the card.
 *
 * Our reading of the lob: no column strictly between thrower and target rises more than 12 levels
 * above the thrower's base.
 *
 * The Fortress Door as the target ("The Fortress Door" → "Attacking and Defending": "The Door may be
 * attacked by … a special attack"; "If the door is closed and attacked by a special attack that
 * affects adjacent figures, that includes figures adjacent to both sides of the Door"): a thrower
 * that is not engaged may lob at a Door within Range 5 (counted to the space below it, no Line of
 * Sight needed) over columns no higher than the lob; the Door defends the one roll with its 4 dice
 * plus Reinforced Defense, and every figure next to it defends separately.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import type { PlacedFigure } from '../figures.js';
import { DOOR_TARGET, figuresNextToDoor, mayAttackDoor } from '../battle/door-attack.js';
import { boardOf, figureById, figureName, figuresOfCard, type FigureState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacentFigures } from './near.js';
import { columnTop, hexLineBetween } from './lines.js';
import type { Hex } from '../hex.js';

const NAME = 'Grenade Special Attack';
const KEY = abilityKey(NAME);
export const GRENADE = { range: 5, lob: 12, attack: 2 } as const;
export const GRENADE_MARKER = 'grenade';
const SKIP = 'skip';

/** Whether a grenade from `f` clears every column strictly between it and `to` (the lob height). */
function lobs(ctx: HsCtx, f: FigureState, to: Hex): boolean {
  const board = boardOf(ctx.state);
  const base = board.spLevel[f.head]!;
  return hexLineBetween(board.hexOf(f.head), to).every((h) => columnTop(board, h) - base <= GRENADE.lob);
}

function grenadeTargets(ctx: HsCtx, f: FigureState): string[] {
  const board = boardOf(ctx.state);
  const lobbed = (e: PlacedFigure): boolean => lobs(ctx, f, board.hexOf(e.head));
  return targetsOf(ctx, f, { range: GRENADE.range, sight: false, also: lobbed });
}

/** The Fortress Doors `f` may lob a grenade at: in Range 5 of the space below the Door, no sight needed, lobbed over. */
function grenadeDoors(ctx: HsCtx, f: FigureState): number[] {
  const board = boardOf(ctx.state);
  const out: number[] = [];
  board.doors.forEach((d, i) => {
    if (mayAttackDoor(ctx, f, i, GRENADE.range, false) && lobs(ctx, f, { q: board.colQ[d.col]!, r: board.colR[d.col]! })) out.push(i);
  });
  return out;
}

export const grenadeSpecialAttack: Ability = {
  name: NAME,
  text: `Once per battle, instead of attacking: one at a time each figure of this card throws a grenade, Range ${GRENADE.range}, Lob ${GRENADE.lob}, Attack ${GRENADE.attack}, no Line of Sight needed; the chosen figure and every figure adjacent to it are affected, one attack roll for all, each defends separately.`,
  handler: {},
  atBattleStart(ctx, card) {
    ctx.state.cards[card]!.tokens.push(GRENADE_MARKER);
  },
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const mine = figuresOfCard(s, card);
    if (!s.cards[card]!.tokens.includes(GRENADE_MARKER) || mine.some((f) => attacked.includes(f.id))) return [];
    if (!mine.some((f) => grenadeTargets(ctx, f).length > 0 || grenadeDoors(ctx, f).length > 0)) return [];
    return [{ id: `${KEY}:all`, label: `Throw grenades (${NAME}, once per battle)` }];
  },
  useAttackOption(ctx, card) {
    const s = ctx.state;
    const c = s.cards[card]!;
    c.tokens.splice(c.tokens.indexOf(GRENADE_MARKER), 1);
    const mine = figuresOfCard(s, card);
    ctx.push(...mine.map((f) => ({ kind: 'power' as const, power: KEY, card, player: c.owner, data: { figure: f.id } })));
    return mine.map((f) => f.id);
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0) return;
      const options: Option[] = grenadeTargets(ctx, f).map((t) => ({
        id: `at:${t}`,
        label: `at ${figureName(s, figureById(s, t))}`,
        payload: { defender: t },
      }));
      for (const door of grenadeDoors(ctx, f)) options.push({ id: `at:${DOOR_TARGET}${door}`, label: 'at the Door', payload: { door } });
      if (options.length === 0) return;
      options.push({ id: SKIP, label: 'No grenade from this figure' });
      return ctx.ask(step.player, 'use-power', `${NAME}: ${figureName(s, f)} throws at which figure?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      const at = option.id.slice('at:'.length);
      if (at.startsWith(DOOR_TARGET)) {
        const door = Number(at.slice(DOOR_TARGET.length));
        resolveSpecialAttack(ctx, f, NAME, GRENADE.attack, figuresNextToDoor(s, door), [door]);
        return;
      }
      const target = figureById(s, at);
      resolveSpecialAttack(ctx, f, NAME, GRENADE.attack, [target, ...adjacentFigures(s, target)]);
    },
  },
};
