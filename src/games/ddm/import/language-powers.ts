// Special and champion powers read into the power language of cards/schema.ts (the `triggered`,
// `action` and `continuous` templates; champion powers as a trigger and an effect) when their wording
// is one of the shapes below; every other power is a gap under the family of its name (special
// powers) or of its trigger (champion powers). ddm-battle-rules-2011, "POWERS AND EFFECTS",
// "Continuous Powers", "Champion Powers".
import type { ChampionPower, PowerInput } from '../cards/schema.js';
import { gap, type Gap } from './types.js';
import { fold } from './wording.js';

interface Shape<T> {
  readonly re: RegExp;
  readonly make: (m: RegExpExecArray, name: string) => T | null;
}

/** Continuous powers: the whole text after the name, numbers read from it. */
const CONTINUOUS: readonly Shape<PowerInput>[] = [
  {
    re: /^\+(\d+) damage while bloodied$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-while-bloodied', amount: Number(m[1]) } }),
  },
  {
    re: /^\+(\d+) damage while not bloodied$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-while-not-bloodied', amount: Number(m[1]) } }),
  },
  {
    re: /^(?:whenever this creature hits a target granting it combat advantage: )?\+(\d+) damage (?:whenever this creature has combat advantage against (?:its )?target|against targets granting it combat advantage|vs\. targets granting (?:it|this creature) combat advantage|on that attack)$/i,
    make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'damage-bonus-with-combat-advantage', amount: Number(m[1]) } }),
  },
  { re: /^\+(\d+) speed$/i, make: (m, name) => ({ kind: 'continuous', name, effect: { kind: 'speed-bonus', amount: Number(m[1]) } }) },
  { re: /^(?:this creature )?(?:can't|cannot) shift$/i, make: (_m, name) => ({ kind: 'continuous', name, effect: { kind: 'cannot-shift' } }) },
];

export function readLanguage(text: string, limit: number | undefined, name: string): PowerInput | Gap {
  const colon = text.indexOf(':');
  const body = (colon > 0 && colon <= 50 ? text.slice(colon + 1) : text).trim().replace(/\.$/, '');
  if (limit === undefined) {
    for (const s of CONTINUOUS) {
      const m = s.re.exec(body);
      const p = m ? s.make(m, name) : null;
      if (p) return p;
    }
  }
  return gap(`power: ${fold(name)}`, 'this power has no encoding yet');
}

/** Champion powers: "Use when <trigger>: <effect>". */
const CHAMPION: readonly Shape<ChampionPower>[] = [
  {
    re: /^use when an ally hits with a (?:melee|\{m\}) attack[:;,] \+(\d+) damage on that attack$/i,
    make: (m) => ({ trigger: 'ally-hits-melee', effect: { kind: 'damage-bonus', amount: Number(m[1]) } }),
  },
];

export function readChampion(text: string): ChampionPower | Gap {
  const body = text.trim().replace(/\.$/, '');
  for (const s of CHAMPION) {
    const m = s.re.exec(body);
    const p = m ? s.make(m, '') : null;
    if (p) return p;
  }
  const trigger = fold(body.split(/[:;.]/)[0] ?? body);
  return gap(`champion: ${trigger}`, 'this champion power has no encoding yet');
}
