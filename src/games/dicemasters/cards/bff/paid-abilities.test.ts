// Tests for main-step abilities paid by a cost other than energy (abilities/paid-ability.ts, offered by
// rules/main-step.ts) — dice-masters-battle-for-faerun "MAIN STEP", "ENERGY AND COSTS", "CARD TEXT
// DETAILS" (the cost the text names; "once per turn"), "ACTIVE AND FIELDED", "BONUSES AND DAMAGE" and
// "DECLARE BLOCKERS": Drow Assassin, Minion Humanoid (send one of its dice to the used pile: 2 damage to an
// opposing character), Green Dragon, Legendary Dragon (knock out one of your NPCs: +2A/+2D), and Minsc and
// Boo (tokens at the end of the turn, lost when a die of it goes to the used pile; remove one: an opposing
// character must block it). Played through the real engine with the cards' facts imported from the
// TeamBuilder file; each case has a control.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { CardSlot, DieState, DmState } from '../../types.js';
import { L1, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, stats, target, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const DROW = 'drow-assassin/minion-humanoid';
const GREEN = 'green-dragon/legendary-dragon';
const MINSC = 'minsc-and-boo/go-for-the-eyes-boo';
const TROLL = 'troll/minion-humanoid'; // L1: its stats below; Regenerate does not act in these cases
const slotOf = (s: DmState, key: string): number => s.cards.findIndex((c) => c.key === key && c.owner === 0);
const paid = (s: DmState, key: string): string[] => offered(s).filter((id) => id.startsWith(`paid:${slotOf(s, key)}:`));
const setTokens = (s: DmState, key: string, xp: number): void => {
  const i = slotOf(s, key);
  const cards = s.cards.slice();
  cards[i] = { ...(cards[i] as CardSlot), xp };
  (s as { cards: CardSlot[] }).cards = cards;
};
const tokens = (s: DmState, key: string): number => s.cards[slotOf(s, key)]?.xp ?? -1;

describe.skipIf(!HAVE)('Battle for Faerûn cards: main-step abilities paid by a cost', () => {
  it('Drow Assassin, Minion Humanoid: sending one of its dice to the used pile deals 2 damage to an opposing character, once per turn; a die not in the field cannot pay', () => {
    let a!: DieState;
    let troll!: DieState;
    const s = position(party([[DROW, 3]], [TROLL]), (_s, put) => {
      a = put(DROW, 0, 'field', L1);
      put(DROW, 0, 'field', L1);
      troll = put(TROLL, 1, 'field', L1);
    });
    const options = paid(s, DROW);
    expect(options.length).toBe(2); // one per die in the field
    choose(s, byId(options[0] as string), 0);
    expect(a.zone).toBe('used'); // the cost is paid first
    expect(offered(s)).toEqual(expect.arrayContaining([`die:${troll.id}`]));
    choose(s, target(troll), 0);
    expect(troll.zone === 'prep' || troll.damage === 2).toBe(true);
    expect(paid(s, DROW)).toEqual([]); // once per turn, though another die is in the field

    const reserveOnly = position(party([[DROW, 3]], [TROLL]), (_s, put) => {
      put(DROW, 0, 'reserve', L1);
      put(TROLL, 1, 'field', L1);
    });
    expect(paid(reserveOnly, DROW)).toEqual([]);
  });

  it('Green Dragon, Legendary Dragon: knocking out one of its NPCs gives the dragon +2A/+2D this turn, once per turn; with no NPC in the field it is not offered', () => {
    let dragon!: DieState;
    let npc!: DieState;
    const s = position(party([[GREEN, 3]], [TROLL]), (_s, put) => {
      dragon = put(GREEN, 0, 'field', L1);
      npc = put('npc', 0, 'field', NPC_CHAR);
      put('npc', 0, 'field', NPC_CHAR);
      put(TROLL, 1, 'field', L1);
    });
    const before = stats(s, dragon);
    const options = paid(s, GREEN);
    expect(options.length).toBe(2); // one per NPC it may knock out
    choose(s, byId(options.find((id) => id.endsWith(`:${npc.id}`)) as string), 0);
    expect(npc.zone).toBe('prep'); // knocked out
    expect(stats(s, dragon)).toEqual([before[0] + 2, before[1] + 2]);
    expect(paid(s, GREEN)).toEqual([]);

    const alone = position(party([[GREEN, 3]], [TROLL]), (_s, put) => {
      put(GREEN, 0, 'field', L1);
      put(TROLL, 1, 'field', L1);
    });
    expect(paid(alone, GREEN)).toEqual([]);
  });

  it('Minsc and Boo: while active it gets a token at the end of its owner’s turn (+1A/+1D each); not active, none', () => {
    let minsc!: DieState;
    const s = position(party([[MINSC, 1]], [TROLL]), (_s, put) => {
      minsc = put(MINSC, 0, 'field', L1);
      put(TROLL, 1, 'field', L1);
    });
    const before = stats(s, minsc);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId('done'), 0); // no attack: the turn ends
    expect(tokens(s, MINSC)).toBe(1);
    expect(stats(s, minsc)).toEqual([before[0] + 1, before[1] + 1]);

    const idle = position(party([[MINSC, 1]], [TROLL]), (_s, put) => {
      put(MINSC, 0, 'used', L1);
      put(TROLL, 1, 'field', L1);
    });
    while (pending(idle).kind === 'main') choose(idle, byId('pass'));
    if (pending(idle).kind === 'attackers') choose(idle, byId('done'), 0);
    expect(tokens(idle, MINSC)).toBe(0);
  });

  it('Minsc and Boo: a die of it that attacks unblocked goes to the used pile, and every token is removed', () => {
    let minsc!: DieState;
    const s = position(party([[MINSC, 1]], [TROLL]), (st, put) => {
      minsc = put(MINSC, 0, 'field', L1);
      put(TROLL, 1, 'used', L1);
      setTokens(st, MINSC, 2);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${minsc.id}`), 0);
    choose(s, byId('done'), 0);
    while (s.active === 0 && pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    expect(minsc.zone).toBe('used');
    expect(tokens(s, MINSC)).toBe(0);
  });

  it('Minsc and Boo: removing a token (once per turn) makes an opposing character block it; without it the character may decline', () => {
    const play = (use: boolean): { s: DmState; troll: DieState } => {
      let minsc!: DieState;
      let troll!: DieState;
      const s = position(party([[MINSC, 1]], [TROLL]), (st, put) => {
        minsc = put(MINSC, 0, 'field', L1);
        troll = put(TROLL, 1, 'field', L1);
        setTokens(st, MINSC, 2);
      });
      if (use) {
        const options = paid(s, MINSC);
        expect(options.length).toBe(1);
        choose(s, byId(options[0] as string), 0);
        choose(s, target(troll), 0);
        expect(tokens(s, MINSC)).toBe(1);
        expect(paid(s, MINSC)).toEqual([]); // once per turn
      }
      while (pending(s).kind === 'main') choose(s, byId('pass'));
      choose(s, byId(`attack:${minsc.id}`), 0);
      choose(s, byId('done'), 0);
      return { s, troll };
    };
    const forced = play(true);
    expect(pending(forced.s).kind).toBe('blockers');
    expect(offered(forced.s)).not.toContain('none');
    const free = play(false);
    expect(offered(free.s)).toContain('none');
    // No token, no use.
    const none = position(party([[MINSC, 1]], [TROLL]), (_s, put) => {
      put(MINSC, 0, 'field', L1);
      put(TROLL, 1, 'field', L1);
    });
    expect(paid(none, MINSC)).toEqual([]);
  });
});
