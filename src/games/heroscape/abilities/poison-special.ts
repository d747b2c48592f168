/**
 * A single-target special attack with poison (Poison Sting: Sujoah, Range 1, Attack 4, Poison Damage;
 * Venom Ray: Estivara, Range 5, Attack 3, Venom Damage, the same numbers on the d20): when the
 * attack inflicts at least one wound, roll the d20 for the card's damage — 1–9 nothing more, 10–19 one
 * more wound marker and roll again, 20 the defending figure is destroyed.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack, never modified by glyphs, height advantage or other powers); the power's text is on the
 * card.
 *
 * How it is played: the attack is an option of the attack question; after its defense (a `power`
 * step pushed below the defense steps) the poison is rolled when the target received a wound marker
 * and still stands (a destroyed figure takes no more damage). Each further roll is its own step,
 * pushed before the wound it follows so the wound (and the Scarab's question about it) comes first.
 */
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import { rollD20 } from '../battle/d20.js';
import { figureById } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import { abilityKey, type Ability } from './ability.js';
import { specialTargetOf, specialTargetOptions } from './special-targets.js';

export interface PoisonNumbers {
  readonly name: string;
  /** The name its card gives the extra damage ("Poison Damage"). */
  readonly damage: string;
  readonly range: number;
  readonly attack: number;
}

export function poisonSpecial(p: PoisonNumbers): Ability {
  const key = abilityKey(p.name);
  return {
    name: p.name,
    text: `Special attack instead of a normal attack: Range ${p.range}, Attack ${p.attack}. If it inflicts at least one wound, roll the d20 for ${p.damage}: 1–9 nothing more, 10–19 one more wound and roll again, 20 the defending figure is destroyed.`,
    handler: {},
    attackOptions: (ctx, card, attacked) => specialTargetOptions(ctx, card, attacked, key, p.name, (f) => targetsOf(ctx, f, { range: p.range, sight: true })),
    useAttackOption(ctx, card, option) {
      const s = ctx.state;
      const [a, t] = specialTargetOf(key, option.id);
      const f = figureById(s, a);
      const target = figureById(s, t);
      ctx.push({ kind: 'power', power: key, card, player: f.owner, data: { figure: a, target: t, wounds: target.wounds, moment: 'after-attack' } });
      resolveSpecialAttack(ctx, f, p.name, p.attack, [target]);
      return [a];
    },
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const t = figureById(s, String(step.data['target']));
        if (t.destroyed || t.head < 0) return;
        if (step.data['moment'] === 'after-attack' && t.wounds <= Number(step.data['wounds'])) return;
        const d20 = rollD20(ctx, step.player);
        const note = d20 >= 20 ? 'the defending figure is destroyed' : d20 >= 10 ? 'one more wound, and roll again' : 'no more wounds';
        ctx.emit('PowerUsed', { power: p.name, figure: String(step.data['figure']), note: `${p.damage}: the d20 shows ${d20}: ${note}` });
        if (d20 >= 20) return destroyFigure(ctx, t.id, p.damage, String(step.data['figure']));
        if (d20 < 10) return;
        ctx.push({ ...step, data: { ...step.data, moment: 'again' } });
        woundFigure(ctx, t.id, 1, p.damage, String(step.data['figure']));
      },
    },
  };
}

export const poisonStingSpecialAttack = poisonSpecial({ name: 'Poison Sting Special Attack', damage: 'Poison Damage', range: 1, attack: 4 });
export const venomRaySpecialAttack = poisonSpecial({ name: 'Venom Ray Special Attack', damage: 'Venom Damage', range: 5, attack: 3 });
