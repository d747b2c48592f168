/**
 * Knockback 14 (Shurrak): when a small or medium figure rolls defense dice against a normal or
 * special attack of the card's figure and is not destroyed, the d20 is rolled; on 14 or more the
 * player may place that figure on any empty space within 3 clear sight spaces of the card's figure,
 * on the same level as its space or lower. No leaving-engagement attack; a non-flying figure placed
 * lower takes the falls that apply.
 * Rulebook: heroscape-master-game-guide — "Falling" (by the levels dropped and the figure's Height;
 * none onto water), "Clear Sight Spaces", "Special Powers"; the power's text is on the card.
 *
 * How: the defense roll (`DefenseRolled`) of a small or medium figure against the card's figure
 * pushes a `power` step, run once that defense's wounds are given (as Mortal Strike's); a defender
 * then still standing gets the roll ("immediately roll": no question), and on 14 or more the
 * player is asked for a space or "No Knockback". Placed, not moved (no glyph revealed or used, no
 * molten lava roll); the fall is counted with the figure's own Height.
 */
import { heldInPlace } from '../battle/move-limits.js';
import { fallRoll } from '../movement.js';
import { rollD20 } from '../battle/d20.js';
import { fall } from '../battle/falling.js';
import { boardOf, cardOf, figureById, figureName, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { terrainOf } from '../board.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { askOptional, SKIP } from './near.js';
import { placeOf, placeOptions, placesInSight, putAt } from './placed-in-sight.js';

const NAME = 'Knockback 14';
const KEY = abilityKey(NAME);
const PREFIX = `${KEY}:`;
export const KNOCKBACK_NEEDS = 14;
export const KNOCKBACK_SPACES = 3;

/** The places `t` may be knocked to: empty, within 3 clear sight spaces of `by`, not above its level. */
function places(s: HsState, by: FigureState, t: FigureState): [number, number][] {
  const board = boardOf(s);
  const level = board.spLevel[t.head]!;
  return placesInSight(s, by, t, KNOCKBACK_SPACES, (sp) => board.spLevel[sp]! <= level);
}

export const knockback14: Ability = {
  name: NAME,
  text: `When a small or medium figure defends against this figure's attack and is not destroyed, roll the d20: on ${KNOCKBACK_NEEDS} or more you may place it on any empty space within ${KNOCKBACK_SPACES} clear sight spaces of this figure, no higher than its own; it takes no leaving-engagement attack, and a non-flying figure placed lower may fall.`,
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const attacker = figureById(s, p.attacker);
          if (attacker.card !== card) return;
          const size = cardOf(s, figureById(s, p.defender)).card.size;
          // A figure a power holds in place (Cyberclaw) is moved by no power: no roll.
          if ((size !== 'small' && size !== 'medium') || heldInPlace(ctx, p.defender)) return;
          ctx.push({ kind: 'power', power: KEY, card, player: attacker.owner, data: { attacker: attacker.id, defender: p.defender, moment: 'roll' } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const by = figureById(s, String(step.data['attacker']));
      const t = figureById(s, String(step.data['defender']));
      if (t.destroyed || t.head < 0 || by.destroyed || by.head < 0) return;
      if (step.data['moment'] === 'roll') {
        const d20 = rollD20(ctx, step.player);
        const success = d20 >= KNOCKBACK_NEEDS;
        ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `the d20 shows ${d20} (${KNOCKBACK_NEEDS} or higher needed)${success ? '' : ': no effect'}` });
        if (success) ctx.push({ ...step, data: { ...step.data, moment: 'place' } });
        return;
      }
      const options = placeOptions(s, t, places(s, by, t), PREFIX, 'Knock back');
      return askOptional(ctx, step.player, NAME, `place ${figureName(s, t)}?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const board = boardOf(s);
      const t = figureById(s, String(step.data['defender']));
      const [head, tail] = placeOf(option.id, PREFIX);
      const from = board.spLevel[t.head]!;
      const flying = placedOf(s, t).flying;
      putAt(ctx, NAME, t, head, tail);
      const drop = from - board.spLevel[head]!;
      if (flying || drop <= 0 || terrainOf(board, head) === 'water') return;
      const roll = fallRoll(drop, cardOf(s, t).card.height);
      if (roll !== null) fall(ctx, t, roll === 'd20' ? 0 : roll, drop);
    },
  },
};
