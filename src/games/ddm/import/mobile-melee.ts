// Mobile Melee Attack and its kin — a shift after this creature's own attack — read into a triggered
// power: a composed trigger (AfterAttack: this creature's attack, while it is on the map, of the kind
// printed) × effect `shift` (1 square, or up to N: "SHIFT", no opportunity attacks), activated,
// immediate when so printed (ddm-battle-rules-2011, "Activated Powers", "Immediate Actions"). Wordings:
//   "[Immediate[ action], ][use ]after (this creature) makes / making / resolves / resolving / hits with
//    a[n] [{m}|melee|{b}|basic|opportunity] attack (this creature's {m} attack)[:;,] [this creature]
//    shift(s)[ up to N squares| 1 square| N squares][ as a free action| as an immediate action]"
// "{m}": a melee attack; "{b}": one of its basic attacks; "opportunity": an attack made as an
// opportunity attack; none: any attack. "hits with": only after a hit (condition `hit`), otherwise hit
// or miss. "shift N squares" is read as up to N (it may stay), as the attack effect shift-attacker.
// The AfterAttack window opens once for each attack made, so an attack against several targets offers
// it after each (our reading: "a {m} attack" is each attack roll's attack).
import type { PowerInput, TriggerCondition } from '../cards/schema.js';

const TRIGGER =
  /^(immediate(?: action)?,\s*)?(?:use )?after (?:this creature )?(makes|making|resolves|resolving|hits with|hitting with) (?:an?|this creature's) (?:(\{m\}|melee|\{b\}|basic|opportunity) )?attack\s*[:;,]\s*(.+)$/i;
const SHIFT = /^(?:this creature )?shifts?(?: up to)?(?: (\d+|one) squares?)?( as a free action| as an? ?immediate action)?$/i;

export function readMobileMelee(body: string, name: string, limit: number | undefined): PowerInput | null {
  const t = TRIGGER.exec(body);
  const s = t ? SHIFT.exec((t[4] ?? '').trim()) : null;
  if (!t || !s) return null;
  const squares = s[1] === undefined || /^one$/i.test(s[1]) ? 1 : Number(s[1]);
  const tail = (s[2] ?? '').trim().toLowerCase();
  const immediate = t[1] !== undefined || tail.includes('immediate');
  const kind = (t[3] ?? '').toLowerCase();
  const which: TriggerCondition[] =
    kind === '{m}' || kind === 'melee'
      ? [{ kind: 'attack-kind', kinds: ['melee'] }]
      : kind === '{b}' || kind === 'basic'
        ? [{ kind: 'basic-attack' }]
        : kind === 'opportunity'
          ? [{ kind: 'opportunity-attack' }]
          : [];
  const hit: TriggerCondition[] = /^hit/i.test(t[2] ?? '') ? [{ kind: 'hit' }] : [];
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, ...which, ...hit],
    },
    activated: true,
    action: immediate ? 'immediate' : 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: squares > 1 ? { kind: 'shift', squares } : { kind: 'shift' },
  };
}
