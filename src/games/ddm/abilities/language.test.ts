// Tests for the DDM power language (abilities/language.ts): a power is a trigger and an effect from
// their modules, so a creature combining known parts never combined before is one data row — here a
// test-only creature whose activated power ("Use when an enemy scores a critical hit: this creature
// heals 10 HP"; ddm-battle-rules-2011 "Activated Powers", "Damage and Healing") is played through the
// game API, and its rules text is rendered from the same composition.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { continuousSchema, creatureCardSchema, TRIGGERS, powerEffectSchema } from '../cards/schema.js';
import { creatureText } from '../cards/render.js';
import { addTestCards, PLAIN } from '../powers/test-cards.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import { CONTINUOUS_MODULES } from './continuous/index.js';
import { EFFECT_MODULES, TRIGGER_MODULES } from './index.js';

/** The whole card: the shared stat line plus one power composed of an existing trigger and effect. */
const ACOLYTE = {
  ...PLAIN,
  name: 'Test Crit-Warded Acolyte',
  powers: [
    {
      kind: 'triggered' as const,
      name: 'Grim Prayer',
      trigger: 'enemy-crits' as const,
      activated: true,
      uses: 1,
      effect: { kind: 'heal-self' as const, amount: 10 },
    },
  ],
};
/** A continuous power no shipped card has: +5 Damage against targets granting combat advantage. */
const OPPORTUNIST = {
  ...PLAIN,
  name: 'Test Opportunist',
  powers: [{ kind: 'continuous' as const, name: 'Opportunist', effect: { kind: 'damage-bonus-with-combat-advantage' as const, amount: 5 } }],
};
const cleanup = addTestCards([ACOLYTE, OPPORTUNIST]);
afterAll(cleanup);

/** The gnoll's turn, next to the Acolyte, which starts at 20 of its 30 HP. */
const gnollTurn = () =>
  turnOf(
    [ACOLYTE.name],
    ['Gnoll Marauder'],
    [
      [5, 5],
      [5, 6],
    ],
    'Gnoll Marauder',
    { prepare: (s) => void (byLabel(s, ACOLYTE.name).hp = 20) },
  );

const usePrayer = (d: Decision): string | null => (d.kind === 'use-power' ? (d.options.find((o) => o.id === 'power:Grim Prayer')?.id ?? 'no') : null);

describe('a creature from existing parts is one data row', () => {
  it('its power is offered and resolved on an enemy critical hit, before the damage', () => {
    const s = gnollTurn();
    const r = act(s, 'attack:0', [20], usePrayer);
    const offered = r.asked.filter((d) => d.kind === 'use-power').flatMap((d) => d.options.map((o) => o.id));
    expect(offered).toContain('power:Grim Prayer');
    const heal = r.events.findIndex((e) => e.type === 'heal' && e.data['why'] === 'Grim Prayer');
    const damage = r.events.findIndex((e) => e.type === 'damage' && e.data['label'] === ACOLYTE.name);
    expect(heal).toBeGreaterThanOrEqual(0);
    expect(r.events[heal]?.data['amount']).toBe(10);
    expect(damage).toBeGreaterThan(heal);
  });

  it('an ordinary hit is not its trigger: nothing is offered', () => {
    const s = gnollTurn();
    const r = act(s, 'attack:0', [19], usePrayer);
    expect(r.events.some((e) => e.type === 'attack-roll' && e.data['hit'] === true && e.data['crit'] === false)).toBe(true);
    expect(r.asked.some((d) => d.options.some((o) => o.id === 'power:Grim Prayer'))).toBe(false);
    expect(r.events.some((e) => e.type === 'heal')).toBe(false);
  });

  it('its rules text is rendered from the trigger and effect modules', () => {
    const text = creatureText(creatureCardSchema.parse(ACOLYTE));
    expect(text).toContain('Grim Prayer (1 use): Use when an enemy scores a critical hit: this creature heals 10 HP.');
  });
});

describe('the registries', () => {
  it('every trigger and every effect kind of the card schema has its module', () => {
    expect(Object.keys(TRIGGER_MODULES).sort()).toEqual([...TRIGGERS].sort());
    const kinds = powerEffectSchema.options.map((o) => o.shape.kind.value).sort();
    expect(Object.keys(EFFECT_MODULES).sort()).toEqual(kinds);
    for (const k of kinds) expect(EFFECT_MODULES[k].kind).toBe(k);
  });
});

describe('continuous powers are modules too', () => {
  it('every continuous kind of the card schema has its module', () => {
    const kinds = continuousSchema.options.map((o) => o.shape.kind.value).sort();
    expect(Object.keys(CONTINUOUS_MODULES).sort()).toEqual(kinds);
  });

  it('a continuous power is put into play by its module: +5 Damage only with combat advantage', () => {
    const s = turnOf(
      [OPPORTUNIST.name],
      ['Gnoll Marauder'],
      [
        [5, 5],
        [5, 6],
      ],
      OPPORTUNIST.name,
    );
    const me = byLabel(s, OPPORTUNIST.name);
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const bonus = (combatAdvantage: boolean) =>
      ctxFor(s).query('damageBonus', 0, { attacker: me.id, target: gnoll.id, melee: true, combatAdvantage, attackKey: 'test' });
    expect(bonus(true)).toBe(5);
    expect(bonus(false)).toBe(0);
    expect(creatureText(creatureCardSchema.parse(OPPORTUNIST))).toContain('Opportunist: +5 Damage against targets granting combat advantage.');
  });
});
