/**
 * Zombies Rise Again (Zombies of Morindan): when a figure of this card's name that its player controls
 * destroys an opponent's small or medium figure, one of that player's destroyed figures of this
 * card's name takes its place at once, if possible; a figure placed so cannot attack this turn.
 * Undead are not affected.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life" (destroyed figures leave the
 * battlefield), "Friends and Enemies" (a teammate's figure is no opponent's), "Special Powers"; the
 * power's text is on the card.
 *
 * How: the Destroyed event names the attacking figure (`by`); the effect of that figure's own card
 * notes the destroyed figure's space and pushes a step that runs once it has left the battlefield:
 * a destroyed figure of the card's name comes back there, unwounded, when it can stand there (placed,
 * not moved: no glyph is revealed). It is noted on the card until the turn ends and has no attack
 * (the `attacksPerTurn` query; combined special attacks ask it too). Our readings: "destroys" is by
 * an attack (normal, special or leaving-engagement, or the wounds a power of that attack adds);
 * "Undead" is the destroyed figure's species; a double-space figure's place is its head space.
 */
import { boardOf, cardOf, figureById, figureName, friendly, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { occupiedSpaces, standable } from './spaces.js';

const NAME = 'Zombies Rise Again';
const KEY = abilityKey(NAME);
const RISEN = `${KEY}:`;

/** The destroyed figures of the card's name its player controls. */
function fallen(s: HsState, card: number): FigureState[] {
  const c = s.cards[card]!;
  return s.figures.filter((f) => f.destroyed && f.owner === c.owner && s.cards[f.card]!.card.name === c.card.name);
}

export const zombiesRiseAgain: Ability = {
  name: NAME,
  text: "When a figure of this card's name you control destroys an opponent's small or medium figure that is not Undead, one of your destroyed figures of this card's name takes its place, if possible; it cannot attack this turn.",
  handler: {
    on: {
      Destroyed: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (p.by === null || figureById(s, p.by).card !== card) return;
          const victim = figureById(s, p.figure);
          const c = cardOf(s, victim).card;
          if (friendly(s, victim.owner, s.cards[card]!.owner) || (c.size !== 'small' && c.size !== 'medium') || c.species.trim().toLowerCase() === 'undead')
            return;
          if (victim.head < 0 || fallen(s, card).length === 0) return;
          ctx.push({ kind: 'power', power: KEY, card, player: s.cards[card]!.owner, data: { victim: victim.id, space: victim.head } });
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(RISEN)) c.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      attacksPerTurn: {
        tier: 9,
        modify: (n, args, s, effect) => (s.cards[cardParam(effect)]?.tokens.includes(`${RISEN}${args.figure}`) ? 0 : n),
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const back = fallen(s, step.card)[0];
      const space = Number(step.data['space']);
      if (!back) return;
      if (!standable(boardOf(s), space, cardOf(s, back).card.height, occupiedSpaces(s))) return;
      back.destroyed = false;
      back.wounds = 0;
      back.head = space;
      back.tail = -1;
      s.cards[step.card]!.tokens.push(`${RISEN}${back.id}`);
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: back.id,
        note: `${figureName(s, back)} takes the place of ${figureName(s, figureById(s, String(step.data['victim'])))}`,
      });
    },
  },
};
