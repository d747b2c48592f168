/**
 * Movement Bonding ("Before taking a turn with <this card>, you may move <N> <figures of another
 * card> you control up to <M> spaces each"): one module whose parameters name the other card's
 * figures — matched as Bonding matches them (abilities/bonding.ts `bondsWith`: `name`, `class`,
 * `species`, …) — `figures` (N) and `spaces` (M).
 * After the marker is revealed and before the card's own figures move, the player picks one such
 * figure at a time (or stops), up to N; each moves as any figure does (the battlefield's move search,
 * falls, leaving-engagement attacks, glyphs), its Move being M for that move: "up to M spaces" is the
 * distance itself, so Move bonuses of powers and glyphs do not add to it; a figure the Glyph of
 * Proftaka holds stays (its Move 0). Then the card's own turn goes on. It is a move, not a turn: the
 * moved figures take no after-move powers and no attack.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (Action 2, moving one figure at a time;
 * "Falling"; "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an engagement"), "Special Powers"; the
 * powers' texts are on the cards.
 */
import type { Option } from '../../../core/index.js';
import { trapped } from '../battle/glyphs-proftaka.js';
import { figureById, figureName, living, type HsState } from '../battle/state.js';
import type { PowerParams } from '../pool/types.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { bondsWith, type PowersOf } from './bonding.js';
import { askOptional, SKIP } from './near.js';

const NAME = 'Movement Bonding';
const KEY = abilityKey(NAME);
const PREFIX = `${KEY}:`;
/** The figure moving by the power, as a token on the bonding card while its destination is asked and walked. */
const MOVING = 'movement-bonding:';

function count(params: PowerParams, field: string): number {
  const v = params[field];
  return typeof v === 'number' ? v : 0;
}

function describe(params: PowerParams): string {
  const what = typeof params['name'] === 'string' ? params['name'] : 'figures of the kind the card names';
  return `Before this card's turn (after its order marker is revealed), you may move up to ${count(params, 'figures')} ${what} you control, one at a time, up to ${count(params, 'spaces')} spaces each.`;
}

function dropMoving(tokens: string[]): void {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i]!.startsWith(MOVING)) tokens.splice(i, 1);
}

/** The figures the player may still move: on the battlefield, of a matching card they control, not moved by this use. */
function movable(s: HsState, player: number, params: PowerParams, moved: readonly string[]): Option[] {
  return living(s)
    .filter((f) => f.owner === player && f.head >= 0 && !moved.includes(f.id) && bondsWith(params, s.cards[f.card]!.card))
    .map((f) => ({ id: `${PREFIX}${f.id}`, label: `Movement Bonding: move ${figureName(s, f)}`, payload: { figure: f.id } }));
}

/** The Movement Bonding module, reading its card's parameters through `powersOf` (abilities/index.ts `abilitiesOf`). */
export function movementBondingAbility(powersOf: PowersOf): Ability {
  const bound = (s: HsState, card: number): PowerParams => powersOf(s, card).find((a) => a.key === KEY)?.params ?? {};
  return {
    name: NAME,
    text: 'Before this card’s turn, you may move some figures of another card you control a fixed number of spaces each.',
    describe,
    beforeTurn: true,
    handler: {
      queries: {
        moveNumber: {
          // After every other Move modifier: the power's distance replaces the Move.
          tier: 9,
          modify(n, args, s, effect) {
            const c = s.cards[cardParam(effect)];
            if (!c || c.tokens.length === 0 || !c.tokens.includes(MOVING + args.figure)) return n;
            return trapped(s, figureById(s, args.figure)) ? 0 : count(effect.params as PowerParams, 'spaces');
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const c = s.cards[step.card];
        if (!c) return;
        dropMoving(c.tokens);
        const params = bound(s, step.card);
        const moved = Array.isArray(step.data['moved']) ? step.data['moved'].map(String) : [];
        if (moved.length >= count(params, 'figures')) return;
        return askOptional(ctx, step.player, NAME, 'move a figure?', movable(s, step.player, params, moved));
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const f = figureById(s, option.id.slice(PREFIX.length));
        const moved = Array.isArray(step.data['moved']) ? step.data['moved'].map(String) : [];
        s.cards[step.card]!.tokens.push(MOVING + f.id);
        ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: `${figureName(s, f)} moves up to ${count(bound(s, step.card), 'spaces')} spaces` });
        ctx.push(
          { kind: 'choose-destination', player: step.player, card: f.card, figure: f.id },
          { kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'next', moved: [...moved, f.id] } },
        );
      },
    },
  };
}
