/**
 * Special attacks on a chosen figure that may also affect one other figure near it, with one attack
 * roll for both (Fledgling Lightning Breath: Blue Wyrmling, Range 4, Attack 2, the other figure within
 * 3 clear sight spaces of the targeted one; destructible objects are not affected, so no Door is
 * offered; Tetsubo: Gurei-Oni, Range 1, Attack 3, the other figure adjacent to the targeted one — the
 * Door is not offered as its target, a gap). Each affected figure defends separately. One module per printed name, made by
 * `secondTargetSpecial` with the card's numbers.
 * Our reading: "one other figure" is any figure but the target and the attacker itself (an attack is
 * never made on its own attacker), friend or foe, as the player chooses.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers), "Multiple Targets", "Clear
 * Sight Spaces" (counted from either space, any part of the figure seen); the power's text is on the
 * card.
 */
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureById, figureName, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { adjacentFigures } from './near.js';
import { clearSight, indexFigures } from '../sight.js';
import { abilityKey, type Ability } from './ability.js';
import { specialTargetOptions } from './special-targets.js';

export interface SecondTargetNumbers {
  readonly name: string;
  readonly range: number;
  readonly attack: number;
  /** The other figure is within this many clear sight spaces of the targeted one, or adjacent to it (Tetsubo). */
  readonly within: number | 'adjacent';
}

/** Separates the second figure's id in an option id: `<key>:<attacker>><target>+<other>`. */
const AND = '+';

export function secondTargetSpecial({ name, range, attack, within }: SecondTargetNumbers): Ability {
  const key = abilityKey(name);

  /** The figures (not `target`, not the attacker) within `within` clear sight spaces of `target`. */
  function others(ctx: HsCtx, attacker: FigureState, target: FigureState): FigureState[] {
    const s = ctx.state;
    if (within === 'adjacent') return adjacentFigures(s, target).filter((o) => o.id !== attacker.id);
    const board = boardOf(s);
    const index = indexFigures(board, livingPlaced(s));
    const from = placedOf(s, target);
    return s.figures.filter(
      (o) =>
        o.id !== target.id &&
        o.id !== attacker.id &&
        !o.destroyed &&
        o.head >= 0 &&
        clearSight(board, index, from, placedOf(s, o), within, { leanOver: true }).clear,
    );
  }

  return {
    name,
    text: `Special attack instead of a normal attack: Range ${range}, Attack ${attack}. Choose a figure to attack; you may choose one other figure ${within === 'adjacent' ? 'adjacent to it' : `within ${within} clear sight spaces of it`} to be affected too: one attack roll for both, each defends separately. ${within === 'adjacent' ? 'The Door is not offered as a target.' : 'Destructible objects are not affected.'}`,
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
        (f, out, targets) => {
          for (const t of targets) {
            const target = figureById(s, t);
            for (const o of others(ctx, f, target))
              out.push({
                id: `${key}:${f.id}>${t}${AND}${o.id}`,
                label: `${figureName(s, f)}: ${name} on ${figureName(s, target)} and ${figureName(s, o)}`,
                payload: { attacker: f.id, defender: t, also: o.id },
              });
          }
        },
      );
    },
    useAttackOption(ctx, _card, option) {
      const s = ctx.state;
      const [a, rest] = option.id.slice(key.length + 1).split('>') as [string, string];
      const affected = rest.split(AND).map((id) => figureById(s, id));
      resolveSpecialAttack(ctx, figureById(s, a), name, attack, affected);
      return [a];
    },
  };
}

export const tetsuboSpecialAttack = secondTargetSpecial({ name: 'Tetsubo Special Attack', range: 1, attack: 3, within: 'adjacent' });
export const fledglingLightningBreathSpecialAttack = secondTargetSpecial({
  name: 'Fledgling Lightning Breath Special Attack',
  range: 4,
  attack: 2,
  within: 3,
});
