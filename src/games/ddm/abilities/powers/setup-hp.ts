// Power "setup-hp" (ddm-battle-rules-2011, "Hit Points", Set-Up Effects): more (or fewer) maximum
// hit points from set-up on, maybe only with a champion of a keyword in the warband (rules/setup.ts).
import { setupHpPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const setupHp: PowerModule<'setup-hp'> = {
  kind: 'setup-hp',
  section: 'ddm-battle-rules-2011, "Hit Points", Set-Up Effects',
  schema: setupHpPowerSchema,
  text(p) {
    const cond = p.ifChampionKeyword ? `if its warband has a ${p.ifChampionKeyword} champion, ` : '';
    return `${p.name}: during set-up, ${cond}${p.amount > 0 ? '+' : ''}${p.amount} maximum HP (bloodied at half the new maximum).`;
  },
  answers: (p) => ({ setupHp: { amount: p.amount, ifChampionKeyword: p.ifChampionKeyword } }),
};
