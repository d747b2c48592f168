// "<Keyword> Mount: Can (May) have a Medium or smaller <Keyword>[ or <Keyword>] creature (ally) as a
// rider" (Goblin Mount, Martial Mount, Sylvan Mount, Undead Mount, Orc Mount, Dwarf Mount; Phantom
// Steed's "Mount: May have a medium or smaller Arcane ally as a Rider") — the named power `mount`
// ("Mounts and Riders": this creature can be a mount; one rider, an ally of size Medium or smaller with
// one of the keywords; a rider is always an ally, "MOUNT"). Printings naming one size only ("a Small
// Kobold creature", "a non-Mounted Medium Dwarf ally"), an alignment, two riders or a champion stay gaps.
import type { PowerInput } from '../cards/schema.js';

const RE = /^(?:can|may) have an? medium or smaller ([a-z]+(?:(?:,| or) [a-z]+)*) (?:creature|ally) as a rider$/i;
const keywordOf = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function readMountWording(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body.trim().replace(/\.$/, ''));
  if (!m || limit !== undefined) return null;
  const keywords = (m[1] ?? '')
    .split(/,? or |, /)
    .filter((w) => w)
    .map(keywordOf);
  if (keywords.some((k) => /^(?:Non|Mounted|Good|Evil|Champion)$/.test(k))) return null;
  return { kind: 'mount', name, riders: 1, maxSize: 'Medium', keywords, nonMounted: false };
}
