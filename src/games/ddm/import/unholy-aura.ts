// Unholy Cold Aura: "Use when a Slowed or Immobilized enemy starts its turn adjacent to this creature:
// That enemy takes N TYPE damage" — Fire Aura's composition (type-aura.ts: StartOfTurn, an enemy on the
// map adjacent to this creature × `damage-other`, no attack roll) with the enemy's conditions (condition
// part `has-condition`, any one of those printed) — ddm-battle-rules-2011, "Start of Turn Phase",
// "Activated Powers", "Conditions".
import { DAMAGE_TYPES, type PowerInput } from '../cards/schema.js';
import { conditionOf } from './wording.js';

const RE =
  /^use when an? ((?:[a-z]+, )*[a-z]+,? or [a-z]+|[a-z]+) enemy starts its turn adjacent to this creature\s*[:;,]\s*that enemy takes (\d+) (?:([a-z]+) )?damage$/i;

export function readUnholyAura(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  const named = (m[1] ?? '').split(/,? or |, /).filter((w) => w);
  const read = named.map((w) => conditionOf(w));
  const conds = read.flatMap((c) => (c && !c.translated ? [c.condition] : []));
  const type = DAMAGE_TYPES.find((t) => t === (m[3] ?? 'untyped').toLowerCase());
  const amount = Number(m[2]);
  const [condition, ...or] = conds;
  if (!condition || conds.length !== named.length || !type || amount % 5 !== 0) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'StartOfTurn',
      conditions: [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'on-map', of: 'self' },
        { kind: 'adjacent-to-self', of: 'actor' },
        { kind: 'has-condition', condition, ...(or.length > 0 ? { or } : {}), of: 'actor' },
      ],
    },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-other', amount, type },
  };
}
