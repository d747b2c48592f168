/**
 * Earth Slam Special Attack (Earth Elemental): Range 1, Attack 3; every non-flying figure adjacent
 * to the card's figure is affected — friends too — with one attack roll for all, each defending
 * separately. No figure is chosen.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers), "Multiple Targets"; the
 * power's text is on the card.
 *
 * Our readings: "non-flying" is a figure that does not fly now (its card's Flying, unless a glyph
 * grounds it), as Throw's; the attack is offered while at least one such figure is adjacent (being
 * adjacent, it is within Range 1); the Fortress Door is no figure and is not affected.
 */
import { resolveSpecialAttack } from '../battle/attack.js';
import { figureById, figureName, figuresOfCard, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacentFigures } from './near.js';

const NAME = 'Earth Slam Special Attack';
const KEY = abilityKey(NAME);
export const EARTH_SLAM_ATTACK = 3;

/** The figures an Earth Slam by `f` affects: every non-flying figure adjacent to it. */
const slammed = (s: HsState, f: FigureState): FigureState[] => adjacentFigures(s, f).filter((x) => !placedOf(s, x).flying);

export const earthSlamSpecialAttack: Ability = {
  name: NAME,
  text: `Special attack instead of a normal attack: Range 1, Attack ${EARTH_SLAM_ATTACK}. Every non-flying figure adjacent to this figure, friend or foe, is affected: one attack roll for all, each defends separately.`,
  handler: {},
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    return figuresOfCard(s, card)
      .filter((f) => !attacked.includes(f.id) && slammed(s, f).length > 0)
      .map((f) => ({ id: `${KEY}:${f.id}`, label: `${figureName(s, f)}: ${NAME} on ${slammed(s, f).length} adjacent figure(s)`, payload: { attacker: f.id } }));
  },
  useAttackOption(ctx, _card, option) {
    const s = ctx.state;
    const attacker = figureById(s, option.id.slice(KEY.length + 1));
    resolveSpecialAttack(ctx, attacker, NAME, EARTH_SLAM_ATTACK, slammed(s, attacker));
    return [attacker.id];
  },
};
