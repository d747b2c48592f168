// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (a prevention answers damage
// about to be dealt; costs paid are not refunded), "TIMING CONFLICTS" (reactions to damage are used when
// it is about to be dealt), "ACTIVE AND FIELDED" ("while active") and "COSTS". Card: Invisible Stalker,
// Greater Elemental (Battle for Faerûn 74): while one of its dice is in the field, when a character —
// attacking in the attack step, or by its ability — is about to damage its owner (the player), the owner
// may move one of those dice to the used pile (the cost: the die itself) to prevent that damage. Its
// answer to the reactsToPlayerDamage query makes the engine hold such hits open in games with this card
// only. Reading: docs/dicemasters.md.
import { cardDefs, inField, dieName } from '../../rules/dice.js';
import { textLost } from '../../abilities/lost-card-text.js';
import { leaveField } from '../../rules/damage.js';
import type { DmEvents } from '../../events.js';
import type { DieState, DmState } from '../../types.js';
import type { CustomCard } from './custom-card.js';

const CARD = 'invisible-stalker/greater-elemental';

/** The dice of card slot `slot` that `player` has in the field with their card text (abilities/lost-card-text.ts). */
const stalkers = (s: DmState, slot: number, player: number): DieState[] =>
  s.dice.filter((d) => d.card === slot && d.owner === player && inField(d) && !textLost(s, cardDefs(s), d));

/** Whether the hit is damage to a player from a character: an attacker's (or Overcrush leftover) in the attack step, or a character's ability. */
const fromCharacter = (hit: DmEvents['BeforeDamage']): boolean => hit.die === undefined && (hit.sourceDie !== undefined || hit.fromCharacter === true);

export const invisibleStalkerGreaterElemental: CustomCard = {
  card: CARD,
  section: 'PREVENTING AND REDIRECTING; TIMING CONFLICTS',
  abilities: [{ kind: 'custom', card: CARD }],
  text: 'While active, when a character (attacking, or by its ability) is about to damage you, you may move one of its dice from the field to your used pile to prevent that damage.',
  test: 'src/games/dicemasters/cards/custom/invisible-stalker-greater-elemental.test.ts',
  queries: {
    reactsToPlayerDamage: (s, defs, player) => s.dice.some((d) => d.owner === player && inField(d) && defs[d.card]?.key === CARD && !textLost(s, defs, d)),
  },
  reactions: {
    BeforeDamage: {
      closes: true,
      offers(ctx, e, hit, player) {
        const s = ctx.state;
        if (hit.player !== player || !fromCharacter(hit)) return [];
        return stalkers(s, Number(e.params.slot), player).map((d) => ({
          id: `stalker:${d.id}`,
          label: `Move ${dieName(s, d)} to the used pile to prevent the ${hit.amount} damage`,
          payload: { die: d.id },
        }));
      },
      resolve(ctx, e, hit, optionId) {
        const s = ctx.state;
        const d = s.dice[Number(optionId.split(':')[1])];
        if (!d || hit.player === undefined || !stalkers(s, Number(e.params.slot), hit.player).includes(d))
          throw new Error(`Invisible Stalker: "${optionId}" is not a die of it that may prevent this damage`);
        leaveField(ctx, d, 'used');
        ctx.emit('prevented', { player: hit.player, amount: hit.amount, name: s.players[hit.player]?.name ?? `Player ${hit.player + 1}` });
        return { ...hit, outcome: { prevent: true } };
      },
    },
  },
};
