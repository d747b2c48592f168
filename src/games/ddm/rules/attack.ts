// Implements ddm-battle-rules-2011, "MAKING AN ATTACK": "USE AN ATTACK", "Making an Attack" (the
// seven steps), "Melee Attacks" (Reach, Conceal 11 without sight), "Ranged Attacks" (range N, sight,
// nearest; basic ranged attacks don't provoke), "Close Attacks"/"Area Attacks" (allies too; area
// includes the attacker), "How to Choose Targets", "Attack Roll" (natural 20/1, critical, conceal,
// followup), "Combat Advantage", "Flanking", "Cover" (-2 vs AC/Reflex), "HELPLESS" (+4 / auto-crit);
// guidelines "Declare target(s)", "Attack sequence", "Single Attacks that require multiple rolls".
import type { Attack, AttackEffect, DamagePart } from '../cards/schema.js';
import { noteTurnAct } from '../abilities/recharge-end-of-turn.js';
import { rechargeOn } from '../abilities/recharge-on-event.js';
import { noteRangedDeclared } from '../abilities/next-ranged.js';
import { adjacent, borderedByWall, forcedMoves, type ForcedKind } from '../geometry/index.js';
import { adjacentEnemies, geo, hasBlindsightTo, isAdjacent, sees, spaceOf, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { handler, step, type StepOf } from '../steps.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import { attackKey, cardOf, defencesOf, isBloodied, onMap, sideOf, spendUse } from './common.js';
import { takeDamage } from './hit-points.js';
import { typeHealing } from './type-healing.js';
import { opportunityAttacksAgainst, rollInfo, singleTargets, targetOption } from './attack-options.js';
import { canReact, has } from './conditions.js';
import { computeDamage } from './damage.js';
import { areaChoices, type AreaChoice } from './tactics.js';
import { areaGroupChoose, areaGroupRun } from './roll-order.js';
import { applyAttackEffects } from '../abilities/attack-effects/index.js';
import { opportunityWindows } from '../powers/opportunity-order.js';
import { endOfActionSqueeze } from '../powers/squeeze.js';
import { answered, occurs } from '../abilities/occurs.js';
import { announce } from '../abilities/announce.js';
import { powerAnswers } from '../abilities/queries.js';
import { resistsForcedMovement } from './forced-immunity.js';
import { forcedChoices, resolveForced } from './pit.js';
import { dismountBeforeForced } from './mount-triggers.js';
import { slipperyPush, terrainDamageBonus } from './terrain-effects.js';
import { criticalRange } from './critical.js';

/** Step 1-2: declare (mark a limited use), then provoke opportunity attacks for ranged (not basic ranged) and area attacks. */
export const attackDeclare = handler<'attack'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!onMap(c) || !a) return;
    if (!st.declared) spendUse(ctx, c, a.name, a.uses);
    noteTurnAct(ctx, c, 'attacked');
    if (a.range.kind === 'melee') noteTurnAct(ctx, c, 'melee-attacked');
    if (a.range.kind === 'ranged') noteRangedDeclared(ctx, c);
    // A critical hit a power gave its previous declaration (Skullcleaver) is not this attack's.
    if (s.turn?.declaredCrit === c.id) delete s.turn.declaredCrit;
    ctx.emit('attack', { creature: c.id, label: c.label, attack: a.name, mode: st.mode });
    // "Does not provoke opportunity attacks" printed on the attack (`quiet`) overrides the ranged/area rule.
    const provokes = st.mode !== 'opportunity' && !a.quiet && ((a.range.kind === 'ranged' && !a.basic) || a.range.kind === 'area' || a.provokes);
    // "Make up to N attacks": the targets one after another (rules/attacks-up-to.ts), after the declaration's opportunity attacks.
    const next = a.upTo
      ? step('attacks-up-to', { attacker: st.attacker, attackIndex: st.attackIndex, mode: st.mode, left: a.upTo.attacks, done: [], doneAt: [] })
      : step('attack-targets', { attacker: st.attacker, attackIndex: st.attackIndex, target: st.target, mode: st.mode, ...counted(st) });
    // "Making an Attack" 1: the powers that resolve or may be used when the attack is declared hear it.
    const heard = answered(s, 'AttackDeclared', c.id) ? occurs(s, 'AttackDeclared', { attacker: c.id, attackIndex: st.attackIndex, mode: st.mode }) : [];
    if (!provokes) return ctx.push(...heard, next);
    const g = geo(s);
    const oas = adjacentEnemies(g, c).filter(
      (e) => canReact(e) && !s.turn?.oa.includes(e.id) && sees(g, e, c) && opportunityAttacksAgainst(ctx, g, e, c).length > 0,
    );
    const declared = { event: 'AttackDeclared', payload: { attacker: c.id, attackIndex: st.attackIndex, mode: st.mode } } as const;
    // "Making an Attack" 2: then the opportunity attacks it provokes.
    ctx.push(...heard, ...opportunityWindows(oas, c, s, declared), next);
  },
});

/** Step 4: choose targets (or the area), then each target's attack is resolved serially. */
export const attackTargets = handler<'attack-targets'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex];
    if (!a) return;
    if (!onMap(c)) {
      ctx.emit('attack-lost', { creature: c.id, label: c.label, attack: a.name });
      return;
    }
    const g = geo(s);
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    if (st.target >= 0) {
      const t = s.creatures[st.target] as CreatureState;
      if (onMap(t)) ctx.push({ ...rollStep(st.attacker, st.attackIndex, t.id, st.mode, -1, -1), ...counted(st) });
      return;
    }
    if (a.range.kind === 'close' || a.range.kind === 'area') {
      const choices = areaChoices(ctx, g, c, a);
      if (choices.length === 0) return;
      if (choices.length === 1) return pushArea(ctx, st, choices[0] as AreaChoice);
      return ctx.ask(
        who,
        'choose-area',
        `${c.label}: where does ${a.name} go?`,
        choices.map((ch) => ({
          id: ch.id,
          label: ch.label,
          payload: { targets: ch.targets, squares: templateSquares(c, ch), ...(ch.line ? { line: ch.line } : {}) },
        })),
      );
    }
    if (a.targeting === 'each-adjacent-enemy') {
      ctx.push(...adjacentEnemies(g, c).map((t) => rollStep(st.attacker, st.attackIndex, t.id, st.mode, -1, -1)));
      return;
    }
    // "Make 1 attack against each enemy within Reach": every creature the melee attack could target, one roll each.
    if (a.targeting === 'each-enemy-in-reach') {
      ctx.push(...singleTargets(ctx, g, c, a).map((t) => rollStep(st.attacker, st.attackIndex, t.id, st.mode, -1, -1)));
      return;
    }
    const targets = singleTargets(ctx, g, c, a);
    if (targets.length === 0) return;
    if (targets.length === 1) return ctx.push({ ...rollStep(st.attacker, st.attackIndex, (targets[0] as CreatureState).id, st.mode, -1, -1), ...counted(st) });
    return ctx.ask(
      who,
      'choose-target',
      `${c.label}: choose the target of ${a.name}.`,
      targets.map((t) => targetOption(ctx, g, c, t, a, st.mode)),
    );
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex] as Attack;
    if (a.range.kind === 'close' || a.range.kind === 'area') {
      const ch = areaChoices(ctx, geo(s), c, a).find((x) => x.id === option.id);
      if (ch) pushArea(ctx, st, ch);
      return;
    }
    ctx.push({ ...rollStep(st.attacker, st.attackIndex, Number(option.id), st.mode, -1, -1), ...counted(st) });
  },
});

/** The hit tally and roll bonus of a power's single-target attack (steps.ts AttackFields), carried from step to step. */
const counted = (st: { readonly tally?: string; readonly extra?: number }) => ({
  ...(st.tally === undefined ? {} : { tally: st.tally }),
  ...(st.extra === undefined ? {} : { extra: st.extra }),
});

/**
 * The squares of an area choice as [x, y] pairs (sorted by row, then column) so the table can draw
 * the template before the choice is made; a burst leaves out the attacker's own squares (it is not
 * a target of its own burst).
 */
function templateSquares(c: CreatureState, ch: AreaChoice): [number, number][] {
  const p = c.pos;
  const own = (x: number, y: number): boolean => ch.origin === null && !!p && x >= p.x && x < p.x + c.size && y >= p.y && y < p.y + c.size;
  const out: [number, number][] = [];
  for (const k of [...ch.area].sort((u, v) => u - v)) {
    const x = k % 1000;
    const y = Math.floor(k / 1000);
    if (!own(x, y)) out.push([x, y]);
  }
  return out;
}

/** "Close/Area Attacks", Multiple Targets: a roll against each target, then damage and effects together. */
function pushArea(ctx: DdmCtx, st: StepOf<'attack-targets'>, ch: AreaChoice): void {
  const group = ctx.state.nextAttackId++;
  // Every roll, then the damage; the order is the controller's when it matters (rules/roll-order.ts).
  ctx.push(
    step('attack-group', {
      group,
      attacker: st.attacker,
      attackIndex: st.attackIndex,
      mode: st.mode,
      originX: ch.origin?.x ?? -1,
      originY: ch.origin?.y ?? -1,
      phase: 'roll',
      left: [...ch.targets],
    }),
  );
}

const rollStep = (a: number, k: number, t: number, mode: string, ox: number, oy: number, group = -1) =>
  step('attack-roll', { attacker: a, attackIndex: k, target: t, mode, originX: ox, originY: oy, record: -1, group });

/** One close/area attack: a roll against each target, then the damage of all (rules/roll-order.ts). */
export const attackGroup = handler<'attack-group'>({
  run: (ctx, st) => areaGroupRun(ctx, st),
  choose: (ctx, st, option) => areaGroupChoose(ctx, st, option),
});

const damageNow = (ctx: DdmCtx, rec: AttackRec) => (rec.group < 0 ? [step('attack-damage', { record: rec.id })] : []);

/** Conceal value against this hit (0: none): no sight for melee or a Blinded attacker is Conceal 11. */
function concealOf(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, a: Attack): number {
  const s = ctx.state;
  if (a.range.kind !== 'melee' && a.range.kind !== 'ranged') return 0;
  if (hasBlindsightTo(g, c, t)) return 0;
  const answers = powerAnswers(s, t);
  let v = answers.concealment;
  // Blend with Shadows: its Conceal while a wall touches its space.
  if (answers.concealBesideWall > v && borderedByWall(g.board, spaceOf(t))) v = answers.concealBesideWall;
  if (a.range.kind === 'melee' && !sees(g, c, t)) v = Math.max(v, 11);
  return v;
}

/** Whether `t` has a power making it immune to attacks whose name holds a word (continuous `immune-attacks-named`). */
function unaffectedByName(s: DdmState, t: CreatureState, a: Attack): boolean {
  const words = powerAnswers(s, t).immuneToAttacksNamed;
  if (words.length === 0) return false;
  const name = a.name.toLowerCase();
  return words.some((w) => name.includes(w.toLowerCase()));
}

/**
 * The target's damage traits against attack `a` of `c` ("Insubstantial": an attack printed "ignore
 * Insubstantial" is not halved, nor a melee attack of a creature with Ghost Touch — its basic melee
 * attacks only when so printed).
 */
function defencesAgainst(s: DdmState, c: CreatureState, t: CreatureState, a: Attack) {
  const ghost = a.range.kind === 'melee' ? powerAnswers(s, c).meleeIgnoresInsubstantial : null;
  const ignores = a.ignoresInsubstantial === true || ghost === 'melee' || (ghost === 'melee-basic' && a.basic);
  return ignores ? { ...defencesOf(s, t), insubstantial: false } : defencesOf(s, t);
}

/** The target's damage traits against a hit of attack `a`: defencesAgainst, with the Resist a card gives against that attack (`attackResist`: Wyrm Blessed). */
function hitDefences(ctx: DdmCtx, c: CreatureState, t: CreatureState, a: Attack) {
  const own = defencesAgainst(ctx.state, c, t, a);
  const more = ctx.query('attackResist', [], {
    attacker: c.id,
    target: t.id,
    range: a.range.kind,
    ...(a.range.kind === 'close' ? { shape: a.range.shape } : {}),
  });
  return more.length === 0 ? own : { ...own, resist: [...own.resist, ...more] };
}

/** "Critical Hits": how many times a critical hit counts the base damage — twice, or more when the attacker's card says so (Reaping Scythe). */
function criticalTimes(ctx: DdmCtx, c: CreatureState, t: CreatureState, a: Attack, crit: boolean): number {
  return crit ? ctx.query('criticalMultiplier', 2, { attacker: c.id, target: t.id, range: a.range.kind }) : 2;
}

/** Steps 4-6 for one target: targeting windows, the roll, hit windows, damage. */
export const attackRoll = handler<'attack-roll'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const a = cardOf(s, c).attacks[st.attackIndex] as Attack;
    if (st.record < 0) {
      const t0 = s.creatures[st.target] as CreatureState;
      if (!onMap(c) || !onMap(t0)) return;
      const id = s.nextAttackId++;
      const rec: AttackRec = {
        id,
        attacker: c.id,
        attack: st.attackIndex,
        target: t0.id,
        originalTarget: t0.id,
        mode: st.mode as AttackRec['mode'],
        rolls: [],
        hits: 0,
        hit: false,
        crit: false,
        redirected: false,
        rerolled: false,
        rollAgain: false,
        combatAdvantage: false,
        group: st.group ?? -1,
        origin: st.originX >= 0 ? { x: st.originX, y: st.originY } : null,
        ...(s.turn?.declaredCrit === c.id ? { declaredCrit: true as const } : {}),
        ...counted(st),
      };
      s.attacks[String(id)] = rec;
      // T2 targeting effects (Defender) and T3 redirects (Bodyguard), then the roll; each window's
      // simultaneous powers resolve in the acting player's order (powers/windows.ts).
      ctx.push(...occurs(s, 'TargetsDeclared', { attacker: c.id, attackRecord: id }), step('attack-roll', { ...st, record: id }));
      return;
    }
    const rec = s.attacks[String(st.record)];
    if (!rec) return;
    const t = s.creatures[rec.target] as CreatureState;
    if (!onMap(c) || !onMap(t)) return void delete s.attacks[String(rec.id)];
    // A card immune to attacks of this name (Blind: "Gaze") is not affected: no roll, damage or effect.
    if (unaffectedByName(s, t, a)) {
      ctx.emit('unaffected', { attacker: c.id, label: c.label, target: t.id, targetLabel: t.label, attack: a.name });
      return void delete s.attacks[String(rec.id)];
    }
    // A power made it miss as it was declared (effect declared-attack-misses): no die, the miss resolves.
    if (rec.declaredMiss) {
      rec.rolls = [];
      rec.hits = 0;
      rec.hit = false;
      rec.crit = false;
      ctx.emit('attack-misses', { creature: t.id, label: t.label });
      missedBy(ctx, rec);
      return ctx.push(...damageNow(ctx, rec));
    }
    // "Redirect Effects": the new target counts as standing in the original target's space for
    // this attack (range, sight, flanking, cover): measure with it moved there for the moment.
    const orig = rec.redirected && rec.originalTarget !== t.id ? s.creatures[rec.originalTarget] : undefined;
    const standIn = orig && onMap(orig) && orig.pos && orig.size === t.size ? orig.pos : null;
    const saved = t.pos;
    if (standIn) t.pos = standIn;
    const g = geo(s);
    const info = rollInfo(ctx, g, c, t, rec.extra ? { ...a, bonus: a.bonus + rec.extra } : a, rec.mode, rec.origin);
    const concealValue = concealOf(ctx, g, c, t, a);
    // "BLOOD ROCK": a melee roll of 19 or 20 from blood rock is an automatic hit and critical; a
    // keen critical is a critical from a lower natural roll when it hits (rules/critical.ts).
    const { auto: autoAt, crit: critAt } = criticalRange(ctx, g, c, t, a);
    t.pos = saved;
    rec.combatAdvantage = info.combatAdvantage;
    const n = a.multiRoll?.rolls ?? 1;
    rec.rolls = [];
    rec.hits = 0;
    rec.crit = false;
    // "Automatic Hit": an attack that hits without rolling the die is never a critical hit. A power
    // that makes the declared attack a critical hit (Skullcleaver) is resolved as against the Helpless.
    const autoCrit = (a.range.kind === 'melee' && has(t, 'Helpless') && !a.automatic) || rec.declaredCrit === true;
    for (let i = 0; i < n; i++) {
      if (autoCrit) {
        rec.rolls.push(20);
        rec.hits++;
        // "Cannot score a critical hit": a hit all the same.
        rec.crit = !a.noCritical;
        continue;
      }
      // An automatic hit rolls no die (no natural number for powers to read); Conceal still applies to it.
      // "Roll Nd20 and use the highest result": the die read is the highest of N.
      const r = a.automatic ? 0 : bestD20(ctx, a.bestOf ?? 1);
      if (!a.automatic) rec.rolls.push(r);
      let hit = a.automatic || r >= autoAt || (r !== 1 && r + info.bonus >= info.defense);
      // "Cannot score a critical hit" (attack field noCritical): a natural 20 still hits (our reading), never critically.
      const crit = !a.automatic && !a.noCritical && hit && r >= critAt;
      if (crit) rec.crit = true;
      // "Conceal": critical hits ignore it.
      if (hit && !crit) {
        const conceal = concealValue;
        if (conceal > 0) {
          // Scent (continuous conceal-extra-die): an extra d20, the higher used — against any target or an adjacent one.
          const extra = powerAnswers(s, c).concealExtraDie;
          const twice = extra === 'any' || (extra === 'adjacent' && isAdjacent(g, c, t));
          const cr = twice ? Math.max(ctx.rng.d20(), ctx.rng.d20()) : ctx.rng.d20();
          if (cr < conceal) {
            hit = false;
            ctx.emit('conceal', { target: t.id, label: t.label, roll: cr, conceal });
          }
        }
      }
      if (hit) rec.hits++;
    }
    rec.hit = rec.hits > 0;
    if (!rec.hit) rec.crit = false;
    ctx.emit('attack-roll', {
      attacker: c.id,
      label: c.label,
      target: t.id,
      targetLabel: t.label,
      attack: a.name,
      rolls: rec.rolls,
      bonus: info.bonus,
      defense: info.defense,
      vs: a.vs,
      hit: rec.hit,
      crit: rec.crit,
      ca: info.combatAdvantage,
      cover: info.cover,
      ...(a.automatic ? { automatic: true } : {}),
    });
    if (!rec.hit) {
      // "On miss, re-roll once" printed on the attack: the roll is made once more before the miss resolves.
      if (a.rerollOnMiss && !rec.missRerolled) {
        rec.missRerolled = true;
        return ctx.push(rollAgainStep(rec));
      }
      // A power that answers the missed roll (a re-roll: guidelines "Attack sequence" B3) is declared
      // before the miss stands; attack-hit then rolls again or resolves the miss. No such power: no step.
      const answers = occurs(s, 'MissRoll', { attacker: c.id, target: t.id, attackRecord: rec.id });
      if (answers.length > 0) return ctx.push(...answers, step('attack-hit', { record: rec.id, attackIndex: st.attackIndex, attacker: st.attacker }));
      missedBy(ctx, rec);
      return ctx.push(...damageNow(ctx, rec));
    }
    // Cancellation effects first (Second Chance), then the rest.
    ctx.push(
      ...occurs(s, 'AttackRoll', { attacker: c.id, target: t.id, attackRecord: rec.id }),
      step('attack-hit', { record: rec.id, attackIndex: st.attackIndex, attacker: st.attacker }),
    );
  },
});

export const attackHit = handler<'attack-hit'>({
  run(ctx, st) {
    const s = ctx.state;
    const rec = s.attacks[String(st.record)];
    if (!rec) return;
    if (rec.rollAgain) {
      rec.rollAgain = false;
      ctx.push(rollAgainStep(rec));
      return;
    }
    // A cancellation effect made it miss (B3): the miss's damage and effects, no hit triggers.
    if (!rec.hit) {
      missedBy(ctx, rec);
      return ctx.push(...damageNow(ctx, rec));
    }
    // "RECHARGE when this creature hits with a {m} attack" / "… is hit by a {m} attack": the hit stands.
    const attacker = s.creatures[rec.attacker];
    const target = s.creatures[rec.target];
    const range = attacker ? cardOf(s, attacker).attacks[rec.attack]?.range.kind : undefined;
    if (attacker) rechargeOn(ctx, attacker, { event: 'hits', ...(range ? { range } : {}) });
    // A power counting its attacks' hits ("if both hit …", powers/actions.ts): this one stands.
    if (rec.tally !== undefined) {
      ctx.counters.markUsedThisTurn(rec.tally);
      ctx.counters.markUsedThisTurn(`${rec.tally}:${rec.target}`);
    }
    if (target) rechargeOn(ctx, target, { event: 'hit-by', ...(range ? { range } : {}) });
    // B4 critical-hit triggers, then B5 hit triggers (guidelines "Attack sequence").
    ctx.push(...occurs(s, 'Hit', { attacker: rec.attacker, attackRecord: rec.id, crit: rec.crit }), ...damageNow(ctx, rec));
  },
});

/** The highest of `n` d20 rolls, each a chance step of the seeded RNG. */
function bestD20(ctx: DdmCtx, n: number): number {
  let best = ctx.rng.d20();
  for (let i = 1; i < n; i++) best = Math.max(best, ctx.rng.d20());
  return best;
}

/**
 * "RECHARGE when this creature is missed by a {m} attack" and "… misses with a {m} attack" / "when this
 * attack misses": the miss stands (after any re-roll or cancellation).
 */
function missedBy(ctx: DdmCtx, rec: AttackRec): void {
  const attacker = ctx.state.creatures[rec.attacker];
  const target = ctx.state.creatures[rec.target];
  const attack = attacker ? cardOf(ctx.state, attacker).attacks[rec.attack] : undefined;
  const range = attack?.range.kind;
  if (target) rechargeOn(ctx, target, { event: 'missed-by', ...(range ? { range } : {}) });
  if (attacker) rechargeOn(ctx, attacker, { event: 'misses', ...(range ? { range } : {}), ...(attack ? { attackName: attack.name } : {}) });
}

/** The attack roll of `rec` made again against the same target (Second Chance; "On miss, re-roll once"). */
function rollAgainStep(rec: AttackRec): StepOf<'attack-roll'> {
  return step('attack-roll', {
    attacker: rec.attacker,
    attackIndex: rec.attack,
    target: rec.target,
    mode: rec.mode,
    originX: rec.origin?.x ?? -1,
    originY: rec.origin?.y ?? -1,
    record: rec.id,
    group: rec.group,
  });
}

/** Base damage of a multi-roll single attack: per hit, plus the all-hit bonus (guidelines, "Single Attacks that require multiple rolls"). */
export function multiRollBase(a: Attack, hits: number): DamagePart[] {
  if (!a.multiRoll) return [...a.damage];
  const out: DamagePart[] = [];
  for (let i = 0; i < hits; i++) out.push(...a.damage);
  if (hits === a.multiRoll.rolls) out.push(...a.multiRoll.allHitBonus);
  return mergeParts(out);
}

function mergeParts(parts: DamagePart[]): DamagePart[] {
  const m = new Map<DamagePart['type'], number>();
  for (const p of parts) m.set(p.type, (m.get(p.type) ?? 0) + p.amount);
  return [...m].map(([type, amount]) => ({ amount, type }));
}

/** The AND effects, each by its module (abilities/attack-effects/); `mode` and `mark` (the stack height when the damage step began) are for the repeat and 'as if' dominated. */
function applyEffects(ctx: DdmCtx, c: CreatureState, t: CreatureState, a: Attack, effects: readonly AttackEffect[], mode: string, mark: number): void {
  if (effects.length > 0) applyAttackEffects({ ctx, attacker: c, target: t, attack: a, mode, mark }, effects);
}

/** "Applying Damage": what the target takes of an attack's damage once the cards that change it have their say (asked only when there is some). */
const taken = (ctx: DdmCtx, c: CreatureState, t: CreatureState, a: Attack, total: number): number =>
  total > 0 ? ctx.query('attackDamageTaken', total, { attacker: c.id, target: t.id, range: a.range.kind }) : total;

/** Step 6: damage and AND effects on a hit (followup after), or miss damage/effects; then "after attack". */
export const attackDamage = handler<'attack-damage'>({
  run(ctx, st) {
    const s = ctx.state;
    const rec = s.attacks[String(st.record)];
    if (!rec) return;
    const mark = s.core.stack.length;
    const c = s.creatures[rec.attacker] as CreatureState;
    const t = s.creatures[rec.target] as CreatureState;
    const a = cardOf(s, c).attacks[rec.attack] as Attack;
    const weakened = has(c, 'Weakened');
    const hpBefore = t.hp;
    if (rec.hit && onMap(t)) {
      // "+15 necrotic damage if target is bloodied": more base damage against a target bloodied when hit.
      const base = [...multiRollBase(a, rec.hits), ...(a.bloodiedTargetDamage && isBloodied(t) ? a.bloodiedTargetDamage : [])];
      const bonus =
        ctx.query('damageBonus', 0, {
          attacker: c.id,
          target: t.id,
          melee: a.range.kind === 'melee',
          combatAdvantage: rec.combatAdvantage,
          attackKey: `atk:${rec.id}`,
          mode: rec.mode,
          range: a.range.kind,
        }) + terrainDamageBonus(geo(s), c, a.range.kind === 'melee');
      const typedBonus = ctx.query('typedDamageBonus', [], {
        attacker: c.id,
        target: t.id,
        melee: a.range.kind === 'melee',
        mode: rec.mode,
        range: a.range.kind,
      });
      const dmg = computeDamage({
        base,
        critical: rec.crit,
        criticalMultiplier: criticalTimes(ctx, c, t, a, rec.crit),
        bonus,
        typedBonus,
        weakened,
        fromAttack: true,
        target: hitDefences(ctx, c, t, a),
      });
      takeDamage(ctx, t, taken(ctx, c, t, a, dmg.total), c.id, `${a.name}${rec.crit ? ' (critical)' : ''}`, true);
      typeHealing(ctx, t, base);
      applyEffects(ctx, c, t, a, a.effects, rec.mode, mark);
      // "until after it hits with an attack" penalties end now.
      c.conds = c.conds.filter((x) => x.duration !== 'until-hit');
      if (a.followup && onMap(t) && onMap(c)) {
        const g = geo(s);
        const info = rollInfo(ctx, g, c, t, { ...a, bonus: a.followup.bonus, vs: a.followup.vs }, rec.mode, rec.origin);
        const r = ctx.rng.d20();
        const range = criticalRange(ctx, g, c, t, a);
        const hit = r >= range.auto || (r !== 1 && r + info.bonus >= info.defense);
        const crit = hit && r >= range.crit;
        ctx.emit('attack-roll', {
          attacker: c.id,
          label: c.label,
          target: t.id,
          targetLabel: t.label,
          attack: `${a.name} followup`,
          rolls: [r],
          bonus: info.bonus,
          defense: info.defense,
          vs: a.followup.vs,
          hit,
          crit,
          ca: info.combatAdvantage,
          cover: info.cover,
        });
        if (hit) {
          const d2 = computeDamage({
            base: a.followup.damage,
            critical: crit,
            criticalMultiplier: criticalTimes(ctx, c, t, a, crit),
            bonus: 0,
            weakened,
            fromAttack: true,
            target: hitDefences(ctx, c, t, a),
          });
          takeDamage(ctx, t, taken(ctx, c, t, a, d2.total), c.id, `${a.name} followup`, true);
          typeHealing(ctx, t, a.followup.damage);
          applyEffects(ctx, c, t, a, a.followup.effects, rec.mode, mark);
        }
      }
    } else if (!rec.hit) {
      if (a.miss && onMap(t)) {
        const dmg = computeDamage({ base: a.miss.damage, critical: false, bonus: 0, weakened, fromAttack: true, target: defencesAgainst(s, c, t, a) });
        if (dmg.total > 0) takeDamage(ctx, t, taken(ctx, c, t, a, dmg.total), c.id, `${a.name} (miss)`, true);
        typeHealing(ctx, t, a.miss.damage);
        applyEffects(ctx, c, t, a, a.miss.effects, rec.mode, mark);
      }
      // Automatic powers triggered by the miss ("whenever an enemy misses this creature …").
      announce(ctx, 'Miss', { attackRecord: rec.id, attacker: c.id, target: t.id, melee: a.range.kind === 'melee' });
    }
    slipperyPush(ctx, c, t, a.range.kind === 'melee', t.hp < hpBefore, rec.attack);
    const after = occurs(s, 'AfterAttack', { attacker: c.id, attackRecord: rec.id, crit: rec.crit && rec.hit });
    ctx.push(...after, step('attack-done', { record: rec.id }));
  },
});

export const attackDone = handler<'attack-done'>({
  run(ctx, st) {
    const s = ctx.state;
    const rec = s.attacks[String(st.record)];
    // "Squeezing": at the end of a free or immediate action on another creature's turn, it may end.
    const attacker = rec && rec.group < 0 ? s.creatures[rec.attacker] : undefined;
    if (attacker) ctx.push(...endOfActionSqueeze(s, attacker));
    delete s.attacks[String(st.record)];
    ctx.removeEffects((e) => e.params['attackKey'] === `atk:${st.record}`);
  },
});

export { attackKey };

/**
 * "Forced-Movement Effects" (push, pull, slide): the attacker picks the end space among the legal
 * ones the geometry module finds (each step a legal position, push farther / pull closer); no
 * opportunity attacks. A push must move the target at least one square when it can (guidelines).
 * Pits may be chosen: they end the movement and the "PIT" followup attack follows (rules/pit.ts).
 */
export const forced = handler<'forced'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.attacker] as CreatureState;
    const t = s.creatures[st.target] as CreatureState;
    if (!onMap(t) || !c) return;
    // Solid Footing: a creature that push, pull and slide effects (of its enemies) do not affect stays put.
    if (resistsForcedMovement(s, c, t)) return;
    // "Forcibly Dismounted": a rider is dismounted first, then the effect resolves (rules/mount.ts).
    if (dismountBeforeForced(ctx, st)) return;
    const g = geo(s);
    const body = g.byId.get(t.id);
    if (!body) return;
    const actor = c.pos ? { x: c.pos.x, y: c.pos.y, side: c.size } : null;
    const r = forcedMoves(
      g.board,
      body,
      actor,
      g.bodies.filter((b) => b.id !== body.id),
      st.how as ForcedKind,
      st.squares,
    );
    // "slide target 1 square (must end adjacent to this creature)", "pull target to a space adjacent to this creature".
    const me = c.pos ? { x: c.pos.x, y: c.pos.y, side: c.size } : null;
    // "pull target exactly 3 squares": N squares, or an end from which it can go no farther (our reading).
    const dests = forcedChoices(ctx, g, c, t, r).filter(
      (d) =>
        (!st.endAdjacent || (me !== null && adjacent(g.board, { x: d.at.x, y: d.at.y, side: t.size }, me))) &&
        (!st.exactly || d.steps === st.squares || d.stuck),
    );
    if (dests.length === 0) return;
    const who = s.turn?.creature === c.id ? s.turn.controller : sideOf(s, c);
    return ctx.ask(
      who,
      'choose-destination',
      `${st.how} ${t.label} where?`,
      dests.map((d) => ({ id: `${d.at.x},${d.at.y}`, label: `to (${d.at.x},${d.at.y})`, payload: { x: d.at.x, y: d.at.y } })),
    );
  },
  choose(ctx, st, option) {
    // Square by square, so terrain applies; a pit calls for the followup attack (rules/pit.ts).
    resolveForced(ctx, st, option.id);
  },
});
