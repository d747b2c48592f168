// Mobile Melee Attack — "Use after this creature makes a {m} attack: This creature shifts as a free
// action" and "Immediate, after resolving this creature's {m} attack; shift 1 square" — read into a
// triggered power: a composed trigger (AfterAttack: this creature's melee attack, hit or miss, while
// it is on the map) × effect `shift` (a 1-square SHIFT its player chooses; "SHIFT": no opportunity
// attacks), activated, immediate when so printed (ddm-battle-rules-2011, "Activated Powers",
// "Immediate Actions"). The AfterAttack window opens once for each attack made, so an attack against
// several targets offers it after each (our reading: "a {m} attack" is each attack roll's attack).
import type { PowerInput } from '../cards/schema.js';

const FREE = /^use after this creature makes an? (?:\{m\}|melee) attack\s*:\s*this creature shifts(?: 1 square)? as a free action$/i;
const IMMEDIATE = /^immediate(?: action)?,\s*after resolving this creature's (?:\{m\}|melee) attack\s*;\s*shift 1 square$/i;

export function readMobileMelee(body: string, name: string, limit: number | undefined): PowerInput | null {
  const immediate = IMMEDIATE.test(body);
  if (!immediate && !FREE.test(body)) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [
        { kind: 'actor-is', who: 'self' },
        { kind: 'on-map', of: 'self' },
        { kind: 'attack-kind', kinds: ['melee'] },
      ],
    },
    activated: true,
    action: immediate ? 'immediate' : 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'shift' },
  };
}
