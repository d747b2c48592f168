// Gaseous Form in its two printings that only give Insubstantial (ddm-battle-rules-2011,
// "INSUBSTANTIAL"; "USE A POWER"; "Immediate Actions"): "Minor action: [This creature] has
// Insubstantial until end of round" (the minor action power, duration end-of-round) and "Immediate
// action, when this creature is targeted by an attack: This creature gains Insubstantial until the end
// of its next turn" (trigger `self-targeted-by-attack`, an immediate action, duration
// end-of-next-turn) × effect `insubstantial-self`. Printings that add Flight, a speed, half damage
// "until it makes an attack" or a placement on destruction are not read.
import type { PowerInput } from '../cards/schema.js';

const MINOR = /^minor action\s*[:;]\s*(?:this creature )?(?:has|gains) insubstantial until (?:the )?end of (?:the )?round$/i;
const TARGETED =
  /^immediate action,\s*(?:use )?when this creature is targeted by an attack\s*[:;]\s*this creature (?:gains|has) insubstantial until (?:the )?end of its next turn$/i;

/** The power, or null when the text is not such a printing. */
export function readGaseousForm(body: string, name: string, limit: number | undefined): PowerInput | null {
  const uses = limit !== undefined ? { uses: limit } : {};
  if (MINOR.test(body)) return { kind: 'action', name, action: 'minor', ...uses, effect: { kind: 'insubstantial-self' }, duration: 'end-of-round' };
  if (TARGETED.test(body))
    return {
      kind: 'triggered',
      name,
      trigger: 'self-targeted-by-attack',
      activated: true,
      action: 'immediate',
      ...uses,
      effect: { kind: 'insubstantial-self' },
      duration: 'end-of-next-turn',
    };
  return null;
}
