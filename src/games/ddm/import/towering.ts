// Reads Towering, "Can occupy statue terrain. Can move into squares occupied by Medium or smaller
// enemies." (23 printings, a few with a stray ")" or a use limit): two continuous powers —
// `occupy-statue` ("STATUE": its movement may end in a statue square) under the printed name and
// `move-through-enemies` of the size printed ("Legal Position" (Enemy) broken for those enemies) under
// "<name> (enemies)": each power in play is an effect named after its power, so the two need two names.
// "Move into" is read as moving through: "Legal Position" still forbids ending in an occupied square
// (our reading; nothing on the card says it may stay there, as Infest does). A use limit the file
// gives the printing means nothing on an always-on power: it is not read, and the report says so.
import { SIZES, type PowerInput } from '../cards/schema.js';

const RE =
  /^can occupy statue terrain\.?(?:\s+can move (?:into|through) (?:squares|spaces) occupied by (small|medium|large|huge|gargantuan) or smaller enemies)?\.?\)?$/i;

/** The continuous powers of a Towering-style printing and the report's translations, or null (another wording). */
export function readOccupyStatue(text: string, limit: number | undefined): { powers: PowerInput[]; translated: string[] } | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const m = RE.exec(text.slice(colon + 1).trim());
  if (!m) return null;
  const powers: PowerInput[] = [{ kind: 'continuous', name, effect: { kind: 'occupy-statue' } }];
  const translated: string[] = [];
  if (m[1]) {
    const size = SIZES.find((z) => z.toLowerCase() === (m[1] ?? '').toLowerCase());
    if (!size) return null;
    powers.push({ kind: 'continuous', name: `${name} (enemies)`, effect: { kind: 'move-through-enemies', maxSize: size } });
    translated.push(`"move into squares occupied by ${size} or smaller enemies" read as moving through them (never ending there: "Legal Position")`);
  }
  if (limit !== undefined) translated.push(`the file's use limit (${limit}) on an always-on power is not read`);
  return { powers, translated };
}
