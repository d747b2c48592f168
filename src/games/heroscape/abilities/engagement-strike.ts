/**
 * Engagement Strike (Nakita Agents: 15, Arkmer: 13): when an opponent's small or medium figure moves
 * into engagement with a figure of the card, roll the d20; on the card's number or more that figure
 * receives 1 wound. One module; the number is the card's parameter (`needs`).
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent figures of
 * opposing sides are engaged, unless a rise between them is as high as the lower figure),
 * "Friends and Enemies" (a teammate's figure is no opponent's), "Falling" (a move goes on after its
 * wounds), "Special Powers" → "Simultaneous Special Powers"; the power's text is on the cards.
 *
 * How: the walk announces each point it enters (`Stepped`, battle/move.ts); a figure of the card that
 * is engaged with the mover there and was not at the point before strikes: the handler notes the
 * strikers in the payload, and the walk runs the power's step (the d20s, the wounds) before it goes
 * on — in a game of three or more players two opponents' cards may strike at the same point: the
 * "Simultaneous Special Powers" roll-off orders them (battle/simultaneous.ts), and a mover destroyed
 * by the first is struck no more. Our readings: "moves into engagement" is each time it becomes
 * engaged during a move (moving on beside the figure is no new engagement; leaving and coming back
 * is); a flight enters only its landing point (the engine's flight path), a placing (Teleportation,
 * summoning) is no move; the d20 is the card's player's roll, always made (the text says "roll"); a
 * mover that survives moves on (after the Scarab of Invulnerability's question, when it carries it).
 */
import { rollD20 } from '../battle/d20.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { onSnowOrIce } from './berserker-charge.js';
import { engaged } from '../engagement.js';
import type { PowerParams } from '../pool/types.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { woundFigure } from '../battle/wounds.js';

const NAME = 'Engagement Strike';

function needsOf(name: string, params: PowerParams): number {
  const n = params['needs'];
  if (typeof n !== 'number') throw new Error(`${name}: the card's encoding gives no 'needs' number`);
  return n;
}

interface Strike {
  readonly name: string;
  readonly text: string;
  readonly describe: (needs: number) => string;
  /** Whether a mover of this size is struck (Engagement Strike: small or medium only). */
  readonly sizeStruck: (size: string) => boolean;
  /** Added to the d20 for this striking figure (Ice Spikes: 2 on snow or ice). */
  readonly bonus: (s: HsState, striker: FigureState) => number;
}

/** The rule both powers share: a d20 for each figure of the card the mover has just become engaged with. */
function strikeOnEngagement(p: Strike): Ability {
  const key = abilityKey(p.name);
  return {
    name: p.name,
    text: p.text,
    describe: (params) => p.describe(needsOf(p.name, params)),
    handler: {
      on: {
        Stepped: {
          // Only notes the strikers: the walk runs the power's step, ordered with any other player's (battle/simultaneous.ts).
          run(ctx, effect, ev) {
            const s = ctx.state;
            const mover = figureById(s, ev.figure);
            if (mover.destroyed || !p.sizeStruck(cardOf(s, mover).card.size)) return;
            const card = cardParam(effect);
            const strikers = figuresOfCard(s, card).filter((f) => f.id !== mover.id && f.head >= 0);
            if (strikers.length === 0) return;
            const board = boardOf(s);
            const now = placedOf(s, mover);
            const before = { ...now, head: ev.fromHead, tail: ev.fromTail };
            const struck: string[] = [];
            for (const f of strikers) {
              const striker = placedOf(s, f);
              if (engaged(board, now, striker) && !engaged(board, before, striker)) struck.push(f.id);
            }
            if (struck.length === 0) return;
            const use = {
              power: key,
              card,
              player: s.cards[card]!.owner,
              data: { moment: 'stepped', mover: mover.id, strikers: struck, needs: needsOf(p.name, effect.params as PowerParams) },
            };
            return { ...ev, powers: [...(ev.powers ?? []), use] };
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const mover = figureById(s, step.data['mover'] as string);
        const needs = step.data['needs'] as number;
        for (const id of step.data['strikers'] as readonly string[]) {
          // A figure struck down by another player's strike first is struck no more.
          if (mover.destroyed) return;
          const f = figureById(s, id);
          const d20 = rollD20(ctx, step.player);
          const bonus = p.bonus(s, f);
          const total = d20 + bonus;
          const hit = total >= needs;
          const shown = bonus === 0 ? `${d20}` : `${d20} + ${bonus} = ${total}`;
          ctx.emit('PowerUsed', {
            power: p.name,
            figure: f.id,
            note: `${figureName(s, mover)} moves into engagement: the d20 shows ${shown} (${needs} or higher needed)${hit ? ': 1 wound' : ': no effect'}`,
          });
          if (hit) woundFigure(ctx, mover.id, 1, p.name);
        }
      },
    },
  };
}

export const engagementStrike: Ability = strikeOnEngagement({
  name: NAME,
  text: "When an opponent's small or medium figure moves into engagement with this card's figure, roll the d20: on the card's number or more it receives 1 wound.",
  describe: (needs) =>
    `When an opponent's small or medium figure moves into engagement with this card's figure, roll the d20: on ${needs} or more it receives 1 wound.`,
  sizeStruck: (size) => size === 'small' || size === 'medium',
  bonus: () => 0,
});

/**
 * Ice Spikes (Greater Ice Elemental): "moves adjacent", then "only as they move into engagement" —
 * so Engagement Strike's moment, for a mover of any size; 2 added while the striker is on snow or ice.
 */
export const iceSpikes: Ability = strikeOnEngagement({
  name: 'Ice Spikes',
  text: "When an opponent's figure moves into engagement with this card's figure, roll the d20, adding 2 while this card's figure is on at least one snow or ice space: on the card's number or more the mover receives 1 wound.",
  describe: (needs) =>
    `When an opponent's figure moves into engagement with this card's figure, roll the d20, adding 2 while this card's figure is on at least one snow or ice space: on ${needs} or more the mover receives 1 wound.`,
  sizeStruck: () => true,
  bonus: (s, f) => (onSnowOrIce(s, f) ? 2 : 0),
});
