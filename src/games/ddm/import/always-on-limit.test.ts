// An always-on power the ddmwi file prints with a use limit ("Smite Good 10: +10 Damage against Good
// targets" with limit 1, as the Ogre Executioner's): a power that is always on is never "used"
// (ddm-battle-rules-2011, "POWERS AND EFFECTS": uses belong to activated powers and limited attacks), so the
// number means nothing. Read as the unlimited power, with the report saying the limit was not read (as the
// named powers' slips are, import/named-trait-lists.test.ts), with no uses; played through the engine with
// forced dice. Fails with the old reading (the row would not import: importedCards throws). A limited power
// that is not always on (a triggered one) keeps its limit.
import { afterAll, describe, expect, it } from 'vitest';
import { parseDdmwi } from './parse.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const smite = { type: 'SPECIAL' as const, text: 'Smite Good 10: +10 Damage against Good targets', limit: 1 };
const rows = [entry({ name: 'Smiting Brute', powers: [bite, smite] }), entry({ name: 'Kind Dummy', hp: 100, alignment: 'GOOD', powers: [bite] })];
const cards = importedCards(rows, 'always-on-limit.json');
afterAll(addTestCards(cards));

describe('an always-on power printed with a use limit', () => {
  it('imports as the unlimited always-on power, the report saying the limit was not read', () => {
    const parsed = parseDdmwi(JSON.stringify(rows), 'always-on-limit.json');
    if (!parsed.ok) throw new Error(parsed.error);
    const brute = parsed.value.creatures.find((c) => c.name === 'Smiting Brute');
    const report = brute?.powers.find((p) => p.name === 'Smite Good 10');
    expect(report).toMatchObject({ enforced: true });
    expect(report?.translated?.join(' ')).toContain('use limit (1)');
    const power = cards.find((c) => c.name === 'Smiting Brute')?.powers?.find((p) => 'name' in p && p.name === 'Smite Good 10');
    expect(power).toMatchObject({ kind: 'continuous' });
    expect(power).not.toHaveProperty('uses');
  });

  it('adds its damage to the attack against a Good target (10 + 10)', () => {
    const s = turnOf(
      ['Smiting Brute'],
      ['Kind Dummy'],
      [
        [2, 2],
        [3, 2],
      ],
      'Smiting Brute',
    );
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Kind Dummy').hp).toBe(80);
  });

  it('a triggered power printed with a limit keeps it (only an always-on power drops it)', () => {
    const parsed = parseDdmwi(
      JSON.stringify([
        entry({
          name: 'Lucky Brute',
          powers: [bite, { type: 'SPECIAL', text: 'Lucky: Use when this creature is hit by an attack: Reroll that attack.', limit: 1 }],
        }),
      ]),
      'limited-trigger.json',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const lucky = parsed.value.creatures[0]?.powers.find((p) => p.name === 'Lucky');
    expect(lucky?.translated ?? []).not.toContainEqual(expect.stringContaining('use limit'));
  });
});
