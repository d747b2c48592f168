// Implements: dice-masters-battle-for-faerun — "CLEANUP" (the end of the turn), "ACTIVE AND FIELDED",
// "BONUSES AND DAMAGE" and "DECLARE BLOCKERS". Card: Minsc and Boo, "Go for the eyes, Boo!" (Battle for
// Faerûn promotional): while active, at the end of its owner's turn the card gets a token; each token
// gives its dice +1A and +1D (its answer to the stat query); when a die of it that was in the field goes to
// the used pile (an unblocked attack, an effect), every token is removed — seen at the end of each turn,
// against the dice of it seen in the field (at the end of a turn, fielded or assigned to attack since: a
// core effect per die, `WATCHED`). Its "once per turn,
// remove a token: force an opposing character to block" is the shared main-step `paid-ability`. Reading:
// docs/dicemasters.md ("Minsc and Boo").
import type { DmCtx } from '../../rules/context.js';
import { cardActive, inField } from '../../rules/dice.js';
import type { CardSlot, DmState } from '../../types.js';
import type { CustomCard } from './custom-card.js';

const CARD = 'minsc-and-boo/go-for-the-eyes-boo';
/** The core effect naming a die of this card seen in the field (its going to the used pile removes the tokens). */
const WATCHED = 'minsc-in-field';

const slotsOfCard = (s: DmState): number[] => s.cards.flatMap((c, i) => (c.key === CARD ? [i] : []));

function setTokens(s: DmState, slot: number, xp: number): void {
  const c = s.cards[slot] as CardSlot;
  // Copies of a state share their card-slot array (clone.ts): write a fresh slot, never in place.
  const cards = s.cards.slice();
  cards[slot] = { key: c.key, owner: c.owner, xp };
  (s as { cards: CardSlot[] }).cards = cards;
}

function watch(ctx: DmCtx, die: number): void {
  const s = ctx.state;
  if (!s.core.effects.some((e) => e.handler === WATCHED && e.params.die === die))
    ctx.addEffect({ name: `${WATCHED}#${s.core.nextEffectId}`, handler: WATCHED, owner: -1, params: { die }, duration: 'while-watched' });
}

export const minscAndBoo: CustomCard = {
  card: CARD,
  section: 'CLEANUP; ACTIVE AND FIELDED; BONUSES AND DAMAGE',
  abilities: [
    { kind: 'custom', card: CARD },
    { kind: 'paid-ability', cost: { part: 'remove-token' }, effect: { op: 'force-block-chosen' }, oncePerTurn: true },
  ],
  text: 'While active, this card gets a token at the end of your turn: +1A and +1D per token for its dice. When a die of it goes from the field to the used pile, remove every token.',
  test: 'src/games/dicemasters/cards/bff/paid-abilities.test.ts',
  queries: {
    stat: (s, _defs, d) => (s.cards[d.card]?.key === CARD ? (s.cards[d.card]?.xp ?? 0) : 0),
  },
  on: {
    Fielded: {
      run(ctx, _e, p) {
        const d = ctx.state.dice[p.die];
        if (d && ctx.state.cards[d.card]?.key === CARD) watch(ctx, p.die);
      },
    },
    // An attacking die is in the field whatever brought it there (fielded, regenerated, swapped in).
    AttackersDeclared: {
      run(ctx, _e, p) {
        for (const id of p.attackers) {
          const d = ctx.state.dice[id];
          if (d && ctx.state.cards[d.card]?.key === CARD) watch(ctx, id);
        }
      },
    },
    EndOfTurn: {
      run(ctx) {
        const s = ctx.state;
        const gone = new Set<number>();
        for (const e of s.core.effects) {
          if (e.handler !== WATCHED) continue;
          const d = s.dice[Number(e.params.die)];
          if (d?.zone === 'used') gone.add(d.card);
        }
        ctx.removeEffects((e) => {
          const d = s.dice[Number(e.params.die)];
          return e.handler === WATCHED && (!d || !inField(d));
        });
        for (const slot of slotsOfCard(s)) {
          if (gone.has(slot) && (s.cards[slot]?.xp ?? 0) > 0) {
            setTokens(s, slot, 0);
            ctx.emit('status', { die: -1, status: `: every token is removed from ${CARD} (a die of it went to the used pile)` });
          }
          if (s.cards[slot]?.owner === s.active && cardActive(s, slot)) {
            setTokens(s, slot, (s.cards[slot]?.xp ?? 0) + 1);
            ctx.emit('experience', { player: s.active, card: CARD, tokens: s.cards[slot]?.xp ?? 0 });
          }
        }
        for (const d of s.dice) if (inField(d) && s.cards[d.card]?.key === CARD) watch(ctx, d.id);
      },
    },
  },
};
