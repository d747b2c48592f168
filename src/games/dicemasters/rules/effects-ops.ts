// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS", "USING A GLOBAL ABILITY", "BURSTS",
// "FUNDAMENTAL RULES" (effects target dice in the field unless they say otherwise), "GAME STATES"
// (card text refers to individual dice) and the Basic Action Cards' effects, interpreted from the
// card encoding (cards/types.ts `Effect`), including copying and control through a die ("CAPTURING,
// CONTROLLING, AND COPYING", rules/copy.ts) and "PREVENTING AND REDIRECTING" (a global's use may be
// prevented, rules/prevent.ts; damage to characters and players may be reacted to, rules/redirect.ts).
// Effects needing choices push an `effect` step that asks.
import type { Option } from '../../../core/index.js';
import type { Effect } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import type { EffectStep } from '../steps.js';
import type { EffectAnswer } from '../abilities/ops/op.js';
import { allFieldChars, cardDefs, cardOf, dieName, faceForLevel, fieldChars, hasAbility, inField, isNpc, level, opponent } from './dice.js';
import { checkLethal, damageCharacter, damagePlayer, leaveField } from './damage.js';
import type { DmCtx } from './statuses.js';
import { applyCopy, controlTargets, copyTargets, copyUsable, fixedCopier, takeControl } from './copy.js';
import { gate, mayPrevent } from './prevent.js';
import { classesOf } from './ability-use.js';
import { opChoose, opRun, opUsable } from '../abilities/ops/index.js';
import { mayRedirectTarget, REDIRECTABLE_OPS } from './redirect-effect.js';
import { renderEffect } from '../cards/render.js';

/** The `effect` step (steps.ts): one effect being resolved, with what has been chosen so far. */
export type { EffectStep };

/** An answer to an effect step's question: a die, a player, a payment, or done. */
export type { EffectAnswer };

const die = (s: DmState, id: number): DieState => s.dice[id] as DieState;

/** Whether using this effect now would do anything the rules allow (used to decide what to offer). */
export function effectUsable(s: DmState, player: number, e: Effect, source: number): boolean {
  const usable = opUsable(s, player, e, source);
  if (usable !== undefined) return usable;
  const chars = allFieldChars(s);
  switch (e.op) {
    case 'move-to':
      return chars.some((d) => e.maxLevel === null || level(s, d) <= e.maxLevel);
    case 'swap-with-used':
      return chars.some((d) => swapCandidates(s, d).length > 0);
    case 'damage':
      return e.target === 'character-or-player' || chars.length > 0;
    case 'exchange-control':
      return controlCandidates(s, player, true).length >= e.count && controlCandidates(s, opponent(player), false).length >= e.count;
    case 'copy':
      return copyUsable(s, player, e, source);
    case 'take-control': {
      const c = fixedCopier(s, player, source);
      return c !== null && controlTargets(s, c, e.maxLevel).length > 0;
    }
    default:
      return true;
  }
}

/** Characters that may change control: in the field (not attacking or blocking), not already controlled. */
function controlCandidates(s: DmState, owner: number, nonNpc: boolean): DieState[] {
  return fieldChars(s, owner).filter((d) => d.zone === 'field' && d.engaged.length === 0 && d.control === null && !(nonNpc && isNpc(s, d)));
}

function swapCandidates(s: DmState, x: DieState): DieState[] {
  const seen = new Set<number>();
  const out: DieState[] = [];
  for (const d of s.dice) {
    if (d.owner !== x.owner || d.zone !== 'used' || isNpc(s, d) || cardOf(s, d).kind !== 'character' || seen.has(d.card)) continue;
    seen.add(d.card);
    out.push(d);
  }
  return out;
}

/**
 * Starts resolving a global ability's effect (its cost is paid): an effect step, behind a prevention
 * window when some card could prevent it (PREVENTING AND REDIRECTING, rules/prevent.ts).
 */
export function startEffect(ctx: DmCtx, player: number, effect: Effect, bursts: number, source: number): void {
  const s = ctx.state;
  const step: EffectStep = { kind: 'effect', player, effect, bursts, source, picks: [] };
  if (!mayPrevent(s)) ctx.push(step);
  else ctx.push(...gate(s, { player, kind: 'global', title: globalTitle(s, effect), classes: classesOf('global', [effect]) }, [step]));
}

/** The card a global effect is printed on (the effect object is the card's own). */
function globalTitle(s: DmState, effect: Effect): string {
  for (const c of cardDefs(s)) if (c.abilities.some((a) => a.kind === 'global' && a.effect === effect)) return c.title;
  return 'a global ability';
}

/** The question an effect step asks next, or null when it resolved. */
export function runEffect(ctx: DmCtx, st: EffectStep): Option[] | null {
  const s = ctx.state;
  const e = st.effect;
  const asked = opRun(ctx, st, e);
  if (asked !== undefined) return asked;
  const p = st.player;
  const chars = allFieldChars(s);
  const charOpts = (list: readonly DieState[], verb: string): Option[] =>
    list.map((d) => ({ id: `die:${d.id}`, label: `${verb} ${dieName(s, d)}`, payload: { die: d.id } }));
  switch (e.op) {
    case 'damage': {
      const targets: Option[] = charOpts(chars, 'Damage');
      if (e.target === 'character-or-player')
        for (let q = 0; q < s.players.length; q++) targets.push({ id: `player:${q}`, label: `Damage ${s.players[q]?.name ?? q}`, payload: { player: q } });
      return targets.length ? targets : null;
    }
    case 'move-to':
      return charOpts(
        chars.filter((d) => e.maxLevel === null || level(s, d) <= e.maxLevel),
        `Move to its owner's ${e.zone === 'bag' ? 'bag' : 'prep area'}:`,
      );
    case 'swap-with-used': {
      if (st.picks.length === 0)
        return charOpts(
          chars.filter((d) => swapCandidates(s, d).length > 0),
          'Swap out',
        );
      const x = die(s, st.picks[0] as number);
      return swapCandidates(s, x).map((d) => ({ id: `die:${d.id}`, label: `Swap in ${cardOf(s, d).title} from the used pile`, payload: { die: d.id } }));
    }
    case 'extra-damage-highest-adventurer':
      return null; // folded into the `damage` line of the same action (see chooseEffect)
    case 'exchange-control': {
      const mine = st.picks.length < e.count;
      const owner = mine ? p : opponent(p);
      const left = controlCandidates(s, owner, mine).filter((d) => !st.picks.includes(d.id));
      if (left.length === 0) return null;
      return charOpts(left, mine ? 'Give your opponent control of' : 'Take control of');
    }
    case 'copy': {
      const fixed = fixedCopier(s, p, st.source);
      if (!fixed && st.picks.length === 0)
        return charOpts(
          fieldChars(s, p).filter((c) => copyTargets(s, p, c, e).length > 0),
          'Copy with',
        );
      const copier = fixed ?? die(s, st.picks[0] as number);
      if (!inField(copier)) return null;
      const list = copyTargets(s, p, copier, e);
      return list.length ? charOpts(list, `${dieName(s, copier)} copies`) : null;
    }
    case 'take-control': {
      // Control through a die: the source character is the controlling die.
      const controller = fixedCopier(s, p, st.source);
      if (!controller) return null;
      const list = controlTargets(s, controller, e.maxLevel);
      return list.length ? charOpts(list, `${dieName(s, controller)} takes control of`) : null;
    }
    default:
      // The ops with a module (abilities/ops/) were run above.
      throw new Error(`effect op '${e.op}': no module and no case in rules/effects-ops.ts`);
  }
}

/** Applies the answer to an effect step's question; pushes the step again if it needs more answers. */
export function chooseEffect(ctx: DmCtx, st: EffectStep, payload: EffectAnswer, reacted = false): void {
  const s = ctx.state;
  const e = st.effect;
  const p = st.player;
  if (opChoose(ctx, st, e, payload, reacted)) return;
  const again = (picks: number[]): void => ctx.push({ ...st, picks });
  switch (e.op) {
    case 'damage': {
      let amount = e.amount;
      // A ** line `extra-damage-highest-adventurer` on the same action adds to this damage.
      const extra =
        st.bursts === 2 ? cardOf(s, die(s, st.source)).abilities.some((a) => a.kind === 'action' && a.effect.op === 'extra-damage-highest-adventurer') : false;
      if (payload.player !== undefined) {
        damagePlayer(ctx, payload.player, amount, p, 'damage');
        return;
      }
      const d = die(s, payload.die as number);
      if (extra) {
        // ** : extra damage to a character equal to the level of your highest-level adventurer in the field.
        let best = 0;
        for (const a of fieldChars(s, p)) if (hasAbility(cardOf(s, a), 'experience')) best = Math.max(best, level(s, a));
        amount += best;
      }
      damageCharacter(ctx, d, amount, p);
      return;
    }
    case 'move-to': {
      const d = die(s, payload.die as number);
      // PREVENTING AND REDIRECTING: the target's controller may redirect it first (rules/redirect-effect.ts).
      if (!reacted && REDIRECTABLE_OPS.has(e.op) && mayRedirectTarget(s, d, p)) {
        ctx.push({ kind: 'target-reaction', effectStep: st, die: d.id, what: renderEffect(e).replace(/\.$/, '') });
        return;
      }
      leaveField(ctx, d, e.zone);
      ctx.emit('moved', { die: d.id, to: e.zone, name: dieName(s, d) });
      return;
    }
    case 'swap-with-used': {
      if (st.picks.length === 0) {
        const x = die(s, payload.die as number);
        // PREVENTING AND REDIRECTING: an opposing character picked to be swapped out may be redirected by
        // its controller before the swap-in is picked (from the new target's owner's used pile).
        if (!reacted && REDIRECTABLE_OPS.has(e.op) && mayRedirectTarget(s, x, p)) {
          ctx.push({ kind: 'target-reaction', effectStep: st, die: x.id, what: renderEffect(e).replace(/\.$/, '') });
          return;
        }
        return again([x.id]);
      }
      const x = die(s, st.picks[0] as number);
      const y = die(s, payload.die as number);
      // The swapped-in die arrives at level 1; this is not fielding, so no "when fielded" effects.
      leaveField(ctx, x, 'used');
      y.zone = 'field';
      y.face = faceForLevel(s, y, 1);
      ctx.emit('swapped', { out: x.id, in: y.id });
      return;
    }
    case 'exchange-control': {
      const picks = [...st.picks, payload.die as number];
      if (picks.length < 2 * e.count) return again(picks);
      // Each player takes control of the other's chosen dice: they become the controller's for game
      // purposes until the end of the turn (cleanup returns them to where they were taken from).
      for (const id of picks) {
        const d = die(s, id);
        d.control = { from: d.owner, back: d.zone, keepUnblocked: e.keepUnblocked };
        // Gear stays with its owner: a character changing hands leaves its gear in the field, unattached.
        for (const g of s.dice) if (g.attachedTo === d.id) g.attachedTo = -1;
        d.owner = opponent(d.owner);
        ctx.emit('controlled', { die: d.id, player: d.owner, name: dieName(s, d) });
      }
      return;
    }
    case 'copy': {
      const fixed = fixedCopier(s, p, st.source);
      if (!fixed && st.picks.length === 0) return again([payload.die as number]);
      const copier = fixed ?? die(s, st.picks[0] as number);
      applyCopy(ctx, copier, die(s, payload.die as number), e);
      // Copied stats may leave the copier with damage at or above its new defense.
      checkLethal(ctx, copier, p);
      return;
    }
    case 'take-control': {
      const controller = fixedCopier(s, p, st.source);
      if (controller) takeControl(ctx, controller, die(s, payload.die as number));
      return;
    }
    default:
      return;
  }
}
