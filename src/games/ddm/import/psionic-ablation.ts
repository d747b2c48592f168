// Psionic Ablation (ddm-battle-rules-2011, "Activated Powers", "Bonuses and Penalties"; guidelines
// "Attack sequence" B5: a hit's triggers before its damage) in its two printings:
//   "Use when this creature is targeted by an enemy's attack; -10 Damage on that attack" — the named
//   trigger `enemy-attacks-self` (TargetsDeclared: before the roll), read by language-powers.ts's
//   readTriggered with the effect words below;
//   "Use when an enemy's attack hits this creature or an ally adjacent to this creature; -10 Damage on
//   that attack AND this creature is Immobilized" — a composed trigger (Hit: an enemy's attack that
//   hits, its target this creature or an ally adjacent to it, condition part `self-or-adjacent-ally`).
// Both × effect `damage-penalty` (abilities/effects/damage-penalty.ts), with `self` for "AND this
// creature is <Condition>" (the rulebook's default duration, "Conditions").
import { CONDITIONS, type ConditionName, type PowerEffect, type PowerInput } from '../cards/schema.js';

/** "-N Damage on that attack[ AND this creature is <Condition>]" (also the en dash). */
export function readDamagePenalty(words: string): PowerEffect | null {
  const m = /^[-\u2013](\d+) damage on that attack(?:,? and this creature is ([a-z]+))?$/i.exec(words.trim());
  if (!m) return null;
  if (m[2] === undefined) return { kind: 'damage-penalty', amount: Number(m[1]) };
  const self = CONDITIONS.find((c): c is ConditionName => c.toLowerCase() === (m[2] ?? '').toLowerCase());
  return self ? { kind: 'damage-penalty', amount: Number(m[1]), self } : null;
}

const HITS = /^use when an enemy's attack hits this creature or an ally adjacent to this creature\s*[:;.,]\s*(.+)$/i;

export function readPsionicAblation(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = HITS.exec(body.replace(/\u2019/g, "'"));
  const effect = m ? readDamagePenalty(m[1] ?? '') : null;
  if (!effect) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'Hit',
      conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'enemy' }, { kind: 'self-or-adjacent-ally', of: 'target' }],
    },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect,
  };
}
