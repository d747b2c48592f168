// Reads Savage Frenzy's wordings, "Use when this creature hits with a {b} attack: This creature gains
// +N HP" (Quaggoth Slave) and "Use when this creature hits with a {m} attack; this creature gains +N
// HP. This can increase this creature's HP above its starting total, though it is considered Bloodied
// only at M HP or fewer" (Orc Savage, Dark Talon Champion) — an activated triggered power: a composed
// trigger (Hit: this creature's basic / melee attack hits) × the new effect `gain-hp-self`
// (abilities/effects/gain-hp-self.ts). ddm-battle-rules-2011, "Hit Points", Bonus Hit Points: gained
// HP may go above the maximum and leave the Bloodied score as it is — what the second wording's tail
// restates (both creatures printing it have 20 HP, bloodied at 10), so the tail adds nothing to read.
// "Activated Powers".
import type { PowerInput } from '../cards/schema.js';

const SHAPE =
  /^use when this creature hits with an? (\{m\}|\{b\}|melee|basic) attack\s*[:;]\s*this creature gains \+?(\d+) hp(?:\.\s*this can increase this creature's hp above its starting total, though it is considered bloodied only at \d+ hp or fewer)?$/i;

export function readSavageFrenzy(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = SHAPE.exec(
    body
      .trim()
      .replace(/\u2019/g, "'")
      .replace(/\.$/, ''),
  );
  if (!m) return null;
  const amount = Number(m[2]);
  if (!(amount > 0)) return null;
  const basic = ['{b}', 'basic'].includes((m[1] ?? '').toLowerCase());
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'Hit',
      conditions: [
        { kind: 'actor-is', who: 'self' },
        { kind: 'on-map', of: 'self' },
        basic ? { kind: 'basic-attack' } : { kind: 'attack-kind', kinds: ['melee'] },
        { kind: 'hit' },
      ],
    },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'gain-hp-self', amount },
  };
}
