// Reads Death Burst printed "<Name>: (burst N) Immediate[,] when [this creature is] destroyed[;:]
// +N vs. D; <damage>[ AND <effects>][; N TYPE on miss | , N TYPE Damage only on miss]": a close burst
// attack made only by the power (attack `requires: 'power'`, never basic), and the triggered power of
// the same name — trigger `self-destroyed`, an immediate action (ddm-battle-rules-2011, "Immediate
// Action"; as Death Strike reads it), effect `card-attack` (abilities/effects/card-attack.ts). The
// printed miss damage is the grammar's "On miss, N TYPE damage". Other Death Burst wordings (damage
// without a roll, conditions only, "attack each adjacent enemy") are not read here.
import type { AttackInput, PowerInput } from '../cards/schema.js';
import { parseAttack } from './attack-grammar.js';
import { isGap, type Gap } from './types.js';

const HEAD = /^\((burst \d+)\)\s*immediate,? when (?:this creature is )?destroyed\s*[;:]\s*(.+)$/i;
/** "; 5 necrotic on miss" / ", 10 cold Damage only on miss" at the end: the grammar's miss sentence. */
const MISS = /[;,]\s*(\d+)\s+([a-z]+)(?: damage)?(?: only)? on miss\.?$/i;

/** The attack and the power of a Death Burst printed as an attack on destruction, a gap of its attack, or null (another wording). */
export function readDeathBurst(text: string, limit: number | undefined, index: number): { attack: AttackInput; power: PowerInput } | Gap | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const m = HEAD.exec(text.slice(colon + 1).trim());
  if (!m) return null;
  const body = (m[2] ?? '').trim().replace(MISS, (_all, n: string, type: string) => `. On miss, ${n} ${type} damage.`);
  const r = parseAttack(`${name}: (${m[1] ?? ''}) ${body}`, undefined, index);
  if (isGap(r)) return r;
  const attack: AttackInput = { ...r.attack, basic: false, requires: 'power' };
  const power: PowerInput = {
    kind: 'triggered',
    name,
    trigger: 'self-destroyed',
    activated: true,
    action: 'immediate',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'card-attack', attack: name },
  };
  return { attack, power };
}
