// Implements ddm-battle-rules-2011, "Resolving Effects" (Simultaneous Effects: "the acting player
// decides the order to resolve them in. For example, when a creature resolves an area attack, its
// controller decides the order in which to roll attack rolls for the targets"), "Close Attacks" and
// "Area Attacks" (Multiple Targets: "make a separate attack roll against each target in the area of
// effect, then apply damage and other effects caused by the attack simultaneously"); guidelines
// "Declare target(s)" T1 ("all targets are declared first, before any attack rolls are resolved. The
// attack rolls may be resolved in any order").
//
// The order is an enumerated decision (`order-effects`, the same kind as the reaction windows'
// ordering) asked ONLY when it can change something; otherwise the rolls and then the damage go in
// creature order with no question. "Can change something" is decided on the facts at that moment:
// - the rolls: some creature could answer two or more of the remaining rolls with a LIMITED reaction
//   (an immediate action — one per turn —, a champion power — once per creature's turn —, or a power
//   with limited uses) in the per-roll windows (T3 redirect: Bodyguard; hit: Second Chance on its own
//   roll only; critical: the Battlemaster's champion power). Spending it on one roll may leave it
//   unavailable for a later one, so which target is rolled against first decides which one it can
//   protect. An unlimited reaction, or one that only one roll can trigger, leaves the order moot.
// - the damage and effects: two or more of the rolls carry an effect whose result depends on what
//   was resolved before it — forced movement (push/pull/slide: each moved creature changes the
//   squares the next one can use) or an 'as if' dominated attack (the creature attacks in between) —,
//   or some creature could answer two or more of the critical hits with a limited "ally scores a
//   critical hit" reaction. Damage, conditions and ongoing damage on different creatures do not
//   interact ("for purposes of stacking, simultaneous effects are considered to be resolved at once").
// The question is asked again before each roll (or each application) while at least two remain and
// the order still matters; once it no longer does, the rest go in creature order.
import type { Ask, OfferedOption, Option } from '../../../core/index.js';
import type { AttackEffect, Trigger } from '../cards/schema.js';
import { geo, type Geo } from '../geo.js';
import { TRIGGER_MODULES } from '../abilities/triggers/index.js';
import { powerAnswers } from '../abilities/queries.js';
import type { DdmCtx } from '../ctx.js';
import { step, type AreaGroup } from '../steps.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import { cardOf, hasUse, onMap, sideOf } from './common.js';
import { canReact } from './conditions.js';
import { endOfActionSqueeze } from '../powers/squeeze.js';

const rollStep = (g: AreaGroup, t: number) =>
  step('attack-roll', {
    attacker: g.attacker,
    attackIndex: g.attackIndex,
    target: t,
    mode: g.mode,
    originX: g.originX,
    originY: g.originY,
    record: -1,
    group: g.group,
  });
const damageStep = (rec: number) => step('attack-damage', { record: rec });

/** The records of the group's rolls that are still live (a roll whose target vanished leaves none), in roll order. */
function groupRecords(s: DdmState, group: number): AttackRec[] {
  return Object.values(s.attacks)
    .filter((r) => r.group === group)
    .sort((a, b) => a.id - b.id);
}

const present = (s: DdmState, id: number): boolean => {
  const x = s.creatures[id];
  return !!x && onMap(x);
};

/** The attacking creature's controller ("its controller decides the order"). */
function orderingPlayer(s: DdmState, c: CreatureState): number {
  return s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c);
}

/** `attack-group` run: the next roll (or application), asking for the order only when it matters. */
export function areaGroupRun(ctx: DdmCtx, st: AreaGroup): Ask | void {
  const s = ctx.state;
  const c = s.creatures[st.attacker];
  if (st.phase === 'roll') {
    const left = st.left.filter((t) => present(s, t));
    if (left.length === 0) {
      // Every roll made: the damage and effects of all of them, "simultaneously".
      ctx.push(step('attack-group', { ...st, phase: 'damage', left: groupRecords(s, st.group).map((r) => r.id) }));
      return;
    }
    if (!c || !onMap(c) || left.length === 1 || !rollOrderMatters(ctx, c, left)) {
      ctx.push(...left.map((t) => rollStep(st, t)), step('attack-group', { ...st, left: [] }));
      return;
    }
    const options: Option[] = left.map((t) => {
      const x = s.creatures[t] as CreatureState;
      return { id: String(t), label: `${x.label} (${x.hp} HP)`, payload: { creature: t } };
    });
    return ctx.ask(orderingPlayer(s, c), 'order-effects', `${c.label}: which target's attack roll comes next?`, options);
  }
  const left = st.left.filter((id) => !!s.attacks[String(id)]);
  // The attack action is over: outside its own turn a squeezed attacker may end squeezing now.
  if (left.length === 0) return void (c && ctx.push(...endOfActionSqueeze(s, c)));
  if (
    !c ||
    left.length === 1 ||
    !damageOrderMatters(
      ctx,
      c,
      left.map((id) => s.attacks[String(id)] as AttackRec),
    )
  ) {
    ctx.push(...left.map(damageStep), step('attack-group', { ...st, left: [] }));
    return;
  }
  const options: Option[] = left.map((id) => {
    const r = s.attacks[String(id)] as AttackRec;
    const x = s.creatures[r.target] as CreatureState;
    return {
      id: String(id),
      label: `${x.label} (${r.hit ? (r.crit ? 'critical hit' : 'hit') : 'miss'})`,
      payload: { creature: x.id, hit: r.hit, crit: r.crit },
    };
  });
  return ctx.ask(orderingPlayer(s, c), 'order-effects', `${c.label}: the damage and effects on which target resolve next?`, options);
}

/** `attack-group` choose: resolve the chosen roll (application) completely, then ask about the rest. */
export function areaGroupChoose(ctx: DdmCtx, st: AreaGroup, option: OfferedOption): void {
  const id = Number(option.id);
  const rest = st.left.filter((x) => x !== id);
  if (st.phase === 'roll') ctx.push(rollStep(st, id), step('attack-group', { ...st, left: rest }));
  else ctx.push(damageStep(id), step('attack-group', { ...st, left: rest }));
}

/** A limited reaction `o` could use now for `trigger`: its power is activated and limited, with a use and (immediate) its action left. */
function limitedReactions(ctx: DdmCtx, o: CreatureState, triggers: readonly Trigger[]): Trigger[] {
  const s = ctx.state;
  const out: Trigger[] = [];
  if (!onMap(o) || !canReact(o)) return out;
  const card = cardOf(s, o);
  for (const p of powerAnswers(s, o).triggered) {
    if (!p.activated || typeof p.trigger !== 'string' || !triggers.includes(p.trigger)) continue;
    const immediate = p.action === 'immediate';
    if (!immediate && p.uses === undefined) continue; // unlimited: usable on every roll alike
    if (!hasUse(ctx, o, p.name, p.uses) || (immediate && s.turn?.immediate.includes(o.id))) continue;
    out.push(p.trigger);
  }
  const rating = card.championRating ?? 0;
  card.championPowers.forEach((p, i) => {
    if (typeof p.trigger !== 'string' || !triggers.includes(p.trigger) || o.championUses >= rating || s.turn?.champion.includes(`${o.id}:${i}`)) return;
    out.push(p.trigger);
  });
  return out;
}

/** The triggers whose limited reactions can make the order of an area attack's rolls (or of their damage) matter, from their modules. */
const stageTriggers = (stage: 'roll' | 'damage'): readonly Trigger[] =>
  (Object.keys(TRIGGER_MODULES) as Trigger[]).filter((t) => TRIGGER_MODULES[t].areaOrder?.stage === stage);
const ROLL_TRIGGERS = stageTriggers('roll');
const DAMAGE_TRIGGERS = stageTriggers('damage');

/** Whether `reactor` could answer the roll on `target` with a reaction of this trigger. */
function mayAnswer(s: DdmState, g: Geo, trigger: Trigger, reactor: CreatureState, attacker: CreatureState, target: CreatureState): boolean {
  return TRIGGER_MODULES[trigger].areaOrder?.mayAnswer(s, g, reactor, attacker, target) ?? false;
}

/**
 * Whether the order of the remaining rolls can matter: some creature could answer two or more of
 * them with a limited reaction (see the file comment). Melee-only triggers (Defender, "ally hits
 * with a melee attack") never fire on a close or area attack.
 */
export function rollOrderMatters(ctx: DdmCtx, c: CreatureState, targets: readonly number[]): boolean {
  if (targets.length < 2) return false;
  const s = ctx.state;
  const g = geo(s);
  for (const o of s.creatures) {
    if (o.id === c.id) continue;
    const triggers = limitedReactions(ctx, o, ROLL_TRIGGERS);
    if (triggers.length === 0) continue;
    let answerable = 0;
    for (const id of targets) {
      const t = s.creatures[id] as CreatureState;
      const can = triggers.some((tr) => mayAnswer(s, g, tr, o, c, t));
      if (can && ++answerable >= 2) return true;
    }
  }
  return false;
}

const sequenced = (e: AttackEffect): boolean => e.kind === 'push' || e.kind === 'pull' || e.kind === 'slide' || e.kind === 'as-if-dominated';

/**
 * Whether the order of applying the rolls' damage and effects can matter: two or more of them carry
 * forced movement or an 'as if' dominated attack, or a creature could answer two or more of the
 * critical hits with a limited "an ally scores a critical hit" reaction.
 */
function damageOrderMatters(ctx: DdmCtx, c: CreatureState, recs: readonly AttackRec[]): boolean {
  if (recs.length < 2) return false;
  const s = ctx.state;
  const a = cardOf(s, c).attacks[recs[0]?.attack ?? -1];
  if (!a) return false;
  let ordered = 0;
  for (const r of recs) {
    if (!present(s, r.target)) continue;
    const effects = r.hit ? [...a.effects, ...(a.followup?.effects ?? [])] : (a.miss?.effects ?? []);
    if (effects.some(sequenced) && ++ordered >= 2) return true;
  }
  const crits = recs.filter((r) => r.hit && r.crit);
  if (crits.length < 2) return false;
  const g = geo(s);
  const t = s.creatures[(crits[0] as AttackRec).target] as CreatureState;
  return s.creatures.some((o) => o.id !== c.id && limitedReactions(ctx, o, DAMAGE_TRIGGERS).some((tr) => mayAnswer(s, g, tr, o, c, t)));
}
