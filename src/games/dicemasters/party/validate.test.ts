// Tests for dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" → "BASIC PARTIES", "TOURNAMENT
// PARTIES", "DRAFT PARTIES": each party rule refuses a party that breaks it, naming the card and the
// section, and a random party is always legal.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardByKey } from '../cards/catalogue.js';
import type { CardDef } from '../cards/types.js';
import { randomParty } from './random.js';
import { describeProblems, validateDraftedParty, validateParty, type CardLookup, type Party } from './validate.js';

const NOT_ENFORCED = 'test-unenforced/lesser-test';
const UNENFORCED: CardDef = { ...(cardByKey('orc/lesser-humanoid') as CardDef), key: NOT_ENFORCED, title: 'Test Unenforced', subtitle: 'Lesser Test' };
const lookup: CardLookup = {
  card: (k) => (k === NOT_ENFORCED ? UNENFORCED : cardByKey(k)),
  enforced: (k) => k !== NOT_ENFORCED,
};

const GOOD: Party = {
  basicActions: ['fireball', 'magic-missile'],
  cards: [
    { card: 'blue-dragon/master-dragon', dice: 4 },
    { card: 'troll/master-humanoid', dice: 4 },
    { card: 'vampire/minion-undead', dice: 3 },
    { card: 'orc/greater-humanoid', dice: 3 },
    { card: 'halfling-thief/minion-harper', dice: 2 },
    { card: 'magic-sword/lesser-gear', dice: 2 },
    { card: 'umber-hulk/paragon-beast', dice: 1 },
    { card: 'gelatinous-cube/master-ooze', dice: 1 },
  ],
};

function problems(p: Party, format: 'basic' | 'tournament' = 'tournament', allow = false) {
  const r = validateParty(p, format, lookup, { allowUnenforced: allow });
  return r.ok ? [] : r.error;
}

describe('Tournament and Basic parties', () => {
  it('accepts a legal Tournament party (8 cards, 20 dice, two different basic actions)', () => {
    expect(problems(GOOD)).toEqual([]);
  });

  it.each([
    [
      'a ninth card',
      { ...GOOD, cards: [...GOOD.cards.slice(0, 7), { card: 'gelatinous-cube/master-ooze', dice: 1 }, { card: 'skeleton/lesser-undead', dice: 1 }] },
      null,
      /choose up to 8 cards, not 9/,
    ],
    ['21 dice', { ...GOOD, cards: [...GOOD.cards.slice(0, 7), { card: 'gelatinous-cube/master-ooze', dice: 2 }] }, null, /choose up to 20 dice, not 21/],
    [
      'more dice than the Max',
      { ...GOOD, cards: [{ card: 'troll/master-humanoid', dice: 5 }] },
      'troll/master-humanoid',
      /Troll, Master Humanoid allows at most 4 dice, not 5/,
    ],
    ['a card with no die', { ...GOOD, cards: [{ card: 'troll/master-humanoid', dice: 0 }] }, 'troll/master-humanoid', /at least one die/],
    [
      'two cards with one title',
      {
        ...GOOD,
        cards: [
          { card: 'troll/master-humanoid', dice: 1 },
          { card: 'troll/minion-humanoid', dice: 1 },
        ],
      },
      'troll/minion-humanoid',
      /shares the title "Troll" with Troll, Master Humanoid/,
    ],
    ['a basic action among the cards', { ...GOOD, cards: [{ card: 'fireball', dice: 1 }] }, 'fireball', /Fireball is a basic action card/],
    ['an unknown card', { ...GOOD, cards: [{ card: 'tiamat/epic-dragon', dice: 1 }] }, 'tiamat/epic-dragon', /not a card of the set/],
    ['the same basic action twice', { ...GOOD, basicActions: ['fireball', 'fireball'] }, 'fireball', /Fireball is chosen twice/],
    ['one basic action', { ...GOOD, basicActions: ['fireball'] }, null, /choose 2 different basic action cards, not 1/],
    ['a party card as a basic action', { ...GOOD, basicActions: ['fireball', 'troll/master-humanoid'] }, 'troll/master-humanoid', /is not a basic action card/],
    ['an unenforced card', { ...GOOD, cards: [{ card: NOT_ENFORCED, dice: 1 }] }, NOT_ENFORCED, /not enforced by this engine yet/],
  ])('refuses %s, naming the card and the rule', (_what, party, card, message) => {
    const ps = problems(party);
    const p = ps.find((x) => message.test(x.message));
    expect(p, describeProblems(ps)).toBeDefined();
    expect(p?.card).toBe(card);
    expect(p?.rule.section).toBe(/not enforced/.test(p?.message ?? '') ? 'CARDS' : 'TOURNAMENT PARTIES');
    expect(describeProblems(ps)).toContain('(dice-masters-battle-for-faerun, ');
  });

  it('allows an unenforced card only when the player says so', () => {
    const p = { ...GOOD, cards: [{ card: NOT_ENFORCED, dice: 1 }] };
    expect(problems(p, 'tournament', true)).toEqual([]);
  });

  it('holds Basic parties to 6 cards and 15 dice, citing BASIC PARTIES', () => {
    const ps = problems(GOOD, 'basic');
    expect(ps.map((p) => p.message)).toEqual(['choose up to 6 cards, not 8', 'choose up to 15 dice, not 20']);
    expect(ps.every((p) => p.rule.section === 'BASIC PARTIES')).toBe(true);
  });
});

describe('Draft parties', () => {
  it('lets undrafted dice go (cards with no dice are not used) but holds the party size and one card per stack', () => {
    expect(
      validateDraftedParty(
        [
          { card: 'troll/master-humanoid', dice: 4 },
          { card: 'orc/lesser-humanoid', dice: 0 },
        ],
        8,
        lookup,
      ),
    ).toEqual({
      ok: true,
      value: [{ card: 'troll/master-humanoid', dice: 4 }],
    });
    const r = validateDraftedParty(
      [
        { card: 'troll/master-humanoid', dice: 4 },
        { card: 'troll/minion-humanoid', dice: 4 },
        { card: 'orc/lesser-humanoid', dice: 2 },
      ],
      8,
      lookup,
    );
    expect(!r.ok && r.error.map((p) => [p.card, p.rule.section, p.message])).toEqual([
      [
        'troll/minion-humanoid',
        'DRAFT PARTIES',
        'Troll, Minion Humanoid shares the title "Troll" with Troll, Master Humanoid: no more than one card with the same title',
      ],
      [null, 'DRAFT PARTIES', 'the players select up to 8 dice, not 10'],
    ]);
    const size = validateDraftedParty([], 21, lookup);
    expect(!size.ok && size.error[0]?.message).toBe('the party size is a number from 8 to 20, not 21');
  });
});

describe('random parties', () => {
  it('are always legal Tournament and Basic parties', () => {
    let x = 7;
    const pick = (n: number) => {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      return (x >>> 8) % n;
    };
    const pool = ALL_CARDS.filter((c) => !c.basic);
    const basics = ALL_CARDS.filter((c) => c.basic);
    for (let i = 0; i < 200; i++) {
      const format = i % 2 ? 'basic' : 'tournament';
      const p = randomParty(pool, basics, format, pick);
      expect(problems(p, format), JSON.stringify(p)).toEqual([]);
    }
  });
});
