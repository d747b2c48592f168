/**
 * Fire Blast Special Attack (Erevan Sunshadow): Range 5; each attack rolls 2, 3 or 4 attack dice, as
 * the player chooses; after an attack whose dice all show skulls the figure may attack again with it,
 * and so on until an attack does not.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack, its own Range and Attack, never modified by glyphs, height advantage or other powers; an
 * engaged figure attacks only the figures it is engaged with); the power's text is on the card.
 *
 * How: the attack question offers each target with each number of dice; the attack roll
 * (`AttackRolled`, a special attack of the card's figure) notes on the card whether every die was a
 * skull; a `power` step pushed below the defense then offers the next attack (each target, each
 * number of dice) or to stop. Our reading: "attack again" may pick any target in reach, the same or
 * another.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { figureById, figureName, figuresOfCard, type FigureState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { ofEffectCard, SKIP } from './near.js';

const NAME = 'Fire Blast Special Attack';
const KEY = abilityKey(NAME);
const RANGE = 5;
const DICE: readonly number[] = [2, 3, 4];
/** The card token of an attack roll whose dice all showed skulls. */
const ALL_SKULLS = 'fire-blast:all-skulls';

/** One option per target in reach and per number of dice: `<prefix><attacker>><target>#<dice>`. */
function blastOptions(ctx: HsCtx, f: FigureState, prefix: string, label: string): Option[] {
  const s = ctx.state;
  const out: Option[] = [];
  for (const t of targetsOf(ctx, f, { range: RANGE, sight: true }))
    for (const n of DICE)
      out.push({
        id: `${prefix}${f.id}>${t}#${n}`,
        label: `${figureName(s, f)}: ${label} on ${figureName(s, figureById(s, t))} with ${n} dice`,
        payload: { attacker: f.id, defender: t, dice: n },
      });
  return out;
}

/** One attack: the step that may offer the next one, pushed first so it runs after the defense. */
function blast(ctx: HsCtx, card: number, rest: string): string {
  const s = ctx.state;
  const [a, tn] = rest.split('>') as [string, string];
  const [t, n] = tn.split('#') as [string, string];
  const f = figureById(s, a);
  const tokens = s.cards[card]!.tokens;
  const i = tokens.indexOf(ALL_SKULLS);
  if (i >= 0) tokens.splice(i, 1);
  ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { figure: a } });
  resolveSpecialAttack(ctx, f, NAME, Number(n), [figureById(s, t)]);
  return a;
}

export const fireBlastSpecialAttack: Ability = {
  name: NAME,
  text: `Special attack instead of a normal attack: Range ${RANGE}; each attack rolls ${DICE.join(', ')} attack dice as you choose; after an attack whose dice all show skulls, this figure may attack again with this power.`,
  handler: {
    on: {
      AttackRolled: {
        run(ctx, effect, p) {
          if (!p.special || !ofEffectCard(ctx.state, effect, p.attacker) || p.faces.length === 0 || p.skulls < p.faces.length) return;
          ctx.state.cards[cardParam(effect)]!.tokens.push(ALL_SKULLS);
        },
      },
    },
  },
  attackOptions(ctx, card, attacked) {
    const out: Option[] = [];
    for (const f of figuresOfCard(ctx.state, card)) if (!attacked.includes(f.id)) out.push(...blastOptions(ctx, f, `${KEY}:`, NAME));
    return out;
  },
  useAttackOption(ctx, card, option) {
    return [blast(ctx, card, option.id.slice(KEY.length + 1))];
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const tokens = s.cards[step.card]!.tokens;
      const i = tokens.indexOf(ALL_SKULLS);
      if (i < 0) return;
      tokens.splice(i, 1);
      const f = figureById(s, String(step.data['figure']));
      if (f.destroyed || f.head < 0) return;
      const options = blastOptions(ctx, f, 'again:', `${NAME} again`);
      if (options.length === 0) return;
      options.push({ id: SKIP, label: `No more ${NAME}` });
      return ctx.ask(step.player, 'use-power', `${NAME}: every die a skull — attack again with ${figureName(s, f)}?`, options);
    },
    choose(ctx, step, option) {
      if (option.id !== SKIP) blast(ctx, step.card, option.id.slice('again:'.length));
    },
  },
};
