// "Minor action[:;] +N Speed until end of turn" (Burst of Speed, Hustle) read into an action power:
// the minor (move) action, effect `stat-bonus` for this creature (abilities/effects/stat-bonus.ts),
// duration end-of-turn — the bonus lasts to the end of the turn it is used in (ddm-battle-rules-2011,
// "Bonuses and Penalties"; "Conditions", Duration: "Until end of its turn"). Only Speed is read: the
// printings of other statistics "until end of turn" name an attack kind or a next attack, which this
// does not express. Stoneskin, "Minor action: This creature has Resist 10 All until (the) end of its
// next turn", is the same shape with effect `resist-self` (abilities/effects/resist-self.ts) and
// duration end-of-next-turn.
import type { PowerInput } from '../cards/schema.js';

const RESIST = /^(minor|move) action\s*[:;]\s*this creature has resist (\d+) all until (?:the )?end of its next turn$/i;

const RE = /^(minor|move) action\s*[:;]\s*(?:this creature (?:has|gains) )?\+(\d+) speed until end of (?:its |this creature's )?turn$/i;

/** The power, or null when the text is not such a printing. */
export function readSelfBonusAction(body: string, name: string, limit: number | undefined): PowerInput | null {
  const r = RESIST.exec(body);
  if (r && Number(r[2]) % 5 === 0)
    return {
      kind: 'action',
      name,
      action: (r[1] ?? '').toLowerCase() === 'move' ? 'move' : 'minor',
      ...(limit !== undefined ? { uses: limit } : {}),
      effect: { kind: 'resist-self', amount: Number(r[2]) },
      duration: 'end-of-next-turn',
    };
  const m = RE.exec(body);
  if (!m) return null;
  return {
    kind: 'action',
    name,
    action: (m[1] ?? '').toLowerCase() === 'move' ? 'move' : 'minor',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'stat-bonus', bonuses: [{ stat: 'speed', amount: Number(m[2]), melee: false }] },
    duration: 'end-of-turn',
  };
}
