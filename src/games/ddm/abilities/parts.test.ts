// Tests for the parts of the DDM power language beyond triggers and effects: every attack AND
// effect, every power kind (the rulebook's named powers and the language's templates) and every
// duration is one module found by its name, with its schema and text; a condition ends at the
// moment its duration's module names (ddm-battle-rules-2011, "Conditions", Duration; "Saving Throws").
import { describe, expect, it } from 'vitest';
import { attackEffectSchema, COMPOSABLE_EVENTS, DURATIONS, powerSchema, powerTargetSchema, triggerConditionSchema } from '../cards/schema.js';
import { attackText, powerText } from '../cards/render.js';
import { endAtEndOfRound, endAtEndOfTurn, endAtStartOfTurn, rollSaves } from '../rules/conditions.js';
import type { Cond, CreatureState } from '../state.js';
import { ATTACK_EFFECT_MODULES } from './attack-effects/index.js';
import { DURATION_MODULES, type DurationEnd, type DurationKind } from './durations/index.js';
import { POWER_MODULES } from './powers/index.js';
import { battle } from '../testkit.js';
import { CONDITION_MODULES } from './conditions/index.js';
import { TARGET_MODULES, targetText } from './targets/index.js';
import { composedText } from './triggers/compose.js';
import { EVENT_PARTS } from './triggers/events.js';

const kindsOf = (u: { options: readonly { shape: { kind: { value: string } } }[] }) => u.options.map((o) => o.shape.kind.value).sort();

describe('one module per part, found by its name', () => {
  it('every attack AND effect of the schema has its module, and the module parses it with the same schema', () => {
    expect(Object.keys(ATTACK_EFFECT_MODULES).sort()).toEqual(kindsOf(attackEffectSchema));
    for (const [kind, m] of Object.entries(ATTACK_EFFECT_MODULES)) expect(m.kind).toBe(kind);
    const push = attackEffectSchema.parse({ kind: 'push', squares: 2 });
    expect(ATTACK_EFFECT_MODULES.push.schema.parse({ kind: 'push', squares: 2 })).toEqual(push);
    expect(() => ATTACK_EFFECT_MODULES.push.schema.parse({ kind: 'push', squares: 0 })).toThrow();
  });
  it('every power kind (named powers and templates) has its module', () => {
    expect(Object.keys(POWER_MODULES).sort()).toEqual(kindsOf(powerSchema));
    for (const [kind, m] of Object.entries(POWER_MODULES)) expect(m.kind).toBe(kind);
  });
  it('every condition part of a composed trigger has its module, which parses it with the member schema', () => {
    expect(Object.keys(CONDITION_MODULES).sort()).toEqual(kindsOf(triggerConditionSchema));
    for (const [kind, m] of Object.entries(CONDITION_MODULES)) expect(m.kind).toBe(kind);
    const within = { kind: 'within', squares: 3, of: 'target' } as const;
    expect(CONDITION_MODULES.within.schema.parse(within)).toEqual(triggerConditionSchema.parse(within));
    expect(() => CONDITION_MODULES.within.schema.parse({ ...within, squares: 0 })).toThrow();
  });
  it('every target part has its module, which parses it with the member schema', () => {
    expect(Object.keys(TARGET_MODULES).sort()).toEqual(kindsOf(powerTargetSchema));
    for (const [kind, m] of Object.entries(TARGET_MODULES)) expect(m.kind).toBe(kind);
    expect(TARGET_MODULES.allies.schema.parse({ kind: 'allies', within: 5 })).toEqual({ kind: 'allies', within: 5, self: false });
    expect(() => TARGET_MODULES.allies.schema.parse({ kind: 'allies', within: 0 })).toThrow();
  });
  it('every event a composed trigger may name has its window binding and words', () => {
    expect(Object.keys(EVENT_PARTS).sort()).toEqual([...COMPOSABLE_EVENTS].sort());
    for (const [event, part] of Object.entries(EVENT_PARTS)) expect(part.window.event).toBe(event);
  });
  it('every card duration, and the rules’ until-hit, has its module', () => {
    expect(Object.keys(DURATION_MODULES).sort()).toEqual([...DURATIONS, 'until-hit'].sort());
  });
});

describe('text rendered from the modules', () => {
  it('an attack composes its AND effects, each worded by its module with its duration', () => {
    const text = attackText({
      name: 'Test Hook',
      basic: false,
      range: { kind: 'melee' },
      bonus: 8,
      vs: 'Ref',
      damage: [{ amount: 10, type: 'untyped' }],
      effects: [
        { kind: 'pull', squares: 2 },
        { kind: 'condition', condition: 'Slowed', duration: 'save-ends' },
        { kind: 'defense-penalty', amount: 2, duration: 'end-of-round' },
      ],
      targeting: 'one',
      provokes: false,
    });
    expect(text).toBe('Test Hook [melee]: +8 vs Ref; 10 damage AND pull 2 AND Slowed (save ends) AND -2 to all defenses (end of round).');
  });
  it('a named power is worded by its module', () => {
    expect(powerText(powerSchema.parse({ kind: 'sneak-attack', amount: 5 }))).toBe(
      'Sneak Attack 5: +5 Damage when hitting a target that grants it combat advantage',
    );
    expect(powerText(powerSchema.parse({ kind: 'wandering-monster' }))).toBe('Wandering Monster');
  });
});

describe('a composed trigger and a target part are worded from their parts', () => {
  it('the event sentence with the phrases its conditions make', () => {
    expect(
      composedText({
        event: 'TargetsDeclared',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'target-is', who: 'ally' },
          { kind: 'adjacent-to-self', of: 'target' },
          { kind: 'attack-kind', kinds: ['close', 'area'] },
        ],
      }),
    ).toBe('an enemy targets an ally adjacent to this creature with a close or area attack');
    expect(
      composedText({
        event: 'EnterSquare',
        conditions: [
          { kind: 'actor-is', who: 'enemy' },
          { kind: 'bloodied', of: 'actor' },
          { kind: 'within', squares: 2, of: 'actor' },
        ],
      }),
    ).toBe('a bloodied enemy enters a square within 2 squares of this creature');
    expect(composedText({ event: 'StartOfTurn', conditions: [{ kind: 'actor-is', who: 'ally' }] })).toBe("the start of an ally's turn");
  });
  it('each target part names whom it affects', () => {
    expect(targetText(powerTargetSchema.parse({ kind: 'allies', within: 5, keyword: 'Elf', self: true }))).toBe(
      'this creature and each Elf ally within 5 squares',
    );
    expect(targetText({ kind: 'that-creature' })).toBe('that creature');
  });
});

/** A creature carrying one condition of each duration. */
function carrier(ownTurn: boolean): CreatureState {
  const conds: Cond[] = (Object.keys(DURATION_MODULES) as DurationKind[]).map((duration, id) => ({
    id,
    kind: 'Slowed',
    name: `test ${duration}`,
    amount: 0,
    dtype: 'untyped',
    defense: 'all',
    duration,
    source: -1,
    sourcePlayer: 0,
    ownTurn,
  }));
  const c = battle(['Dire Wolf'], ['Dire Wolf'], [[1, 1]]).creatures[0] as CreatureState;
  c.conds = conds;
  return c;
}

const ended = (list: readonly Cond[]) => list.map((x) => x.duration).sort();
const endingAt = (moment: DurationEnd) => (Object.keys(DURATION_MODULES) as DurationKind[]).filter((d) => DURATION_MODULES[d].ends === moment).sort();

describe('a condition ends when its duration module says', () => {
  it('at the start of its turn, at the end of its turn (the next one when applied in its own turn), at the end of the round', () => {
    expect(ended(endAtStartOfTurn(carrier(false)))).toEqual(endingAt('start-of-own-turn'));
    expect(ended(endAtEndOfTurn(carrier(false)))).toEqual(endingAt('end-of-own-turn'));
    // Applied during its own turn: "end of next turn" waits for the next one, "end of turn" does not.
    expect(ended(endAtEndOfTurn(carrier(true)))).toEqual(['end-of-turn']);
    expect(ended(endAtEndOfRound(carrier(false)))).toEqual(endingAt('end-of-round'));
  });
  it('on a saving throw of 20 every save-ends condition ends, and nothing else', () => {
    const c = carrier(false);
    const rolls = rollSaves(c, () => 20);
    expect(rolls.flatMap((r) => ended(r.ended))).toEqual(endingAt('save'));
  });
});
