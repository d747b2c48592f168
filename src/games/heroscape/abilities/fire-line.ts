/**
 * Special attacks along a straight line of spaces from the figure (friends too, any level, each
 * figure on the line in Line of Sight affected; one attack roll for all, each defends separately):
 * Fire Line (Rise of the Valkyrie: Mimring, Attack 4 along 8 spaces from either space of the figure,
 * in any of the six directions) and Dragon Breath (Rhogar Dragonspine, Attack 3 along 3 spaces: "Choose
 * 3 spaces in a straight line from" him — our reading: the 3 spaces next out from the figure in one
 * of the six directions). One module per printed name, made by `lineSpecial` with the card's numbers.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks", Examples 20 and 21
 * (either space, any level, Line of Sight needed); the powers' texts are on the cards.
 * An engaged figure may use only lines that reach a figure it is engaged with ("Engaged figures").
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { engaged } from '../engagement.js';
import { spacesOf } from '../figures.js';
import { boardOf, figureById, figureName, figuresOfCard, friendly, living, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { indexFigures, lineOfSight } from '../sight.js';
import { lineOfSightToDoor } from '../door.js';
import { invisible } from '../battle/treasure-cloak.js';
import { abilityKey, type Ability } from './ability.js';
import { columnsInLine } from './lines.js';
import { hiddenFigures, noVisibleHitZone } from './no-hit-zone.js';

export interface LineNumbers {
  readonly name: string;
  /** The spaces of the line. */
  readonly length: number;
  readonly attack: number;
}

/** The figures a line of `length` from `space` (head or tail of `f`) in `dir` affects, nearest first. */
export function lineAffects(ctx: HsCtx, f: FigureState, space: number, dir: number, length: number): FigureState[] {
  const s = ctx.state;
  const board = boardOf(s);
  const cols = columnsInLine(board, board.hexOf(space), dir, length);
  const me = placedOf(s, f);
  const all = livingPlaced(s);
  const index = indexFigures(board, all);
  // A figure a power leaves without a visible Hit Zone (no-hit-zone.ts) is not seen either.
  const hidden = hiddenFigures(s);
  const hit: FigureState[] = [];
  for (const c of cols)
    for (const o of living(s)) {
      if (o.id === f.id || hit.includes(o)) continue;
      const p = placedOf(s, o);
      // A figure under the Cloak of Invisibility has no visible Hit Zone to see.
      if (
        spacesOf(p).some((sp) => board.spCol[sp] === c) &&
        !invisible(s, o.id) &&
        !noVisibleHitZone(board, all, p, hidden) &&
        lineOfSight(board, index, me, p).clear
      )
        hit.push(o);
    }
  return hit;
}

/** The Fortress Doors the line from `space` in `dir` crosses (the space below the Door) with a clear line of sight to them. */
function lineDoors(ctx: HsCtx, f: FigureState, space: number, dir: number, length: number): number[] {
  const s = ctx.state;
  if (s.map.doors.length === 0) return [];
  const board = boardOf(s);
  const cols = columnsInLine(board, board.hexOf(space), dir, length);
  const index = indexFigures(board, livingPlaced(s));
  const out: number[] = [];
  board.doors.forEach((d, i) => {
    if (d.state !== 'destroyed' && cols.includes(d.col) && lineOfSightToDoor(board, index, placedOf(s, f), i).clear) out.push(i);
  });
  return out;
}

export function lineSpecial({ name: NAME, length, attack }: LineNumbers): Ability {
  const KEY = abilityKey(NAME);
  return {
    name: NAME,
    text: `Special attack instead of a normal attack: Attack ${attack} along ${length} spaces in a straight line from either of this figure's spaces; every figure on them, any level, in Line of Sight is affected (friends too): one attack roll for all, each defends separately.`,
    handler: {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      const board = boardOf(s);
      const out: Option[] = [];
      for (const f of figuresOfCard(s, card)) {
        if (attacked.includes(f.id)) continue;
        const me = placedOf(s, f);
        const engagedWith = livingPlaced(s)
          .filter((e) => e.side !== me.side && engaged(board, me, e))
          .map((e) => e.id);
        spacesOf(me).forEach((space, end) => {
          for (let dir = 0; dir < 6; dir++) {
            const hit = lineAffects(ctx, f, space, dir, length);
            // The Door may be attacked by a special attack: a line that reaches it is offered too.
            const doors = lineDoors(ctx, f, space, dir, length);
            if (!hit.some((h) => !friendly(s, h.owner, f.owner)) && doors.length === 0) continue;
            if (engagedWith.length > 0 && !hit.some((h) => engagedWith.includes(h.id))) continue;
            out.push({
              id: `${KEY}:${f.id}:${end}:${dir}`,
              label: `${figureName(s, f)}: ${NAME} from its ${end === 0 ? 'front' : 'back'} space, direction ${dir} (${[...hit.map((h) => figureName(s, h)), ...doors.map(() => 'the Door')].join(', ')})`,
              payload: { attacker: f.id, end, dir },
            });
          }
        });
      }
      return out;
    },
    useAttackOption(ctx, _card, option) {
      const s = ctx.state;
      const [a, end, dir] = option.id.slice(KEY.length + 1).split(':') as [string, string, string];
      const f = figureById(s, a);
      const space = Number(end) === 0 ? f.head : f.tail;
      resolveSpecialAttack(ctx, f, NAME, attack, lineAffects(ctx, f, space, Number(dir), length), lineDoors(ctx, f, space, Number(dir), length));
      return [a];
    },
  };
}

export const fireLineSpecialAttack = lineSpecial({ name: 'Fire Line Special Attack', length: 8, attack: 4 });
export const dragonBreathSpecialAttack = lineSpecial({ name: 'Dragon Breath Special Attack', length: 3, attack: 3 });
