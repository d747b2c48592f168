/**
 * Smoke Powder (Nakita Agents, 13): when an opponent's figure that is not adjacent targets with a
 * normal attack a figure of this card's name its player controls, or a figure of that player adjacent
 * to one, the player rolls the d20; on the card's number or more, each of those figures of the card's
 * name and each figure of that player adjacent to one of them has no visible Hit Zone for the rest of
 * the attacking figure's turn.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (announce the Attacker and the Defender, then
 * the dice), "Range and Line of Sight" (a target needs a clear Line of Sight unless it is engaged
 * with or adjacent to the attacker; the Hit Zone: abilities/no-hit-zone.ts); the power's text is on
 * the card.
 *
 * How: at the declaration of a normal attack (`AttackDeclared`), before any die, with no question: a
 * roll never hurts its player (battle/d20.ts). A success hides those figures as they stand (a token
 * each on the card, taken off at the end of the turn) and cancels the attack. Our readings: the
 * attacking figure, no longer seeing its target, has spent its attack (it was declared); the
 * figures adjacent are those adjacent when the roll is made; "you control" is the player's own
 * figures, not a teammate's.
 */
import { CANCEL } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { figureById, figureName, friendly, living, type FigureState, type HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent } from './near.js';
import { dropHiding, hide } from './no-hit-zone.js';

const NAME = 'Smoke Powder';

function needsOf(params: PowerParams): number {
  const n = params['needs'];
  if (typeof n !== 'number') throw new Error(`${NAME}: the card's encoding gives no 'needs' number`);
  return n;
}

/** The figures of the card's name its player controls on the battlefield, and that player's figures adjacent to one of them. */
function shrouded(s: HsState, card: number): FigureState[] {
  const c = s.cards[card]!;
  const mine = living(s).filter((f) => f.owner === c.owner);
  const agents = mine.filter((f) => s.cards[f.card]!.card.name === c.card.name);
  return mine.filter((f) => agents.includes(f) || agents.some((a) => adjacent(s, a, f)));
}

export const smokePowder: Ability = {
  name: NAME,
  text: "When a figure of this card's name you control, or a figure you control adjacent to one, is targeted for a normal attack by an opponent's figure not adjacent to it, roll the d20: on the card's number or more, those figures and the figures you control adjacent to them have no visible Hit Zone for the rest of the attacking figure's turn, and the attack is lost.",
  describe: (params) =>
    `When a figure of this card's name you control, or a figure you control adjacent to one, is targeted for a normal attack by an opponent's figure not adjacent to it, roll the d20: on ${needsOf(params)} or more, those figures and the figures you control adjacent to them have no visible Hit Zone for the rest of the attacking figure's turn, and the attack is lost.`,
  handler: {
    on: {
      AttackDeclared: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const c = s.cards[card];
          if (!c || p.special) return;
          const attacker = figureById(s, p.attacker);
          const defender = figureById(s, p.defender);
          if (defender.owner !== c.owner || friendly(s, attacker.owner, c.owner) || adjacent(s, attacker, defender)) return;
          const covered = shrouded(s, card);
          if (!covered.includes(defender)) return;
          const needs = needsOf(effect.params as PowerParams);
          const d20 = rollD20(ctx, c.owner);
          const hidden = d20 >= needs;
          ctx.emit('PowerUsed', {
            power: NAME,
            figure: defender.id,
            note: `the d20 shows ${d20} (${needs} or higher needed)${hidden ? `: ${covered.length} figure(s) without a visible Hit Zone this turn, the attack on ${figureName(s, defender)} is lost` : ': no effect'}`,
          });
          if (!hidden) return undefined;
          for (const f of covered) hide(c, f.id, { kind: 'always' });
          return CANCEL;
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          dropHiding(ctx.state.cards[cardParam(effect)]);
        },
      },
    },
  },
};
