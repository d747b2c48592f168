/**
 * Special attacks on a chosen figure that may also reach along a straight line of spaces from it
 * (Burning Breath: Moltenclaw, Range 4, Attack 4, the 4 spaces in a straight line from the targeted
 * figure): the target and every figure on those spaces in Line of Sight of the attacker are
 * affected, friends too, never the attacker itself; one attack roll for all, each defends
 * separately. One module per printed name, made by `targetLineSpecial` with the card's numbers.
 * Our readings: the line is the next `length` spaces out from the target in one of the six
 * directions (Dragon Breath's reading of "spaces in a straight line from"), from either space of a
 * double-space target, any level (Examples 20 and 21); the line is optional ("you may also"), so the
 * target alone is offered too. The target follows the special attack's rules (Range, clear Line of
 * Sight, only a figure it is engaged with while engaged); the Door is not offered (a gap, as for the
 * other single-target special attacks).
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks", "Multiple Targets",
 * Examples 20 and 21; the power's text is on the card.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { figureById, figureName, type FigureState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { lineAffects } from './fire-line.js';
import { specialTargetOf, specialTargetOptions } from './special-targets.js';

export interface TargetLineNumbers {
  readonly name: string;
  readonly range: number;
  readonly attack: number;
  /** The spaces of the line from the target. */
  readonly length: number;
}

/** Separates the line's space (0 the target's front space, 1 its back) and direction in an option id: `<key>:<attacker>><target>@<end>.<dir>`. */
const LINE = '@';

export function targetLineSpecial({ name, range, attack, length }: TargetLineNumbers): Ability {
  const key = abilityKey(name);

  /** The target, then the other figures on the line from its `end` space in `dir` (never the attacker). */
  function affected(ctx: HsCtx, f: FigureState, t: FigureState, end: number, dir: number): FigureState[] {
    const space = end === 0 ? t.head : t.tail;
    return [t, ...lineAffects(ctx, f, space, dir, length).filter((o) => o.id !== t.id)];
  }

  return {
    name,
    text: `Special attack instead of a normal attack: Range ${range}, Attack ${attack}. Choose a figure to attack; you may also choose ${length} spaces in a straight line from it: every figure on them in Line of Sight of this figure is affected too (friends too, never this figure): one attack roll for all, each defends separately.`,
    handler: {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      return specialTargetOptions(
        ctx,
        card,
        attacked,
        key,
        name,
        (f) => targetsOf(ctx, f, { range, sight: true }),
        (f, out: Option[], targets) => {
          for (const id of targets) {
            const t = figureById(s, id);
            const ends = t.tail >= 0 ? [0, 1] : [0];
            for (const end of ends)
              for (let dir = 0; dir < 6; dir++) {
                const hit = affected(ctx, f, t, end, dir);
                // A line that reaches nobody else is the target alone, already offered.
                if (hit.length < 2) continue;
                out.push({
                  id: `${key}:${f.id}>${id}${LINE}${end}.${dir}`,
                  label: `${figureName(s, f)}: ${name} on ${hit.map((h) => figureName(s, h)).join(', ')} (direction ${dir}${ends.length > 1 ? ` from its ${end === 0 ? 'front' : 'back'} space` : ''})`,
                  payload: { attacker: f.id, defender: id, end, dir },
                });
              }
          }
        },
      );
    },
    useAttackOption(ctx, _card, option) {
      const s = ctx.state;
      const [a, rest] = specialTargetOf(key, option.id);
      const [t, line] = rest.split(LINE) as [string, string | undefined];
      const f = figureById(s, a);
      const target = figureById(s, t);
      if (line === undefined) resolveSpecialAttack(ctx, f, name, attack, [target]);
      else {
        const [end, dir] = line.split('.').map(Number) as [number, number];
        resolveSpecialAttack(ctx, f, name, attack, affected(ctx, f, target, end, dir));
      }
      return [a];
    },
  };
}

export const burningBreathSpecialAttack = targetLineSpecial({ name: 'Burning Breath Special Attack', range: 4, attack: 4, length: 4 });
