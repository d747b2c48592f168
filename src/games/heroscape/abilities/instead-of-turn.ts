/**
 * Turns taken instead of this card's ("Instead of taking a turn with <this card>, you may take a turn
 * with up to <N> <figures of a kind> you control … within <M> clear sight spaces of <this card>
 * before moving": Mind Link, Utgar's Orders, Red Flag of Fury Aura): one module whose parameters say
 * which other cards qualify — matched as Bonding matches them (abilities/bonding.ts `bondsWith`:
 * `name`, `class`, `species`, `general`, `kind`, `personality`, `sizes`, `unique`) — and `cards`
 * (N: how many different cards), `sight` (M clear sight spaces from this card's figures; absent: no
 * distance limit; `any`: in clear sight at any distance) and `marker` (only when that order marker
 * is the one revealed: Red Flag's 1). A card offering a choice of kinds (Kato Katsuro's Command: one
 * Samurai Hero, or one Samurai Squad, or one of each of two Ashigaru cards) gives them as `groups`:
 * `|` between the kinds one may follow, `+` between the cards of one kind (each taken at most once),
 * each card a `,`-list of `field=value` matched as above; the first card chosen settles the kind.
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
import type { JsonObject, Option } from '../../../core/index.js';
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
/** "Within clear sight" with no number: any distance. */
const ANY_DISTANCE = 1000;

function numberParam(params: PowerParams, field: string): number {
  const v = params[field];
  return typeof v === 'number' ? v : 0;
}

/** The clear sight spaces a card taking the turn must be within (0: no limit; `any`: any distance in clear sight). */
function sightOf(params: PowerParams): number {
  return params['sight'] === 'any' ? ANY_DISTANCE : numberParam(params, 'sight');
}

/** The kinds of cards one may take turns with: each a list of cards, each card's facts to match (`groups`, or `cards` cards of the parameters' kind). */
function groupsOf(params: PowerParams): PowerParams[][] {
  const g = params['groups'];
  if (typeof g !== 'string') return [Array.from({ length: numberParam(params, 'cards') || 1 }, () => params)];
  return g.split('|').map((kind) =>
    kind.split('+').map((one) =>
      Object.fromEntries(
        one.split(',').map((kv) => {
          const [k, v] = kv.split('=');
          return [k!.trim(), (v ?? '').trim()];
        }),
      ),
    ),
  );
}

function wordsOf(params: PowerParams): string {
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
  return (
    words
      .filter((w) => typeof w === 'string')
      .join(' ')
      .replace(/,/g, ' or ') || 'any'
  );
}

function describe(params: PowerParams): string {
  const groups = groupsOf(params);
  const sight = sightOf(params);
  const marker = params['marker'] === undefined ? '' : `When order marker ${String(params['marker'])} is revealed on this card, `;
  const what =
    typeof params['groups'] === 'string'
      ? `one of: ${groups.map((g) => g.map((c) => `1 ${wordsOf(c)} card`).join(' and/or ')).join('; or ')} (one after the other)`
      : `up to ${groups[0]!.length} other card${groups[0]!.length === 1 ? '' : 's'} you control whose figures are ${wordsOf(params)}, one after the other`;
  const reach =
    sight === ANY_DISTANCE
      ? '; only their figures in clear sight of this card’s figure before moving take part.'
      : sight > 0
        ? `; only their figures within ${sight} clear sight spaces of this card’s figure before moving take part.`
        : '.';
  return `${marker || 'After this card’s order marker is revealed, '}instead of this card’s turn you may take a turn with ${what}${reach}`;
}

/** The figures of `card` that may act in a turn taken instead: those in clear sight when `sight` is set. */
function inSight(s: HsState, self: number, card: number, sight: number): FigureState[] {
  const mine = figuresOfCard(s, card);
  if (sight <= 0) return mine;
  const seen = new Set(withinClearSight(s, self, sight, (t) => t.card === card).map((f) => f.id));
  return mine.filter((f) => seen.has(f.id));
}

/** Where the choices stand: the cards taken, the kind followed (once one is chosen) and its cards used. */
interface Progress {
  readonly taken: readonly number[];
  readonly group: number;
  readonly used: readonly number[];
}

function progressOf(data: JsonObject): Progress {
  const list = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);
  return { taken: list(data['taken']), group: typeof data['group'] === 'number' ? data['group'] : -1, used: list(data['used']) };
}

/** The options: each card the player may take a turn with now (matching a card of a kind still open, theirs, not this one, not taken, with a figure that may act), once. */
function choices(s: HsState, self: number, player: number, params: PowerParams, p: Progress): Option[] {
  const groups = groupsOf(params);
  const sight = sightOf(params);
  const out: Option[] = [];
  s.cards.forEach((c, i) => {
    if (i === self || c.owner !== player || p.taken.includes(i)) return;
    for (let g = 0; g < groups.length; g++) {
      if (p.group >= 0 && g !== p.group) continue;
      const at = groups[g]!.findIndex((m, k) => !p.used.includes(k) && bondsWith(m, c.card));
      if (at < 0 || inSight(s, self, i, sight).length === 0) continue;
      out.push({ id: `${PREFIX}${i}:${g}:${at}`, label: `Take a turn with ${c.card.name} instead`, payload: { card: i } });
      return;
    }
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
        const p = progressOf(step.data);
        const first = step.data['moment'] === 'instead-of-turn';
        const marker = params['marker'];
        const allowed = marker === undefined || String(marker) === s.turn?.marker;
        const options = allowed ? choices(s, step.card, step.player, params, p) : [];
        if (options.length === 0) {
          // Nothing to take a turn with: the card's own turn (after a turn taken instead, nothing more).
          if (first) ctx.push(...ownTurn(s, step.card, step.player));
          return;
        }
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
        const [card, group, at] = option.id.slice(PREFIX.length).split(':').map(Number) as [number, number, number];
        const params = bound(s, step.card);
        const p = progressOf(step.data);
        const acting = new Set(inSight(s, step.card, card, sightOf(params)).map((f) => f.id));
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
          data: { moment: 'next', taken: [...p.taken, card], group, used: [...p.used, at] },
        });
      },
    },
  };
}
