// Implements ddm-battle-rules-2011, "How to Choose Targets" (melee reach and sight, ranged range,
// sight and "nearest"), "USE AN ATTACK" (limited uses, "Use only if" requirements), "Combat
// Advantage", "Flanking", "Cover" (-2 vs AC/Reflex), "HELPLESS" (+4 against ranged attacks) and the
// charge's +1: which attacks a creature can make now, against whom, and with which numbers. Pure
// queries over the state, asked by the attack steps (rules/attack.ts) and by every rule that offers
// an attack (opportunity attacks, reactions, charges, mounts, pits).
import type { Option } from '../../../core/index.js';
import type { Attack, CreatureCard } from '../cards/schema.js';
import { adjacentEnemies, dist, geo, reaches, remember, sees, isAdjacent, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import type { CreatureState, DdmState } from '../state.js';
import { cardOf, enemies, hasUse, isBloodied, onMap } from './common.js';
import { canFlank, grantsCombatAdvantage, has } from './conditions.js';
import { areaChoices, coverAgainst, flankedBy } from './tactics.js';
import { squeezed } from '../powers/squeezed.js';
import { powerAnswers } from '../abilities/queries.js';
import { occupies, terrainAttackBonus } from './terrain-effects.js';
import { murderousHolds } from './murderous.js';
import { attackReach } from './attack-reach.js';
import { targetAllowed } from './target-limit.js';
import { kingDistance } from '../geometry/index.js';

/** "Melee Attacks", Range: how far its melee attacks reach (Reach N, else adjacent). */
export const reachOf = (s: DdmState, c: CreatureState): number => powerAnswers(s, c).reach;

const defKey = { AC: 'ac', Fort: 'fort', Ref: 'ref', Will: 'will' } as const;

/**
 * Legal single targets: melee (adjacent or Reach, line of effect, enemies only — allies too when the
 * attack is printed "can target allies"); ranged (range, sight and effect). An attack printed "use only when target grants this creature combat advantage" keeps those that do.
 */
export function singleTargets(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack): CreatureState[] {
  const all = inReachTargets(ctx, g, c, a);
  return a.combatAdvantageOnly ? all.filter((t) => combatAdvantage(ctx, g, c, t, a.range.kind === 'melee')) : all;
}

function inReachTargets(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack): CreatureState[] {
  const s = ctx.state;
  const out: CreatureState[] = [];
  // Murderous: only bloodied targets while a bloodied enemy is adjacent.
  const bloodiedOnly = murderousHolds(s, g, c);
  if (a.range.kind === 'melee') {
    const reach = attackReach(s, c, a);
    for (const t of s.creatures) {
      if (t.id === c.id || !onMap(t) || (!enemies(s, c, t) && !a.canTargetAllies) || (bloodiedOnly && !isBloodied(t)) || !targetAllowed(s, c, t, a)) continue;
      const d = dist(g, c, t);
      if (d <= reach && reaches(g, c, t) && (d <= 1 || sees(g, c, t))) out.push(t);
    }
    return out;
  }
  if (a.range.kind !== 'ranged') return out;
  const range = a.range.range;
  let nearest = Infinity;
  for (const t of s.creatures) {
    if (t.id === c.id || !onMap(t) || (!enemies(s, c, t) && !a.canTargetAllies) || (bloodiedOnly && !isBloodied(t)) || !targetAllowed(s, c, t, a)) continue;
    // The distance (a table look-up) before sight (which may need an exact search): a creature
    // out of range, or farther than the nearest one found, is not a target whatever it sees.
    const d = dist(g, c, t);
    if (typeof range === 'number' && d > range) continue;
    if (range === 'nearest' && d > nearest) continue;
    if (!sees(g, c, t) || !reaches(g, c, t)) continue;
    if (range === 'nearest') {
      if (d < nearest) {
        nearest = d;
        out.length = 0;
      }
      if (d > nearest) continue;
    }
    out.push(t);
  }
  return out;
}

/** "Make up to N attacks, each against a different target": the legal single targets not attacked yet (`done`) by that action. */
export function differentTargets(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack, done: readonly number[]): CreatureState[] {
  const all = singleTargets(ctx, g, c, a);
  return done.length === 0 ? all : all.filter((t) => !done.includes(t.id));
}

/**
 * Whether `c`'s melee attack could reach `t` — adjacent or within Reach, line of effect, sight
 * beyond adjacent — without "Can't Target Allies" ("Melee Attacks"), for a power that states otherwise.
 */
export function meleeReaches(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState): boolean {
  if (t.id === c.id || !onMap(t)) return false;
  const d = dist(g, c, t);
  return d <= reachOf(ctx.state, c) && reaches(g, c, t) && (d <= 1 || sees(g, c, t));
}

/** "Use only if …" requirements printed on an attack. */
function requirementMet(ctx: DdmCtx, g: Geo, c: CreatureState, a: Attack): boolean {
  if (a.movedFromStart !== undefined && !movedFromStart(ctx.state, c, a.movedFromStart)) return false;
  if (!a.requires) return true;
  if (a.requires === 'bloodied') return isBloodied(c);
  if (a.requires === 'not-bloodied') return !isBloodied(c);
  // "Use only while occupying river terrain": any square of its space is river ("Terrain").
  if (a.requires === 'in-river') return occupies(g, c, 'river');
  // Made only at the end of a charge (rules/movement.ts chargeAttack), or only by its power after the
  // power's move (abilities/effects/move-then-attack.ts), never as an attack of its own.
  if (a.requires === 'charging' || a.requires === 'power') return false;
  return adjacentEnemies(g, c).some(isBloodied);
}

/** "Moved at least N squares from its starting position this turn": on its own turn, its space that far (king's moves) from where it started. */
function movedFromStart(s: DdmState, c: CreatureState, squares: number): boolean {
  const start = s.turn?.creature === c.id ? s.turn.start : null;
  return !!c.pos && !!start && kingDistance(c.pos, start) >= squares;
}

/** The basic attacks `c` could make now (for "make N basic attacks"). */
export function basicAttackChoices(ctx: DdmCtx, c: CreatureState, melee: boolean): number[] {
  const g = geo(ctx.state);
  const out: number[] = [];
  cardOf(ctx.state, c).attacks.forEach((a, k) => {
    if (!a.basic || (melee && a.range.kind !== 'melee')) return;
    if (attackUsable(ctx, g, c, k)) out.push(k);
  });
  return out;
}

/** `byPower`: made by a power whose declaration already checked its use off and met its requirement (move-then-attack). */
export function attackUsable(ctx: DdmCtx, g: Geo, c: CreatureState, k: number, byPower = false): boolean {
  const a = cardOf(ctx.state, c).attacks[k];
  if (!a || (!byPower && (!hasUse(ctx, c, a.name, a.uses) || !requirementMet(ctx, g, c, a)))) return false;
  // Murderous: an area would attack whoever is in it, so only single bloodied targets while it holds.
  const bloodiedOnly = murderousHolds(ctx.state, g, c);
  if (a.range.kind === 'close' || a.range.kind === 'area') {
    if (bloodiedOnly) return false;
    // Exact but costly: first the cheap necessary condition that some enemy is near enough.
    const r = a.range;
    const far = r.kind === 'close' ? r.size + 1 : typeof r.within !== 'number' ? Infinity : r.within + r.radius + 1;
    const s = ctx.state;
    if (!s.creatures.some((t) => t.id !== c.id && onMap(t) && enemies(s, c, t) && dist(g, c, t) <= far)) return false;
    return areaChoices(ctx, g, c, a, true).length > 0;
  }
  if (a.targeting === 'each-adjacent-enemy') return !bloodiedOnly && adjacentEnemies(g, c).length > 0;
  // "Each enemy within Reach": Murderous would leave some of them out, as for each adjacent enemy.
  if (a.targeting === 'each-enemy-in-reach' && bloodiedOnly) return false;
  // Some target exists iff some creature passes the per-target test ("nearest" only narrows a
  // non-empty list down to its nearest members): no need to list them all.
  for (const t of ctx.state.creatures) if (targetPasses(ctx, g, c, t, a, bloodiedOnly)) return true;
  return false;
}

/**
 * The attack options of the action menu ("DOMINATED": only a basic attack): those made with the
 * attack action, or (`slot` minor) those printed as a minor action.
 */
export function attackOptions(ctx: DdmCtx, c: CreatureState, basicOnly: boolean, slot: 'attack' | 'minor' = 'attack'): Option[] {
  const card = cardOf(ctx.state, c);
  // Most cards print no minor-action attack: the menu's minor slot then costs no snapshot and no scan.
  if (slot === 'minor' && !printsMinorAttack(card)) return [];
  const g = geo(ctx.state);
  const out: Option[] = [];
  card.attacks.forEach((a, k) => {
    if (basicOnly && !a.basic) return;
    if ((a.action === 'minor') !== (slot === 'minor')) return;
    if (attackUsable(ctx, g, c, k)) out.push({ id: `attack:${k}`, label: `Attack: ${a.name}${slot === 'minor' ? ' (minor action)' : ''}` });
  });
  return out;
}

/** Whether a card prints an attack made as a minor action ("Minor Action"), by card object: card data never changes during a battle. */
const MINOR_ATTACKS = new WeakMap<CreatureCard, boolean>();
function printsMinorAttack(card: CreatureCard): boolean {
  let v = MINOR_ATTACKS.get(card);
  if (v === undefined) MINOR_ATTACKS.set(card, (v = card.attacks.some((a) => a.action === 'minor')));
  return v;
}

/** Basic attacks `e` could make against `c` now (opportunity attacks, Defender). */
export function basicAttacksAgainst(ctx: DdmCtx, g: Geo, e: CreatureState, c: CreatureState): number[] {
  const out: number[] = [];
  cardOf(ctx.state, e).attacks.forEach((a, k) => {
    if (!a.basic || !hasUse(ctx, e, a.name, a.uses)) return;
    if (a.range.kind !== 'melee' && a.range.kind !== 'ranged') return;
    if (isSingleTarget(ctx, g, e, c, a)) out.push(k);
  });
  return out;
}

/**
 * Basic attacks `e` could make against `c` as an opportunity attack now ("Opportunity Attacks"): none
 * when a card says it makes none (Shortened Reach, the `makesOpportunityAttacks` query).
 */
export function opportunityAttacksAgainst(ctx: DdmCtx, g: Geo, e: CreatureState, c: CreatureState): number[] {
  return ctx.query('makesOpportunityAttacks', true, { creature: e.id, against: c.id }) ? basicAttacksAgainst(ctx, g, e, c) : [];
}

/**
 * Whether `t` is among `singleTargets(ctx, g, c, a)`, tested on `t` alone: each target's test is
 * independent of the others except for "nearest", which needs the whole list.
 */
export function isSingleTarget(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack): boolean {
  if (a.range.kind === 'ranged' && a.range.range === 'nearest') return singleTargets(ctx, g, c, a).some((x) => x.id === t.id);
  return targetPasses(ctx, g, c, t, a, murderousHolds(ctx.state, g, c));
}

/** The test `singleTargets` makes of each creature (before "nearest" keeps only the nearest ones). */
function targetPasses(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack, bloodiedOnly: boolean): boolean {
  return inReachPasses(ctx, g, c, t, a, bloodiedOnly) && (!a.combatAdvantageOnly || combatAdvantage(ctx, g, c, t, a.range.kind === 'melee'));
}

function inReachPasses(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack, bloodiedOnly: boolean): boolean {
  const s = ctx.state;
  if (t.id === c.id || !onMap(t) || (!enemies(s, c, t) && !a.canTargetAllies) || (bloodiedOnly && !isBloodied(t)) || !targetAllowed(s, c, t, a)) return false;
  if (a.range.kind === 'melee') {
    const d = dist(g, c, t);
    return d <= attackReach(s, c, a) && reaches(g, c, t) && (d <= 1 || sees(g, c, t));
  }
  if (a.range.kind !== 'ranged') return false;
  const range = a.range.range;
  // The distance first: a table look-up, cheaper than sight.
  if (typeof range === 'number' && dist(g, c, t) > range) return false;
  return sees(g, c, t) && reaches(g, c, t);
}

/**
 * Combat advantage: the attacker sees the target, and the target can't see it, is flanked, or grants
 * it by a condition — unless a power of the target says it does not grant it (`grantsCombatAdvantage`).
 */
export function combatAdvantage(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, melee: boolean): boolean {
  if (!sees(g, c, t)) return false;
  if (grantsCombatAdvantage(t) || squeezed(ctx.state, t) || !sees(g, t, c)) return grants(ctx, c, t, false);
  // A power of the attacker that gives it combat advantage (Quick Strike, Pack Tactics; Surrounding Spikes on melee attacks only).
  if (ctx.query('powerCombatAdvantage', false, { attacker: c.id, target: t.id, melee })) return grants(ctx, c, t, false);
  return flanking(ctx, g, c, t) && grants(ctx, c, t, true);
}

const grants = (ctx: DdmCtx, c: CreatureState, t: CreatureState, flanked: boolean): boolean =>
  ctx.query('grantsCombatAdvantage', true, { attacker: c.id, target: t.id, flanked });

/** "Flanking": attacker and an active ally able to attack it are adjacent on opposite sides or corners. */
export function flanking(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState): boolean {
  return flankingIn(ctx.state, g, c, t);
}

/** `flanking` asked of the state alone (a query's modifier has no context): whether `c` flanks `t`. */
export function flankingIn(s: DdmState, g: Geo, c: CreatureState, t: CreatureState): boolean {
  if (!canFlank(c) || !isAdjacent(g, c, t)) return false;
  for (const ally of s.creatures) {
    if (ally.id === c.id || ally.id === t.id || !onMap(ally) || enemies(s, c, ally) || !canFlank(ally)) continue;
    if (!isAdjacent(g, ally, t) || basicAttacksAgainstAsAlly(s, g, ally, t) === false) continue;
    if (flankedBy(g, c, ally, t)) return true;
  }
  return false;
}

function basicAttacksAgainstAsAlly(s: DdmState, g: Geo, ally: CreatureState, t: CreatureState): boolean {
  return cardOf(s, ally).attacks.some((a) => a.basic && a.range.kind === 'melee' && dist(g, ally, t) <= reachOf(s, ally));
}

/**
 * A target as offered: its HP and what the attack roll would be against it (the modified bonus, the
 * defense, combat advantage and cover), so a player sees the numbers before choosing.
 */
export function targetOption(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack, mode: string): Option {
  const r = rollInfo(ctx, g, c, t, a, mode, null);
  const notes = `${r.combatAdvantage ? ', combat advantage' : ''}${r.cover ? ', cover' : ''}`;
  return {
    id: String(t.id),
    label: `${t.label} (${t.hp} HP) — ${r.bonus >= 0 ? '+' : ''}${r.bonus} vs ${a.vs} ${r.defense}${notes}`,
    payload: { creature: t.id, bonus: r.bonus, vs: a.vs, defense: r.defense, combatAdvantage: r.combatAdvantage, cover: r.cover },
  };
}

export interface RollInfo {
  readonly bonus: number;
  readonly defense: number;
  readonly combatAdvantage: boolean;
  readonly cover: boolean;
}

/** Step 5's numbers: the modified attack bonus and the defense it is compared against. */
export function rollInfo(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack, mode: string, origin: { x: number; y: number } | null): RollInfo {
  const s = ctx.state;
  const melee = a.range.kind === 'melee';
  // "+9 vs. AC, +14 vs. AC instead if target is bloodied": the printed bonus against a bloodied target.
  const printed = a.bonus + (a.bloodiedTargetBonus !== undefined && isBloodied(t) ? a.bloodiedTargetBonus : 0);
  let bonus = ctx.query('attackBonus', printed, { attacker: c.id, target: t.id, melee, mode, range: a.range.kind });
  if (mode === 'charge') bonus += 1;
  const ca = combatAdvantage(ctx, g, c, t, melee);
  if (ca) bonus += 2;
  // Cover without an origin square is a function of the snapshot (positions, sides, mount links)
  // and the two creatures: memoised, since the target list and the roll both ask it.
  const found =
    (a.vs === 'AC' || a.vs === 'Ref') &&
    (origin
      ? coverAgainst(g, c, t, a, origin)
      : remember(g, `cover:${c.id}:${t.id}:${a.range.kind}${a.range.kind === 'close' ? a.range.shape : ''}`, () => coverAgainst(g, c, t, a, null)));
  // A card may say cover does not count against its attacks: asked only when there is cover.
  const cover = found && ctx.query('cover', true, { attacker: c.id, target: t.id, range: a.range.kind });
  if (cover) bonus -= 2;
  if (!melee && has(t, 'Helpless')) bonus += 4;
  bonus += terrainAttackBonus(g, c);
  const card = cardOf(s, t);
  const defense = ctx.query('defense', card[defKey[a.vs]], { creature: t.id, defense: a.vs, mode, attacker: c.id, range: a.range.kind });
  return { bonus, defense, combatAdvantage: ca, cover };
}
