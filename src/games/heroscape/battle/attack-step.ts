/**
 * The attack question of a turn: each figure of the card attacks once (more when a power says so),
 * or the card's powers are used instead (special attacks, "instead of attacking" powers).
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card
 * (Optional)", "ATTACKING" ("Each figure can attack only once"; "Some figures have special powers
 * that allow them to attack more than once"), "Special Powers" → "Special Attacks" (used instead of
 * a normal attack).
 *
 * Each option names the attacker and the defender (the guide's "Announce which figure is the
 * Attacker and which figure is the Defender"), so one decision answers both.
 */
import type { OfferedOption, StepHandler } from '../../../core/index.js';
import { abilitiesOf } from '../abilities/index.js';
import { resolveAttack, targetsOf, type Positions } from './attack.js';
import { doorAttackOptions, doorOption, resolveDoorAttack } from './door-attack.js';
import { adjustDoor, doorAdjustOptions, isDoorAdjust, undoOf, withoutUndo } from './door-adjust.js';
import type { HsEvents, HsQueries, HsCtx } from './events.js';
import type { StepOf } from './steps.js';
import { figureById, figuresOfCard, type FigureState, type HsState } from './state.js';
import { beforeAttackOptions, isBeforeAttackUse, useBeforeAttack } from './treasure-use.js';
import { cloakOptions, isCloakUse, useCloak } from './treasure-cloak.js';
import { boltOptions, isBoltUse, useBolt } from './treasure-bolt.js';
import { activatedThisTurn, activatePooled, borrowedThisTurn, joinedThisTurn, mayBorrow, noteActivated, partnerFor, pooledFigures } from './commons.js';

export const END_ATTACKS = 'end';

/** Whether `f` has a normal attack left this turn. */
function mayAttackAgain(ctx: HsCtx, f: FigureState, attacked: readonly string[]): boolean {
  // Counted in a plain loop (no filtered copy): asked for every figure of the card at every attack question.
  let made = 0;
  for (const a of attacked) if (a === f.id) made++;
  // Asked before the first attack too: a power may leave the figure no attack this turn (Stinger Drain).
  // Without a rule or power in play answering it, a figure attacks once ("Each figure can attack only once").
  return made < (ctx.modifies('attacksPerTurn') ? ctx.query('attacksPerTurn', 1, { figure: f.id }) : 1);
}

/** The normal attacks of the matching Common cards' figures that the turn's marker may still activate (each changes places with a figure of the card that has not acted). */
/** How many different figures have attacked in this attack question's turn. */
function attackersSoFar(step: StepOf<'choose-attack'>): number {
  return new Set(step.attacked).size;
}

function pooledAttackOptions(ctx: HsCtx, step: StepOf<'choose-attack'>, positions: Positions): OfferedOption[] {
  const s = ctx.state;
  // Horde Movement: any matching figure may attack, moved or not, while fewer than the limit have attacked.
  const limit = s.turn?.attackers;
  if (limit !== undefined) {
    if (attackersSoFar(step) >= limit) return [];
    const out: OfferedOption[] = [];
    for (const f of pooledFigures(s, step.card)) {
      if (step.attacked.includes(f.id) || !mayAttackAgain(ctx, f, step.attacked)) continue;
      for (const t of targetsOf(ctx, f, undefined, positions)) out.push({ id: `${f.id}>${t}`, payload: { attacker: f.id, defender: t } });
    }
    return out;
  }
  const busy = [...activatedThisTurn(s), ...step.attacked];
  const canJoin = partnerFor(s, step.card, busy) !== null || mayBorrow(s, step.card);
  // Hive Swarm: the figures activated where they are attack as the turn card's own.
  const lent = borrowedThisTurn(s);
  if (!canJoin && lent.length === 0) return [];
  const out: OfferedOption[] = [];
  for (const f of pooledFigures(s, step.card)) {
    const own = lent.length > 0 && lent.includes(f.id);
    if ((!own && (!canJoin || busy.includes(f.id))) || !mayAttackAgain(ctx, f, step.attacked)) continue;
    for (const t of targetsOf(ctx, f, undefined, positions)) out.push({ id: `${f.id}>${t}`, payload: { attacker: f.id, defender: t } });
  }
  return out;
}

export const chooseAttack: StepHandler<HsState, StepOf<'choose-attack'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const s = ctx.state;
    const options: OfferedOption[] = [];
    // Nobody moves while the options are listed: one view of the battlefield serves every attacker.
    const positions: Positions = {};
    const joined = joinedThisTurn(s);
    // Horde Movement's limit on the figures attacking this turn (a figure that attacked may still attack again where a power lets it).
    const limit = s.turn?.attackers;
    const full = limit !== undefined && attackersSoFar(step) >= limit;
    for (const f of figuresOfCard(s, step.card)) {
      if (!mayAttackAgain(ctx, f, step.attacked) || (joined.length > 0 && joined.includes(f.id)) || (full && !step.attacked.includes(f.id))) continue;
      // The label (with the dice) is worded only when read (describe.ts): bots never read it.
      const targets = targetsOf(ctx, f, undefined, positions);
      for (const t of targets) options.push({ id: `${f.id}>${t}`, payload: { attacker: f.id, defender: t } });
      // The Belt of Giant Strength and the Whetstone of Venom, used before a normal attack on an adjacent figure (treasure-use.ts).
      if (s.treasures) options.push(...beforeAttackOptions(s, f, targets));
      // "Targeting the Door": instead of a figure (only on a battlefield with a Door).
      if (s.map.doors.length > 0) options.push(...doorAttackOptions(ctx, f));
    }
    // Two or more of the same Common card: a matching figure the marker has not activated may attack in this turn (commons.ts).
    if (s.cards[step.card]!.card.rarity === 'common') options.push(...pooledAttackOptions(ctx, step, positions));
    for (const { ability } of abilitiesOf(s, step.card)) options.push(...(ability.attackOptions?.(ctx, step.card, step.attacked) ?? []));
    // "At any time during your turn" the Door may be opened, closed or barred (door-adjust.ts).
    if (s.map.doors.length > 0) options.push(...doorAdjustOptions(s, step.player, step.undo));
    // The Cloak of Invisibility, put on "at any point during its turn" (treasure-cloak.ts).
    if (s.treasures) options.push(...cloakOptions(s, step.card));
    // The Bolt of the Witherwood, "after moving and before attacking with this figure" (treasure-bolt.ts).
    if (s.treasures) options.push(...boltOptions(ctx, step.card, step.attacked));
    if (options.length === 0) return;
    options.push({ id: END_ATTACKS, label: 'End the turn' });
    return ctx.askLazily(step.player, 'choose-attack', `Attack with ${s.cards[step.card]!.card.name}?`, options);
  },
  choose(ctx, asked, option) {
    const step = withoutUndo(asked);
    if (option.id === END_ATTACKS) return;
    const s = ctx.state;
    if (isDoorAdjust(option.id)) {
      adjustDoor(ctx, step.player, option.id);
      ctx.push({ ...step, undo: undoOf(option.id) });
      return;
    }
    if (isCloakUse(option.id)) {
      useCloak(ctx, step.card, option.id);
      ctx.push(step);
      return;
    }
    if (isBoltUse(option.id)) {
      // Asked again after whatever the destruction sets off.
      ctx.push(step);
      useBolt(ctx, step.card, step.attacked, option.id);
      return;
    }
    // A power's option (`key:…`) may name the Door too: it is the power's to carry out.
    const door = option.id.includes(':') ? null : doorOption(option.id);
    if (door) {
      ctx.push({ ...step, attacked: [...step.attacked, door.attacker] });
      resolveDoorAttack(ctx, figureById(s, door.attacker), door.door);
      return;
    }
    if (isBeforeAttackUse(option.id)) {
      const { attacker, defender } = useBeforeAttack(ctx, option.id);
      ctx.push({ ...step, attacked: [...step.attacked, attacker] });
      resolveAttack(ctx, figureById(s, attacker), figureById(s, defender));
      s.turn?.attacks.push([attacker, defender]);
      return;
    }
    const colon = option.id.indexOf(':');
    if (colon > 0) {
      const key = option.id.slice(0, colon);
      const power = abilitiesOf(s, step.card).find((a) => a.key === key);
      if (!power?.ability.useAttackOption) throw new Error(`choose-attack: ${option.id} names no power of ${s.cards[step.card]!.card.name}`);
      const attacked = [...step.attacked];
      ctx.push({ ...step, attacked });
      // The power's own steps (pushed now) run before the attack question comes back.
      attacked.push(...power.ability.useAttackOption(ctx, step.card, option));
      return;
    }
    // The attacker and the defender either side of '>' (sliced: a split made an array per attack).
    const gt = option.id.indexOf('>');
    const a = option.id.slice(0, gt);
    const d = option.id.slice(gt + 1);
    const fa = figureById(s, a);
    // Horde Movement: a matching figure attacks where it is, with no activation.
    if (fa.card !== step.card && s.turn?.attackers === undefined) activatePooled(s, step.card, fa, [...activatedThisTurn(s), ...step.attacked]);
    noteActivated(s, a);
    // Asked again once this attack (and whatever powers it sets off) is over.
    ctx.push({ ...step, attacked: [...step.attacked, a] });
    resolveAttack(ctx, figureById(s, a), figureById(s, d));
    s.turn?.attacks.push([a, d]);
  },
};
