/**
 * Vanish (Isamu, 9): when the card's figure is attacked — a normal or a special attack — and at least
 * one skull is rolled, its player rolls the d20; on the card's number or more the figure takes no
 * damage and may move up to 4 spaces at once, but it vanishes only if that move can end on a space not
 * adjacent to any enemy figure; otherwise the defense is rolled normally.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the attack roll, then the defense), "Special
 * Attacks" → "Multiple Targets" (one attack roll, each affected figure defends in turn), "Action 2.
 * Move Figure(s) …" and "Leaving an engagement" (the move: abilities/power-move.ts), "Friends and
 * Enemies". The power's text is on the card.
 *
 * How: Disappearing Ninja's rule (abilities/disappearing-ninja.ts: its safe ends and its move step)
 * with the card's number (`needs`) and any attack: rolled when the figure is about to defend against a
 * roll with a skull (`Defending`, battle/defense-step.ts), so a special attack affecting several
 * figures still reaches the others. On a success with a safe end (its own space counts when no enemy
 * is next to it) the defense is cancelled — no defense roll, no wound — and the move is asked.
 */
import { CANCEL } from '../../../core/index.js';
import { rollD20 } from '../battle/d20.js';
import { figureById } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { abilityKey, type Ability } from './ability.js';
import { DISAPPEAR_SPACES, safeEnds, safeMoveStep } from './disappearing-ninja.js';
import { ofEffectCard } from './near.js';
import type { MoveTraits } from './power-move.js';

const NAME = 'Vanish';

function needsOf(params: PowerParams): number {
  const n = params['needs'];
  if (typeof n !== 'number') throw new Error(`${NAME}: the card's encoding gives no 'needs' number`);
  return n;
}

const textFor = (needs: string): string =>
  `Attacked (a normal or special attack) with a skull rolled, roll the d20: on ${needs} or more, if the figure can end a move of up to ${DISAPPEAR_SPACES} spaces not adjacent to any enemy figure, it takes no damage and makes that move at once; else the defense is rolled normally.`;

export function vanishAbility(traits: MoveTraits): Ability {
  const key = abilityKey(NAME);
  return {
    name: NAME,
    text: textFor("the card's number"),
    describe: (params) => textFor(String(needsOf(params))),
    handler: {
      on: {
        Defending: {
          run(ctx, effect, p) {
            const s = ctx.state;
            if (p.skulls < 1 || !ofEffectCard(s, effect, p.defender)) return;
            const d = figureById(s, p.defender);
            if (d.head < 0) return;
            const needs = needsOf(effect.params as PowerParams);
            const roll = rollD20(ctx, d.owner);
            const { ends, stay } = roll >= needs ? safeEnds(ctx, traits, d) : { ends: [], stay: false };
            const gone = ends.length > 0 || stay;
            const why = roll < needs ? '' : gone ? ': it vanishes' : ': no space away from the enemy, the defense is rolled';
            ctx.emit('PowerUsed', { power: NAME, figure: d.id, note: `the d20 shows ${roll} (${needs} or higher needed)${why}` });
            if (!gone) return undefined;
            ctx.push({ kind: 'power', power: key, card: d.card, player: d.owner, data: { figure: d.id } });
            return CANCEL;
          },
        },
      },
    },
    step: safeMoveStep(NAME, traits),
  };
}
