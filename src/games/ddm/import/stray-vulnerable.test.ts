// The file's "NVulnerable 10 Cold" (Phoera, a Fire creature): a stray letter before "Vulnerable", read
// as the rulebook's Vulnerable 10 Cold (ddm-battle-rules-2011, "Resistance and Vulnerability") and
// reported as that reading. Through the engine with forced dice: a 10-cold hit deals 20 to the phoera-like
// beast, 10 to the plain beast (control) and 10 fire to it (only cold). Fails if the line is ignored or
// read as another type.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const slam = { type: 'ATTACK' as const, text: 'Slam: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Frost Mage',
    powers: [
      { type: 'ATTACK', text: 'Frost Ray: +10 vs. AC; 10 cold damage.' },
      { type: 'ATTACK', text: 'Fire Ray: +10 vs. AC; 10 fire damage.' },
    ],
  }),
  entry({ name: 'Fire Beast', hp: 60, powers: [slam, { type: 'SPECIAL', text: 'NVulnerable 10 Cold' }] }),
  entry({ name: 'Plain Beast', hp: 60, powers: [slam] }),
];
const cards = importedCards(rows, 'stray-vulnerable.json');
afterAll(addTestCards(cards));

const hpAfter = (target: string, attack: string): number => {
  const s = turnOf(
    ['Frost Mage'],
    [target],
    [
      [2, 2],
      [3, 2],
    ],
    'Frost Mage',
  );
  act(s, attack, [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
  return byLabel(s, target).hp;
};

describe('"NVulnerable 10 Cold": the file\'s stray letter, read as Vulnerable 10 Cold', () => {
  it('reads Vulnerable 10 Cold and reports the reading', () => {
    expect(cards[1]?.powers).toEqual([{ kind: 'vulnerable', amount: 10, type: 'cold' }]);
    const pool = parseDdmwi(JSON.stringify(rows), 'stray-vulnerable.json');
    if (!pool.ok) throw new Error(pool.error);
    const report = pool.value.creatures.find((c) => c.name === 'Fire Beast')?.powers.find((p) => p.name === 'NVulnerable 10 Cold');
    expect(report).toMatchObject({ enforced: true, translated: [expect.stringMatching(/NVulnerable.*Vulnerable/)] });
  });

  it('a 10-cold hit deals 20 to it, 10 to the plain beast (control); a 10-fire hit deals 10', () => {
    expect(hpAfter('Fire Beast', 'attack:0')).toBe(40);
    expect(hpAfter('Plain Beast', 'attack:0')).toBe(50);
    expect(hpAfter('Fire Beast', 'attack:1')).toBe(50);
  });
});
