// Ghost Step ("Minor action: This creature is invisible until end of turn", also "Minor action; …")
// read into an action power: the minor action × effect `invisible-self` × duration end-of-turn
// (ddm-battle-rules-2011, "USE A POWER", "Line of Sight", "Conditions": until end of its turn). Its
// "RECHARGE when first Bloodied" is read by language-powers.ts readLanguage. "… until after it
// attacks" stays a gap.
import type { PowerInput } from '../cards/schema.js';

const RE = /^minor action\s*[:;,]\s*(?:this creature )?is invisible until (?:the )?end of (?:its |this creature's )?turn$/i;

export function readGhostStep(body: string, name: string, limit: number | undefined): PowerInput | null {
  if (!RE.test(body.replace(/\u2019/g, "'"))) return null;
  return {
    kind: 'action',
    name,
    action: 'minor',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'invisible-self' },
    duration: 'end-of-turn',
  };
}
