/**
 * Special attacks three figures of a card make together, rolling their dice as one attack on one
 * figure: Arrow Volley (Roman Archers: Range 6, Attack 6; three unengaged archers adjacent to each
 * other on the same level, each with a clear Line of Sight on the target), Encircle (Ashigaru Yari:
 * Range 1, Attack 6; three figures adjacent to the same enemy figure, which compares its height to
 * the lowest of them; the card's fourth figure cannot attack that turn) and Zombie Onslaught
 * (Zombies of Morindan: Range 1, Attack 6; three figures on the same level, each engaged with the
 * target). One module per printed name, made by `combinedSpecial` with the card's numbers and
 * conditions.
 * Our readings: the three are figures of the turn's card that have not attacked; "adjacent" Roman
 * Archers form one group (each adjacent to another of the three, a line of three too); each of the
 * three must be able to attack the target with the special attack's Range (so an engaged figure only
 * the figures it is engaged with); the defending figure's height is compared with one of the three
 * for its defense dice (the lowest for Encircle; the others stand on one level); the attack is
 * announced as made by that figure.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers), "Action 3. Attack"
 * (an engaged figure attacks only the figures it is engaged with); the powers' texts are on the
 * cards.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { engaged } from '../engagement.js';
import { baseLevel } from '../figures.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacent } from './near.js';

export interface CombinedNumbers {
  readonly name: string;
  readonly range: number;
  readonly attack: number;
  /** The three stand on the same level (Arrow Volley, Zombie Onslaught). */
  readonly sameLevel: boolean;
  /** None of the three is engaged, and they are adjacent to each other (Arrow Volley). */
  readonly unengagedGroup: boolean;
  /**
   * The defender compares its height with the lowest of the three, and the card's other figures
   * cannot attack after it (Encircle: "the 4th figure … cannot attack").
   */
  readonly encircle: boolean;
}

/** How many figures combine. */
const THREE = 3;
/** Separates the three attackers' ids in an option id: `<key>:<a>+<b>+<c>><defender>`. */
const AND = '+';

/** The sets of `n` of `xs`, in order. */
function groupsOf<T>(xs: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + n <= xs.length; i++) for (const rest of groupsOf(xs.slice(i + 1), n - 1)) out.push([xs[i]!, ...rest]);
  return out;
}

export function combinedSpecial(p: CombinedNumbers): Ability {
  const key = abilityKey(p.name);

  function isEngaged(ctx: HsCtx, f: FigureState): boolean {
    const s = ctx.state;
    const board = boardOf(s);
    const me = placedOf(s, f);
    return livingPlaced(s).some((e) => e.side !== me.side && engaged(board, me, e));
  }

  /** Whether the three may combine at all, before a target is looked at. */
  function mayCombine(ctx: HsCtx, three: readonly FigureState[]): boolean {
    const s = ctx.state;
    const board = boardOf(s);
    if (p.sameLevel && new Set(three.map((f) => baseLevel(board, placedOf(s, f)))).size !== 1) return false;
    if (p.unengagedGroup) {
      if (three.some((f) => isEngaged(ctx, f))) return false;
      // One group: with three figures, some figure is adjacent to both others.
      if (!three.some((f) => three.every((o) => o === f || adjacent(s, f, o)))) return false;
    }
    return true;
  }

  /** The figure whose height the defender compares with: the lowest of the three (Encircle), else the first. */
  function measuredFrom(ctx: HsCtx, three: readonly FigureState[]): FigureState {
    if (!p.encircle) return three[0]!;
    const s = ctx.state;
    const board = boardOf(s);
    return three.reduce((low, f) => (baseLevel(board, placedOf(s, f)) < baseLevel(board, placedOf(s, low)) ? f : low));
  }

  const text = [
    `Special attack instead of a normal attack: Range ${p.range}, Attack ${p.attack}. Three figures of this card`,
    p.sameLevel ? ' on the same level' : '',
    p.unengagedGroup ? ', none engaged and adjacent to each other,' : '',
    ' that have not attacked may combine their attacks as one roll on one figure each of them could attack with this Range',
    p.unengagedGroup ? ' (each with a clear Line of Sight on it)' : '',
    '.',
    p.encircle ? ' The defender compares its height with the lowest of the three; the card’s other figures cannot attack this turn.' : '',
  ].join('');

  return {
    name: p.name,
    text,
    handler: {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      // A figure a power leaves no attack this turn (the attacksPerTurn query: Stinger Drain, Zombies Rise Again) does not combine.
      const ready = figuresOfCard(s, card).filter(
        (f) => !attacked.includes(f.id) && !f.destroyed && f.head >= 0 && ctx.query('attacksPerTurn', 1, { figure: f.id }) > 0,
      );
      if (ready.length < THREE) return [];
      // Encircle's "enemy figure" and Zombie Onslaught's "engaged to the targeted figure" name an opponent's figure only.
      const opponentsOnly = p.encircle || p.range === 1;
      const reach = new Map(ready.map((f) => [f.id, targetsOf(ctx, f, { range: p.range, sight: true, opponentsOnly })]));
      const out: Option[] = [];
      for (const three of groupsOf(ready, THREE)) {
        if (!mayCombine(ctx, three)) continue;
        const [first, ...rest] = three.map((f) => reach.get(f.id)!);
        for (const t of first!)
          if (rest.every((r) => r.includes(t)))
            out.push({
              id: `${key}:${three.map((f) => f.id).join(AND)}>${t}`,
              label: `${three.map((f) => figureName(s, f)).join(', ')}: ${p.name} on ${figureName(s, figureById(s, t))}`,
              payload: { attackers: three.map((f) => f.id), defender: t },
            });
      }
      return out;
    },
    useAttackOption(ctx, card, option) {
      const s = ctx.state;
      const [ids, t] = option.id.slice(key.length + 1).split('>') as [string, string];
      const three = ids.split(AND).map((id) => figureById(s, id));
      resolveSpecialAttack(ctx, measuredFrom(ctx, three), p.name, p.attack, [figureById(s, t)]);
      return p.encircle ? figuresOfCard(s, card).map((f) => f.id) : three.map((f) => f.id);
    },
  };
}

export const arrowVolleySpecialAttack = combinedSpecial({
  name: 'Arrow Volley Special Attack',
  range: 6,
  attack: 6,
  sameLevel: true,
  unengagedGroup: true,
  encircle: false,
});
export const encircleSpecialAttack = combinedSpecial({
  name: 'Encircle Special Attack',
  range: 1,
  attack: 6,
  sameLevel: false,
  unengagedGroup: false,
  encircle: true,
});
export const zombieOnslaughtSpecialAttack = combinedSpecial({
  name: 'Zombie Onslaught Special Attack',
  range: 1,
  attack: 6,
  sameLevel: true,
  unengagedGroup: false,
  encircle: false,
});
