/**
 * Flail Hurricane (Ogre Warhulk): after moving and before attacking, its player must roll the d20.
 * On 1–10 the figure may attack normally; on 11 or more, instead of attacking normally, it must
 * attack each figure adjacent to it, if possible, each attack rolled separately.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (move, then attack), "ATTACKING" (each
 * attack its own attack and defense rolls; "Some figures have special powers that allow them to
 * attack more than once"), "Special Powers"; the power's text is on the card.
 *
 * How: an after-move power step rolls the d20 (no question: the roll is a must). On 11 or more a card
 * token marks the turn — the `attacksPerTurn` query gives the figure no normal attack of the attack
 * question — and the step asks, with no way to decline, which adjacent figure it attacks next until
 * each has been attacked once; each is a normal attack (`resolveAttack`: height advantage, defense
 * and wounds as any). Our readings: "each figure adjacent" is each opponent's figure (the engine makes
 * no attack on a friend: docs/ledger/heroscape.md, "Attacking", Missing); a figure destroyed or no
 * longer adjacent when its turn comes is not attacked ("if possible").
 */
import type { EffectInstance } from '../../../core/index.js';
import { resolveAttack } from '../battle/attack.js';
import { noteActivated } from '../battle/commons.js';
import { figureById, figureName, figuresOfCard, friendly, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { dropAtEndOfTurn } from './turn-token.js';
import { adjacentFigures, ofEffectCard, rollFor } from './near.js';

const NAME = 'Flail Hurricane';
const KEY = abilityKey(NAME);
const TOKEN = 'flail-hurricane';
export const FLAIL_HURRICANE_NEEDS = 11;

const flailing = (s: HsState, effect: EffectInstance, figure: string): boolean =>
  s.cards[cardParam(effect)]?.tokens.includes(TOKEN) === true && ofEffectCard(s, effect, figure);

/** The opponents' figures next to `f` it has not attacked with Flail Hurricane yet. */
function targets(s: HsState, f: FigureState, done: readonly string[]): FigureState[] {
  return adjacentFigures(s, f).filter((o) => !friendly(s, o.owner, f.owner) && !done.includes(o.id));
}

export const flailHurricane: Ability = {
  name: NAME,
  text: `After moving and before attacking, roll the d20: on ${FLAIL_HURRICANE_NEEDS} or more, instead of attacking normally this figure must attack each opponent's figure adjacent to it, one normal attack each.`,
  afterMove: true,
  handler: {
    on: {
      ...dropAtEndOfTurn(TOKEN),
    },
    queries: {
      attacksPerTurn: { tier: 9, modify: (n, args, s, effect) => (flailing(s, effect, args.figure) ? 0 : n) },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      if (step.data['moment'] === 'after-move') {
        const f = figuresOfCard(s, step.card)[0];
        if (!f || !rollFor(ctx, NAME, f, FLAIL_HURRICANE_NEEDS).success) return;
        s.cards[step.card]!.tokens.push(TOKEN);
        ctx.push({ ...step, data: { moment: 'flail', figure: f.id, done: [] } });
        return;
      }
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed) return;
      const left = targets(s, f, (step.data['done'] as string[] | undefined) ?? []);
      if (left.length === 0) return;
      return ctx.ask(
        step.player,
        'use-power',
        `${NAME}: which adjacent figure does ${figureName(s, f)} attack next?`,
        left.map((t) => ({ id: `${KEY}:${t.id}`, label: `${figureName(s, f)} attacks ${figureName(s, t)}`, payload: { attacker: f.id, defender: t.id } })),
      );
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      const d = figureById(s, option.id.slice(KEY.length + 1));
      const done = [...((step.data['done'] as string[] | undefined) ?? []), d.id];
      // Asked again once this attack (its defense, wounds and reactions) is over.
      ctx.push({ ...step, data: { ...step.data, done } });
      noteActivated(s, f.id);
      resolveAttack(ctx, f, d);
      s.turn?.attacks.push([f.id, d.id]);
    },
  },
};
