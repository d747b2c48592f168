// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": the kinds of game effect
// ("damage, drawing a die, etc.") an ability use made of effect ops has, which decide the preventions
// that may answer it (rules/prevent.ts), and the window in front of an action's or a "when fielded"
// ability's effect steps. Each op module (abilities/ops/) names its own classes. Above rules/prevent.ts,
// so the op modules may use prevent.ts.
import type { AbilityUse, DmStep, EffectStep } from '../steps.js';
import type { Effect, EffectClass } from '../cards/types.js';
import type { DmState } from '../types.js';
import type { DmCtx } from './context.js';
import { announcedUse, mayPrevent } from './prevent.js';
import { opClasses } from '../abilities/ops/index.js';

/** The classes of an ability use made of these effects; `global` and `action` name the use's kind. */
export function classesOf(kind: AbilityUse['kind'], effects: readonly Effect[]): EffectClass[] {
  const out: EffectClass[] = kind === 'global' || kind === 'action' ? [kind] : [];
  for (const e of effects) for (const c of opClasses(e)) if (!out.includes(c)) out.push(c);
  return out;
}

/** `announcedUse` for effect steps (an action die's lines, a "when fielded" ability): classes from their effects. */
export function announcedEffects(s: DmState, player: number, kind: AbilityUse['kind'], title: string, steps: EffectStep[]): DmStep[] {
  if (steps.length === 0 || !mayPrevent(s)) return steps;
  return announcedUse(
    s,
    {
      player,
      kind,
      title,
      classes: classesOf(
        kind,
        steps.map((st) => st.effect),
      ),
    },
    steps,
  );
}

/**
 * A card's triggered line (its effect, from die `source`, with `picks` already made) pushed as one
 * ability use of `player` that a prevention may answer.
 */
export function pushTriggered(ctx: DmCtx, player: number, title: string, effect: Effect, source: number, picks: readonly number[] = []): void {
  const step: EffectStep = { kind: 'effect', player, effect, bursts: 0, source, picks };
  ctx.push(...announcedEffects(ctx.state, player, 'triggered', title, [step]));
}

/**
 * Whether line `ability` of card slot `slot` has not yet triggered this turn under `marker` (its
 * module's own core-effect name); marks it as used until the end of the turn ("the first time each turn").
 */
export function firstThisTurn(ctx: DmCtx, marker: string, owner: number, slot: number, ability: number): boolean {
  const s = ctx.state;
  if (s.core.effects.some((e) => e.handler === marker && e.params.slot === slot && e.params.ability === ability)) return false;
  ctx.addEffect({ name: `${marker}#${s.core.nextEffectId}`, handler: marker, owner, params: { slot, ability }, duration: 'end-of-turn' });
  return true;
}
