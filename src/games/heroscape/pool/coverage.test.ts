/**
 * The coverage report (`skirmish cards heroscape --coverage`, docs/heroscape-cards.md): counts,
 * families, the test named for each enforced power, and clear errors for a bad units file.
 * Rulebook: heroscape-master-game-guide — "About the Army Cards", "Special Powers".
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { heroscapeModule } from '../module.js';
import { coverageFromUnits, familyOf, type HsCoverage } from './coverage.js';
import { ABILITY_TESTS } from './tests.js';
import { ABSENT, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);

const unit = (name: string, abilities: { name: string; description: string }[], set?: string) => ({
  name,
  general: 'jandar',
  race: 'human',
  type: 'unique hero',
  cardClass: 'knight',
  personality: 'valiant',
  height: 'medium 5',
  life: 4,
  move: 5,
  range: 1,
  attack: 3,
  defense: 4,
  points: 90,
  figures: 1,
  hexes: 1,
  abilities,
  ...(set ? { set } : {}),
});

const report = (units: unknown[], flags: Record<string, string> = { units: 'mine.json' }) =>
  heroscapeModule.coverage!(flags, (p) => {
    if (p !== 'mine.json') throw new Error('ENOENT: no such file');
    return JSON.stringify(units);
  });

describe('the Heroscape coverage report', () => {
  it('a card of our own file with a power named like an encoded one is not enforced by that name; a card without powers is', () => {
    const r = report([unit('Sir Nobody', [{ name: 'Counter Strike', description: 'our invented words' }], 'Home set'), unit('Plain Knight', [])]);
    expect(r.ok).toBe(true);
    const cov = (r.ok ? r.value.json : null) as HsCoverage;
    expect(cov).toMatchObject({ total: 2, enforced: 1, powers: { total: 1, enforced: 0 } });
    expect(cov.cards[0]).toMatchObject({
      name: 'Sir Nobody',
      set: 'Home set',
      enforced: false,
      powers: [{ name: 'Counter Strike', status: 'missing', family: 'Counter Strike' }],
    });
    expect(cov.cards[1]).toMatchObject({ name: 'Plain Knight', set: '(no set given)', enforced: true });
    expect(cov.families).toEqual([{ family: 'Counter Strike', completes: 1, cards: 1, powers: 1 }]);
    expect(r.ok && r.value.text).toContain('1 of 2 cards enforced');
  });

  it('a malformed units file is refused with the file and the JSON path named', () => {
    const bad = report([unit('Sir Nobody', []), { ...unit('Broken', []), life: 'four' }]);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/mine\.json at \$\[1\]\.life/);
    const badSet = report([{ ...unit('Sir Nobody', []), set: 7 }]);
    expect(!badSet.ok && badSet.error).toBe('mine.json at $[0].set: expected a string');
    expect(coverageFromUnits('{', 'x.json')).toMatchObject({ ok: false, error: expect.stringMatching(/^x\.json: not valid JSON/) });
    const absent = report([], { units: 'elsewhere.json' });
    expect(!absent.ok && absent.error).toMatch(/^elsewhere\.json: cannot read the heroscape-json units file .*--units FILE/);
  });

  it('families: the number dropped, every Bonding one family', () => {
    expect(['Climb X2', 'Climb 2X', 'Climb X3', 'Mind Shackle 20', 'Wyrmling Bonding', 'Flying'].map(familyOf)).toEqual([
      'Climb',
      'Climb',
      'Climb',
      'Mind Shackle',
      'Bonding',
      'Flying',
    ]);
  });

  it('every test file it names exists', () => {
    for (const path of new Set(Object.values(ABILITY_TESTS))) expect(existsSync(new URL(`../../../../${path}`, import.meta.url)), path).toBe(true);
  });

  it.skipIf(!HAVE_UNITS)('over the shared file: 207 cards, 436 powers, each enforced power with its test, --json as one object with total and enforced', () => {
    const r = heroscapeModule.coverage!({ units: UNITS_FILE.pathname }, (p) => readFileSync(p, 'utf8'));
    expect(r.ok).toBe(true);
    const cov = (r.ok ? r.value.json : null) as HsCoverage;
    expect(cov.total).toBe(207);
    expect(cov.powers.total).toBe(436);
    expect(cov.cards.filter((c) => c.enforced)).toHaveLength(cov.enforced);
    for (const c of cov.cards) for (const p of c.powers) if (p.status === 'enforced') expect(p.test, `${c.name}: ${p.name}`).toMatch(/\.test\.ts$/);
    expect(cov.cards.find((c) => c.name === 'Izumi Samurai')).toMatchObject({ enforced: true });
    // The Iron Golem's Flying is a data error on no printed card: not played, and the card is whole without it.
    expect(cov.cards.find((c) => c.name === 'Iron Golem')?.powers.find((p) => p.name === 'Flying')).toMatchObject({ status: 'not-on-card' });
    expect(cov.powers.notOnCard).toBe(1);
    expect(JSON.parse(JSON.stringify(cov))).toMatchObject({ total: 207, enforced: cov.enforced });
  });
});
