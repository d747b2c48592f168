/**
 * Dice Masters die faces as the engine writes them, read back into parts the table draws (issue 22,
 * item 4: dice drawn as dice). Two spellings reach the page: a rolled die's face in the view
 * (`faceLabel`, rules/dice.ts: "mask", "2 mask", "wild ?", "generic 2",
 * "level 1 (1 to field, 1A 1D)*", "action *") and the faces line of a card's rendered text
 * (cards/render.ts: "mask", "mask x2", "?", "(2)", "L1 1|1A|1D*", "ACTION*", "GEAR**").
 * Anything else is kept as text, so an engine change shows up unparsed rather than wrong.
 */
export type FaceView =
  | { readonly kind: 'energy'; readonly type: string; readonly n: number; readonly bursts: number }
  | { readonly kind: 'wild' }
  | { readonly kind: 'generic'; readonly n: number }
  | { readonly kind: 'char'; readonly level: number; readonly cost: number; readonly a: number; readonly d: number; readonly bursts: number }
  | { readonly kind: 'action'; readonly gear: boolean; readonly bursts: number }
  | { readonly kind: 'text'; readonly text: string };

export const ENERGY_TYPES = ['fist', 'bolt', 'mask', 'shield'] as const;

const burstsOf = (s: string): number => (/(\*+)\s*$/.exec(s)?.[1] ?? '').length;

export function parseFace(label: string): FaceView {
  const t = label.trim();
  const bare = t.replace(/\s*\*+\s*$/, '');
  let m: RegExpExecArray | null;
  if (t === '?' || /^wild\b/i.test(t)) return { kind: 'wild' };
  if ((m = /^(?:generic (\d+)|\((\d+)\))$/.exec(t))) return { kind: 'generic', n: Number(m[1] ?? m[2]) };
  if ((m = /^(?:(\d+) )?([a-z]+)(?: x(\d+))?$/.exec(bare)) && (ENERGY_TYPES as readonly string[]).includes(m[2]!))
    return { kind: 'energy', type: m[2]!, n: Number(m[1] ?? m[3] ?? 1), bursts: burstsOf(t) };
  if ((m = /^level (\d+) \((\d+) to field, (\d+)A (\d+)D\)/.exec(t)) || (m = /^L(\d+) (\d+)\|(\d+)A\|(\d+)D/.exec(t)))
    return { kind: 'char', level: Number(m[1]), cost: Number(m[2]), a: Number(m[3]), d: Number(m[4]), bursts: burstsOf(t) };
  if (/^(action|gear)$/i.test(bare)) return { kind: 'action', gear: /^gear$/i.test(bare), bursts: burstsOf(t) };
  return { kind: 'text', text: t };
}

/** The faces listed on a card's rendered text ("Faces: a / b / …"), or [] when it has none. */
export function cardFaces(text: string): string[] {
  const line = text.split('\n').find((l) => l.startsWith('Faces: '));
  return line ? line.slice('Faces: '.length).split(' / ') : [];
}
