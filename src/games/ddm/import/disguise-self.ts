// Reads Disguise Self's other printings as the custom power files: "This creature is invisible until it
// attacks" and "Use during setup: This creature is invisible until it resolves an attack"
// (disguise-self: invisible to all) and "Use during your set-up: This creature is invisible to enemies
// until [after] it [first] makes an attack" (disguise-self-to-enemies: its allies still see it) —
// ddm-rules-guidelines-2008, Invisible. A set-up use (the file's limit 1) is taken as always made: the
// power has no cost and nothing else happens at set-up (our reading, said in the report).
import type { PowerInput } from '../cards/schema.js';

const PLAIN = /^this creature is invisible until (?:after )?it (?:attacks|resolves an attack)\.?$/i;
const SETUP = /^use during (?:your )?set-?up\s*:\s*this creature is invisible( to enemies)? until (?:after )?it (?:first )?(?:makes|resolves) an attack\.?$/i;

export function readDisguiseSelf(text: string, limit: number | undefined): { power: PowerInput; translated: string[] } | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const body = text.slice(colon + 1).trim();
  if (limit === undefined && PLAIN.test(body)) return { power: { kind: 'custom', name, custom: 'disguise-self' }, translated: [] };
  const m = SETUP.exec(body);
  if (!m || (limit !== undefined && limit !== 1)) return null;
  return {
    power: { kind: 'custom', name, custom: m[1] ? 'disguise-self-to-enemies' : 'disguise-self' },
    translated: ['its set-up use is taken as always made (invisible from the start of the battle)'],
  };
}
