/**
 * Token labels for the DDM board (issue 22, item 2): a short mark drawn on each piece that tells
 * pieces apart — the initials of the card's name ("Golden Wyvern Initiate" → "GWI", "Gold Dragon
 * Hatchling" → "GDH"; one-word names keep three letters, "Troll" → "Tro") and the number the engine
 * gives a card that appears more than once in a warband ("Golden Wyvern Initiate #2" → "GWI2").
 * Two different cards that would still share a mark get the creature's id added, so no two pieces
 * on one board ever show the same mark. Colour by side comes from the piece's owner (CSS p0/p1).
 */
export interface LabelledCreature {
  readonly id: number;
  readonly card?: string;
  readonly label?: string;
  readonly name?: string;
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  if (words.length <= 1) return (words[0] ?? name).slice(0, 3);
  return words
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** The number the engine appended to a repeated card's label ("… #2"), or ''. */
const copyNumber = (label: string): string => /#(\d+)$/.exec(label)?.[1] ?? '';

/** The full name a player reads: the engine's label ("Golden Wyvern Initiate #2"). */
export const fullName = (c: LabelledCreature): string => c.label ?? c.name ?? c.card ?? `#${c.id}`;

/** Each creature's short mark, distinct across the board. */
export function tokenMarks(creatures: readonly LabelledCreature[]): Map<number, string> {
  const marks = new Map<number, string>();
  const cardOfMark = new Map<string, string>();
  const clash = new Set<string>();
  for (const c of creatures) {
    const card = c.card ?? c.name ?? fullName(c).replace(/\s*#\d+$/, '');
    const m = initials(card) + copyNumber(fullName(c));
    marks.set(c.id, m);
    const seen = cardOfMark.get(m);
    if (seen !== undefined && seen !== card) clash.add(m);
    cardOfMark.set(m, card);
  }
  for (const c of creatures) {
    const m = marks.get(c.id)!;
    if (clash.has(m)) marks.set(c.id, `${m}·${c.id}`);
  }
  return marks;
}
