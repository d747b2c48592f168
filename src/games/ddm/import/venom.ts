// Venom N: "Use when this creature hits with a {b} attack: Target has N ongoing poison damage (save
// ends)" — read into an activated triggered power: a composed trigger (AfterAttack: this creature's
// basic attack, "Basic Attacks", that hit) × the existing effect `attack-effects-on-target` (ongoing
// damage of the type, save ends as ongoing damage always does) — ddm-battle-rules-2011, "Activated
// Powers", "Ongoing Damage". Our reading, as Crippling Slash's: declared once the attack is resolved,
// so the target gains it after the attack's own damage (a target the hit destroyed gains nothing). A
// number in the power's name must be the printed amount.
import { DAMAGE_TYPES, type PowerInput } from '../cards/schema.js';

const RE =
  /^use when this creature hits with an? (\{b\}|basic) attack\s*[:;]\s*(?:the )?target (?:has|takes) (\d+) ongoing (?:([a-z]+) )?damage \(save ends\)$/i;

export function readVenom(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  const amount = Number(m[2]);
  const type = m[3] === undefined ? 'untyped' : DAMAGE_TYPES.find((t) => t === (m[3] ?? '').toLowerCase());
  const named = /(\d+)\s*$/.exec(name);
  if (!type || amount % 5 !== 0 || (named && Number(named[1]) !== amount)) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'basic-attack' }, { kind: 'hit' }],
    },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'attack-effects-on-target', effects: [{ kind: 'ongoing', amount, type }] },
  };
}
