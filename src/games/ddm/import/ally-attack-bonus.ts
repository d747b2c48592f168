// Reads a bonus the creature gives its allies, "[(Aura N)] [<Keyword>] allies [in aura] have +A [{m}]
// Attack [with {m} attacks] [and +D [{m}] Damage]" or "… have +D [{m}] Damage", as the continuous
// `ally-attack-bonus` (no aura: every ally of the keyword on the map) or `aura-ally-attack-bonus`
// (abilities/continuous/ally-attack-bonus.ts; ddm-battle-rules-2011, "Continuous Powers", Aura; "Bonuses
// and Penalties"). "{m}" on the Attack must agree with the Damage when both are printed (a mixed bonus is
// another wording). The keyword is printed capitalised, and an alignment word ("Evil allies") is not read as one; "att ack" is the file's
// spelling slip for Attack. Another wording: null.
import type { PowerInput } from '../cards/schema.js';
import { namedUnlimited } from './wording.js';

const RE =
  /^(?:\(aura (\d+)\) )?(?:([a-z]+) )?allies( in (?:the )?aura)? have (?:\+(\d+) (\{m\} )?att ?ack( with \{m\} attacks)?(?: and \+(\d+) (\{m\} )?damage)?|\+(\d+) (\{m\} )?damage)$/;
const ALIGNMENTS = new Set(['good', 'evil', 'neutral', 'non-evil', 'non-good']);

const keywordOf = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export function readAllyAttackBonus(text: string, limit: number | undefined): PowerInput | null {
  const named = namedUnlimited(text, limit);
  if (!named) return null;
  const { name, body } = named;
  const m = RE.exec(body);
  if (!m) return null;
  const [, radius, word, inAura, attack, attackMelee, withMelee, damage, damageMelee, damageOnly, damageOnlyMelee] = m;
  // "(Aura N)" and "in aura" come together: one without the other is another wording.
  if ((radius === undefined) !== (inAura === undefined)) return null;
  // A keyword is printed capitalised ("Orc allies"); an alignment word is not a keyword.
  if (word !== undefined && (ALIGNMENTS.has(word) || !text.includes(`${keywordOf(word)} allies`))) return null;
  const meleeAttack = attackMelee !== undefined || withMelee !== undefined;
  if (attack !== undefined && damage !== undefined && meleeAttack !== (damageMelee !== undefined)) return null;
  const melee = attack !== undefined ? meleeAttack : damageOnlyMelee !== undefined;
  const shape = {
    attack: attack !== undefined ? Number(attack) : 0,
    damage: damage !== undefined ? Number(damage) : damageOnly !== undefined ? Number(damageOnly) : 0,
    ...(word !== undefined ? { keyword: keywordOf(word) } : {}),
    ...(melee ? { melee: true as const } : {}),
  };
  if (radius !== undefined) return { kind: 'continuous', name, effect: { kind: 'aura-ally-attack-bonus', ...shape, radius: Number(radius) } };
  return { kind: 'continuous', name, effect: { kind: 'ally-attack-bonus', ...shape } };
}
