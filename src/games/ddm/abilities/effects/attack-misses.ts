// Effect "attack-misses": that attack misses instead — a cancellation effect, resolved before the
// hit's other effects (ddm-battle-rules-2011, "Resolving Effects"; guidelines "Attack sequence" B3).
// `maxNatural`: only when the natural roll (each roll of a multi-roll attack) is that or lower.
// `retarget`: then this creature's player may have the attacker roll that attack again against a
// different creature it could reach — any creature but this one and the attacker, its own allies too:
// the power states otherwise than "Can't Target Allies" ("Melee Attacks"; docs/ddm.md, rulings).
import { geo } from '../../geo.js';
import { meleeReaches } from '../../rules/attack-options.js';
import { onMap } from '../../rules/common.js';
import type { AttackRec, CreatureState } from '../../state.js';
import type { EffectOf, PowerEffectModule, Situation } from '../language.js';

const MISS = 'miss';

/** The creatures the attack could be rolled against instead. */
function others({ ctx, subject, rec }: Situation, e: EffectOf<'attack-misses'>): CreatureState[] {
  const s = ctx.state;
  const attacker = rec ? s.creatures[rec.attacker] : undefined;
  if (!e.retarget || !attacker || !onMap(attacker)) return [];
  const g = geo(s);
  return s.creatures.filter((t) => t.id !== subject.id && t.id !== attacker.id && onMap(t) && meleeReaches(ctx, g, attacker, t));
}

function lowEnough(rec: AttackRec, e: EffectOf<'attack-misses'>): boolean {
  const most = e.maxNatural;
  // An automatic hit has no natural roll to be low enough.
  return most === undefined || (rec.rolls.length > 0 && rec.rolls.every((r) => r <= most));
}

export const attackMisses: PowerEffectModule<'attack-misses'> = {
  kind: 'attack-misses',
  text: (e) =>
    `${e.maxNatural === undefined ? '' : `if its natural roll is ${e.maxNatural} or lower, `}that attack misses` +
    (e.retarget ? "; then this creature's player may have the attacker roll it again against a different creature it can reach" : ''),
  // A card may forbid its creature's enemies such powers (continuous forbids-hit-to-miss).
  possible: ({ ctx, subject, rec }, e) => !!rec && rec.hit && lowEnough(rec, e) && ctx.query('mayTurnHitIntoMiss', true, { creature: subject.id }),
  choices: (x, e, base) => [
    { id: `${base.id}|${MISS}`, label: `${base.label} (the attack misses)` },
    ...others(x, e).map((t) => ({ id: `${base.id}|${t.id}`, label: `${base.label} (roll again against ${t.label})` })),
  ],
  resolve(x, e, _use, choice) {
    const { ctx, subject, rec } = x;
    if (!rec || !rec.hit || !lowEnough(rec, e)) return;
    const t = choice === undefined || choice === MISS ? undefined : others(x, e).find((o) => String(o.id) === choice);
    if (t) {
      rec.target = t.id;
      rec.rollAgain = true;
      rec.rerolled = true;
      ctx.emit('retarget', { creature: subject.id, label: subject.label, target: t.id, targetLabel: t.label });
      return;
    }
    rec.hit = false;
    rec.hits = 0;
    rec.crit = false;
    ctx.emit('attack-misses', { creature: subject.id, label: subject.label });
  },
};
