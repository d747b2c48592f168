/**
 * Special attacks rolled from a pool of attack dice each turn (Saber Storm: Moriko, 6 dice, Range 1;
 * Queglix Gun: Major Q9, 9 dice, Range 6): each attack rolls 1, 2 or 3 of the dice at any figure in
 * range, the same or another, until the pool is spent or the player stops. One module per printed
 * name, made by `dicePoolSpecial` with the card's numbers.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack, never modified by glyphs, height advantage or other powers; an engaged figure attacks
 * only the figures it is engaged with — a Range 1 attack reaches only those); the powers' texts are
 * on the cards.
 *
 * How it is played: the first attack is an option of the attack question; after its defense (a
 * `power` step pushed below the defense steps) the next is offered with the dice left. The pool is
 * the step's own count, so each turn starts it afresh.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx } from '../battle/events.js';
import { figureById, figureName, figuresOfCard, type FigureState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { SKIP } from './near.js';

export interface DicePool {
  readonly name: string;
  readonly range: number;
  /** The attack dice the figure starts each turn with. */
  readonly pool: number;
}

const MOST = 3;

export function dicePoolSpecial(p: DicePool): Ability {
  const key = abilityKey(p.name);

  /** One option per target in range and number of dice (1 to 3, at most what is left). */
  function options(ctx: HsCtx, f: FigureState, left: number, prefix: string, who: string): Option[] {
    const s = ctx.state;
    const out: Option[] = [];
    for (const t of targetsOf(ctx, f, { range: p.range, sight: true }))
      for (let n = 1; n <= Math.min(MOST, left); n++)
        out.push({
          id: `${prefix}${t}#${n}`,
          label: `${who}${p.name} on ${figureName(s, figureById(s, t))} with ${n} ${n === 1 ? 'die' : 'dice'}`,
          payload: { defender: t, dice: n },
        });
    return out;
  }

  function attack(ctx: HsCtx, card: number, f: FigureState, target: string, dice: number, left: number): void {
    if (left > 0) ctx.push({ kind: 'power', power: key, card, player: f.owner, data: { figure: f.id, left } });
    resolveSpecialAttack(ctx, f, p.name, dice, [figureById(ctx.state, target)]);
  }

  return {
    name: p.name,
    text: `Special attack instead of a normal attack: Range ${p.range}. The figure starts each turn with ${p.pool} attack dice; each attack rolls 1, 2 or 3 of them at a figure in range (the same or another) until all are rolled.`,
    handler: {},
    attackOptions(ctx, card, attacked) {
      const s = ctx.state;
      const out: Option[] = [];
      for (const f of figuresOfCard(s, card)) if (!attacked.includes(f.id)) out.push(...options(ctx, f, p.pool, `${key}:${f.id}>`, `${figureName(s, f)}: `));
      return out;
    },
    useAttackOption(ctx, card, option) {
      const [a, rest] = option.id.slice(key.length + 1).split('>') as [string, string];
      const [t, n] = rest.split('#') as [string, string];
      attack(ctx, card, figureById(ctx.state, a), t, Number(n), p.pool - Number(n));
      return [a];
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const f = figureById(s, String(step.data['figure']));
        if (f.destroyed || f.head < 0) return;
        const left = Number(step.data['left']);
        const offered = options(ctx, f, left, 'again:', '');
        if (offered.length === 0) return;
        offered.push({ id: SKIP, label: `No more ${p.name} (${left} dice left)` });
        return ctx.ask(step.player, 'use-power', `${p.name}: ${left} attack dice left for ${figureName(s, f)}; attack again?`, offered);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const [t, n] = option.id.slice('again:'.length).split('#') as [string, string];
        attack(ctx, step.card, figureById(ctx.state, String(step.data['figure'])), t, Number(n), Number(step.data['left']) - Number(n));
      },
    },
  };
}

export const saberStormSpecialAttack = dicePoolSpecial({ name: 'Saber Storm Special Attack', range: 1, pool: 6 });
export const queglixGunSpecialAttack = dicePoolSpecial({ name: 'Queglix Gun Special Attack', range: 6, pool: 9 });
