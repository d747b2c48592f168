/**
 * Exoskeleton (Mezzodemon Warmongers): the card starts the battle with one Exoskeleton marker for each
 * of its figures; after a figure of the card rolls defense dice against a normal attack, its player may
 * remove one marker from the card to ignore all the wounds that attack would give.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the defense roll; every skull not blocked is a
 * wound), "Special Powers" ("Special Attacks" are not normal attacks); the power's text is on the card.
 *
 * How: at the defense roll (`DefenseRolled`) of a figure of the card against a normal attack, with a
 * marker left and more skulls than shields, the power holds the wounds (`heldBy`: battle/defense-step.ts
 * then pushes this power's step with them instead of giving them). The step asks once: remove a marker
 * and the wounds are ignored, or take them (given as the defense would have, the Scarab asked then).
 * Our readings: "its Army Card" is the card the figure belongs to at that moment (matching Common cards
 * share their figures, each card its own markers); the question is only asked when the defense leaves a
 * wound, since removing a marker then changes nothing.
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { figureById, figureName } from '../battle/state.js';
import { woundFigure } from '../battle/wounds.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';

const NAME = 'Exoskeleton';
const KEY = abilityKey(NAME);
/** The card's token for one Exoskeleton marker. */
export const EXOSKELETON_MARKER = 'exoskeleton';
const USE = `${KEY}:use`;

export const exoskeleton: Ability = {
  name: NAME,
  text: 'The card starts the battle with one Exoskeleton marker for each of its figures. After a figure of this card rolls defense dice against a normal attack, you may remove one marker from the card to ignore all the wounds of that attack.',
  atBattleStart(ctx, card) {
    const c = ctx.state.cards[card]!;
    for (let i = 0; i < c.card.figures; i++) c.tokens.push(EXOSKELETON_MARKER);
  },
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (p.special || p.heldBy !== undefined || p.skulls <= p.shields) return;
          if (figureById(s, p.defender).card !== card || !s.cards[card]!.tokens.includes(EXOSKELETON_MARKER)) return;
          return { ...p, heldBy: KEY };
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['defender']));
      const wounds = Number(step.data['wounds']);
      if (f.destroyed) return;
      // The marker may have gone since (none can, today, between the roll and this step): the wounds are given.
      if (!s.cards[step.card]!.tokens.includes(EXOSKELETON_MARKER)) return giveHeld(ctx, step.data);
      const left = s.cards[step.card]!.tokens.filter((t) => t === EXOSKELETON_MARKER).length;
      const options: Option[] = [
        { id: USE, label: `Remove an Exoskeleton marker (${left} left): ignore the ${wounds} wound(s)` },
        { id: SKIP, label: `Take the ${wounds} wound(s)` },
      ];
      return ctx.ask(step.player, 'use-power', `${NAME}: ${figureName(s, f)} is about to receive ${wounds} wound(s) from a normal attack`, options);
    },
    choose(ctx, step, option) {
      if (option.id !== USE) return giveHeld(ctx, step.data);
      const s = ctx.state;
      const tokens = s.cards[step.card]!.tokens;
      tokens.splice(tokens.indexOf(EXOSKELETON_MARKER), 1);
      const f = figureById(s, String(step.data['defender']));
      ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `a marker removed: ${figureName(s, f)} ignores ${Number(step.data['wounds'])} wound(s)` });
    },
  },
};

/** The held wounds given as the defense step would have given them. */
function giveHeld(ctx: HsCtx, data: PowerStep['data']): void {
  woundFigure(ctx, String(data['defender']), Number(data['wounds']), String(data['cause']), String(data['attacker']));
}
