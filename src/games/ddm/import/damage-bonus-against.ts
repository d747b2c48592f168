// "Use after this creature hits an enemy with a {m} (melee) attack: Until start of this creature's
// next turn, <who> has (have) +N damage against that enemy" (Zhent Mark) read into a triggered power:
// a composed trigger (AfterAttack: a melee hit of this creature on an enemy) × the target part
// `warband` (<who> as the champion powers word it: "each Zhent ally and each Bane ally") × the effect
// `damage-bonus-against-target` × the duration start-of-next-turn (abilities/effects/
// damage-bonus-against-target.ts). Other wordings stay gaps.
import type { PowerInput } from '../cards/schema.js';
import { whoOf } from './champion-bonus.js';

const RE =
  /^use after this creature hits an enemy with an? (?:\{m\}|melee) attack\s*:\s*until start of this creature's next turn, (.+?) (?:has|have) \+(\d+) damage against that enemy$/i;

export function readDamageBonusAgainst(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  const who = m ? whoOf(m[1] ?? '') : null;
  if (!m || !who) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [
        { kind: 'hit' },
        { kind: 'actor-is', who: 'self' },
        { kind: 'on-map', of: 'self' },
        { kind: 'attack-kind', kinds: ['melee'] },
        { kind: 'target-is', who: 'enemy' },
      ],
    },
    target: { kind: 'warband', ...who },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-bonus-against-target', amount: Number(m[2]) },
    duration: 'start-of-next-turn',
  };
}
