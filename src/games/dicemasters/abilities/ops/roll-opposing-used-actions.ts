// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (an action face's effect is used by the
// player who uses it), "BURST SYMBOLS" (the lines the face's bursts match; an "instead" line replaces the
// base line), "PLAY AREAS" (used pile) and "CARD TEXT DETAILS". Card: Elf Wizard, Paragon Zhentarim —
// the user picks up to `max` action dice in the opponent's used pile (one at a time, and may stop), rolls
// them where they lie and uses the effect of each that shows an action face as if it were their own
// action die's; the dice then stay in (are returned to) the opponent's used pile. Reading:
// docs/dicemasters.md.
import { z } from 'zod';
import type { Ability, CardDef, Effect } from '../../cards/types.js';
import { cardOf, dieName, faceOf, opponent } from '../../rules/dice.js';
import { rollDie } from '../../rules/roll-and-reroll.js';
import { diceIn } from '../../rules/zones.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';

const candidates = (s: DmState, player: number, picked: readonly number[]): DieState[] =>
  diceIn(s, opponent(player), 'used').filter((d) => cardOf(s, d).kind === 'action' && !picked.includes(d.id));

/** BURST SYMBOLS: the action lines a face with `b` bursts resolves (the base line, or a burst line "instead" of it). */
export function actionLines(c: CardDef, b: number): Effect[] {
  const matches = (a: Extract<Ability, { kind: 'action' }>): boolean => a.burst === undefined || a.burst === b || (a.burst === 'any' && b > 0);
  const list = c.abilities.flatMap((a) => (a.kind === 'action' && matches(a) ? [a] : []));
  const instead = list.filter((a) => a.burst !== undefined && a.mode === 'instead');
  const last = instead[instead.length - 1];
  if (!last) return list.map((a) => a.effect);
  const base = list.findIndex((a) => a.burst === undefined);
  return list.filter((a, i) => i !== base && (a.mode !== 'instead' || a === last)).map((a) => a.effect);
}

export const rollOpposingUsedActions: EffectOpModule<'roll-opposing-used-actions'> = {
  op: 'roll-opposing-used-actions',
  section: 'PLAYING ACTIONS; BURST SYMBOLS',
  params: z.object({ max: z.number().int().min(1) }).strict(),
  classes: ['action'],
  text: (e) =>
    `Roll up to ${e.max} action dice from your opponent's used pile and use the action of each that shows an action face, as your own; the dice stay in their used pile.`,
  usable: (s, player) => candidates(s, player, []).length > 0,
  run(ctx, st, e) {
    const s = ctx.state;
    const left = st.picks.length < e.max ? candidates(s, st.player, st.picks) : [];
    if (left.length > 0)
      return [
        { id: 'done', label: st.picks.length ? 'Roll the dice picked' : 'Roll none', payload: { done: true } },
        ...left.map((d) => ({ id: `die:${d.id}`, label: `Pick ${dieName(s, d)} to roll`, payload: { die: d.id } })),
      ];
    rollPicked(ctx, st.player, st.picks);
    return null;
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) {
      rollPicked(ctx, st.player, st.picks);
      return;
    }
    ctx.push({ ...st, picks: [...st.picks, answer.die] });
  },
};

/** Rolls the picked dice where they lie; each action face's lines resolve for `player`, in the order picked. */
function rollPicked(ctx: Parameters<EffectOpModule<'roll-opposing-used-actions'>['run']>[0], player: number, picks: readonly number[]): void {
  const s = ctx.state;
  const steps = [];
  for (const id of picks) {
    const d = s.dice[id];
    if (!d || d.zone !== 'used') continue;
    rollDie(ctx, d);
    const f = faceOf(s, d);
    ctx.emit('status', { die: d.id, status: `rolled from the used pile: ${f.t === 'action' ? 'an action face' : 'no action'}`, name: dieName(s, d) });
    if (f.t !== 'action') continue;
    for (const effect of actionLines(cardOf(s, d), f.bursts))
      steps.push({ kind: 'effect' as const, player, effect, bursts: f.bursts, source: d.id, picks: [] });
  }
  if (steps.length) ctx.push(...steps);
}
