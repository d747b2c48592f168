// Rules text rendered from our card encoding ("HOW TO READ A CREATURE STAT CARD"), so what is shown
// is exactly what the engine enforces. The wording is the project's own.
import { attackEffectText } from '../abilities/attack-effects/index.js';
import { effectModule } from '../abilities/index.js';
import { triggerModule } from '../abilities/triggers/index.js';
import { powerModuleText } from '../abilities/powers/index.js';
import { startOfTurnRechargeText } from './recharge-text.js';
import type {
  Attack,
  AttackEffect,
  ChampionPower,
  CreatureCard,
  DamagePart,
  Duration,
  ItemCard,
  Power,
  PowerEffect,
  PowerTarget,
  TriggerRef,
} from './schema.js';

const dmg = (parts: readonly DamagePart[]): string =>
  parts.map((p) => (p.type === 'untyped' ? `${p.amount}` : `${p.amount} ${p.type}`)).join(' + ') + ' damage';

/** An AND effect's clause, from its module (`abilities/attack-effects/`). */
const effectText = (e: AttackEffect): string => attackEffectText(e);

function rangeText(a: Attack): string {
  const r = a.range;
  switch (r.kind) {
    case 'melee':
      return 'melee';
    case 'ranged':
      return `ranged ${r.range}`;
    case 'close':
      return `close ${r.shape} ${r.size}`;
    case 'area':
      return r.within === 'nearest' ? `area radius ${r.radius}, nearest` : `area radius ${r.radius} within ${r.within}`;
  }
}

export function attackText(a: Attack): string {
  const parts: string[] = [];
  const head = `${a.basic ? '(basic) ' : ''}${a.name} [${rangeText(a)}]${a.uses ? ` — ${a.uses} use${a.uses > 1 ? 's' : ''}` : ''}:`;
  if (a.movedFromStart !== undefined) parts.push(`only once it has moved at least ${a.movedFromStart} squares from where it started this turn;`);
  if (a.requires === 'power') parts.push('made only by its power of the same name;');
  else if (a.requires) parts.push(`only if ${a.requires.replace(/-/g, ' ')};`);
  if (a.action === 'minor') parts.push('minor action;');
  if (a.targeting === 'each-adjacent-enemy') parts.push('one attack against each adjacent enemy;');
  if (a.targeting === 'each-enemy-in-reach') parts.push('one attack against each enemy within its reach;');
  if (a.targeting === 'enemies') parts.push('enemies in the area only;');
  if (a.upTo)
    parts.push(
      `${a.upTo.all ? '' : 'up to '}${a.upTo.attacks} attacks${a.upTo.different ? ', each against a different target' : ''}${a.upTo.adjacent ? ' (targets adjacent to each other only)' : ''}, one after another;`,
    );
  if (a.multiRoll) parts.push(`${a.multiRoll.rolls} rolls against one target, one attack;`);
  if (a.bestOf) parts.push(`roll ${a.bestOf}d20, the highest;`);
  parts.push(a.automatic ? 'automatic hit;' : `+${a.bonus} vs ${a.vs};`);
  const hit: string[] = [];
  if (a.damage.length)
    hit.push(a.multiRoll ? `${dmg(a.damage)} per hit${a.multiRoll.allHitBonus.length ? `, +${dmg(a.multiRoll.allHitBonus)} if all hit` : ''}` : dmg(a.damage));
  for (const e of a.effects) hit.push(effectText(e));
  parts.push(hit.join(' AND ') || 'no damage');
  if (a.miss) parts.push(`; miss: ${[a.miss.damage.length ? dmg(a.miss.damage) : '', ...a.miss.effects.map(effectText)].filter(Boolean).join(' AND ')}`);
  if (a.rerollOnMiss) parts.push('; on a miss, the attack roll is made once more');
  if (a.followup) parts.push(`; followup +${a.followup.bonus} vs ${a.followup.vs}: ${dmg(a.followup.damage)}`);
  if (a.provokes) parts.push(' (provokes opportunity attacks)');
  if (a.quiet) parts.push(' (provokes no opportunity attacks)');
  if (a.combatAdvantageOnly) parts.push(' (only against a target that grants it combat advantage)');
  if (a.onCharge) parts.push(' (may also end a charge)');
  if (a.canTargetAllies) parts.push(' (can target allies)');
  if (a.bloodiedTargetBonus !== undefined) parts.push(` (+${a.bonus + a.bloodiedTargetBonus} against a bloodied target)`);
  if (a.noCritical) parts.push(' (never a critical hit)');
  if (a.bloodiedTargetDamage) parts.push(` (+${dmg(a.bloodiedTargetDamage)} against a bloodied target)`);
  if (a.targetLimit) parts.push(` (only against ${targetLimitText(a.targetLimit)})`);
  if (a.recharge)
    parts.push(
      a.recharge.kind === 'roll'
        ? `; recharge: ${a.recharge.min}+ on a d20 at the start of its turn`
        : a.recharge.kind === 'when'
          ? `; recharges when it ${whenText(a.recharge)}`
          : a.recharge.kind === 'start-of-turn'
            ? startOfTurnRechargeText(a.recharge)
            : a.recharge.kind === 'end-of-turn'
              ? `; recharges at the end of its turn ${END_OF_TURN_IF[a.recharge.if]}`
              : '; recharges when it becomes bloodied',
    );
  return `${head} ${parts.join(' ')}.`.replace(' ;', ';');
}

/** The condition of a recharge at the end of the creature's turn, after "recharges at the end of its turn". */
const END_OF_TURN_IF: Readonly<Record<Extract<NonNullable<Attack['recharge']>, { kind: 'end-of-turn' }>['if'], string>> = {
  'not-moved': 'if it did not move that turn',
  'not-attacked': 'if it did not attack that turn',
  'in-victory-area': 'if it occupies a victory area',
  'in-own-victory-area': 'if it occupies one of its own victory areas',
  'no-adjacent-enemy': 'if no enemy is adjacent to it',
};

/** The event of a recharge of kind `when`, after "recharges when it". */
function whenText(r: Extract<NonNullable<Attack['recharge']>, { kind: 'when' }>): string {
  const kind = r.attack === undefined ? 'an' : `a ${r.attack}`;
  if (r.event === 'hits') return `hits with ${kind} attack`;
  if (r.event === 'hit-by') return `is hit by ${kind} attack`;
  if (r.event === 'missed-by') return `is missed by ${kind} attack`;
  if (r.event === 'misses') return r.own ? 'misses with this attack' : `misses with ${kind} attack`;
  if (r.event === 'destroys-enemy') return r.victim ? `destroys a ${r.victim} enemy` : 'destroys an enemy';
  if (r.event === 'uses-power') return r.champion ? 'uses a champion power' : `uses ${r.power ?? ''}`;
  return r.byAttack ? 'takes damage from an attack' : 'takes damage';
}

/** The "when" clause of a trigger, from its module (`abilities/triggers/`). */
const triggerText = (t: TriggerRef): string => triggerModule(t).text;

/** The effect's clause, from its module (`abilities/effects/`), with the power's duration part when it lasts. */
export function powerEffectText(e: PowerEffect, duration?: Duration, target?: PowerTarget): string {
  return effectModule(e).text(e, duration, target);
}

/** A power's line, from its module (`abilities/powers/`: the named powers and the language's templates). */
export function powerText(p: Power): string {
  return powerModuleText(p);
}

export function championPowerText(p: ChampionPower): string {
  return `Use ${triggerText(p.trigger).startsWith('the ') ? 'at' : 'when'} ${triggerText(p.trigger)}: ${powerEffectText(p.effect, p.duration, p.target)}.`;
}

export function creatureText(c: CreatureCard, omitted: readonly string[] = []): string {
  const lines: string[] = [];
  // "Definition Block": a creature that can be a mount says so after its keywords (not a keyword itself).
  const mount = c.powers.some((p) => p.kind === 'mount') ? ' (Mount)' : '';
  lines.push(
    `${c.name} — Level ${c.level} ${c.keywords.join(' ')}${c.unique ? ' (Unique)' : ''}${mount}${c.championRating ? ` — Champion rating ${c.championRating}` : ''}`,
  );
  lines.push(
    `${c.size}; AC ${c.ac}, Fort ${c.fort}, Ref ${c.ref}, Will ${c.will}; Speed ${c.mode === 'flight' ? 'F' : c.mode === 'burrow' ? 'B' : ''}${c.speed}; HP ${c.hp} (bloodied ${c.bloodied ?? Math.floor(c.hp / 10) * 5})`,
  );
  lines.push(`${c.alignment}; ${c.factions.join(', ')}; cost ${c.cost}`);
  lines.push('Attacks:');
  for (const a of c.attacks) lines.push(`  ${attackText(a)}`);
  if (c.powers.length) {
    lines.push('Powers:');
    for (const p of c.powers) lines.push(`  ${powerText(p)}`);
  }
  if (c.championPowers.length) {
    lines.push('Champion powers:');
    for (const p of c.championPowers) lines.push(`  ${championPowerText(p)}`);
  }
  if (omitted.length) lines.push(`Not yet enforced: ${omitted.join('; ')}.`);
  return lines.join('\n');
}

export function itemText(i: ItemCard): string {
  const req = [i.keywords.length ? i.keywords.join(' ') : '', i.factions.join('/'), i.alignments.join('/')].filter(Boolean).join('; ');
  const lines = [`${i.name} — Level ${i.minLevel}-${i.maxLevel}${req ? ` — ${req}` : ''} — cost ${i.cost}`];
  if (i.defenseBonus) lines.push(`  +${i.defenseBonus} to all defenses.`);
  if (i.attackBonus) lines.push(`  +${i.attackBonus} Attack.`);
  for (const p of i.powers) lines.push(`  ${powerText(p)}`);
  return lines.join('\n');
}

/** "(Evil target only)" and the like, in our words. */
function targetLimitText(l: NonNullable<Attack['targetLimit']>): string {
  const parts: string[] = [];
  if (l.alignments) parts.push(`a ${l.alignments.join(' or ')} target`);
  if (l.maxLevel !== undefined) parts.push(`a target of level ${l.maxLevel} or lower`);
  if (l.conditions) parts.push(`a ${l.conditions.join(' or ')} target`);
  if (l.inVictoryArea) parts.push('a target in a victory area');
  if (l.living) parts.push('a living target');
  if (l.notKeywords) parts.push(`a target that is not ${l.notKeywords.join(' or ')}`);
  if (l.keywords) parts.push(`a ${l.keywords.join(' or ')} target`);
  if (l.bloodied) parts.push('a bloodied target');
  if (l.undamaged) parts.push('an undamaged target');
  if (l.adjacent) parts.push('an adjacent target');
  if (l.minSize) parts.push(`a ${l.minSize} or larger target`);
  return parts.join(', ');
}
