// Tests for the duration as a part of a power (ddm-battle-rules-2011, "Conditions", Duration; issue 16:
// trigger × condition × target × effect × duration): a triggered, action or champion power whose
// effect lasts names its duration beside its trigger and effect, the effect reads it through the
// durations, and the stat card's words are those of the duration's module.
import { describe, expect, it } from 'vitest';
import { championPowerSchema, powerSchema } from '../../cards/schema.js';
import { championPowerText, itemText, powerText } from '../../cards/render.js';
import { STARTER_ITEMS } from '../../content/items.js';
import { durationOfUse, lastsText } from './index.js';

const bonus = { kind: 'defense-bonus-self', amount: 2 } as const;
const triggered = { kind: 'triggered', name: 'Brace', trigger: 'self-hit-by-attack', activated: true } as const;

describe('a lasting effect’s duration is a part of its power', () => {
  it('a triggered, action or champion power with a lasting effect names its duration, and is worded with it', () => {
    const p = powerSchema.parse({ ...triggered, effect: bonus, duration: 'end-of-next-turn' });
    expect(powerText(p)).toBe('Brace: Use when this creature is hit by an attack: this creature has +2 to all defenses until end of next turn.');
    const a = powerSchema.parse({ kind: 'action', name: 'Guard', action: 'minor', effect: bonus, duration: 'end-of-battle' });
    expect(powerText(a)).toBe('Guard: Minor action: this creature has +2 to all defenses for the rest of the battle.');
    const c = championPowerSchema.parse({ trigger: 'self-hit-by-attack', effect: bonus, duration: 'save-ends' });
    expect(championPowerText(c)).toBe('Use when this creature is hit by an attack: this creature has +2 to all defenses until save ends.');
  });

  it('the real item keeps its printed words', () => {
    const cloak = STARTER_ITEMS.find((i) => i.name === 'Cloak of Resistance');
    expect(cloak && itemText(cloak)).toContain(
      'Resistance: Use when this creature takes damage from an attack: this creature has +1 to all defenses for the rest of the battle.',
    );
  });

  it('a lasting effect without a duration, a duration on an effect that does not last, or a duration inside the effect is refused, naming the field', () => {
    const missing = powerSchema.safeParse({ ...triggered, effect: bonus });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['duration']);
    const extra = powerSchema.safeParse({ ...triggered, effect: { kind: 'heal-self', amount: 5 }, duration: 'end-of-turn' });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.path).toEqual(['duration']);
    const inside = powerSchema.safeParse({ ...triggered, effect: { ...bonus, duration: 'end-of-turn' }, duration: 'end-of-turn' });
    expect(inside.success).toBe(false);
    expect(JSON.stringify(inside.error?.issues)).toContain('duration');
  });

  it('the effect reads the power’s duration through the durations, and a use without one is an error naming the power', () => {
    expect(durationOfUse({ name: 'Brace', duration: 'end-of-turn' })).toBe('end-of-turn');
    expect(() => durationOfUse({ name: 'Brace' })).toThrow(/"Brace"/);
    expect(lastsText('end-of-round')).toBe('until end of round');
    expect(lastsText('end-of-battle')).toBe('for the rest of the battle');
  });
});
