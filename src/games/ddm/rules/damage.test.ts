// Tests for ddm-battle-rules-2011 "Applying Damage" / "Resistance and Vulnerability" / "INSUBSTANTIAL"
// / "WEAKENED" and the guidelines' Damage Sequence, using the books' worked examples.
import { describe, expect, it } from 'vitest';
import { computeDamage, canGainOngoing, halveDamage, halveHitPoints, NO_DEFENCES } from './damage.js';

const hit = (base: { amount: number; type: 'untyped' | 'fire' | 'lightning' | 'cold' }[], extra: Partial<Parameters<typeof computeDamage>[0]> = {}) =>
  computeDamage({ base, critical: false, bonus: 0, weakened: false, fromAttack: true, target: NO_DEFENCES, ...extra });

describe('round down', () => {
  it('half of 15 damage is 5 (Applying Damage, Round Down)', () => expect(halveDamage(15)).toBe(5));
  it('halving never goes below 5 damage', () => expect(halveDamage(5)).toBe(5));
  it('half of 85 HP is 40 (Hit Points, Round Down)', () => expect(halveHitPoints(85)).toBe(40));
});

describe('resistance and vulnerability', () => {
  it('Resist 5 fire and Resist 10 lightning vs "10 lightning + 10 fire": the owner applies Resist 10 lightning, 10 fire remains', () => {
    const r = hit(
      [
        { amount: 10, type: 'lightning' },
        { amount: 10, type: 'fire' },
      ],
      {
        target: {
          ...NO_DEFENCES,
          resist: [
            { amount: 5, type: 'fire' },
            { amount: 10, type: 'lightning' },
          ],
        },
      },
    );
    expect(r.total).toBe(10);
    expect(r.resistUsed).toEqual({ amount: 10, type: 'lightning' });
    expect(r.byType).toEqual({ fire: 10 });
  });
  it('guidelines D4: vulnerable 5 fire with resist 5 fire vs 5 + 15 fire takes 20', () => {
    const target = { ...NO_DEFENCES, resist: [{ amount: 5, type: 'fire' as const }], vulnerable: [{ amount: 5, type: 'fire' as const }] };
    expect(
      hit(
        [
          { amount: 5, type: 'untyped' },
          { amount: 15, type: 'fire' },
        ],
        { target },
      ).total,
    ).toBe(20);
    expect(
      hit(
        [
          { amount: 5, type: 'untyped' },
          { amount: 5, type: 'fire' },
        ],
        { target },
      ).total,
    ).toBe(5);
  });
  it('only the highest vulnerable applies', () => {
    const target = {
      ...NO_DEFENCES,
      vulnerable: [
        { amount: 5, type: 'fire' as const },
        { amount: 10, type: 'fire' as const },
      ],
    };
    expect(hit([{ amount: 10, type: 'fire' }], { target }).total).toBe(20);
  });
  it('immune removes that type, then resist and vulnerable see what is left', () => {
    const target = { ...NO_DEFENCES, immune: ['cold' as const], vulnerable: [{ amount: 10, type: 'cold' as const }] };
    expect(
      hit(
        [
          { amount: 5, type: 'untyped' },
          { amount: 5, type: 'cold' },
        ],
        { target },
      ).total,
    ).toBe(5);
  });
  it('resist cannot take damage below 0', () => {
    expect(hit([{ amount: 5, type: 'fire' }], { target: { ...NO_DEFENCES, resist: [{ amount: 10, type: 'fire' }] } }).total).toBe(0);
  });
  it('ongoing damage is not gained when resist is at least its amount, or when immune', () => {
    expect(canGainOngoing(10, 'fire', { ...NO_DEFENCES, resist: [{ amount: 10, type: 'fire' }] })).toBe(false);
    expect(canGainOngoing(15, 'fire', { ...NO_DEFENCES, resist: [{ amount: 10, type: 'fire' }] })).toBe(true);
    expect(canGainOngoing(5, 'cold', { ...NO_DEFENCES, immune: ['cold'] })).toBe(false);
  });
});

describe('critical hits, bonus damage, Weakened, Insubstantial', () => {
  it('a critical doubles base damage per type before bonus damage', () => {
    const r = hit(
      [
        { amount: 5, type: 'untyped' },
        { amount: 5, type: 'cold' },
      ],
      { critical: true, bonus: 10 },
    );
    expect(r.total).toBe(30);
    expect(r.byType).toEqual({ untyped: 20, cold: 10 });
  });
  it('bonus damage does not apply to an attack without base damage', () => {
    expect(hit([], { bonus: 10 }).total).toBe(0);
  });
  it('Weakened: "20 damage" becomes 10', () => {
    expect(hit([{ amount: 20, type: 'untyped' }], { weakened: true }).total).toBe(10);
  });
  it('Weakened halves each base type individually', () => {
    expect(
      hit(
        [
          { amount: 5, type: 'untyped' },
          { amount: 5, type: 'cold' },
        ],
        { weakened: true },
      ).total,
    ).toBe(10);
  });
  it('Insubstantial halves attack damage after all modifiers, but not on a critical hit', () => {
    const target = { ...NO_DEFENCES, insubstantial: true };
    expect(hit([{ amount: 20, type: 'untyped' }], { bonus: 5, target }).total).toBe(10);
    expect(hit([{ amount: 20, type: 'untyped' }], { critical: true, target }).total).toBe(40);
    expect(computeDamage({ base: [{ amount: 20, type: 'untyped' }], critical: false, bonus: 0, weakened: false, fromAttack: false, target }).total).toBe(20);
  });
});
