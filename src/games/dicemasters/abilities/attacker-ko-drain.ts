// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (knock-outs in the attack step),
// "ATTACKING AND BLOCKING" (engaged), "LEXICON" (adventurer), "GAME STATES" (text naming a character means
// your dice of it) and "FUNDAMENTAL RULES" (no life past the start): the first time each turn an
// attacking die of this card knocks out an opposing adventurer — an adventurer knocked out in the attack
// step while engaged with an attacking die of this card — its owner gains `life` and the opponent loses
// `drain` life (a loss of life, not damage). It answers the `KnockedOut` event, once per turn per card.
import { z } from 'zod';
import { cardDefs, cardOf, hasAbility, opponent } from '../rules/dice.js';
import { gainLife, loseLife } from '../rules/damage.js';
import type { AbilityModule } from './ability.js';
import { NO_TEXT } from './lost-card-text.js';

const once = (slot: number): string => `attacker-ko-drain:${slot}`;

export const attackerKoDrain: AbilityModule<'attacker-ko-drain'> = {
  kind: 'attacker-ko-drain',
  section: 'ASSIGN DAMAGE; ATTACKING AND BLOCKING',
  params: z.object({ life: z.number().int().min(0), drain: z.number().int().min(0) }).strict(),
  text: (a) =>
    `The first time each turn an attacking die of this card knocks out an opposing adventurer: you gain ${a.life} life and your opponent loses ${a.drain} life.`,
  steps: {},
  on: {
    KnockedOut: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const ko = s.dice[p.die];
        // A die knocked out while it had no card text (abilities/lost-card-text.ts) was no adventurer.
        if (!p.inAttack || !ko || p.text === NO_TEXT || hasAbility(cardOf(s, ko), 'experience') === undefined) return;
        cardDefs(s).forEach((c, slot) => {
          const a = hasAbility(c, 'attacker-ko-drain');
          const owner = s.cards[slot]?.owner;
          if (!a || owner !== s.active || ko.owner === owner) return;
          const engaged = ko.engaged.some((id) => {
            const x = s.dice[id];
            return x !== undefined && x.card === slot && x.owner === owner;
          });
          if (!engaged || !ctx.counters.canUseThisTurn(once(slot))) return;
          ctx.counters.markUsedThisTurn(once(slot));
          gainLife(ctx, owner, a.life, c.title);
          loseLife(ctx, opponent(owner), a.drain, c.title);
        });
      },
    },
  },
};
