// The importer on invented rows in the ddmwi format: statistics, defense adjustments, the attack
// grammar, the old wording of ddm-battle-rules-2011 "APPENDIX A. READING OLD-STYLE CARDS", named
// powers, and gaps reported by family instead of being guessed.
import { describe, expect, it } from 'vitest';
import { parseDdmwi } from './parse.js';
import { BOG_WISP, MOSS_HOUND, REED_CAPTAIN, SIGNPOST } from './fixtures.test-data.js';
import type { ImportedCreature } from './types.js';

const one = (e: object): ImportedCreature => {
  const r = parseDdmwi(JSON.stringify([e]), 'test.json');
  if (!r.ok) throw new Error(r.error);
  const c = r.value.creatures[0];
  if (!c) throw new Error('no creature');
  return c;
};

describe('parseDdmwi: errors name the file and the entry', () => {
  it('refuses a file that is not JSON or not an array', () => {
    expect(parseDdmwi('{', 'a.json')).toMatchObject({ ok: false, error: expect.stringMatching(/^a\.json: not valid JSON/) });
    expect(parseDdmwi('{}', 'a.json')).toMatchObject({ ok: false, error: 'a.json: expected a JSON array of creature entries' });
  });
  it('names the entry and the field that is wrong', () => {
    const bad = { ...MOSS_HOUND, hp: -5 };
    expect(parseDdmwi(JSON.stringify([BOG_WISP, bad]), 'b.json')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^b\.json: entry 2 \(Moss Hound\): hp: /),
    });
  });
  it('refuses two creatures with one name', () => {
    expect(parseDdmwi(JSON.stringify([BOG_WISP, BOG_WISP]), 'c.json')).toMatchObject({
      ok: false,
      error: 'c.json: entry 2 (Bog Wisp): a second creature with the same name',
    });
  });
});

describe('a fully read creature', () => {
  const c = one(MOSS_HOUND);
  const card = c.card;
  it('has its statistics, Unique and the renamed keywords (Appendix A, "Keywords")', () => {
    expect(card).toMatchObject({ name: 'Moss Hound', level: 4, unique: true, keywords: ['Beast', 'Construct'], championRating: 2, alignment: 'Good' });
    expect(card?.factions).toEqual(['Wild', 'Civilization']);
  });
  it('adds "+2 DEF(Will)" to Will and takes Flight as the movement mode (Appendix A, "Defenses", "Flight")', () => {
    expect(card).toMatchObject({ ac: 18, fort: 14, ref: 15, will: 18, mode: 'flight' });
  });
  it('reads attacks by the grammar: the first is basic, damage types, AND effects with durations', () => {
    expect(card?.attacks[0]).toMatchObject({
      name: 'Teeth',
      basic: true,
      range: { kind: 'melee' },
      bonus: 9,
      vs: 'AC',
      damage: [
        { amount: 5, type: 'untyped' },
        { amount: 10, type: 'acid' },
      ],
      effects: [{ kind: 'condition', condition: 'Slowed', duration: 'save-ends' }],
    });
  });
  it('translates a small cone, DEF(Fort) and Enervated', () => {
    expect(card?.attacks[1]).toMatchObject({
      range: { kind: 'close', shape: 'blast', size: 3 },
      vs: 'Fort',
      uses: 1,
      effects: [{ kind: 'condition', condition: 'Weakened', duration: 'end-of-next-turn' }],
    });
    const rep = c.powers.find((p) => p.name === 'Spore Cloud');
    expect(rep?.translated?.join(' ')).toMatch(/blast 3.*DEF\(Fort\).*Weakened/);
  });
  it('reads a ranged attack with a push, miss damage and a bloodied recharge', () => {
    expect(card?.attacks[2]).toMatchObject({
      range: { kind: 'ranged', range: 6 },
      effects: [{ kind: 'push', squares: 2 }],
      miss: { damage: [{ amount: 5, type: 'untyped' }] },
      uses: 1,
      recharge: { kind: 'bloodied' },
    });
  });
  it('reads named powers and a champion power, and calls the creature enforced', () => {
    expect(card?.powers).toEqual([
      { kind: 'resist', amount: 5, type: 'cold' },
      { kind: 'sneak-attack', amount: 5 },
    ]);
    expect(card?.championPowers).toEqual([{ trigger: 'ally-hits-melee', effect: { kind: 'damage-bonus', amount: 5 } }]);
    expect(c.powers.every((p) => p.enforced)).toBe(true);
    expect(c.enforced).toBe(true);
  });
});

describe('gaps are reported, never guessed', () => {
  const c = one(BOG_WISP);
  it('turns a printed reach into the Reach power and Staggered into Dazed', () => {
    expect(c.card?.powers).toContainEqual({ kind: 'reach', squares: 2 });
    expect(c.card?.attacks[0]?.effects).toEqual([{ kind: 'condition', condition: 'Dazed', duration: 'end-of-next-turn' }]);
  });
  it('records unknown powers with a family and a reason, and the creature is not enforced', () => {
    expect(c.enforced).toBe(false);
    const gaps = c.powers.filter((p) => !p.enforced);
    expect(gaps.map((g) => [g.name, g.family])).toEqual([
      ['Mire Dance', 'power: mire dance'],
      ['Immune Sleepiness', 'immune: sleepiness'],
    ]);
    expect(gaps.every((g) => (g.reason ?? '').length > 0)).toBe(true);
    expect(c.card?.powers.some((p) => p.kind === 'immune')).toBe(false);
  });
  it('imports a creature without an attack with no card and the gap named', () => {
    const s = one(SIGNPOST);
    expect(s.card).toBeNull();
    expect(s.powers).toContainEqual(expect.objectContaining({ enforced: false, family: 'no encodable attack' }));
  });
  it('does not read an attack form it does not know', () => {
    const odd = one({
      ...BOG_WISP,
      name: 'Odd',
      powers: [
        { type: 'ATTACK', text: 'Bite: +5 vs. AC; 10 damage.' },
        // (An automatic hit is read since issue 20, round 5: a form still unknown stands in for it.)
        { type: 'ATTACK', text: 'Fling: Roll 1d20 and use the indicated effect; 10 damage.' },
      ],
    });
    expect(odd.card?.attacks.map((a) => a.name)).toEqual(['Bite']);
    expect(odd.powers[1]).toMatchObject({ name: 'Fling', enforced: false, family: 'attack without a plain roll: roll NdN and use the …' });
  });
});

describe('powers read into the power language', () => {
  const c = one(REED_CAPTAIN);
  it('reads repeats with a per-turn limit, multi-roll attacks and "as if" dominated', () => {
    expect(c.card?.attacks.map((a) => [a.name, a.effects, a.multiRoll])).toEqual([
      ['Pike', [{ kind: 'repeat', target: 'same', perTurn: 1 }], undefined],
      ['Double Jab', [], { rolls: 2, allHitBonus: [{ amount: 5, type: 'untyped' }] }],
      ['Stare', [{ kind: 'as-if-dominated', melee: true }], undefined],
    ]);
  });
  it('reads "make N basic attacks" printed among the attacks as an attack-action power', () => {
    expect(c.card?.powers).toContainEqual({
      kind: 'action',
      name: 'Rally Strike',
      action: 'attack',
      uses: 1,
      effect: { kind: 'basic-attacks', count: 2, melee: false },
    });
  });
  it('reads continuous, triggered and action powers and a champion power', () => {
    expect(c.card?.powers).toContainEqual({ kind: 'continuous', name: 'Steady', effect: { kind: 'damage-bonus-while-not-bloodied', amount: 5 } });
    expect(c.card?.powers).toContainEqual({
      kind: 'triggered',
      name: 'Shield Wall',
      trigger: 'enemy-attacks-adjacent-ally',
      activated: true,
      action: 'immediate',
      uses: 1,
      effect: { kind: 'redirect-to-self' },
    });
    expect(c.card?.powers).toContainEqual({
      kind: 'action',
      name: 'Rally Cry',
      action: 'minor',
      uses: 1,
      effect: { kind: 'heal-bloodied-allies', within: 4, amount: 5 },
    });
    expect(c.card?.powers).toContainEqual({ kind: 'action', name: 'Sidestep', action: 'free', perTurn: 1, effect: { kind: 'shift' } });
    expect(c.card?.championPowers).toEqual([{ trigger: 'enemy-crits', effect: { kind: 'crit-becomes-hit' } }]);
    expect(c.enforced).toBe(true);
  });
});

describe('wording variants', () => {
  it('reads "(only while bloodied)", "make this attack again" and the file\'s misspellings "Damagee" and "Lighting"', () => {
    const c = one({
      ...BOG_WISP,
      name: 'Variant',
      powers: [
        { type: 'ATTACK', text: 'Jab: +5 vs. AC; 5 damage AND make this attack again (maximum 2 per turn).' },
        { type: 'ATTACK', text: 'Rage: (only while Bloodied) +6 vs. AC; 15 Damagee' },
        { type: 'SPECIAL', text: 'Resist 10 Lighting' },
      ],
    });
    expect(c.card?.attacks[0]?.effects).toEqual([{ kind: 'repeat', target: 'any', perTurn: 2 }]);
    expect(c.card?.attacks[1]).toMatchObject({ requires: 'bloodied', range: { kind: 'melee' }, damage: [{ amount: 15, type: 'untyped' }] });
    expect(c.card?.powers).toEqual([{ kind: 'resist', amount: 10, type: 'lightning' }]);
  });
});

describe('named powers whose printing narrows them', () => {
  it('are gaps, not the rulebook power; a Blindsight range printed in the text is read', () => {
    const c = one({
      ...BOG_WISP,
      name: 'Narrow',
      powers: [
        { type: 'ATTACK', text: 'Poke: +5 vs. AC; 5 damage.' },
        { type: 'SPECIAL', text: 'Reach 3: (Poke only)' },
        { type: 'SPECIAL', text: 'Incorporeal: Use at start of turn: gains it until end of round.' },
        { type: 'SPECIAL', text: 'Invisibility: Minor action: this creature is Invisible until it attacks.' },
        { type: 'SPECIAL', text: 'Hide: If this creature has cover against a nonadjacent enemy, it is invisible to that enemy.' },
        { type: 'ABILITY', text: 'Blindsight: Ignores Conceal and Invisible vs. creatures within 4 squares.' },
      ],
    });
    expect(c.powers.filter((p) => !p.enforced).map((p) => p.family)).toEqual([
      'narrowed named power: reach',
      'narrowed named power: incorporeal',
      'power: invisibility',
      'narrowed named power: hide',
    ]);
    expect(c.card?.powers).toEqual([{ kind: 'blindsight', range: 4 }]);
  });
});

describe('size ("Big Creatures"): the file has none', () => {
  it('a name that begins with a size gives it; any other name not in the side table is Medium', () => {
    expect(one({ ...BOG_WISP, name: 'Huge Bog Wisp' }).card?.size).toBe('Huge');
    expect(one({ ...BOG_WISP, name: 'Large Bog Wisp' }).card?.size).toBe('Large');
    expect(one({ ...BOG_WISP, name: 'Largest Bog Wisp' }).card?.size).toBe('Medium');
  });
});
