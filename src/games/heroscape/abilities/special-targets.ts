/**
 * What special attacks share: the attack question's options (one per figure of the card that has not
 * attacked and per figure it may target, `<key>:<attacker>><defender>`) and the Common Squad defense
 * penalty some of them carry.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (used instead of a
 * normal attack by a figure that has not attacked this turn).
 */
import type { EffectHandler, Option } from '../../../core/index.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import { cardOf, figureById, figureName, figuresOfCard, type FigureState, type HsState } from '../battle/state.js';
import { ofEffectCard } from './near.js';

/** One option per figure of `card` not in `attacked` and per defender `targets` gives it; `more` adds a figure's other options (handed those targets). */
export function specialTargetOptions(
  ctx: HsCtx,
  card: number,
  attacked: readonly string[],
  key: string,
  name: string,
  targets: (f: FigureState) => readonly string[],
  more?: (f: FigureState, out: Option[], targets: readonly string[]) => void,
): Option[] {
  const s = ctx.state;
  const out: Option[] = [];
  for (const f of figuresOfCard(s, card)) {
    if (attacked.includes(f.id)) continue;
    const ts = targets(f);
    for (const t of ts)
      out.push({
        id: `${key}:${f.id}>${t}`,
        label: `${figureName(s, f)}: ${name} on ${figureName(s, figureById(s, t))}`,
        payload: { attacker: f.id, defender: t },
      });
    more?.(f, out, ts);
  }
  return out;
}

/** The attacker and defender ids of an option made by `specialTargetOptions`. */
export function specialTargetOf(key: string, optionId: string): [attacker: string, defender: string] {
  return optionId.slice(key.length + 1).split('>') as [string, string];
}

/**
 * "Common Squad figures roll N fewer defense dice against it": the card's special attacks lower a
 * Common Squad defender's dice (never below 0). The card's figures make no other special attack, so
 * a special attack from one of them is this power's.
 */
export function commonSquadsRollFewer(fewer: number): EffectHandler<HsState, HsQueries, HsCtx, HsEvents> {
  return {
    queries: {
      defenseDice: {
        tier: 0,
        modify(dice, args, s, effect) {
          if (!args.special || !ofEffectCard(s, effect, args.attacker)) return dice;
          const c = cardOf(s, figureById(s, args.defender)).card;
          return c.rarity === 'common' && c.kind === 'squad' ? Math.max(0, dice - fewer) : dice;
        },
      },
    },
  };
}
