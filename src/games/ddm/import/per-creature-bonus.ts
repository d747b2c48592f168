// Reads "+N {m} Attack for each <Keyword> ally adjacent to this creature (maximum +M Attack)" (Skittering
// Mob) and "+N {m} Attack for each other <Keyword> creature within N squares of this creature" (Pack
// Fervor), and "+N {r} Attack for each adjacent ally with <Power>" (Volley: allies whose card has that power) as the continuous `attack-bonus-per-creature` (abilities/continuous/attack-bonus-per-creature.ts;
// ddm-battle-rules-2011, "Bonuses and Penalties"). Another wording: null.
import type { PowerInput } from '../cards/schema.js';
import { namedUnlimited } from './wording.js';

const keywordOf = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** The last `n` characters of the printed line as printed (a power's name in its own capitals), without the final full stop. */
const printedTail = (text: string, n: number): string => text.trim().replace(/\.$/, '').slice(-n);

export function readPerCreatureBonus(text: string, limit: number | undefined): PowerInput | null {
  const named = namedUnlimited(text, limit);
  if (!named) return null;
  const { name, body } = named;
  let m = /^\+(\d+) \{m\} attack for each ([a-z]+) ally adjacent to this creature \(maximum \+(\d+) attack\)$/.exec(body);
  if (m) {
    const effect = {
      kind: 'attack-bonus-per-creature' as const,
      amount: Number(m[1]),
      keyword: keywordOf(m[2] ?? ''),
      within: 1,
      allies: true,
      melee: true,
      max: Number(m[3]),
    };
    return { kind: 'continuous', name, effect };
  }
  m = /^\+(\d+) \{m\} attack for each other ([a-z]+) creature within (\d+) squares of this creature$/.exec(body);
  if (m) {
    const effect = {
      kind: 'attack-bonus-per-creature' as const,
      amount: Number(m[1]),
      keyword: keywordOf(m[2] ?? ''),
      within: Number(m[3]),
      allies: false,
      melee: true,
    };
    return { kind: 'continuous', name, effect };
  }
  m = /^\+(\d+) \{r\} attack for each adjacent ally with ([a-z][a-z' -]*)$/.exec(body);
  if (m) {
    const effect = {
      kind: 'attack-bonus-per-creature' as const,
      amount: Number(m[1]),
      power: printedTail(text, (m[2] ?? '').length),
      within: 1,
      allies: true,
      melee: false,
      ranged: true as const,
    };
    return { kind: 'continuous', name, effect };
  }
  // Spear Wall N: "+N {m} Damage for each adjacent ally with Spear Wall" — allies with Spear Wall of any number.
  m = /^\+(\d+) \{m\} damage for each adjacent ally with ([a-z][a-z' -]*)$/.exec(body);
  if (m) {
    const power = printedTail(text, (m[2] ?? '').length);
    const effect = { kind: 'attack-bonus-per-creature' as const, amount: Number(m[1]), power, damage: true as const, within: 1, allies: true, melee: true };
    return { kind: 'continuous', name, effect };
  }
  return null;
}
