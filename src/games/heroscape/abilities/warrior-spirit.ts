/**
 * Warrior's Attack Spirit 1 and Warrior's Armor Spirit 1 (Rise of the Valkyrie: Finn and Thorgrim
 * the Viking Champions) and Warrior's Swiftness Spirit (Eldgrim the Viking Champion): one mechanic
 * with a parameter. When the card's figure is destroyed, its player puts the spirit on any Unique
 * Army Card still in play (Eldgrim's "may": the player may also keep it off); from then on that
 * card's figures add 1 to their Attack number (normal attacks), their Defense number or their Move
 * number.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the powers' texts are on the cards.
 *
 * The placed spirit is a second effect of the same module with `params.on`, the card it sits on.
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import { cardAlive, figureById } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { SKIP } from './near.js';

function spirit(name: string, number: 'attack' | 'defense' | 'move', optional = false): Ability {
  const key = abilityKey(name);
  const adds = (card: number, on: number, figureCard: number): boolean => card >= 0 && on >= 0 && figureCard === on;
  const uniqueCards = (ctx: HsCtx): number[] => ctx.state.cards.flatMap((c, i) => (c.card.rarity !== 'common' && cardAlive(ctx.state, i) ? [i] : []));
  return {
    name,
    text: `When this figure is destroyed, ${optional ? 'you may put' : 'put'} its spirit on any Unique Army Card in play: that card's figures add 1 to their ${number === 'attack' ? 'Attack number (normal attacks)' : number === 'defense' ? 'Defense number' : 'Move number'}.`,
    handler: {
      queries:
        number === 'attack'
          ? {
              attackDice: {
                tier: 0,
                modify: (dice, args, s, effect) => (adds(cardParam(effect), cardParam(effect, 'on'), figureById(s, args.attacker).card) ? dice + 1 : dice),
              },
            }
          : number === 'defense'
            ? {
                defenseDice: {
                  tier: 0,
                  modify: (dice, args, s, effect) => (adds(cardParam(effect), cardParam(effect, 'on'), figureById(s, args.defender).card) ? dice + 1 : dice),
                },
              }
            : {
                moveNumber: {
                  tier: 0,
                  modify: (move, args, s, effect) => (adds(cardParam(effect), cardParam(effect, 'on'), figureById(s, args.figure).card) ? move + 1 : move),
                },
              },
      on: {
        Destroyed: {
          // After the figure has left: the spirit goes on a card still in play.
          tier: 1,
          run(ctx, effect, p) {
            if (cardParam(effect, 'on') >= 0 || p.card !== cardParam(effect)) return;
            ctx.push({ kind: 'power', power: key, card: p.card, player: ctx.state.cards[p.card]!.owner, data: { figure: p.figure } });
          },
        },
      },
    },
    step: {
      run(ctx, step) {
        const options: Option[] = uniqueCards(ctx)
          .filter((i) => i !== step.card)
          .map((i) => ({ id: `on:${i}`, label: `${ctx.state.cards[i]!.card.name} (player ${ctx.state.cards[i]!.owner + 1})`, payload: { card: i } }));
        if (options.length === 0) return;
        if (optional) options.push({ id: SKIP, label: 'Keep the spirit off' });
        return ctx.ask(step.player, 'use-power', `${name}: put the spirit on which Unique Army Card?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const on = Number(option.id.slice('on:'.length));
        const c = ctx.state.cards[step.card]!;
        ctx.addEffect({ name: `${key}:${step.card}:on`, handler: key, owner: c.owner, source: c.card.name, params: { card: step.card, on } });
        ctx.emit('PowerUsed', { power: name, figure: String(step.data['figure']), note: `the spirit goes on ${ctx.state.cards[on]!.card.name}` });
      },
    },
  };
}

export const warriorsAttackSpirit1 = spirit("Warrior's Attack Spirit 1", 'attack');
export const warriorsArmorSpirit1 = spirit("Warrior's Armor Spirit 1", 'defense');
export const warriorsSwiftnessSpirit = spirit("Warrior's Swiftness Spirit", 'move', true);
