// Reads Consumption, "Replaces move action: This creature takes N TYPE Damage; RECHARGE <attack> or
// <attack>" (and Arcane Sacrifice's "…, then recharges its <attack> or <attack>"): the creature pays N damage to regain the use of one of its limited attacks
// (ddm-battle-rules-2011, "Limited Use" and "Recharge"; "Take Actions Phase": a move action spent).
// Each attack named becomes an action power of its own, "<Name> (<attack>)" — the move action ×
// effect `recharge-attack` with `selfDamage` (abilities/effects/recharge-attack.ts: offered only while
// that attack's use is spent; the creature takes the damage, then regains the use) —, so the player
// picks which attack by the power it uses (as either-defense attacks keep one line per defense).
import { DAMAGE_TYPES, type PowerInput } from '../cards/schema.js';

// Also worded "…: This creature takes N damage, then recharges its <attack> or <attack>." (Arcane Sacrifice).
const RE = /^replaces move action\s*:\s*this creature takes (\d+) ([a-z]+ )?damage\s*(?:;\s*recharge|,\s*then recharges(?: its)?) (.+?)(?: or (.+?))?\.?$/i;

/** The action powers of a Consumption printing, or null (another wording). */
export function readConsumption(text: string, limit: number | undefined): PowerInput[] | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const name = text.slice(0, colon).trim();
  const m = RE.exec(text.slice(colon + 1).trim());
  if (!m) return null;
  const amount = Number(m[1]);
  const type = m[2] === undefined ? 'untyped' : DAMAGE_TYPES.find((t) => t === (m[2] ?? '').trim().toLowerCase());
  if (!type || amount % 5 !== 0) return null;
  const attacks = [m[3], m[4]].filter((a): a is string => !!a).map((a) => a.trim());
  return attacks.map((attack) => ({
    kind: 'action',
    name: attacks.length > 1 ? `${name} (${attack})` : name,
    action: 'move',
    effect: { kind: 'recharge-attack', attack, selfDamage: { amount, type } },
  }));
}
