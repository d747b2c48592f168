// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Experience — at the end of
// your turn, if this card is active and you knocked out an opposing monster this turn, place a token on
// it: its dice get +1A and +1D per token (its answer to the stat query, abilities/experience-value.ts). Placing the token is an
// ability use that may be prevented ("PREVENTING AND REDIRECTING"): a standing prevention meets it at
// once, a reaction in a window its player answers first (rules/held-use.ts).
import { z } from 'zod';
import { CANCEL } from '../../../core/index.js';
import type { CardSlot } from '../types.js';
import type { DmCtx } from '../rules/context.js';
import { cardActive, cardDefs, cardOf, hasAbility } from '../rules/dice.js';
import { textSource } from './lost-card-text.js';
import { mayPrevent, type AbilityUse } from '../rules/prevent.js';
import { holdUse } from '../rules/held-use.js';
import type { AbilityModule } from './ability.js';
import { experienceBonus } from './experience-value.js';

/** Placing a token on `player`'s card `title`, as a prevention sees it. */
const experienceUse = (player: number, title: string): AbilityUse => ({ player, kind: 'triggered', title: `${title} Experience`, classes: ['bonus'] });

/** Experience at the end of the turn: one token on card slot `slot` — or a window first (rules/cleanup.ts). */
export function gainExperience(ctx: DmCtx, slot: number, title: string): void {
  const s = ctx.state;
  // A standing prevention lasts "this turn": announced now, the use meets it before cleanup ends it.
  const use = experienceUse(s.active, title);
  if (mayPrevent(s) && ctx.announce('AbilityResolving', use, s.active) === CANCEL) return;
  const held = holdUse(s, use, { what: 'experience', slot, player: s.active }, s.active);
  if (held) ctx.push(...held);
  else placeExperience(ctx, slot, s.active);
}

/** Places one Experience token on card slot `i` (the use was not prevented). */
export function placeExperience(ctx: DmCtx, i: number, player: number): void {
  const s = ctx.state;
  const slot = s.cards[i];
  if (!slot) return;
  // Copies of a state share their card-slot array (clone.ts): write to a fresh slot, never in place.
  const cards = s.cards.slice();
  cards[i] = { key: slot.key, owner: slot.owner, xp: slot.xp + 1 };
  (s as { cards: CardSlot[] }).cards = cards;
  ctx.emit('experience', { player, card: slot.key, tokens: slot.xp + 1 });
}

export const experienceAbility: AbilityModule<'experience'> = {
  kind: 'experience',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () =>
    'Experience — at the end of your turn, if this card is active and you knocked out an opposing monster this turn, add a token: +1A and +1D per token.',
  on: {
    // One token per card per turn, for cards active at the end of a turn in which you knocked out an
    // opposing monster.
    EndOfTurn: {
      run(ctx) {
        const s = ctx.state;
        if (!s.players[s.active]?.koMonster) return;
        s.cards.forEach((slot, i) => {
          if (slot.owner !== s.active || !cardActive(s, i)) return;
          // Active through a die that keeps its card text (abilities/lost-card-text.ts).
          const first = textSource(s, cardDefs(s), i);
          if (!first || !hasAbility(cardOf(s, first), 'experience')) return;
          gainExperience(ctx, i, cardOf(s, first).title);
        });
      },
    },
  },
  queries: { stat: experienceBonus },
  held: { experience: (ctx, use) => placeExperience(ctx, use.slot, use.player) },
  steps: {},
};
