// Tests for the coverage report (`skirmish cards dicemasters --coverage`, docs/dicemasters-cards.md) —
// dice-masters-battle-for-faerun "CUSTOMIZING YOUR PARTY" (138 cards): the counts, one entry per card,
// and for every enforced card with card text a test file that exists and plays that card.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { module } from '../../module.js';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { coverage, coverageText, type Coverage } from './coverage.js';
import { BFF_ENCODINGS } from './encodings.js';
import { buildSet } from './set.js';

const PATH = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const ROOT = new URL('../../../../../', import.meta.url);
const HAVE = existsSync(PATH);
if (!HAVE) console.warn('coverage: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the coverage report is not checked');

describe.skipIf(!HAVE)('the coverage report', () => {
  const report = () => {
    const r = module.coverage?.({ cards: 'tb.php' }, () => readFileSync(PATH, 'utf8'));
    if (!r?.ok) throw new Error(r?.error ?? 'no coverage');
    return r.value;
  };

  it('counts the 138 cards of the set and lists every card, enforced or not, with the JSON fields the CLI prints', () => {
    const json = report().json as Coverage;
    expect(json.total).toBe(138);
    expect(json.cards).toHaveLength(148);
    expect(json.enforced).toBe(json.cards.filter((c) => c.list === 'bff' && c.enforced).length);
    expect(json.enforced).toBeGreaterThanOrEqual(43);
    expect(report().text.split('\n')[0]).toBe(
      `Battle for Faerûn: ${json.enforced} of 138 cards enforced; promotional and organised-play cards: ${json.extra.enforced} of ${json.extra.total}.`,
    );
  });

  it('names, for every enforced card with card text, a test file that exists and plays that card', () => {
    const json = report().json as Coverage;
    for (const c of json.cards.filter((x) => x.enforced && x.abilityLines > 0)) {
      expect(c.test, c.key).not.toBeNull();
      const file = new URL(c.test ?? '', ROOT);
      expect(existsSync(file), `${c.key}: ${c.test}`).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text.includes(c.key) || text.includes(`${c.title}, ${c.subtitle}`) || text.includes(c.title), `${c.key} in ${c.test}`).toBe(true);
    }
    // Not enforced: no abilities shown, no test claimed.
    for (const c of json.cards.filter((x) => !x.enforced && !x.partial)) expect([c.abilities, c.test]).toEqual([[], null]);
    // A partly encoded card is not enforced, names what is missing, and still names the test of what is encoded.
    for (const c of json.cards.filter((x) => x.partial)) {
      expect(c.enforced).toBe(false);
      expect(c.test).not.toBeNull();
      expect(c.abilities.length).toBeGreaterThan(0);
    }
  });

  it('lists a partly encoded card (a test-only encoding: every card of the set is wholly encoded) as not enforced, with what is missing and the test of what is encoded', () => {
    const r = parseTeamBuilder(readFileSync(PATH, 'utf8'), 'tb.php');
    if (!r.ok) throw new Error(r.error);
    const KEY = 'prismatic-spray/lesser-spell';
    const enc = BFF_ENCODINGS[KEY];
    if (!enc) throw new Error(`${KEY} has no encoding`);
    const cov = coverage(buildSet(r.value, { [KEY]: { ...enc, partial: 'a test-only gap' } }));
    const whole = coverage(buildSet(r.value));
    expect(cov.enforced).toBe(whole.enforced - 1);
    const c = cov.cards.find((x) => x.key === KEY);
    expect([c?.enforced, c?.partial, c?.test]).toEqual([false, 'a test-only gap', enc.test]);
    expect(c?.abilities.length).toBeGreaterThan(0);
    expect(coverageText(cov)).toContain('partly encoded; not yet: a test-only gap');
  });

  it('reports an unreadable file by name', () => {
    expect(
      module.coverage?.({ cards: 'nowhere.php' }, () => {
        throw new Error('ENOENT');
      }),
    ).toEqual({ ok: false, error: 'nowhere.php: cannot read the file (ENOENT)' });
  });
});
