// Fight or Flight: "Use when first bloodied : Recharge <A> or <B>" — an activated power on the trigger
// `self-first-bloodied` × the effect `recharge-one` (abilities/effects/recharge-one.ts: its player
// chooses one of the named limited attacks or powers whose use is spent, which regains it) —
// ddm-battle-rules-2011, "Activated Powers", "Limited Use" and "Recharge", "Hit Points" (bloodied).
// import/creature.ts keeps it only when every name is a limited attack or power of the card.
import type { PowerInput } from '../cards/schema.js';

const RE =
  /^use when (?:this creature (?:is |becomes )?)?first (?:becomes )?bloodied\s*[:;]\s*recharge (?:this creature's )?(.+?) or (?:this creature's )?(.+)$/i;

export function readRechargeOneOf(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body.replace(/\u2019/g, "'"));
  if (!m) return null;
  const names = [m[1] ?? '', m[2] ?? ''].map((n) => n.trim());
  if (names.some((n) => n === '' || /,| or /i.test(n))) return null;
  return {
    kind: 'triggered',
    name,
    trigger: 'self-first-bloodied',
    activated: true,
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'recharge-one', names },
  };
}
