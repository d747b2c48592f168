/**
 * Explosion Special Attack (Rise of the Valkyrie: Deathwalker 9000): instead of a normal attack,
 * Range 7, Attack 3: the chosen figure (in range and clear Line of Sight) and every figure adjacent
 * to it, the attacker included, are affected; 3 attack dice are rolled once for all, and each
 * affected figure defends separately.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (never modified by
 * glyphs, height advantage or other powers), "Multiple Targets"; the power's text is on the card.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import { figureById, figureName, figuresOfCard } from '../battle/state.js';
import { DOOR_TARGET, doorOption, figuresNextToDoor, mayAttackDoor } from '../battle/door-attack.js';
import { abilityKey, type Ability } from './ability.js';
import { adjacentFigures } from './near.js';

const NAME = 'Explosion Special Attack';
const KEY = abilityKey(NAME);
export const EXPLOSION = { range: 7, attack: 3 } as const;

export const explosionSpecialAttack: Ability = {
  name: NAME,
  text: `Special attack instead of a normal attack: Range ${EXPLOSION.range}, Attack ${EXPLOSION.attack}. Choose a figure in clear Line of Sight; it and every figure adjacent to it (this figure too) are affected: one attack roll for all, each defends separately.`,
  handler: {},
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const out: Option[] = [];
    for (const f of figuresOfCard(s, card)) {
      if (attacked.includes(f.id)) continue;
      for (const t of targetsOf(ctx, f, { range: EXPLOSION.range, sight: true }))
        out.push({
          id: `${KEY}:${f.id}>${t}`,
          label: `${figureName(s, f)}: ${NAME} on ${figureName(s, figureById(s, t))}`,
          payload: { attacker: f.id, defender: t },
        });
      // The Fortress Door as the target ("The Door may be attacked by … a special attack").
      for (let door = 0; door < s.map.doors.length; door++)
        if (mayAttackDoor(ctx, f, door, EXPLOSION.range))
          out.push({ id: `${KEY}:${f.id}${DOOR_TARGET}${door}`, label: `${figureName(s, f)}: ${NAME} on the Door`, payload: { attacker: f.id, door } });
    }
    return out;
  },
  useAttackOption(ctx, _card, option) {
    const s = ctx.state;
    const door = doorOption(option.id.slice(KEY.length + 1));
    if (door) {
      // Every figure next to the Door is affected, on both sides of a closed Door.
      resolveSpecialAttack(ctx, figureById(s, door.attacker), NAME, EXPLOSION.attack, figuresNextToDoor(s, door.door), [door.door]);
      return [door.attacker];
    }
    const [a, t] = option.id.slice(KEY.length + 1).split('>') as [string, string];
    const attacker = figureById(s, a);
    const target = figureById(s, t);
    resolveSpecialAttack(ctx, attacker, NAME, EXPLOSION.attack, [target, ...adjacentFigures(s, target)]);
    return [a];
  },
};
