// Shadowcloak in its start-of-turn printings ("Use at start of this creature's turn: This creature is
// invisible until start (end) of its next turn", with the file's use limit; "RECHARGE when this
// creature first becomes bloodied" is read by language-powers.ts readLanguage) — an activated
// triggered power: trigger start-of-own-turn × effect `invisible-self` (a lasting `gained-invisible`
// record, abilities/effects/gained-self.ts) × duration start-of-next-turn (end-of-next-turn) —
// ddm-battle-rules-2011, "Activated Powers", "Start of Turn Phase", "Line of Sight" (Invisible),
// "Conditions" (Duration). "Invisible to nonadjacent enemies while adjacent to a wall" stays a gap.
import type { PowerInput } from '../cards/schema.js';

const RE = /^use at (?:the )?start of (?:this creature's|its) turn\s*[:;,]\s*(?:this creature|it) is invisible until (?:the )?(start|end) of its next turn$/i;

export function readShadowcloak(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body.replace(/\u2019/g, "'"));
  if (!m) return null;
  return {
    kind: 'triggered',
    name,
    trigger: 'start-of-own-turn',
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'invisible-self' },
    duration: (m[1] ?? '').toLowerCase() === 'start' ? 'start-of-next-turn' : 'end-of-next-turn',
  };
}
