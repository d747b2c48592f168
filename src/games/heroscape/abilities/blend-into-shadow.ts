/**
 * Blend Into Shadow (Mika Connour): the card starts the battle with 2 shadow tiles on it; when its
 * figure ends its turn on an empty land space, its player may place one of them onto that space, where
 * a shadow tile fits. The space is then a shadow space for the rest of the battle, for every figure.
 * Rulebook: heroscape-master-game-guide — "Battle for the Underdark" → "Shadows" (moving onto and from
 * shadow spaces, falling onto them, 1 more defense die for a small, medium or large figure on one),
 * "Glyphs" (a glyph lies on its space); the power's text is on the card.
 *
 * How: the card's `EndOfTurn` (its own turn) pushes a `power` step when a tile is left and the figure
 * stands where one fits; taken, battle/state.ts `placeThinTile` gives the state a map with a shadow
 * cell on that hex (the same standing space, now shadow: every shadow rule and power reads it). Our
 * readings: "up to 2" — the card starts with 2 (placing is optional, so fewer is never better); a tile
 * fits on the top of a land cell (not water, ice, lava, swamp water, shadow, a ruin's or wall's top, a
 * ladder) with no glyph or treasure glyph lying there.
 */
import { boardOf, figureById, figureName, figuresOfCard, placeThinTile, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { THIN_TERRAINS } from '../tiles.js';
import { SF, terrainOf } from '../board.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';

const NAME = 'Blend Into Shadow';
const KEY = abilityKey(NAME);
export const SHADOW_TILES = 2;
/** The card's token for one shadow tile on it. */
export const SHADOW_TILE = 'shadow-tile';
const USE = `${KEY}:place`;

/** Whether a shadow tile fits onto the space the figure stands on. */
function fits(s: HsState, f: FigureState): boolean {
  if (f.head < 0 || f.tail >= 0) return false;
  const board = boardOf(s);
  if (THIN_TERRAINS.has(terrainOf(board, f.head)) || (board.spFlags[f.head]! & (SF.OVER | SF.RUNG)) !== 0) return false;
  return !s.glyphs.some((g) => g.space === f.head) && !(s.treasures ?? []).some((t) => t.space === f.head);
}

export const blendIntoShadow: Ability = {
  name: NAME,
  text: `The card starts the battle with ${SHADOW_TILES} shadow tiles on it. When its figure ends its turn on an empty land space, you may place one of them onto that space, making it a shadow space for the rest of the battle.`,
  atBattleStart(ctx, card) {
    for (let i = 0; i < SHADOW_TILES; i++) ctx.state.cards[card]!.tokens.push(SHADOW_TILE);
  },
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || s.turn?.card !== card || !c.tokens.includes(SHADOW_TILE)) return;
          for (const f of figuresOfCard(s, card)) if (fits(s, f)) ctx.push({ kind: 'power', power: KEY, card, player: c.owner, data: { figure: f.id } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || !fits(s, f) || !s.cards[step.card]!.tokens.includes(SHADOW_TILE)) return;
      return ctx.ask(step.player, 'use-power', `${NAME}: place a shadow tile under ${figureName(s, f)}?`, [
        { id: USE, label: `Place a shadow tile (${s.cards[step.card]!.tokens.filter((t) => t === SHADOW_TILE).length} left)` },
        { id: SKIP, label: `No ${NAME}` },
      ]);
    },
    choose(ctx, step, option) {
      if (option.id !== USE) return;
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (!fits(s, f)) throw new Error(`${NAME}: no shadow tile fits under ${f.id}`);
      const tokens = s.cards[step.card]!.tokens;
      tokens.splice(tokens.indexOf(SHADOW_TILE), 1);
      const at = whereIs(boardOf(s), f.head);
      placeThinTile(s, at.q, at.r, at.level, 'shadow');
      ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `a shadow tile placed at (${at.q}, ${at.r}) level ${at.level}` });
    },
  },
};
