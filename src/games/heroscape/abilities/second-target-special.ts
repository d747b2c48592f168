/**
 * Special attacks on a chosen figure that may also affect one other figure near it, with one attack
 * roll for both (Fledgling Lightning Breath: Blue Wyrmling, Range 4, Attack 2, the other figure within
 * 3 clear sight spaces of the targeted one; destructible objects are not affected, so no Door is
 * offered; Tetsubo: Gurei-Oni, Range 1, Attack 3, the other figure adjacent to the targeted one — the
 * Door is not offered as its target, a gap; Thunder Ram Assault: Eltahale, Range 1, Attack 4, up to
 * two other figures within 2 clear sight spaces of the targeted one, at any range — "Range 1 +
 * Special" — and only at a figure Eltahale was not adjacent to when her turn began, noted at her order
 * marker's reveal). Each affected figure defends separately. One module per printed name, made by
 * `secondTargetSpecial` with the card's numbers. Thunder Ram Assault's "cannot use … if you used
 * Thunder Step this turn" always holds: Thunder Step is not played.
 * Our reading: "one other figure" (each other figure) is any figure but the target and the attacker itself (an attack is
 * never made on its own attacker), friend or foe, as the player chooses.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers), "Multiple Targets", "Clear
 * Sight Spaces" (counted from either space, any part of the figure seen); the power's text is on the
 * card.
 */
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { adjacentFigures } from './near.js';
import { clearSight, indexFigures } from '../sight.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { specialTargetOptions } from './special-targets.js';

export interface SecondTargetNumbers {
  readonly name: string;
  readonly range: number;
  readonly attack: number;
  /** The other figure is within this many clear sight spaces of the targeted one, or adjacent to it (Tetsubo). */
  readonly within: number | 'adjacent';
  /** How many other figures may be chosen (Thunder Ram Assault: up to 2). Default 1. */
  readonly most?: number;
  /** The target may not be a figure the attacker was adjacent to when its card's turn began (Thunder Ram Assault). */
  readonly notAdjacentAtStart?: boolean;
}

/** Separates the second figure's id in an option id: `<key>:<attacker>><target>+<other>`. */
const AND = '+';

export function secondTargetSpecial({ name, range, attack, within, most = 1, notAdjacentAtStart = false }: SecondTargetNumbers): Ability {
  const key = abilityKey(name);
  /** A card token `<key>:start:<attacker>><figure>`: adjacent when the card's turn began. */
  const START = `${key}:start:`;
  const clearStart = (tokens: string[]): void => {
    for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(START)) tokens.splice(i, 1);
  };

  /** The groups of up to `most` other figures (each group in the order of `others`). */
  function groups(others: readonly FigureState[]): FigureState[][] {
    const out: FigureState[][] = [];
    const grow = (from: number, group: FigureState[]): void => {
      for (let i = from; i < others.length; i++) {
        const next = [...group, others[i]!];
        out.push(next);
        if (next.length < most) grow(i + 1, next);
      }
    };
    grow(0, []);
    return out;
  }

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
    text: `Special attack instead of a normal attack: Range ${range}, Attack ${attack}. Choose a figure to attack${notAdjacentAtStart ? ' that this figure was not adjacent to when its turn began' : ''}; you may choose ${most === 1 ? 'one other figure' : `up to ${most} other figures`} ${within === 'adjacent' ? 'adjacent to it' : `within ${within} clear sight spaces of it`} to be affected too: one attack roll for all, each defends separately. ${within === 'adjacent' ? 'The Door is not offered as a target.' : 'Destructible objects are not affected.'}`,
    handler: notAdjacentAtStart
      ? {
          on: {
            // The turn begins at the card's reveal: the figures then adjacent to each of its figures are noted.
            MarkerRevealed: {
              run(ctx, effect, p) {
                const s = ctx.state;
                const card = cardParam(effect);
                const c = s.cards[card];
                if (!c || p.card !== card) return;
                clearStart(c.tokens);
                for (const f of figuresOfCard(s, card)) for (const o of adjacentFigures(s, f)) c.tokens.push(`${START}${f.id}>${o.id}`);
              },
            },
            EndOfTurn: {
              run(ctx, effect) {
                const c = ctx.state.cards[cardParam(effect)];
                if (c) clearStart(c.tokens);
              },
            },
          },
        }
      : {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      return specialTargetOptions(
        ctx,
        card,
        attacked,
        key,
        name,
        (f) => {
          const ts = targetsOf(ctx, f, { range, sight: true });
          if (!notAdjacentAtStart) return ts;
          const tokens = s.cards[card]!.tokens;
          return ts.filter((t) => !tokens.includes(`${START}${f.id}>${t}`));
        },
        (f, out, targets) => {
          for (const t of targets) {
            const target = figureById(s, t);
            for (const group of groups(others(ctx, f, target)))
              out.push({
                id: `${key}:${f.id}>${t}${group.map((o) => AND + o.id).join('')}`,
                label: `${figureName(s, f)}: ${name} on ${figureName(s, target)} and ${group.map((o) => figureName(s, o)).join(' and ')}`,
                // One other figure keeps its payload as before (`also`: its id).
                payload: { attacker: f.id, defender: t, also: most === 1 ? group[0]!.id : group.map((o) => o.id) },
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
export const thunderRamAssaultSpecialAttack = secondTargetSpecial({
  name: 'Thunder Ram Assault Special Attack',
  range: 1,
  attack: 4,
  within: 2,
  most: 2,
  notAdjacentAtStart: true,
});
