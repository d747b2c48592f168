// Tests for dice-masters-battle-for-faerun — "CARDS" (title, subtitle, cost, energy type, affiliation,
// die limit, alignment), "DICE" (faces) and "CUSTOMIZING YOUR PARTY" (138 cards): the importer against
// the TeamBuilder file itself (read here a second, independent way), the shipped catalogue against the
// import where they overlap, and each kind of malformed input.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../cards/catalogue.js';
import { buildSet } from '../cards/bff/set.js';
import { parseTeamBuilder, type ImportedCard } from './teambuilder.js';

export const TEAMBUILDER_PATH = new URL('../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(TEAMBUILDER_PATH);
if (!HAVE) console.warn('TeamBuilder import: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the conformance tests are skipped');
const TEXT = HAVE ? readFileSync(TEAMBUILDER_PATH, 'utf8') : '';

function imported(): ImportedCard[] {
  const r = parseTeamBuilder(TEXT, 'tdc-teambuilder-cards.php');
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** The same facts read another way: every quoted line between `var <list> = [` and its `];`, split by hand. */
function rawLines(list: string): string[] {
  const start = TEXT.indexOf(`var ${list} = [`);
  const block = TEXT.slice(start, TEXT.indexOf('];', start));
  return [...block.matchAll(/^\s*'((?:[^'\\]|\\.)*)',?\s*$/gm)].map((m) => (m[1] ?? '').replace(/\\'/g, "'"));
}

function diceStats(title: string): string {
  const m = new RegExp(`\\n\\s*"${title.replace(/[-]/g, '\\-')}":"([^"]*)"`).exec(TEXT.slice(TEXT.indexOf('var dice = {')));
  return m?.[1] ?? '';
}

describe.skipIf(!HAVE)('the TeamBuilder file (conformance)', () => {
  it('holds the 138 cards of the set (116 characters, 12 gear and spells, 10 basic actions) plus the promotional and organised-play cards', () => {
    const cards = imported();
    const bff = cards.filter((c) => c.list === 'bff');
    expect(bff).toHaveLength(138);
    expect(bff.filter((c) => c.kind === 'character')).toHaveLength(116);
    expect(bff.filter((c) => !c.basic && c.kind !== 'character')).toHaveLength(12);
    expect(bff.filter((c) => c.basic)).toHaveLength(10);
    expect(cards.filter((c) => c.list === 'bff_promo')).toHaveLength(rawLines('bff_promo').length);
    expect(cards.filter((c) => c.list === 'bff_op')).toHaveLength(rawLines('bff_op').length);
    expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
  });

  it('agrees with every line of the file on every fact: prefix, title, subtitle, ability count, level stats and faces', () => {
    const cards = imported();
    const energy = ['', 'mask', 'fist', 'bolt', 'shield'];
    const aff: Record<string, string | null> = {
      '0': null,
      M: 'monsters',
      H: 'harpers',
      E: 'emerald-enclave',
      Z: 'zhentarim',
      O: 'order-of-the-gauntlet',
      L: 'lords-alliance',
    };
    const align: Record<string, string> = { g: 'good', n: 'neutral', b: 'evil' };
    let checked = 0;
    for (const list of ['bff', 'bff_promo', 'bff_op'] as const) {
      const mine = cards.filter((c) => c.list === list);
      const lines = rawLines(list);
      expect(mine).toHaveLength(lines.length);
      lines.forEach((line, i) => {
        const c = mine[i];
        if (!c) throw new Error(`${list} ${i + 1}: missing`);
        const parts = line.slice(7).split('|');
        const where = `${list} entry ${i + 1} (${c.title}, ${c.subtitle})`;
        expect(c.entry, where).toBe(i + 1);
        expect(c.title, where).toBe(parts[0]);
        expect(c.subtitle, where).toBe(parts[1]);
        expect(c.rarity, where).toBe(Number(line[0]));
        expect(c.cost, where).toBe(parseInt(line[1] ?? '', 16));
        expect(c.energy ?? '', where).toBe(energy[Number(line[2])] ?? '');
        expect(c.affiliation, where).toBe(aff[line[3] ?? '']);
        expect(c.max, where).toBe(Number(line[4]));
        expect(c.alignment, where).toBe(align[line[5] ?? '']);
        expect(c.equipSlot, where).toBe(line[6] === '1');
        expect(c.abilityLines.length, where).toBe(parts.slice(2).filter((p) => p.trim() !== '').length);
        if (c.kind === 'character') {
          const stats = diceStats(c.title);
          const groups = [...stats.matchAll(/([0-9a-f])([0-9a-f])([0-9a-f])(\**)/gi)];
          expect(groups, where).toHaveLength(3);
          c.faces.slice(3).forEach((f, lvl) => {
            const g = groups[lvl];
            expect(f, where).toEqual({
              t: 'char',
              level: lvl + 1,
              cost: parseInt(g?.[1] ?? '', 16),
              a: parseInt(g?.[2] ?? '', 16),
              d: parseInt(g?.[3] ?? '', 16),
              bursts: (g?.[4] ?? '').length,
            });
          });
          // bff-dice-faces.md: one energy, then two, then two, of the card's type; no energy face bursts.
          expect(c.faces.slice(0, 3), where).toEqual([1, 2, 2].map((n) => ({ t: 'energy', type: c.energy, n })));
        } else {
          expect(
            c.faces.map((f) => (f.t === 'action' ? `A${f.bursts}` : f.t === 'generic' ? `G${f.n}` : '?')),
            where,
          ).toEqual(['G2', 'G2', 'G2', 'A0', 'A1', 'A2']);
        }
        checked++;
      });
    }
    expect(checked).toBe(cards.length);
  });

  it('agrees with the 32 cards the catalogue ships wherever they overlap', () => {
    const byKey = new Map(imported().map((c) => [c.key, c]));
    const shipped = ALL_CARDS;
    expect(shipped).toHaveLength(32);
    for (const s of shipped) {
      const c = byKey.get(s.key);
      expect(c, s.key).toBeDefined();
      if (!c) continue;
      expect(
        {
          title: c.title,
          subtitle: c.subtitle,
          kind: c.kind,
          cost: c.cost,
          energy: c.energy,
          affiliation: c.affiliation,
          max: c.max,
          basic: c.basic,
          faces: c.faces,
          equip: c.equipSlot,
        },
        s.key,
      ).toEqual({
        title: s.title,
        subtitle: s.subtitle,
        kind: s.kind,
        cost: s.cost,
        energy: s.energy,
        affiliation: s.affiliation,
        max: s.max,
        basic: s.basic,
        faces: s.faces,
        equip: s.equipSlot === true,
      });
      // Basic action cards carry a neutral mark in the file; our model gives them no alignment (they are not characters).
      if (!s.basic) expect(c.alignment, s.key).toBe(s.alignment);
    }
  });

  it('builds the set with the catalogue rows for the shipped cards and marks the rest by their encoding', () => {
    const set = buildSet(imported());
    expect(set.filter((c) => c.source === 'catalogue')).toHaveLength(32);
    for (const c of set) if (c.source === 'none') expect(c.enforced).toBe(c.facts.abilityLines.length === 0);
  });
});

describe('parseTeamBuilder errors', () => {
  const dice = 'var dice = {\n "Orc":"022 132 133",\n};\n';
  const file = (bff: string, extra = 'var bff_promo = [\n];\nvar bff_op = [\n];\n') => `${dice}var bff = [\n${bff}\n];\n${extra}`;

  it('reads a minimal file', () => {
    const r = parseTeamBuilder(file("'122M4n1Orc|Lesser Humanoid',"), 'mini.php');
    expect(r.ok && r.value.map((c) => [c.key, c.cost, c.energy, c.max])).toEqual([['orc/lesser-humanoid', 2, 'fist', 4]]);
  });

  it.each([
    ['a bad prefix', file("'12XM4n1Orc|Lesser Humanoid',"), /mini\.php, line 5 \(bff entry 1\): the prefix "12XM4n1"/],
    ['no subtitle', file("'122M4n1Orc',"), /mini\.php, line 5 \(bff entry 1\) "Orc": no subtitle/],
    ['an unknown affiliation letter', file("'122Q4n1Orc|Lesser Humanoid',"), /bff entry 1\) "Orc": unknown affiliation letter "Q"/],
    ['a character with no stats', file("'122M4n1Kobold|Lesser Humanoid',"), /bff entry 1\) "Kobold": no level stats for "Kobold" in var dice/],
    ['a character with no energy type', file("'120M4n1Orc|Lesser Humanoid',"), /bff entry 1\) "Orc": a character card needs an energy type/],
    ['an unterminated string', file("'122M4n1Orc|Lesser Humanoid,"), /mini\.php \(bff\), line 5: unterminated string/],
    ['a missing comma', file("'122M4n1Orc|Lesser Humanoid' '122M4n1Orc|Greater Humanoid'"), /mini\.php \(bff\), line 5: expected "," or "]" after entry 1/],
    ['a repeated card', file("'122M4n1Orc|Lesser Humanoid',\n'122M4n1Orc|Lesser Humanoid',"), /line 6 \(bff entry 2\): "Orc, Lesser Humanoid" repeats line 5/],
    ['a missing list', `${dice}var bff = [\n];\n`, /mini\.php: no "var bff_promo = \[" list/],
    ['no dice object', 'var bff = [\n];', /mini\.php: no "var dice = \{" object/],
  ])('names the file and the entry for %s', (_what, text, message) => {
    const r = parseTeamBuilder(text, 'mini.php');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('names the dice line for unreadable level stats', () => {
    const r = parseTeamBuilder(file("'122M4n1Orc|Lesser Humanoid',").replace('022 132 133', '02 132 133'), 'mini.php');
    expect(!r.ok && r.error).toMatch(/mini\.php, line 2 \(var dice "Orc"\): "02 132 133" is not three/);
  });
});
