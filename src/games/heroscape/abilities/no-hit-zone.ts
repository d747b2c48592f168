/**
 * "No visible Hit Zone" given by a power (Cloud of Darkness, Scurry, Smoke Powder): while it lasts
 * no Line of Sight reaches the figure, so only what needs none still reaches it — an attack by a
 * figure engaged with it, a lobbed grenade, a power that counts clear sight spaces (clear sight sees
 * any part of a figure, not only its Hit Zone).
 * Rulebook: heroscape-master-game-guide — "Range and Line of Sight" ("If you can see any part of the
 * targeted figure's Hit Zone from its head, you have a clear Line of Sight"; "A figure does not need
 * Line of Sight to attack a figure that it is engaged with or adjacent to"), "Clear Sight Spaces".
 *
 * How: the power puts a token on its own card for each figure it hides, with the condition under
 * which it stays hidden — always, while on a given space, or while unengaged — and takes its tokens
 * off when the power's duration ends. The attack targets (battle/attack.ts `targetsOf`), Fire Line
 * and the Bolt of the Witherwood read them where they read the Cloak of Invisibility.
 */
import type { Board } from '../board.js';
import { engaged } from '../engagement.js';
import type { PlacedFigure } from '../figures.js';
import type { CardInPlay, HsState } from '../battle/state.js';

const PREFIX = 'no-hit-zone:';

/** How long a hidden figure stays hidden, within the power's duration. */
export type HiddenWhile = { readonly kind: 'always' } | { readonly kind: 'on-space'; readonly space: number } | { readonly kind: 'unengaged' };

/** The token hiding `figure` (ids hold no '@' or '~'). */
export function hideToken(figure: string, w: HiddenWhile): string {
  return w.kind === 'always' ? `${PREFIX}${figure}` : w.kind === 'on-space' ? `${PREFIX}${figure}@${w.space}` : `${PREFIX}${figure}~`;
}

/** Puts the token on the card (once). */
export function hide(c: CardInPlay, figure: string, w: HiddenWhile): void {
  const t = hideToken(figure, w);
  if (!c.tokens.includes(t)) c.tokens.push(t);
}

/** Takes every hiding token off the card (the power's duration is over). */
export function dropHiding(c: CardInPlay | undefined): void {
  if (!c) return;
  for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(PREFIX)) c.tokens.splice(i, 1);
}

/** The figures some power hides, each with its conditions ('' always, '@n' on space n, '~' unengaged); null when none (the usual case). */
export function hiddenFigures(s: HsState): Map<string, string[]> | null {
  let out: Map<string, string[]> | null = null;
  for (const c of s.cards) {
    if (c.tokens.length === 0) continue;
    for (const t of c.tokens) {
      if (!t.startsWith(PREFIX)) continue;
      const rest = t.slice(PREFIX.length);
      const cut = rest.search(/[@~]/);
      const id = cut < 0 ? rest : rest.slice(0, cut);
      const cond = cut < 0 ? '' : rest.slice(cut);
      out ??= new Map();
      const list = out.get(id);
      if (list) list.push(cond);
      else out.set(id, [cond]);
    }
  }
  return out;
}

/** Whether `e` has no visible Hit Zone now: one of its conditions holds (`all`: the figures on the battlefield). */
export function noVisibleHitZone(board: Board, all: readonly PlacedFigure[], e: PlacedFigure, hidden: Map<string, string[]> | null): boolean {
  const conds = hidden?.get(e.id);
  if (!conds) return false;
  for (const c of conds) {
    if (c === '') return true;
    if (c.startsWith('@')) {
      if (e.head === Number(c.slice(1))) return true;
    } else if (!all.some((o) => o.side !== e.side && engaged(board, e, o))) return true;
  }
  return false;
}
