// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING": copying (a die
// takes on the stats and/or abilities of another die; text naming the copied die applies to the copier)
// and control through a die (the controlled die becomes yours for game purposes; your controlling die
// cannot attack; control ends at the end of the turn or when the controlling die leaves the field, and
// the controlled die goes back to the area it was taken from).
//
// Decisions (docs/dicemasters.md): a copy is a snapshot of the copied die's printed numerals when the
// copy resolves (the copied die may leave the field afterwards); "copy the abilities" replaces the
// copier's own card text with the copied card's ("uses the opposing die's card as if it were its own");
// both last until the end of the turn (GAME STATES) or until the copier leaves the field.
import type { Ability, CardDef, Effect } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import { cardDefs, cardOf, dieName, faceOf, fieldChars, allFieldChars, hasAbility, inField, level, showsCharacter } from './dice.js';
import { CONTROLLING_HANDLER, COPY_HANDLER, controlledThrough, copiedStat, copyOf } from './copy-state.js';
import type { DmCtx } from './context.js';
import { changeOwner } from './zones.js';
import { blankCard, NO_TEXT, textLost } from '../abilities/lost-card-text.js';

/** The card whose text a die uses: its own, the copied card's while it copies abilities, or none while its text is lost (abilities/lost-card-text.ts). */
export function textCard(s: DmState, d: DieState): CardDef {
  if (s.core.effects.length === 0) return cardOf(s, d);
  if (textLost(s, cardDefs(s), d)) return blankCard(cardOf(s, d));
  const c = copyOf(s, d);
  return c && c.abilities ? (cardDefs(s)[c.card] as CardDef) : cardOf(s, d);
}

/** The card slot of `textCard`: the die's own, the copied card's while it copies abilities, or `NO_TEXT` (no card) while its text is lost. */
export function textSlot(s: DmState, d: DieState): number {
  if (s.core.effects.length === 0) return d.card;
  if (textLost(s, cardDefs(s), d)) return NO_TEXT;
  const c = copyOf(s, d);
  return c && c.abilities ? c.card : d.card;
}

/** A die's ability of this kind, honouring "copy the abilities". Use for per-die card text. */
export function abilityOf<K extends Ability['kind']>(s: DmState, d: DieState, kind: K): Extract<Ability, { kind: K }> | undefined {
  return hasAbility(textCard(s, d), kind);
}

/** Whether card text naming `title` applies to this die: its own name, or the name of the die it copies. */
export function namedAs(s: DmState, d: DieState, title: string): boolean {
  if (cardOf(s, d).title === title) return true;
  return s.core.effects.length > 0 && copyOf(s, d)?.title === title;
}

type CopyOp = Extract<Effect, { op: 'copy' }>;

/** The die that copies: the effect's source when it is one of the player's fielded characters. */
export function fixedCopier(s: DmState, player: number, source: number): DieState | null {
  const src = source >= 0 ? s.dice[source] : undefined;
  return src && inField(src) && src.owner === player && showsCharacter(s, src) ? src : null;
}

/** Characters `copier` may copy. */
export function copyTargets(s: DmState, player: number, copier: DieState, e: CopyOp): DieState[] {
  return allFieldChars(s).filter((d) => d.id !== copier.id && (e.of === 'any-character' || d.owner !== player));
}

/** Whether a copy effect would do anything now (a copier and something to copy). */
export function copyUsable(s: DmState, player: number, e: CopyOp, source: number): boolean {
  const fixed = fixedCopier(s, player, source);
  const copiers = fixed ? [fixed] : fieldChars(s, player);
  return copiers.some((c) => copyTargets(s, player, c, e).length > 0);
}

/** Records the copy: a snapshot of the copied die's numerals (its own copied ones if it is copying). */
export function applyCopy(ctx: DmCtx, copier: DieState, target: DieState, e: CopyOp): void {
  const s = ctx.state;
  const f = faceOf(s, target);
  if (f.t !== 'char' || !inField(copier) || !inField(target)) return;
  const tc = copyOf(s, target);
  // A newer copy replaces an older one made by the same die.
  ctx.removeEffects((x) => x.handler === COPY_HANDLER && x.params.die === copier.id);
  ctx.addEffect({
    name: `${COPY_HANDLER}#${s.core.nextEffectId}`,
    handler: COPY_HANDLER,
    owner: copier.owner,
    params: {
      die: copier.id,
      of: target.id,
      card: tc && tc.abilities ? tc.card : target.card,
      a: copiedStat(s, target, 'a') ?? f.a,
      d: copiedStat(s, target, 'd') ?? f.d,
      stats: e.stats ? 1 : 0,
      abilities: e.abilities ? 1 : 0,
      title: cardOf(s, target).title,
    },
    duration: 'end-of-turn',
  });
  ctx.emit('copied', {
    die: copier.id,
    of: target.id,
    stats: e.stats,
    abilities: e.abilities,
    text: `${dieName(s, copier)} copies ${e.stats ? 'the stats' : ''}${e.stats && e.abilities ? ' and ' : ''}${e.abilities ? 'the abilities' : ''} of ${cardOf(s, target).title}#${target.id}`,
  });
}

/** Ends the copy a die makes (it left the field). */
export function endCopy(ctx: DmCtx, d: DieState): void {
  if (ctx.state.core.effects.length) ctx.removeEffects((x) => x.handler === COPY_HANDLER && x.params.die === d.id);
}

/** Opposing characters the controlling die may take control of: in the field, not in a combat, not controlled. */
export function controlTargets(s: DmState, controller: DieState, maxLevel: number | null): DieState[] {
  return fieldChars(s, 1 - controller.owner).filter(
    (d) => d.zone === 'field' && d.engaged.length === 0 && d.control === null && (maxLevel === null || level(s, d) <= maxLevel),
  );
}

/**
 * Control through a die: the target becomes the controller's for game purposes ("move it into your
 * field on top of the die controlling it"); it keeps referencing its owner's card; its gear stays with
 * its owner, unattached.
 */
export function takeControl(ctx: DmCtx, controller: DieState, target: DieState): void {
  const s = ctx.state;
  target.control = { from: target.owner, back: target.zone, keepUnblocked: false };
  for (const g of s.dice) if (g.attachedTo === target.id) g.attachedTo = -1;
  changeOwner(s, target, controller.owner);
  ctx.addEffect({
    name: `${CONTROLLING_HANDLER}#${s.core.nextEffectId}`,
    handler: CONTROLLING_HANDLER,
    owner: controller.owner,
    params: { die: target.id, by: controller.id },
    duration: 'end-of-turn',
  });
  ctx.emit('controlled', { die: target.id, player: target.owner, by: controller.id, name: dieName(s, target) });
}

/** The dice a die controls when it leaves the field: control ends, they return where they were taken from. */
export function releaseControlled(ctx: DmCtx, controller: DieState, endControl: (d: DieState, to: DieState['zone']) => void): void {
  const s = ctx.state;
  if (s.core.effects.length === 0) return;
  for (const d of controlledThrough(s, controller)) {
    const c = d.control;
    if (c) endControl(d, inField(d) ? c.back : d.zone);
  }
}

export { COPY_HANDLER, CONTROLLING_HANDLER };
