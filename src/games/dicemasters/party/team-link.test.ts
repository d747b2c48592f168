// Tests for team links ("TOURNAMENT PARTIES": a party as players share it): both link forms round-trip
// every card of the imported set, and each kind of malformed link is refused naming the wrong part.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTeamBuilder, type ImportedCard } from '../import/teambuilder.js';
import { codeOf, parseTeamLink, slugOf, teamLink } from './team-link.js';

const FILE = new URL('../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(FILE);
if (!HAVE) console.warn('team links: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the round trips over the whole set are skipped');

/** A small set for the error cases (facts as the importer gives them). */
const MINI = parseTeamBuilder(
  [
    'var dice = {"Orc":"022 132 133", "Troll":"133 143 255"};',
    "var bff = ['122M4n1Orc|Lesser Humanoid', '152M4b1Troll|Lesser Humanoid', '04003n0Fireball|Basic Action Card', '03003n0Blessing|Basic Action Card'];",
    "var bff_promo = ['55201g1Orc|Promo Humanoid'];",
    'var bff_op = [];',
  ].join('\n'),
  'mini.php',
);
const mini: ImportedCard[] = MINI.ok ? MINI.value : [];

describe('team links', () => {
  it('read the TeamBuilder form: dice x number+set, party cards and basic actions apart, the name', () => {
    const r = parseTeamLink('https://tb.dicecoalition.com/index.php?view&cards=4x1bff;2x2bff;1x1bffpr;3x3bff;3x4bff&name=My%20Orcs', mini);
    expect(r).toEqual({
      ok: true,
      value: {
        form: 'teambuilder',
        name: 'My Orcs',
        party: {
          cards: [
            { card: 'orc/lesser-humanoid', dice: 4 },
            { card: 'troll/lesser-humanoid', dice: 2 },
            { card: 'orc/promo-humanoid', dice: 1 },
          ],
          basicActions: ['fireball', 'blessing'],
        },
      },
    });
  });

  it('read the classic form: dice x slug', () => {
    const r = parseTeamLink('?cards=2xorc-lesser-humanoid,3xfireball', mini);
    expect(r.ok && r.value.party).toEqual({ cards: [{ card: 'orc/lesser-humanoid', dice: 2 }], basicActions: ['fireball'] });
    expect(r.ok && r.value.form).toBe('classic');
  });

  it.each([
    ['an empty link', '', /the link is empty/],
    ['no query string', 'https://tb.dicecoalition.com/index.php', /has no query string/],
    ['no cards parameter', '?view&name=x', /no "cards" parameter \(found: view, name\)/],
    ['no cards listed', '?view&cards=', /lists no cards/],
    ['an entry without a count', '?view&cards=1bff', /cards entry 1 "1bff": expected <dice>x<card>/],
    ['a bad count', '?view&cards=0x1bff', /cards entry 1 "0x1bff": the dice count "0" is not a whole number/],
    ['an unknown set', '?view&cards=2x1avx', /cards entry 1 "2x1avx": unknown set "avx"/],
    ['an unknown card number', '?view&cards=2x1bff;2x99bff', /cards entry 2 "2x99bff": bff has no card number 99/],
    ['an unknown slug', '?cards=2xorc-epic-humanoid', /cards entry 1 "2xorc-epic-humanoid": no card has the slug "orc-epic-humanoid"/],
    ['a card listed twice', '?cards=2xorc-lesser-humanoid,1x1bff', /cards entry 2 "1x1bff": Orc, Lesser Humanoid is listed twice/],
    ['bad URL encoding', '?view&cards=2x1bff&name=%E0%A4%A', /the "name" parameter "%E0%A4%A" is not valid URL encoding/],
  ])('refuse %s, naming the part', (_what, link, message) => {
    const r = parseTeamLink(link, mini);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('write what they read', () => {
    const party = { cards: [{ card: 'troll/lesser-humanoid', dice: 3 }], basicActions: ['blessing'] };
    const tb = teamLink(party, mini, 'teambuilder', 'Trolls & co');
    expect(tb).toEqual({ ok: true, value: 'https://tb.dicecoalition.com/index.php?view&cards=3x2bff;3x4bff&name=Trolls%20%26%20co' });
    expect(teamLink(party, mini, 'classic')).toEqual({ ok: true, value: '?cards=3xtroll-lesser-humanoid,3xblessing' });
    expect(teamLink({ cards: [{ card: 'tiamat/epic', dice: 1 }], basicActions: [] }, mini, 'classic')).toEqual({
      ok: false,
      error: '"tiamat/epic" is not a card of the imported set',
    });
  });
});

describe.skipIf(!HAVE)('team links over the whole imported set', () => {
  // Read only when the file is there: a skipped describe block still runs its body to collect tests.
  const set = ((): ImportedCard[] => {
    if (!HAVE) return [];
    const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'tdc-teambuilder-cards.php');
    if (!r.ok) throw new Error(r.error);
    return [...r.value];
  })();

  it('give every card a distinct code and slug', () => {
    expect(new Set(set.map(codeOf)).size).toBe(set.length);
    expect(new Set(set.map(slugOf)).size).toBe(set.length);
  });

  it.each(['teambuilder', 'classic'] as const)('round-trip every card in the %s form', (form) => {
    for (const c of set) {
      const party = c.basic ? { cards: [], basicActions: [c.key] } : { cards: [{ card: c.key, dice: Math.max(1, c.max) }], basicActions: [] };
      const link = teamLink(party, set, form, c.title);
      if (!link.ok) throw new Error(link.error);
      expect(parseTeamLink(link.value, set), `${c.key}: ${link.value}`).toEqual({ ok: true, value: { form, name: c.title, party } });
    }
  });
});
