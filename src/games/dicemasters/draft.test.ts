// Tests for dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" → "DRAFT PARTIES": a draft played
// as game decisions (the second player picks first; a stack of cards sharing a title → the picker chooses
// the card; the picker decides how many dice, up to the card's Max and the party size; the players
// alternate until all stacks are chosen; cards without dice are not used; both players start with life
// equal to the party size; 8 NPC dice each), bad draft configs, and random drafted games to the end.
import { describe, expect, it } from 'vitest';
import type { Option } from '../../core/index.js';
import { module } from './module.js';
import { NPC_DICE, type DraftConfig } from './setup.js';
import { census, game, invariantErrors, pending } from './test-helpers.js';
import type { DmState } from './types.js';

const POOL = [
  'blue-dragon/master-dragon',
  'blue-dragon/apprentice-dragon',
  'troll/master-humanoid',
  'vampire/minion-undead',
  'halfling-thief/minion-harper',
  'orc/greater-humanoid',
];
const scripted: DraftConfig = {
  draft: { partySize: 8, basicActions: ['fireball', 'magic-missile', 'polymorph'], pool: POOL },
  players: [{ name: 'Ann' }, { name: 'Bob' }],
};

function start(cfg: unknown, seed = 1): DmState {
  const r = game.setup(cfg, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

function pick(s: DmState, who: number, id: string): void {
  const p = pending(s);
  expect([p.kind, p.player]).toEqual(['draft', who]);
  const r = game.apply(s, p.rqid, id);
  if (!r.ok) throw new Error(`${r.error.message}\noffered: ${p.options.map((o) => o.id).join(', ')}`);
}

const ids = (s: DmState): string[] => pending(s).options.map((o) => o.id);
/** A player's dice by card id (the cards they brought, NPCs included). */
const party = (s: DmState, p: number): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const d of s.dice) {
    const slot = s.cards[d.card];
    if (slot?.owner === p) out[slot.key] = (out[slot.key] ?? 0) + 1;
  }
  return out;
};

describe('DRAFT PARTIES: a scripted draft', () => {
  it('second player first, card choice within a stack, dice up to Max and the party size, alternating; then the game starts with life = party size', () => {
    const s = start(scripted);
    // Stacks by title: Blue Dragon (two cards), Troll, Vampire, Halfling Thief, Orc.
    expect(pending(s).player).toBe(1);
    expect(ids(s)).toEqual(['stack:0', 'stack:1', 'stack:2', 'stack:3', 'stack:4']);
    expect(pending(s).options[0]?.label).toMatch(/Blue Dragon stack \(Master Dragon: cost 6 bolt, 4 dice; Apprentice Dragon: cost 4 bolt, 4 dice\)/);
    pick(s, 1, 'stack:0');
    // A stack with several cards: the picker chooses which card to use.
    expect(ids(s)).toEqual(['card:blue-dragon/master-dragon', 'card:blue-dragon/apprentice-dragon']);
    pick(s, 1, 'card:blue-dragon/apprentice-dragon');
    // Up to the card's Max (4) — the party limit (8) is not binding yet; none is allowed too.
    expect(ids(s)).toEqual(['dice:4', 'dice:3', 'dice:2', 'dice:1', 'dice:0']);
    pick(s, 1, 'dice:4');
    // The first player picks next; a one-card stack goes straight to the dice.
    expect(ids(s)).toEqual(['stack:0', 'stack:1', 'stack:2', 'stack:3']);
    pick(s, 0, 'stack:0'); // Troll
    pick(s, 0, 'dice:3');
    pick(s, 1, 'stack:0'); // Vampire
    pick(s, 1, 'dice:4'); // Bob: 8 of 8 dice
    pick(s, 0, 'stack:0'); // Halfling Thief
    // Ann has 5 dice left of 8: the Max of 4 binds.
    expect(ids(s)[0]).toBe('dice:4');
    pick(s, 0, 'dice:4'); // Ann: 7 of 8
    // Last stack (Orc) is Bob's: forced, and with no dice left the card is not used — no question.
    // The game has begun: the first player's roll and reroll step.
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['reroll', 0]);
    expect(s.players.map((x) => [x.name, x.life, x.startLife])).toEqual([
      ['Ann', 8, 8],
      ['Bob', 8, 8],
    ]);
    expect(s.cards.filter((c) => c.owner === -1).map((c) => c.key)).toEqual(['fireball', 'magic-missile', 'polymorph']);
    expect(party(s, 0)).toEqual({ npc: NPC_DICE, 'troll/master-humanoid': 3, 'halfling-thief/minion-harper': 4 });
    expect(party(s, 1)).toEqual({ npc: NPC_DICE, 'blue-dragon/apprentice-dragon': 4, 'vampire/minion-undead': 4 });
    expect(s.cards.some((c) => c.key === 'orc/greater-humanoid' || c.key === 'blue-dragon/master-dragon')).toBe(false);
  });

  it('a card taken with no dice is not used; a forged choice is refused citing DRAFT PARTIES and changes nothing', () => {
    const s = start({ draft: { partySize: 8, basicActions: 3, pool: ['troll/master-humanoid', 'vampire/minion-undead'] } });
    const before = game.hash(s);
    const r = game.apply(s, pending(s).rqid, 'dice:9');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toMatchObject({ section: 'DRAFT PARTIES' });
    expect(game.hash(s)).toBe(before);
    pick(s, 1, 'stack:1'); // Vampire
    pick(s, 1, 'dice:0');
    pick(s, 0, 'dice:2'); // the last stack (Troll) is forced on the first player
    expect(pending(s).kind).toBe('reroll');
    expect(s.cards.map((c) => c.key)).not.toContain('vampire/minion-undead');
    expect(party(s, 0)).toEqual({ npc: NPC_DICE, 'troll/master-humanoid': 2 });
  });

  it("a collection with fewer dice than a card's Max limits the picker to those dice", () => {
    const s = start({ draft: { partySize: 12, basicActions: 3, pool: [{ card: 'troll/master-humanoid', dice: 2 }, 'vampire/minion-undead'] } });
    expect(pending(s).options[0]?.label).toMatch(/Troll stack \(Master Humanoid: cost 5 fist, 2 dice\)/);
    pick(s, 1, 'stack:0');
    expect(ids(s)).toEqual(['dice:2', 'dice:1', 'dice:0']);
    pick(s, 1, 'dice:2');
    expect(ids(s)).toEqual(['dice:4', 'dice:3', 'dice:2', 'dice:1', 'dice:0']);
  });

  it('three or four basic action cards chosen at random from the ten, the same for the same seed', () => {
    const basics = (seed: number, n: 3 | 4): string[] => {
      const s = start({ draft: { partySize: 10, basicActions: n, pool: ['troll/master-humanoid'] } }, seed);
      pick(s, 1, 'dice:4');
      return s.cards.filter((c) => c.owner === -1).map((c) => c.key);
    };
    expect(new Set(basics(1, 4)).size).toBe(4);
    expect(basics(2, 3)).toHaveLength(3);
    expect(basics(7, 4)).toEqual(basics(7, 4));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) for (const k of basics(seed, 3)) seen.add(k);
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('DRAFT PARTIES: bad configs are refused with the JSON path', () => {
  const bad: [string, unknown, RegExp][] = [
    ['party size below 8', { draft: { partySize: 7, basicActions: 3 } }, /\$\.draft\.partySize/],
    ['party size above 20', { draft: { partySize: 21, basicActions: 3 } }, /\$\.draft\.partySize/],
    ['5 basic actions', { draft: { partySize: 10, basicActions: 5 } }, /\$\.draft\.basicActions/],
    [
      'a non-basic card as a basic action',
      { draft: { partySize: 10, basicActions: ['fireball', 'troll/master-humanoid', 'charm'] } },
      /\$\.draft\.basicActions\[1\].*not a basic action card/,
    ],
    ['the same basic action twice', { draft: { partySize: 10, basicActions: ['fireball', 'charm', 'fireball'] } }, /\$\.draft\.basicActions\[2\].*twice/],
    [
      'an unknown card in the pool',
      { draft: { partySize: 10, basicActions: 3, pool: ['troll/master-humanoid', 'angel/inspiring'] } },
      /\$\.draft\.pool\[1\].*unknown card "angel\/inspiring"/,
    ],
    ['a basic action in the pool', { draft: { partySize: 10, basicActions: 3, pool: ['fireball'] } }, /\$\.draft\.pool\[0\].*basic action/],
    ['NPC dice in the pool', { draft: { partySize: 10, basicActions: 3, pool: ['npc'] } }, /\$\.draft\.pool\[0\]/],
    [
      'a card twice in the pool',
      { draft: { partySize: 10, basicActions: 3, pool: ['troll/master-humanoid', 'troll/master-humanoid'] } },
      /\$\.draft\.pool\[1\].*twice/,
    ],
    [
      'more dice than the card has',
      { draft: { partySize: 10, basicActions: 3, pool: [{ card: 'troll/master-humanoid', dice: 5 }] } },
      /\$\.draft\.pool\[0\]\.dice.*at most 4/,
    ],
    [
      'an unknown card given with dice',
      { draft: { partySize: 10, basicActions: 3, pool: [{ card: 'orc/lesser', dice: 1 }] } },
      /\$\.draft\.pool\[0\]\.card.*unknown card/,
    ],
    ['an empty pool', { draft: { partySize: 10, basicActions: 3, pool: [] } }, /\$\.draft\.pool/],
    ['an unknown key', { draft: { partySize: 10, basicActions: 3, size: 3 } }, /\$\.draft/],
  ];
  for (const [what, cfg, re] of bad) {
    it(what, () => {
      const r = game.setup(cfg, 1);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(re);
    });
  }

  it('a draft file read through the module names the file and the path', () => {
    const r = module.configFromArgs?.({ setup: 'mine.json' }, () => JSON.stringify({ draft: { partySize: 30, basicActions: 3 } }));
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.error).toMatch(/mine\.json at \$\.draft\.partySize/);
  });

  it('the draft preset is offered and valid', () => {
    expect(Object.keys(module.presets)).toContain('draft');
    expect(game.setup(module.presets.draft?.(), 1).ok).toBe(true);
  });
});

/** A small seeded generator for the test's random player (not the game's RNG). */
function lcg(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('DRAFT PARTIES: random players draft and play to the end', () => {
  // SKIRMISH_LONG=1 (the long run): 500 drafted games.
  const GAMES = process.env.SKIRMISH_LONG === '1' ? 500 : 6;
  it(`${GAMES} drafted random-vs-random games (the draft preset's pool) finish with a winner, invariants holding after the draft; replays reproduce them`, () => {
    for (let g = 1; g <= GAMES; g++) {
      const s = start(module.presets.draft?.(), g);
      const rand = lcg(g * 7919);
      let initial: ReturnType<typeof census> | null = null;
      let decisions = 0;
      const chosen: string[] = [];
      for (;;) {
        const p = game.pending(s);
        if (p.terminal) break;
        if (p.kind !== 'draft') {
          initial ??= census(s);
          const errs = invariantErrors(s, initial);
          if (errs.length) throw new Error(`game ${g}, decision ${decisions}: ${errs.join('; ')}`);
        }
        const o = p.options[Math.floor(rand() * p.options.length)] as Option;
        chosen.push(o.id);
        const r = game.apply(s, p.rqid, o.id);
        if (!r.ok) throw new Error(r.error.message);
        if (++decisions > 50_000) throw new Error(`game ${g} did not finish`);
      }
      expect(initial).not.toBeNull();
      // Replay: the same seed and choices give the same final state (the draft's randomness included).
      const again = start(module.presets.draft?.(), g);
      for (const id of chosen) {
        const p = pending(again);
        const r = game.apply(again, p.rqid, id);
        if (!r.ok) throw new Error(r.error.message);
      }
      expect(game.hash(again)).toBe(game.hash(s));
      const ret = game.returns(s);
      expect(ret === null ? null : [...ret].sort()).toEqual([-1, 1]);
      expect(s.players.every((x) => x.startLife === 15)).toBe(true);
    }
  });
});
