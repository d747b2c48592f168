/**
 * Battle Frenzy (Frost Giant of Morh): after each attack of the card's figure the d20 is rolled; on 16
 * or more it may attack once more.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Some figures have special powers that allow
 * them to attack more than once"), "Special Powers" ("roll": made without a question; "may": the
 * attack question keeps its way to end the turn); the power's text is on the card.
 *
 * How: a normal attack declared by the card's figure pushes a `power` step below the attack's own
 * steps, so it runs once the defense is over; a success is a card token (one more attack this turn,
 * `attacksPerTurn`), taken off at the end of the turn. Our reading: the attack gained is an attack too,
 * so a roll follows it as well.
 */
import { rollD20 } from '../battle/d20.js';
import { figureById } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const NAME = 'Battle Frenzy';
const KEY = abilityKey(NAME);
const AGAIN = 'battle-frenzy:again';
export const BATTLE_FRENZY_NEEDS = 16;

export const battleFrenzy: Ability = {
  name: NAME,
  text: `After each attack with this figure, roll the d20: on ${BATTLE_FRENZY_NEEDS} or more it may attack again.`,
  handler: {
    on: {
      AttackDeclared: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          if (s.turn?.card !== card || !ofEffectCard(s, effect, p.attacker)) return;
          ctx.push({ kind: 'power', power: KEY, card, player: s.cards[card]!.owner, data: { figure: p.attacker } });
        },
      },
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c && c.tokens.includes(AGAIN)) c.tokens = c.tokens.filter((t) => t !== AGAIN);
        },
      },
    },
    queries: {
      attacksPerTurn: {
        tier: 0,
        modify(n, args, s, effect) {
          if (!ofEffectCard(s, effect, args.figure)) return n;
          let more = 0;
          for (const t of s.cards[cardParam(effect)]!.tokens) if (t === AGAIN) more++;
          return n + more;
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0) return;
      const d20 = rollD20(ctx, step.player);
      const success = d20 >= BATTLE_FRENZY_NEEDS;
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: f.id,
        note: `the d20 shows ${d20} (${BATTLE_FRENZY_NEEDS} or higher needed)${success ? ': it may attack again' : ': no effect'}`,
      });
      if (success) s.cards[step.card]!.tokens.push(AGAIN);
    },
  },
};
