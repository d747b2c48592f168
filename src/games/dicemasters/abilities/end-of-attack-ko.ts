// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (the attack step ends once its damage has
// resolved and its knock-outs are done; the attacking player's effects first), "ATTACKING AND BLOCKING"
// (engaged: blocking or being blocked by; engagement stays recorded), "LEXICON" (adventurer) and
// "SHORTHAND CARD ABILITIES" (Equip: the carrier of a gear die): at the end of the attack step —
// - `engaged-adventurers`: every adventurer engaged with a die of this card is knocked out;
// - `damaged-by-carrier`: every character the carrier of this gear die damaged is knocked out. In the
//   attack step the carrier deals damage only to the characters engaged with it, so a character engaged
//   with it that has damage when the step ends is one it damaged;
// - `blocked-attackers`: every opposing attacker a blocking die of this card blocks is knocked out.
// game.ts puts this module's `attack-end` step between the combat damage and the cleanup step, only in
// games whose cards have the ability.
import { z } from 'zod';
import { knockOut } from '../rules/damage.js';
import { abilitiesOfKind, cardDefs, hasAbility, inField } from '../rules/dice.js';
import type { DieState, DmState } from '../types.js';
import type { AbilityModule } from './ability.js';
import { isAdventurer, ownText } from './lost-card-text.js';

const holders = abilitiesOfKind('end-of-attack-ko');

/** Whether the game has a card with an end-of-attack knock-out (game.ts asks before pushing the step). */
export const knocksOutAtAttackEnd = (s: DmState): boolean => holders(s).length > 0;

/** The characters the end of the attack step knocks out, each with the player whose card does it: the active player's effects first. */
function doomed(s: DmState): [DieState, number][] {
  const out: [DieState, number][] = [];
  const add = (d: DieState | undefined, by: number): void => {
    if (d && inField(d) && !out.some(([x]) => x === d)) out.push([d, by]);
  };
  const defs = cardDefs(s);
  for (const owner of [s.active, 1 - s.active]) {
    for (const d of s.dice) {
      if (d.owner !== owner || !inField(d) || !defs[d.card]) continue;
      const c = ownText(s, defs, d); // none while its card text is lost (abilities/lost-card-text.ts)
      const a = hasAbility(c, 'end-of-attack-ko');
      if (!a) continue;
      if (a.to === 'blocked-attackers') {
        // A blocker is the defending player's die in the attack zone; `engaged` lists the attackers it blocks.
        if (d.zone !== 'attack' || d.owner === s.active) continue;
        for (const id of d.engaged) {
          const e = s.dice[id];
          if (e && e.owner !== d.owner) add(e, owner);
        }
      } else if (a.to === 'engaged-adventurers') {
        for (const id of d.engaged) {
          const e = s.dice[id];
          if (e && e.owner !== d.owner && isAdventurer(s, cardDefs(s), e)) add(e, owner);
        }
      } else if (d.attachedTo >= 0) {
        const carrier = s.dice[d.attachedTo];
        if (!carrier || !inField(carrier)) continue;
        for (const id of carrier.engaged) {
          const e = s.dice[id];
          if (e && e.owner !== carrier.owner && e.damage > 0) add(e, owner);
        }
      }
    }
  }
  return out;
}

export const endOfAttackKo: AbilityModule<'end-of-attack-ko', 'attack-end'> = {
  kind: 'end-of-attack-ko',
  section: 'ASSIGN DAMAGE; ATTACKING AND BLOCKING',
  params: z.object({ to: z.enum(['engaged-adventurers', 'damaged-by-carrier', 'blocked-attackers']) }).strict(),
  text: (a) =>
    a.to === 'engaged-adventurers'
      ? 'At the end of the attack step, every opposing adventurer engaged with a die of this card is knocked out.'
      : a.to === 'blocked-attackers'
        ? 'At the end of the attack step, every attacker a die of this card blocked is knocked out.'
        : 'At the end of the attack step, every character the carrier damaged is knocked out.',
  steps: {
    'attack-end': {
      run(ctx) {
        if (ctx.over) return;
        for (const [d, by] of doomed(ctx.state)) if (!ctx.over) knockOut(ctx, d, by);
      },
    },
  },
};
