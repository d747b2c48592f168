// "Use when a <Condition> enemy activates (starts its turn) within Reach[ of this creature][.:] Make a
// {m}/{b} attack against (vs.) that enemy (creature)[ as a free action]" (Prey on the Weak-Minded)
// read into a triggered power: a composed trigger (StartOfTurn: an enemy on the map with the
// condition, within this creature's reach) × the effect `basic-attack-vs-other` (a melee basic
// attack when printed {m}). Other wordings stay gaps.
import { CONDITIONS, type PowerInput } from '../cards/schema.js';

const RE =
  /^use when an? ([a-z]+) enemy (?:activates|starts its turn) within reach(?: of this creature)?\s*[.:]\s*(?:make|this creature makes) an? \{([mb])\} attack (?:against|vs\.) that (?:enemy|creature)( as a free action)?$/i;

export function readPrey(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  const condition = m ? CONDITIONS.find((c) => c.toLowerCase() === (m[1] ?? '').toLowerCase()) : undefined;
  if (!m || !condition) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'StartOfTurn',
      conditions: [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'has-condition', condition, of: 'actor' },
        { kind: 'in-reach', of: 'actor' },
      ],
    },
    activated: true,
    action: m[3] === undefined ? 'none' : 'free',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'basic-attack-vs-other', melee: (m[2] ?? '').toLowerCase() === 'm' },
  };
}
