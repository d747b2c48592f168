// Feral Surge ("use on this creature's turn. Take 1 extra move action this turn", with the file's use
// limit) read into a free-action power on its turn × effect `extra-move-actions`
// (ddm-battle-rules-2011, "Free Actions", "Take Actions Phase"). A free-action power must be limited,
// so the printing without a limit stays a gap; "Move up to its speed at the start of its turn" is
// another power.
import type { PowerInput } from '../cards/schema.js';

const RE = /^use (?:at any time )?(?:on|during) this creature's turn\s*[.:;,]\s*(?:this creature )?takes? (1|one|2|two) extra move actions? this turn$/i;

export function readFeralSurge(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body.replace(/\u2019/g, "'"));
  if (!m || limit === undefined) return null;
  const count = /^(1|one)$/i.test(m[1] ?? '') ? 1 : 2;
  return { kind: 'action', name, action: 'free', uses: limit, effect: { kind: 'extra-move-actions', count } };
}
