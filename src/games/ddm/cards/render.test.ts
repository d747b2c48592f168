// Tests for ddm-battle-rules-2011 "HOW TO READ A CREATURE STAT CARD": our rules text is rendered
// from the encoding, so the new power vocabulary (replaces-turn and free-action powers, "make N
// basic attacks", repeated attacks, 'as if' dominated, recharge) shows exactly what is enforced.
import { describe, expect, it } from 'vitest';
import { STARTER_CREATURES } from '../content/creatures.js';
import { STARTER_ITEMS } from '../content/items.js';
import { attackText, creatureText, itemText, powerText } from './render.js';
import { powerSchema } from './schema.js';

const card = (name: string) => {
  const c = STARTER_CREATURES.find((x) => x.name === name);
  if (!c) throw new Error(`no starter card ${name}`);
  return c;
};

describe('rendered rules text of the powers vocabulary', () => {
  it('replaces-turn and free-action powers say which action they take', () => {
    expect(creatureText(card('Xill'))).toContain(
      'Furious Assault (1 use): Replaces turn (no other action this turn): this creature makes 4 basic attacks, one after another.',
    );
    expect(creatureText(card('Flamescorched Kobold'))).toContain('Shifty: Free action on its turn, once per turn: this creature shifts 1 square.');
    expect(creatureText(card('Flamescorched Kobold'))).toContain('Twin Strike (1 use): Attack action: this creature makes 2 basic attacks');
  });
  it('repeated attacks and as-if-dominated effects are AND effects of the attack', () => {
    expect(attackText(card('Shadar-Kai Warrior').attacks[0]!)).toBe(
      '(basic) Katar [melee]: +14 vs AC; 10 damage AND repeat this attack against the same target (at most 2 times per turn).',
    );
    expect(attackText(card('Shardmind Dominator').attacks[1]!)).toBe(
      'Overwhelming Mind [ranged 5]: +13 vs Will; the target makes a melee basic attack as if Dominated.',
    );
    expect(attackText(card('Shardmind Dominator').attacks[2]!)).toContain('recharges when it becomes bloodied');
    // "RECHARGE at end of this creature's turn if …" says its own moment and condition, never "bloodied".
    const ending = { ...card('Shardmind Dominator').attacks[2]!, recharge: { kind: 'end-of-turn', if: 'not-moved' } as const };
    expect(attackText(ending)).toContain('recharges at the end of its turn if it did not move that turn');
    expect(attackText(ending)).not.toContain('bloodied');
  });
  it('triggered free actions and start-of-turn triggers read naturally', () => {
    const p = powerSchema.parse({
      kind: 'triggered',
      name: 'Surge',
      trigger: 'start-of-own-turn',
      activated: true,
      action: 'free',
      uses: 1,
      effect: { kind: 'move-up-to-speed' },
    });
    expect(powerText(p)).toBe("Surge (1 use): Use at the start of this creature's turn: this creature moves up to its speed as a free action.");
  });
  it('item powers, turn-phase powers, set-up HP and the exceptions/aura powers render from the encoding', () => {
    const cloak = STARTER_ITEMS.find((i) => i.name === 'Cloak of Resistance');
    if (!cloak) throw new Error('no Cloak of Resistance');
    expect(itemText(cloak)).toContain(
      'Resistance: Use when this creature takes damage from an attack: this creature has +1 to all defenses for the rest of the battle.',
    );
    const text = (x: unknown) => powerText(powerSchema.parse(x));
    expect(text({ kind: 'start-of-turn-saves', name: 'Determined' })).toBe(
      'Determined: makes its saving throws at the start of its turn instead of at the end.',
    );
    expect(text({ kind: 'triggered', name: 'Regrowth', trigger: 'end-of-own-turn', activated: true, effect: { kind: 'heal-self', amount: 10 } })).toBe(
      "Regrowth: Use at the end of this creature's turn: this creature heals 10 HP.",
    );
    expect(text({ kind: 'setup-hp', name: 'Battle Training', amount: 10, ifChampionKeyword: 'Hobgoblin' })).toBe(
      'Battle Training: during set-up, if its warband has a Hobgoblin champion, +10 maximum HP (bloodied at half the new maximum).',
    );
    expect(text({ kind: 'continuous', name: 'Grasping Vines', effect: { kind: 'aura-enemies-cannot-shift', radius: 1 } })).toBe(
      'Grasping Vines: (Aura 1) enemies in the aura cannot shift.',
    );
  });
});
