// A named card attack against "that enemy" of a trigger — Gut Maw ("Use when an enemy misses this creature
// with a {m} attack: This creature makes a <Attack> attack against that enemy as a free action") and Blood
// Frenzy ("Immediate, when an enemy within Reach becomes Bloodied; make a <Attack> attack against that
// enemy") — read into an activated triggered power × the existing effect `card-attack` with `vsOther`
// (abilities/effects/card-attack.ts: the card's attack of that name against the trigger's other creature,
// offered only while that creature is a legal target of it). Gut Maw's trigger is the named
// `self-missed-by-melee` (after the enemy's missed melee attack is resolved, "that enemy" its attacker);
// Blood Frenzy's a composed trigger (Bloodied: an enemy on the map within this creature's reach, "that
// enemy" the creature that became bloodied). ddm-battle-rules-2011, "Activated Powers", "Immediate
// Actions", "Free Actions", "Hit Points" (bloodied), "Reach". import/creature.ts keeps the power only when
// the card has that attack and it has no use limit (the attack is made without spending one).
import type { PowerInput } from '../cards/schema.js';

const MISSED =
  /^use when an enemy misses this creature with an? \{m\} attack\s*:\s*this creature makes an? ([A-Z][\w' -]*?) attack against that enemy as a free action$/i;
const BLOODIED =
  /^immediate(?: action)?,\s*(?:use )?when an enemy within reach becomes bloodied\s*[;:]\s*make an? ([A-Z][\w' -]*?) attack against that enemy$/i;

export function readCardAttackVsEnemy(body: string, name: string, limit: number | undefined): PowerInput | null {
  const uses = limit !== undefined ? { uses: limit } : {};
  const missed = MISSED.exec(body);
  if (missed)
    return {
      kind: 'triggered',
      name,
      trigger: 'self-missed-by-melee',
      activated: true,
      action: 'free',
      ...uses,
      effect: { kind: 'card-attack', attack: missed[1] ?? '', vsOther: true },
    };
  const bloodied = BLOODIED.exec(body);
  if (bloodied)
    return {
      kind: 'triggered',
      name,
      trigger: {
        event: 'Bloodied',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'on-map', of: 'actor' },
          { kind: 'in-reach', of: 'actor' },
        ],
      },
      activated: true,
      action: 'immediate',
      ...uses,
      effect: { kind: 'card-attack', attack: bloodied[1] ?? '', vsOther: true },
    };
  return null;
}
