/**
 * Bonding ("Before taking a turn with <this card>, you may first take a turn with any <kind of
 * figure> you control"; the Wyrmlings' "After revealing an order marker on this card, before taking
 * its turn, you may take a turn with one other Wyrmling you control"): one module whose parameters
 * say which cards qualify — any of `name`, `class`, `species`, `general`, `kind` (hero),
 * `personality`, `sizes` (comma-separated) and `unique` (1: a Unique or Uncommon card), each matched
 * against the other card's facts, as the card's pool entry gives them.
 * After the marker is revealed and before the card's figures move, the player may choose one other
 * card they control with figures on the battlefield that matches; that card takes a whole turn
 * (move, its after-move powers, attack), then the bonding card's own turn goes on. Passing forgoes it
 * (the you-snooze-you-lose rule).
 * Our readings: the bonded card need hold no order marker and may already have had its turn this
 * round; its own Bonding is not offered inside the bonded turn (no chains).
 * `chosen` names the power of this card whose choice is the one card to take a turn with (Lizard
 * King Bonding: the king chosen by Loyalty To The Lizard King; a card token `<chosen>:<card>`).
 * Two cards add a clause, as parameters: `declinedMove` (Dwarven Strategic Bonding: "if you do not
 * take a turn with" one, this card's figures add that many spaces to their Move this turn — also when
 * the player controls none: a token on the card until the turn ends) and `sacrifice` (Hivelord Life
 * Bonding: before the bonded figure moves, the player may destroy one figure they control of this
 * card's name adjacent to it; if they do, the bonded figure loses that many wound markers — offered
 * whether or not it has any, as the text allows it), and Hive Mind two: `common` (1: a Common card
 * only) and `within` (only the chosen card's figures within that many clear sight spaces of this card's
 * figure, before they move, take the turn: the others neither move nor attack in it).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers" ("Special Power
 * References on Army Cards": species, class, personality, size are the card's words); the
 * powers' texts are on the cards.
 */
import type { Option } from '../../../core/index.js';
import type { HsStep, PowerStep } from '../battle/steps.js';
import { boardOf, figureById, figureName, figuresOfCard, living, livingPlaced, placedOf, type HsState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';
import { destroyFigure } from '../battle/wounds.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { PowerParams } from '../pool/types.js';
import { cardParam, type Ability } from './ability.js';
import { adjacent, askOptional, ofEffectCard, SKIP } from './near.js';
import { ownTurnSteps, type PowersOf } from './turn-steps.js';

export type { PowersOf } from './turn-steps.js';

const KEY = 'bonding';
const PREFIX = 'bond:';
const SACRIFICE = 'bond-sacrifice:';
/** The Move added this turn when no bonded turn was taken (`declinedMove`), as a token on the card. */
const DECLINED = 'bond-declined:';

function numberParam(params: PowerParams, field: string): number {
  const v = params[field];
  return typeof v === 'number' ? v : 0;
}

/** Whether another card's facts match the bonding's parameters. */
export function bondsWith(params: PowerParams, c: ArmyCard): boolean {
  const is = (field: string, value: string): boolean => {
    const want = params[field];
    return typeof want !== 'string' || want.toLowerCase() === value.toLowerCase();
  };
  // "Unique": a Unique or Uncommon card ("Uncommon figures are considered Unique for all special powers").
  if (params['unique'] === 1 && c.rarity === 'common') return false;
  // "Common" (Hive Mind's "common Marro Squad"): a Common card only.
  if (params['common'] === 1 && c.rarity !== 'common') return false;
  const sizes = params['sizes'];
  if (typeof sizes === 'string' && !sizes.split(',').includes(c.size)) return false;
  return (
    is('name', c.name) && is('class', c.class) && is('species', c.species) && is('general', c.general) && is('kind', c.kind) && is('personality', c.personality)
  );
}

function describe(params: PowerParams): string {
  const words = [
    params['sizes'],
    params['common'] === 1 ? 'common' : undefined,
    params['personality'],
    params['general'] ? `${String(params['general'])}-following` : undefined,
    params['species'],
    params['class'],
    params['kind'],
  ];
  const what = words
    .filter((w) => typeof w === 'string')
    .join(' ')
    .replace(/,/g, ' or ');
  const chosen = params['chosen'];
  const first =
    typeof chosen === 'string'
      ? `Before this card's turn (after its order marker is revealed), you may first take a turn with the card this card's ${chosen.replace(/-/g, ' ')} chose, if you still control it.`
      : `Before this card's turn (after its order marker is revealed), you may first take a turn with one other card you control whose figures are ${what || 'any'}.`;
  const declined = numberParam(params, 'declinedMove');
  const sacrifice = numberParam(params, 'sacrifice');
  const within = numberParam(params, 'within');
  return [
    first,
    within > 0 ? ` Only its figures within ${within} clear sight spaces of this card's figure before they move take that turn.` : '',
    declined > 0 ? ` If you take no such turn, this card's figures add ${declined} to their Move this turn.` : '',
    sacrifice > 0
      ? ` Before the chosen figure moves, you may destroy one figure you control of this card's name adjacent to it; if you do, remove ${sacrifice} wound marker${sacrifice === 1 ? '' : 's'} from the chosen figure.`
      : '',
  ].join('');
}

/** Declined, or none to take: the Move bonus of `declinedMove`, if the card's Bonding has one. */
function noBondedTurn(s: HsState, card: number, params: PowerParams): void {
  const bonus = numberParam(params, 'declinedMove');
  const c = s.cards[card];
  if (bonus > 0 && c) c.tokens.push(`${DECLINED}${bonus}`);
}

function dropDeclined(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(DECLINED)) tokens.splice(i, 1);
}

/** Hivelord Life Bonding's question: figures of the bonding card's name the player controls, adjacent to the bonded card's figures. */
function sacrificeOptions(s: HsState, card: number, bonded: number, player: number): Option[] {
  const name = s.cards[card]!.card.name;
  const targets = figuresOfCard(s, bonded);
  return living(s)
    .filter((f) => f.owner === player && s.cards[f.card]!.card.name === name && f.head >= 0 && targets.some((t) => adjacent(s, f, t)))
    .map((f) => ({ id: `${SACRIFICE}${f.id}`, label: `Bonding: destroy ${figureName(s, f)}`, payload: { figure: f.id } }));
}

/** Hive Mind's limit: only figures within this many clear sight spaces of the bonding card's figure take the turn (0: none). */
function within(params: PowerParams): number {
  return numberParam(params, 'within');
}

/** The figures of card `bonded` within `spaces` clear sight spaces of a figure of card `card` (ids). */
function inSight(s: HsState, card: number, bonded: number, spaces: number): string[] {
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const sources = figuresOfCard(s, card).map((f) => placedOf(s, f));
  return figuresOfCard(s, bonded)
    .filter((f) => {
      const t = placedOf(s, f);
      return sources.some((src) => clearSight(board, index, src, t, spaces).clear);
    })
    .map((f) => f.id);
}

/** The cards the player may take a turn with first. */
function partners(s: HsState, card: number, player: number, params: PowerParams): number[] {
  // Lizard King Bonding: the card another power of this card chose (its token `<chosen>:<card>`), if still the player's.
  const chosen = params['chosen'];
  if (typeof chosen === 'string') {
    const t = s.cards[card]?.tokens.find((x) => x.startsWith(`${chosen}:`) && /^\d+$/.test(x.slice(chosen.length + 1)));
    const i = t === undefined ? -1 : Number(t.slice(chosen.length + 1));
    return i >= 0 && i !== card && s.cards[i]!.owner === player && figuresOfCard(s, i).length > 0 ? [i] : [];
  }
  const out: number[] = [];
  s.cards.forEach((c, i) => {
    if (
      i !== card &&
      c.owner === player &&
      figuresOfCard(s, i).length > 0 &&
      bondsWith(params, c.card) &&
      (within(params) === 0 || inSight(s, card, i, within(params)).length > 0)
    )
      out.push(i);
  });
  return out;
}

/** The Bonding module, reading the cards' powers through `powersOf`. */
export function bondingAbility(powersOf: PowersOf): Ability {
  return {
    name: 'Bonding',
    text: 'Before this card’s turn, you may first take a turn with one other card you control of the kind the card names.',
    describe,
    handler: {
      on: {
        EndOfTurn: {
          run(ctx, effect) {
            const c = ctx.state.cards[cardParam(effect)];
            if (c) dropDeclined(c.tokens);
          },
        },
      },
      queries: {
        moveNumber: {
          tier: 0,
          modify(n, args, s, effect) {
            const c = s.cards[cardParam(effect)];
            if (!c || c.tokens.length === 0 || !ofEffectCard(s, effect, args.figure)) return n;
            const t = c.tokens.find((x) => x.startsWith(DECLINED));
            return t === undefined ? n : n + Number(t.slice(DECLINED.length));
          },
        },
      },
    },
    beforeTurn: true,
    step: {
      run(ctx, step: PowerStep) {
        const s = ctx.state;
        if (step.data['moment'] === 'resume') {
          // The bonded turn is over: the bonding card's own turn goes on, with no attacks made yet.
          if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card: step.card, attacks: [] };
          return;
        }
        const params = powersOf(s, step.card).find((a) => a.key === KEY)?.params ?? {};
        if (step.data['moment'] === 'sacrifice') {
          const options = sacrificeOptions(s, step.card, Number(step.data['bonded']), step.player);
          return askOptional(ctx, step.player, 'Bonding', 'destroy an adjacent figure to remove a wound marker?', options);
        }
        const options: Option[] = partners(s, step.card, step.player, params).map((i) => ({
          id: `${PREFIX}${i}`,
          label: `Bonding: first take a turn with ${s.cards[i]!.card.name}`,
          payload: { card: i },
        }));
        if (options.length === 0) {
          noBondedTurn(s, step.card, params);
          return;
        }
        options.push({ id: SKIP, label: 'No Bonding turn' });
        return ctx.ask(step.player, 'use-power', 'Bonding: take a turn with another card first?', options);
      },
      choose(ctx, step, option) {
        const s = ctx.state;
        const params = powersOf(s, step.card).find((a) => a.key === KEY)?.params ?? {};
        if (step.data['moment'] === 'sacrifice') {
          if (option.id === SKIP) return;
          const f = figureById(s, option.id.slice(SACRIFICE.length));
          const bonded = figuresOfCard(s, Number(step.data['bonded']))[0];
          ctx.emit('PowerUsed', { power: 'Bonding', figure: f.id, note: `${figureName(s, f)} destroyed to remove a wound marker` });
          destroyFigure(ctx, f.id, 'Bonding');
          if (bonded) bonded.wounds = Math.max(0, bonded.wounds - numberParam(params, 'sacrifice'));
          return;
        }
        if (option.id === SKIP) {
          noBondedTurn(s, step.card, params);
          return;
        }
        const card = Number(option.id.slice(PREFIX.length));
        ctx.emit('PowerUsed', { power: 'Bonding', figure: figuresOfCard(s, step.card)[0]?.id ?? '', note: `a turn with ${s.cards[card]!.card.name} first` });
        if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card, attacks: [] };
        // Hive Mind: the figures out of the card's figure's clear sight before they move neither move nor attack this turn
        // (as figures that joined a turn: battle/commons.ts joinedThisTurn).
        const range = within(params);
        if (s.turn && range > 0) {
          const seen = inSight(s, step.card, card, range);
          const out = figuresOfCard(s, card)
            .filter((f) => !seen.includes(f.id))
            .map((f) => f.id);
          if (out.length > 0) s.turn.joined = out;
        }
        // Hivelord Life Bonding: its question comes before the bonded figure moves.
        const sacrifice: HsStep[] =
          numberParam(params, 'sacrifice') > 0
            ? [{ kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'sacrifice', bonded: card } }]
            : [];
        ctx.push(...sacrifice, ...ownTurnSteps(powersOf, s, card, step.player, false), {
          kind: 'power',
          power: KEY,
          card: step.card,
          player: step.player,
          data: { moment: 'resume' },
        });
      },
    },
  };
}
