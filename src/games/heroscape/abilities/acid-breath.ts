/**
 * Acid breaths used instead of attacking, each a d20 roll per chosen small or medium figure within 4
 * clear sight spaces of the breathing figure: Fledgling Acid Breath (Black Wyrmling: one figure; 1–10
 * nothing, 11–15 one wound, 16 or more two wounds) and Poisonous Acid Breath (Braxas: up to 3
 * different figures, all chosen first, then one roll each in the order chosen; a Squad figure is
 * destroyed on 8 or more, a Hero on 17 or more). Neither is an attack, so no attack or defense dice
 * are rolled and engagement does not limit the choice ("since this is not an attack, engagement
 * rules do not apply"). One module per printed name.
 * Our reading: "choose … figures" is any figure but the breathing one, friend or foe (as Chomp).
 * Rulebook: heroscape-master-game-guide — "Special Powers", "Clear Sight Spaces" (counted from either
 * space, any part of the figure seen); the powers' texts are on the cards.
 *
 * How it is played: an option of the attack question names the breathing figure and its first
 * figure; Poisonous Acid Breath then asks for each further figure (or to stop) before any roll; each
 * roll is a `power` step, pushed in reverse so they run in the order chosen.
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import { clearSight, indexFigures } from '../sight.js';
import { abilityKey, type Ability } from './ability.js';
import { rollFor, SKIP } from './near.js';
import { rollD20 } from '../battle/d20.js';

/** The clear sight spaces a breath reaches. */
const WITHIN = 4;

/** The small or medium figures (not `f`) within `WITHIN` clear sight spaces of `f`, not in `not`. */
function breathTargets(ctx: HsCtx, f: FigureState, not: readonly string[] = []): FigureState[] {
  const s = ctx.state;
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const from = placedOf(s, f);
  return s.figures.filter((o) => {
    if (o.id === f.id || o.destroyed || o.head < 0 || not.includes(o.id)) return false;
    const size = cardOf(s, o).card.size;
    return (size === 'small' || size === 'medium') && clearSight(board, index, from, placedOf(s, o), WITHIN, { leanOver: true }).clear;
  });
}

/** One option per figure of `card` not in `attacked` and per figure its breath reaches: `<key>:<figure>><target>`. */
function breathOptions(ctx: HsCtx, key: string, name: string, card: number, attacked: readonly string[]): Option[] {
  const s = ctx.state;
  const out: Option[] = [];
  for (const f of figuresOfCard(s, card)) {
    if (attacked.includes(f.id) || f.destroyed || f.head < 0) continue;
    for (const t of breathTargets(ctx, f))
      out.push({ id: `${key}:${f.id}>${t.id}`, label: `${figureName(s, f)}: ${name} on ${figureName(s, t)}`, payload: { figure: f.id, target: t.id } });
  }
  return out;
}

/** Pushes one roll step per chosen figure, the last first, so they run in the order chosen. */
function pushRolls(ctx: HsCtx, key: string, card: number, player: number, figure: string, chosen: readonly string[]): void {
  for (let i = chosen.length - 1; i >= 0; i--) ctx.push({ kind: 'power', power: key, card, player, data: { moment: 'roll', figure, target: chosen[i]! } });
}

const FLEDGLING = 'Fledgling Acid Breath';
const FLEDGLING_ONE = 11;
const FLEDGLING_TWO = 16;

export const fledglingAcidBreath: Ability = {
  name: FLEDGLING,
  text: `Instead of attacking with this figure, choose one small or medium figure within ${WITHIN} clear sight spaces of it and roll the d20: 1–${FLEDGLING_ONE - 1} nothing, ${FLEDGLING_ONE}–${FLEDGLING_TWO - 1} one wound, ${FLEDGLING_TWO} or more two wounds.`,
  handler: {},
  attackOptions: (ctx, card, attacked) => breathOptions(ctx, abilityKey(FLEDGLING), FLEDGLING, card, attacked),
  useAttackOption(ctx, card, option) {
    const key = abilityKey(FLEDGLING);
    const [f, t] = option.id.slice(key.length + 1).split('>') as [string, string];
    pushRolls(ctx, key, card, figureById(ctx.state, f).owner, f, [t]);
    return [f];
  },
  step: {
    run(ctx, step: PowerStep) {
      const s = ctx.state;
      const t = figureById(s, String(step.data['target']));
      if (t.destroyed || t.head < 0) return;
      const d20 = rollD20(ctx, step.player);
      const wounds = d20 >= FLEDGLING_TWO ? 2 : d20 >= FLEDGLING_ONE ? 1 : 0;
      ctx.emit('PowerUsed', {
        power: FLEDGLING,
        figure: String(step.data['figure']),
        note: `the d20 shows ${d20}: ${wounds === 0 ? 'nothing happens' : `${wounds} wound${wounds === 1 ? '' : 's'}`}`,
      });
      if (wounds > 0) woundFigure(ctx, t.id, wounds, FLEDGLING);
    },
  },
};

const POISONOUS = 'Poisonous Acid Breath';
const POISONOUS_MOST = 3;
const SQUAD_NEEDS = 8;
const HERO_NEEDS = 17;

export const poisonousAcidBreath: Ability = {
  name: POISONOUS,
  text: `Instead of attacking, choose up to ${POISONOUS_MOST} different small or medium figures within ${WITHIN} clear sight spaces of this figure (not an attack: engagement does not limit the choice); then one at a time roll the d20 for each: a Squad figure is destroyed on ${SQUAD_NEEDS} or more, a Hero on ${HERO_NEEDS} or more.`,
  handler: {},
  attackOptions: (ctx, card, attacked) => breathOptions(ctx, abilityKey(POISONOUS), POISONOUS, card, attacked),
  useAttackOption(ctx, card, option) {
    const key = abilityKey(POISONOUS);
    const [f, t] = option.id.slice(key.length + 1).split('>') as [string, string];
    ctx.push({ kind: 'power', power: key, card, player: figureById(ctx.state, f).owner, data: { moment: 'pick', figure: f, chosen: [t] } });
    return [f];
  },
  step: {
    run(ctx, step: PowerStep) {
      const s = ctx.state;
      const f = figureById(s, String(step.data['figure']));
      if (step.data['moment'] === 'pick') {
        const chosen = step.data['chosen'] as readonly string[];
        const more = f.destroyed || f.head < 0 ? [] : breathTargets(ctx, f, chosen);
        if (more.length === 0) return pushRolls(ctx, step.power, step.card, step.player, f.id, chosen);
        const options: Option[] = more.map((t) => ({ id: `also:${t.id}`, label: `${POISONOUS} on ${figureName(s, t)} too`, payload: { target: t.id } }));
        options.push({ id: SKIP, label: `No more figures (${chosen.length} chosen)` });
        return ctx.ask(step.player, 'use-power', `${POISONOUS}: choose another figure for ${figureName(s, f)}?`, options);
      }
      const t = figureById(s, String(step.data['target']));
      if (t.destroyed || t.head < 0) return;
      const squad = cardOf(s, t).card.kind === 'squad';
      if (rollFor(ctx, POISONOUS, t, squad ? SQUAD_NEEDS : HERO_NEEDS).success) destroyFigure(ctx, t.id, POISONOUS);
    },
    choose(ctx, step, option) {
      const chosen = step.data['chosen'] as readonly string[];
      const figure = String(step.data['figure']);
      if (option.id === SKIP) return pushRolls(ctx, step.power, step.card, step.player, figure, chosen);
      const next = [...chosen, option.id.slice('also:'.length)];
      if (next.length >= POISONOUS_MOST) return pushRolls(ctx, step.power, step.card, step.player, figure, next);
      ctx.push({ ...step, data: { ...step.data, chosen: next } });
    },
  },
};
