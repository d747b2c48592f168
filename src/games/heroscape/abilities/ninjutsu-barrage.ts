/**
 * Ninjutsu Barrage Special Attack (Kumiko): Range 1, Attack 3. Instead of moving and attacking
 * normally, the card's figure may move up to 3 spaces and make up to 3 of these attacks at any point
 * before, during or after that move, standing each time on a space where it could end its move; never
 * twice at the same figure in a turn.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (its own dice, never
 * modified by height advantage, glyphs or other powers), "Action 2. Move Figure(s) …" (the move, its
 * stops on water and glyphs), "Leaving an engagement"; the power's text is on the card.
 *
 * Our readings: played as a power "instead of" the card's own turn (ability.ts `insteadOfTurn`): after
 * the reveal the player chooses the barrage or the card's own turn. The barrage is a loop of one
 * question: an attack at an adjacent figure in Line of Sight not yet attacked this turn (while fewer
 * than 3 were made), a leg of the move to any space the rest of the 3 spaces reaches and where the
 * figure could end its move (the move search with the card's movement powers, abilities/power-move.ts:
 * each leg walked as a move, with its leaving-engagement attacks and falls), or to stop. The spaces of
 * the legs add up to at most 3; a leg ending on water, a glyph or molten lava ends the move (those
 * spaces stop a move).
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import { boardOf, figureById, figureName, figuresOfCard, whereIs } from '../battle/state.js';
import type { PowerStep } from '../battle/steps.js';
import { destinationAt } from '../movement.js';
import { abilityKey, type Ability } from './ability.js';
import { powerMoveRange, pushPowerWalk, type MoveTraits } from './power-move.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';

const NAME = 'Ninjutsu Barrage Special Attack';
const KEY = abilityKey(NAME);
const RANGE = 1;
const DICE = 3;
const SPACES = 3;
const ATTACKS = 3;
const USE = `${KEY}-use`;
const OWN = `${KEY}-own`;
const STOP = `${KEY}-stop`;

/** The barrage's progress in its step's data: spaces of move left, and the figures attacked. */
interface Progress {
  readonly left: number;
  readonly attacked: readonly string[];
}

function progressOf(step: PowerStep): Progress {
  const attacked = step.data['attacked'];
  return { left: Number(step.data['left'] ?? SPACES), attacked: Array.isArray(attacked) ? (attacked as string[]) : [] };
}

export function ninjutsuBarrageAbility(powersOf: PowersOf, traits: MoveTraits): Ability {
  const next = (step: PowerStep, p: Progress): PowerStep => ({ ...step, data: { moment: 'barrage', left: p.left, attacked: [...p.attacked] } });
  return {
    name: NAME,
    text: `Instead of moving and attacking normally, this card's figure may move up to ${SPACES} spaces and, before, during or after that move, make up to ${ATTACKS} special attacks (Range ${RANGE}, ${DICE} attack dice), each at a different figure, standing on a space where it could end its move.`,
    handler: {},
    insteadOfTurn: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const name = s.cards[step.card]!.card.name;
        if (step.data['moment'] === 'instead-of-turn')
          return ctx.ask(step.player, 'use-power', `${NAME}: use it instead of moving and attacking normally with ${name}?`, [
            { id: USE, label: `Use ${NAME}` },
            { id: OWN, label: `Move and attack normally with ${name}` },
          ]);
        const f = figuresOfCard(s, step.card)[0];
        if (!f) return;
        const p = progressOf(step);
        const options: Option[] = [];
        if (p.attacked.length < ATTACKS)
          for (const t of targetsOf(ctx, f, { range: RANGE, sight: true }))
            if (!p.attacked.includes(t))
              options.push({ id: `atk:${t}`, label: `${NAME} on ${figureName(s, figureById(s, t))}`, payload: { attacker: f.id, defender: t, dice: DICE } });
        if (p.left > 0) {
          const board = boardOf(s);
          const { range } = powerMoveRange(ctx, traits, f, p.left);
          range.destinations.forEach((d, i) => {
            const at = whereIs(board, d.head);
            options.push({ id: `to:${i}`, label: `Move to (${at.q}, ${at.r}) level ${at.level}`, payload: { q: at.q, r: at.r, level: at.level } });
          });
        }
        if (options.length === 0) return;
        options.push({ id: STOP, label: `End ${NAME}` });
        return ctx.ask(step.player, 'use-power', `${NAME}: attack, move (${p.left} spaces left) or stop?`, options);
      },
      choose(ctx, step, option) {
        const s = ctx.state;
        if (option.id === STOP) return;
        if (option.id === OWN) {
          ctx.push(...ownTurnSteps(powersOf, s, step.card, step.player, true));
          return;
        }
        if (option.id === USE) {
          ctx.push(next(step, { left: SPACES, attacked: [] }));
          return;
        }
        const f = figuresOfCard(s, step.card)[0]!;
        const p = progressOf(step);
        if (option.id.startsWith('atk:')) {
          const t = option.id.slice('atk:'.length);
          // The next question comes once this attack's wounds are given.
          ctx.push(next(step, { left: p.left, attacked: [...p.attacked, t] }));
          resolveSpecialAttack(ctx, f, NAME, DICE, [figureById(s, t)]);
          return;
        }
        const { range } = powerMoveRange(ctx, traits, f, p.left);
        const d = destinationAt(range, Number(option.id.slice('to:'.length)));
        if (!d) throw new Error(`${NAME}: ${option.id} is not a destination of ${f.id}`);
        const stops = d.water || d.glyph !== null || d.moltenLava;
        // The next question comes once the leg is walked.
        ctx.push(next(step, { left: stops ? 0 : Math.max(0, p.left - d.cost), attacked: p.attacked }));
        pushPowerWalk(ctx, traits, f, p.left, option.id, NAME);
      },
    },
  };
}
