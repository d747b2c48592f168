/**
 * Feral Rage (Quasatch Hunters): a figure of the card that attacks may attack up to 2 more times in
 * its turn, but never the same figure twice in one turn.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"); the power's text is on the card.
 *
 * How: the `attacksPerTurn` query adds 2 for the card's figures, and `mayTarget` refuses a figure it
 * has already attacked this turn (the turn's normal attacks). Our reading: "attack the same figure"
 * is any of its attacks that turn, the first included (so no figure is attacked twice by it).
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

export const FERAL_RAGE_MORE = 2;

export const feralRage: Ability = {
  name: 'Feral Rage',
  text: `Each figure of this card may attack up to ${FERAL_RAGE_MORE} more times in its turn, never the same figure twice in a turn.`,
  handler: {
    queries: {
      attacksPerTurn: { tier: 0, modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.figure) ? n + FERAL_RAGE_MORE : n) },
      mayTarget: {
        tier: 0,
        modify(ok, args, s, effect) {
          if (!ok || !s.turn || !ofEffectCard(s, effect, args.attacker)) return ok;
          return !s.turn.attacks.some(([a, d]) => a === args.attacker && d === args.defender);
        },
      },
    },
  },
};
