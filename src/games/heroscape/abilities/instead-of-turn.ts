/**
 * Turns taken instead of this card's ("Instead of taking a turn with <this card>, you may take a turn
 * with up to <N> <figures of a kind> you control … within <M> clear sight spaces of <this card>
 * before moving": Mind Link, Utgar's Orders, Red Flag of Fury Aura): one module whose parameters say
 * which other cards qualify — matched as Bonding matches them (abilities/bonding.ts `bondsWith`:
 * `name`, `class`, `species`, `general`, `kind`, `personality`, `sizes`, `unique`) — and `cards`
 * (N: how many different cards), `sight` (M clear sight spaces from this card's figures; absent: no
 * distance limit) and `marker` (only when that order marker is the one revealed: Red Flag's 1).
 * After the marker is revealed, instead of the card's own turn the player may pick one matching card
 * they control (never this card), which takes a whole turn (move, its after-move powers, attack;
 * its before-turn powers are not offered: no chains); then, up to N, another card not yet chosen; or
 * the player takes this card's own turn (offered with the first choice only: the turn is this card's
 * or the others'). A card is offered while one of its figures is within the clear sight spaces; its
 * figures that are not, at the start of its turn ("before moving"), neither move nor attack in it.
 * Our readings: the chosen cards need hold no order marker and may have had their turn this round.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers" ("Special Power
 * References on Army Cards", "Clear Sight Spaces"); the powers' texts are on the cards.
 */
import type { Option } from '../../../core/index.js';
import { figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { abilityKey, type Ability } from './ability.js';
import { bondsWith } from './bonding.js';
import { withinClearSight } from './clear-sight-spaces.js';
import { SKIP } from './near.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';

const NAME = 'Instead of Turn';
const KEY = abilityKey(NAME);
const PREFIX = `${KEY}:`;
/** The option that takes this card's own turn. */
const OWN = `${KEY}-own`;

function numberParam(params: PowerParams, field: string): number {
  const v = params[field];
  return typeof v === 'number' ? v : 0;
}

function describe(params: PowerParams): string {
  const words = [
    params['unique'] === 1 ? 'Unique' : undefined,
    params['sizes'],
    params['personality'],
    params['general'] ? `${String(params['general'])}-following` : undefined,
    params['species'],
    params['class'],
    params['kind'],
    params['name'],
  ];
  const what = words
    .filter((w) => typeof w === 'string')
    .join(' ')
    .replace(/,/g, ' or ');
  const n = numberParam(params, 'cards') || 1;
  const sight = numberParam(params, 'sight');
  const marker = params['marker'] === undefined ? '' : `When order marker ${String(params['marker'])} is revealed on this card, `;
  return [
    marker || 'After this card’s order marker is revealed, ',
    `instead of this card’s turn you may take a turn with up to ${n} other card${n === 1 ? '' : 's'} you control whose figures are ${what || 'any'}, one after the other`,
    sight > 0 ? `; only their figures within ${sight} clear sight spaces of this card’s figure before moving take part.` : '.',
  ].join('');
}

/** The figures of `card` that may act in a turn taken instead: those in clear sight when `sight` is set. */
function inSight(s: HsState, self: number, card: number, sight: number): FigureState[] {
  const mine = figuresOfCard(s, card);
  if (sight <= 0) return mine;
  const seen = new Set(withinClearSight(s, self, sight, (t) => t.card === card).map((f) => f.id));
  return mine.filter((f) => seen.has(f.id));
}

/** The cards the player may take a turn with: matching, theirs, not this one, not taken yet, with a figure that may act. */
function choices(s: HsState, self: number, player: number, params: PowerParams, taken: readonly number[]): number[] {
  const sight = numberParam(params, 'sight');
  const out: number[] = [];
  s.cards.forEach((c, i) => {
    if (i === self || c.owner !== player || taken.includes(i) || !bondsWith(params, c.card)) return;
    if (inSight(s, self, i, sight).length > 0) out.push(i);
  });
  return out;
}

/** The Instead of Turn module, reading its card's parameters through `powersOf` (abilities/index.ts `abilitiesOf`). */
export function insteadOfTurnAbility(powersOf: PowersOf): Ability {
  const bound = (s: HsState, card: number): PowerParams => powersOf(s, card).find((a) => a.key === KEY)?.params ?? {};
  const ownTurn = (s: HsState, card: number, player: number) => ownTurnSteps(powersOf, s, card, player, true);
  return {
    name: NAME,
    text: 'Instead of this card’s turn, you may take a turn with other cards you control of the kind the card names.',
    describe,
    handler: {},
    insteadOfTurn: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const params = bound(s, step.card);
        const taken = Array.isArray(step.data['taken']) ? step.data['taken'].map(Number) : [];
        const first = step.data['moment'] === 'instead-of-turn';
        const marker = params['marker'];
        const allowed = marker === undefined || String(marker) === s.turn?.marker;
        const cards = allowed && (first || taken.length < (numberParam(params, 'cards') || 1)) ? choices(s, step.card, step.player, params, taken) : [];
        if (cards.length === 0) {
          // Nothing to take a turn with: the card's own turn (after a turn taken instead, nothing more).
          if (first) ctx.push(...ownTurn(s, step.card, step.player));
          return;
        }
        const options: Option[] = cards.map((i) => ({ id: `${PREFIX}${i}`, label: `Take a turn with ${s.cards[i]!.card.name} instead`, payload: { card: i } }));
        options.push(first ? { id: OWN, label: `Take ${s.cards[step.card]!.card.name}'s own turn` } : { id: SKIP, label: 'No more turns instead' });
        return ctx.ask(step.player, 'use-power', `Instead of ${s.cards[step.card]!.card.name}'s turn, take a turn with another card?`, options);
      },
      choose(ctx, step, option) {
        const s = ctx.state;
        if (option.id === SKIP) return;
        if (option.id === OWN) {
          ctx.push(...ownTurn(s, step.card, step.player));
          return;
        }
        const card = Number(option.id.slice(PREFIX.length));
        const params = bound(s, step.card);
        const taken = Array.isArray(step.data['taken']) ? step.data['taken'].map(Number) : [];
        const acting = new Set(inSight(s, step.card, card, numberParam(params, 'sight')).map((f) => f.id));
        const left = figuresOfCard(s, card)
          .filter((f) => !acting.has(f.id))
          .map((f) => f.id);
        ctx.emit('PowerUsed', { power: NAME, figure: figuresOfCard(s, step.card)[0]?.id ?? '', note: `a turn with ${s.cards[card]!.card.name} instead` });
        // The chosen card's turn; its figures out of sight before moving take no part (commons.ts's `joined`: they neither move nor attack).
        if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card, attacks: [], ...(left.length > 0 ? { joined: left } : {}) };
        ctx.push(...ownTurnSteps(powersOf, s, card, step.player, false), {
          kind: 'power',
          power: KEY,
          card: step.card,
          player: step.player,
          data: { moment: 'next', taken: [...taken, card] },
        });
      },
    },
  };
}
