/**
 * Special attacks that hit a chosen figure and every figure adjacent to it, with one attack roll for
 * all (Shotgun Blast: Johnny 'Shotgun' Sullivan, James Murphy; Majestic Fires: Zelrig, against which Common Squad figures roll 2 fewer defense dice; Rain of Flame: Jorhdawn, 1 die + 1 per other Elf Wizard within 3 clear sight spaces, at most +3;
 * Force Orb: Heirloom, only opponents' figures affected, so no Door either; Wild Swing: Jotun, Range 1, Attack 4;
 * Sweeping Sword: Shurrak, Range 1, Attack 5, only the figures adjacent to both Shurrak and the chosen figure): Range and Attack from the card's
 * text, the chosen figure in clear Line of Sight, each affected figure defending separately, the
 * attacker itself never affected ("cannot be affected by his own …"). One module per printed name,
 * made by `adjacentBlast` with the card's numbers (Explosion, whose attacker can be affected, keeps
 * its own module: explosion.ts).
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers), "Multiple Targets", "The
 * Fortress Door" ("The Door may be attacked by … a special attack"; a closed Door's neighbours on
 * both sides are adjacent to it); the power's text is on the cards.
 */
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import { DOOR_TARGET, doorOption, figuresNextToDoor, mayAttackDoor } from '../battle/door-attack.js';
import type { HsCtx } from '../battle/events.js';
import { figureById, figureName, friendly, type FigureState } from '../battle/state.js';
import { ELF_WIZARDS, kinBonus, type KinBonus } from './kin-bonus.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacent, adjacentFigures } from './near.js';
import { commonSquadsRollFewer as commonSquadsRollFewerHandler, specialTargetOf, specialTargetOptions } from './special-targets.js';

export interface BlastNumbers {
  readonly name: string;
  readonly range: number;
  readonly attack: number;
  /** Common Squad figures roll this many fewer defense dice against it (Majestic Fires: 2). */
  readonly commonSquadsRollFewer?: number;
  /** Attack dice added for friendly figures of a kind near the attacker (Rain of Flame: Elf Wizards). */
  readonly kin?: KinBonus;
  /**
   * Only opponents' figures are affected (Force Orb: "Choose an opponent's figure … Each opponent's
   * figure adjacent to the chosen figure"): a teammate's or the attacker's own figure next to the
   * target is spared, and the Door, no figure, is not offered.
   */
  readonly opponentsOnly?: boolean;
  /**
   * Only the figures adjacent to both the attacker and the chosen figure are affected with it
   * (Sweeping Sword: "Any figures adjacent to both … and the chosen figure").
   */
  readonly besideBoth?: boolean;
}

export function adjacentBlast({ name, range, attack, commonSquadsRollFewer = 0, kin, opponentsOnly = false, besideBoth = false }: BlastNumbers): Ability {
  const key = abilityKey(name);
  const fewer = commonSquadsRollFewer > 0 ? ` Common Squad figures roll ${commonSquadsRollFewer} fewer defense dice against it.` : '';
  const plus = kin
    ? ` Add 1 attack die for each other ${kin.species} ${kin.class} you control within ${kin.within} clear sight spaces, at most +${kin.most}.`
    : '';
  const dice = (ctx: HsCtx, f: FigureState): number => attack + (kin ? kinBonus(ctx, f, kin) : 0);
  const who = opponentsOnly ? "an opponent's figure" : 'a figure';
  const around = opponentsOnly ? "every opponent's figure" : 'every figure';
  const adjacentTo = besideBoth ? 'adjacent to both it and this figure' : 'adjacent to it';
  /** Whether a figure next to the target (or the Door) is affected too: never the attacker; beside it as well with `besideBoth`. */
  const alsoHit = (ctx: HsCtx, attacker: FigureState, x: FigureState): boolean =>
    x.id !== attacker.id && (!opponentsOnly || !friendly(ctx.state, x.owner, attacker.owner)) && (!besideBoth || adjacent(ctx.state, attacker, x));
  return {
    name,
    text: `Special attack instead of a normal attack: Range ${range}, Attack ${attack}. Choose ${who} in clear Line of Sight; it and ${around} ${adjacentTo} (never this figure) are affected: one attack roll for all, each defends separately.${fewer}${plus}`,
    // The card's figures make no other special attack, so a special attack's defense against one of them is this power's.
    handler: commonSquadsRollFewer > 0 ? commonSquadsRollFewerHandler(commonSquadsRollFewer) : {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      return specialTargetOptions(
        ctx,
        card,
        attacked,
        key,
        name,
        (f) => targetsOf(ctx, f, { range, sight: true, opponentsOnly }),
        opponentsOnly
          ? undefined
          : (f, out) => {
              for (let door = 0; door < s.map.doors.length; door++)
                if (mayAttackDoor(ctx, f, door, range))
                  out.push({ id: `${key}:${f.id}${DOOR_TARGET}${door}`, label: `${figureName(s, f)}: ${name} on the Door`, payload: { attacker: f.id, door } });
            },
      );
    },
    useAttackOption(ctx, _card, option) {
      const s = ctx.state;
      const door = doorOption(option.id.slice(key.length + 1));
      if (door) {
        const next = figuresNextToDoor(s, door.door).filter((x) => alsoHit(ctx, figureById(s, door.attacker), x));
        resolveSpecialAttack(ctx, figureById(s, door.attacker), name, dice(ctx, figureById(s, door.attacker)), next, [door.door]);
        return [door.attacker];
      }
      const [a, t] = specialTargetOf(key, option.id);
      const attacker = figureById(s, a);
      const target = figureById(s, t);
      // The target is any figure but the attacker, or only an opponent's with `opponentsOnly` (targetsOf).
      const affected = [target, ...adjacentFigures(s, target).filter((x) => alsoHit(ctx, attacker, x))];
      resolveSpecialAttack(ctx, attacker, name, dice(ctx, attacker), affected);
      return [a];
    },
  };
}

export const shotgunBlastSpecialAttack = adjacentBlast({ name: 'Shotgun Blast Special Attack', range: 5, attack: 3 });
export const majesticFiresSpecialAttack = adjacentBlast({ name: 'Majestic Fires Special Attack', range: 7, attack: 3, commonSquadsRollFewer: 2 });
export const rainOfFlameSpecialAttack = adjacentBlast({ name: 'Rain of Flame Special Attack', range: 7, attack: 1, kin: ELF_WIZARDS });
export const forceOrbSpecialAttack = adjacentBlast({ name: 'Force Orb Special Attack', range: 5, attack: 3, opponentsOnly: true });
export const wildSwingSpecialAttack = adjacentBlast({ name: 'Wild Swing Special Attack', range: 1, attack: 4 });
export const sweepingSwordSpecialAttack = adjacentBlast({ name: 'Sweeping Sword Special Attack', range: 1, attack: 5, besideBoth: true });
