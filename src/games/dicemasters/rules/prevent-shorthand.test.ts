// Tests for dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("Some powers prevent a game
// effect (damage, drawing a die, etc.) ... When an action is prevented, all of the effects of that
// ability are canceled ... Costs paid are not refunded."; "Other powers redirect a game effect ... even
// if that target was not a legal one for the original effect. The source of the effect remains
// unchanged") applied to the "SHORTHAND CARD ABILITIES" Swarm, Energy Drain, Regenerate, Experience and
// Equip (rules/held-use.ts), and to Polymorph's action ("Swap a fielded character with a
// non-NPC character from that player's used pile") redirected (rules/redirect-effect.ts).
//
// No Battle for Faerûn card prevents or redirects, so the preventions are TEST CARDS (./test-cards.ts,
// our own invented encodings, registered only by tests), played through the real engine (apply()).
import { describe, expect, it } from 'vitest';
import type { GameEvent, Option } from '../../../core/index.js';
import { COUNTERSPELL, ANCHOR, DAMPENER, HEX, STASIS, TURNCOAT, WARD } from './test-cards.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, byLabel, choose, draws, game, pending, place } from '../test-helpers.js';
import type { DieState, DmState } from '../types.js';
import { attack, defense, level } from './dice.js';
import { renderCard } from '../cards/render.js';
import { changeOwner, moveDie } from './zones.js';

const FG = firstGameConfig();
// Faces: NPC 0 fist, 2 mask, 3 shield; action/gear dice 3 = action face (no
// burst); character dice 3/4/5 = levels 1/2/3.
const [FIST, MASK, SHIELD, ACTION, L1, L2, L3] = [0, 2, 3, 3, 3, 4, 5];

type Put = (key: string, owner: number, z: DieState['zone'], face: number) => DieState;

/** A position with player 1 to act in its main step; `cards[p]`: [card key, dice] for player p. */
function table(basicActions: string[], cards: [[string, number][], [string, number][]], arrange: (put: Put, s: DmState) => void): { s: DmState; put: Put } {
  const cfg: DmConfig = {
    ...FG,
    basicActions: basicActions.length ? basicActions : FG.basicActions,
    players: [0, 1].map((p) => ({ cards: (cards[p] ?? []).map(([card, dice]) => ({ card, dice })) })) as DmConfig['players'],
  };
  const r = game.setup(cfg, 1);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  for (const d of s.dice) if (d.zone === 'prep') moveDie(s, d, 'bag');
  const taken = new Set<number>();
  const put: Put = (key, owner, z, face) => place(s, key, owner, z, face, taken);
  arrange(put, s);
  choose(s, byId('reroll'), 0);
  return { s, put };
}

/** Applies the option `pred` picks for player `who`; returns its events. */
function pick(s: DmState, pred: (o: Option) => boolean, who: number): GameEvent[] {
  const p = pending(s);
  expect(p.player).toBe(who);
  const o = p.options.find(pred);
  if (!o) throw new Error(`no option for ${p.kind} (player ${p.player}); offered:\n${p.options.map((x) => `  ${x.id}: ${x.label}`).join('\n')}`);
  const r = game.apply(s, p.rqid, o.id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const isPrevent = (o: Option): boolean => o.id.startsWith('prevent-effect:');
const quiet = (o: Option): boolean => ['reroll', 'pass', 'done', 'none', 'decline'].includes(o.id);
const asked = (s: DmState): [string, number] => [pending(s).kind, pending(s).player];
const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;

/** Player 1 attacks with `attacker` alone; player 2's `blocker` blocks it (every other blocker declines). */
function attackBlocked(s: DmState, attacker: DieState, blocker: DieState): GameEvent[] {
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  pick(s, byId(`attack:${attacker.id}`), 0);
  pick(s, byId('done'), 0);
  while (pending(s).kind === 'breath-weapon') pick(s, byId('decline'), 0);
  const events: GameEvent[] = [];
  while (pending(s).kind === 'blockers') {
    const p = pending(s);
    const mine = p.options.some((o) => o.id === `block:${attacker.id}`) && p.prompt.includes(`#${blocker.id}`);
    events.push(...pick(s, mine ? byId(`block:${attacker.id}`) : byId('none'), 1));
  }
  return events;
}

describe('Swarm: the extra draw in clear and draw may be prevented', () => {
  /**
   * Player 1 has an Orc in the field and its next bag holds one Orc and four NPCs; player 2 holds the
   * Anchor (prevents an opponent's ability that would draw a die) and, with `shield`, a shield to pay
   * for it. Plays on to player 1's next clear and draw, forcing the Orc to be among the four drawn.
   */
  function swarmTurn(shield: boolean): { s: DmState; payShield: DieState | null } {
    const { s } = table(
      [],
      [
        [
          ['orc/greater-humanoid', 2],
          ['blue-dragon/master-dragon', 1],
        ],
        [
          [ANCHOR.key, 1],
          ['vampire/minion-undead', 1],
        ],
      ],
      (put) => {
        put('orc/greater-humanoid', 0, 'field', L1);
      },
    );
    while (s.active === 0) choose(s, quiet);
    if (pending(s).kind === 'reroll') choose(s, byId('reroll'), 1);
    // Player 2's main step: arrange player 1's bag (their other dice wait in the used pile) and player 2's
    // reserve (only the shield, if any).
    for (const d of s.dice) if ((d.owner === 0 && d.zone === 'bag') || (d.owner === 1 && d.zone === 'reserve')) moveDie(s, d, 'used');
    const orc = s.dice.find((d) => d.owner === 0 && s.cards[d.card]?.key === 'orc/greater-humanoid' && d.zone !== 'field') as DieState;
    changeOwner(s, orc, 0, 'bag');
    const npcs = s.dice.filter((d) => d.owner === 0 && s.cards[d.card]?.key === 'npc' && d.zone === 'used').slice(0, 4);
    expect(npcs).toHaveLength(4);
    for (const d of npcs) moveDie(s, d, 'bag');
    let payShield: DieState | null = null;
    if (shield) {
      payShield = s.dice.find((d) => d.owner === 1 && s.cards[d.card]?.key === 'npc' && (d.zone === 'bag' || d.zone === 'used')) as DieState;
      moveDie(s, payShield, 'reserve');
      payShield.face = SHIELD;
    }
    const orcDrawn = (st: DmState): boolean => st.dice[orc.id]?.zone === 'prep';
    // Player 1's next clear and draw takes three NPCs, then the Orc (nothing is drawn before it).
    const forced = game.forceChance(s, draws(s, 0, ['NPC', 'NPC', 'NPC', 'Orc']).outcomes);
    if (!forced.ok) throw new Error(forced.error.message);
    while (s.active === 1) choose(s, quiet);
    expect(orcDrawn(s)).toBe(true);
    return { s, payShield };
  }
  const bagOf = (s: DmState): number => s.dice.filter((d) => d.owner === 0 && d.zone === 'bag').length;
  const prepOf = (s: DmState): number => s.dice.filter((d) => d.owner === 0 && d.zone === 'prep').length;

  it("prevented: no additional die is drawn, the reaction's cost stays paid, and the roll follows the window", () => {
    const { s, payShield } = swarmTurn(true);
    // The window comes after the four dice are drawn and before they are rolled.
    expect(asked(s)).toEqual(['effect-reaction', 1]);
    expect(pending(s).prompt).toMatch(/Player 1's Orc Swarm ability is about to resolve/);
    expect([prepOf(s), bagOf(s), s.step]).toEqual([4, 1, 'clear-and-draw']);
    const events = pick(s, isPrevent, 1);
    expect(events.find((e) => e.type === 'prevented-effect')?.data).toMatchObject({ player: 1, user: 0, title: 'Orc Swarm' });
    expect([prepOf(s), bagOf(s)]).toEqual([4, 1]);
    expect(payShield?.zone).toBe('used');
    // Then the roll: player 1 is asked about rerolling the four dice.
    expect(events.some((e) => e.type === 'rolled')).toBe(true);
    expect(asked(s)).toEqual(['reroll', 0]);
  });

  it('declined: the additional die is drawn, then all five are rolled', () => {
    const { s } = swarmTurn(true);
    const events = pick(s, byId('decline'), 1);
    expect(events.find((e) => e.type === 'drew' && e.data.swarm === true && e.data.count === 1)).toBeDefined();
    expect([prepOf(s), bagOf(s)]).toEqual([5, 0]);
    expect(asked(s)).toEqual(['reroll', 0]);
  });

  it('nobody can pay for a prevention: no question, the additional die is drawn at once', () => {
    const { s } = swarmTurn(false);
    expect(asked(s)).toEqual(['reroll', 0]);
    expect([prepOf(s), bagOf(s)]).toEqual([5, 0]);
  });
});

describe('Energy Drain may be prevented (by a prevention of level changes)', () => {
  function drained(mask: boolean): { s: DmState; troll: DieState; payMask: DieState | null } {
    let vamp!: DieState;
    let troll!: DieState;
    let payMask: DieState | null = null;
    const { s } = table(
      [],
      [
        [['vampire/minion-undead', 1]],
        [
          [STASIS.key, 1],
          ['troll/master-humanoid', 1],
        ],
      ],
      (put) => {
        vamp = put('vampire/minion-undead', 0, 'field', L1); // 1A/4D
        troll = put('troll/master-humanoid', 1, 'field', L2); // level 2: 4A/3D
        if (mask) payMask = put('npc', 1, 'reserve', MASK);
      },
    );
    attackBlocked(s, vamp, troll);
    return { s, troll, payMask };
  }

  it('prevented: the blocker keeps its level; the mask stays spent', () => {
    const { s, troll, payMask } = drained(true);
    expect(asked(s)).toEqual(['effect-reaction', 1]);
    expect(pending(s).prompt).toMatch(/Player 1's Vampire Energy Drain ability/);
    pick(s, isPrevent, 1);
    expect(level(s, troll)).toBe(2);
    expect(payMask?.zone).toBe('used');
  });

  it('declined, or nobody able to pay: the blocker is spun down to level 1 (no question in the second case)', () => {
    const a = drained(true);
    pick(a.s, byId('decline'), 1);
    expect(level(a.s, a.troll)).toBe(1);
    const b = drained(false);
    expect(pending(b.s).kind).not.toBe('effect-reaction');
    expect(level(b.s, b.troll)).toBe(1);
  });

  it("the prevention names what it prevents: the Vampire's life gain (no level change) opens no window", () => {
    const { s } = drained(true);
    (s.players[0] as { life: number }).life = 8;
    // Declined (the mask stays for later): the Vampire then damages the Troll and gains 1 life — player 2,
    // who could still pay, is not asked (the turn runs on to player 2's reroll).
    const events = pick(s, byId('decline'), 1);
    expect(events.some((e) => e.type === 'damage' && e.data.from !== undefined)).toBe(true);
    expect(s.players[0]?.life).toBe(9);
    expect(asked(s)).toEqual(['reroll', 1]);
  });
});

describe("Regenerate's roll may be prevented", () => {
  it('by a reaction: the Troll stays knocked out (in the prep area), and its own trigger never happens', () => {
    let dragon!: DieState;
    let troll!: DieState;
    let mask!: DieState;
    const { s } = table(
      [],
      [
        [
          [COUNTERSPELL.key, 1],
          ['blue-dragon/master-dragon', 1],
        ],
        [['troll/master-humanoid', 1]],
      ],
      (put) => {
        dragon = put('blue-dragon/master-dragon', 0, 'field', L3); // 6A/6D
        mask = put('npc', 0, 'reserve', MASK);
        troll = put('troll/master-humanoid', 1, 'field', L1); // 3A/3D
      },
    );
    attackBlocked(s, dragon, troll);
    expect(troll.zone).toBe('prep');
    expect(asked(s)).toEqual(['effect-reaction', 0]);
    expect(pending(s).prompt).toMatch(/Player 2's Troll Regenerate ability/);
    const events = pick(s, isPrevent, 0);
    expect(events.some((e) => e.type === 'regenerated' || e.type === 'regenerate-failed')).toBe(false);
    expect([troll.zone, dragon.zone, mask.zone]).toEqual(['prep', 'field', 'used']);
    expect(s.players.map((p) => p.life)).toEqual([10, 10]);
  });

  it('by a standing prevention ("the next opposing ability that would move a die"): cancelled without a question', () => {
    let dragon!: DieState;
    let troll!: DieState;
    const { s } = table(
      [],
      [
        [
          [WARD.key, 1],
          ['blue-dragon/master-dragon', 1],
        ],
        [['troll/master-humanoid', 1]],
      ],
      (put) => {
        dragon = put('blue-dragon/master-dragon', 0, 'field', L3);
        put('npc', 0, 'reserve', SHIELD);
        troll = put('troll/master-humanoid', 1, 'field', L1);
      },
    );
    const ready = pick(s, byLabel(/Test Ward global/), 0);
    expect(ready.some((e) => e.type === 'prevention-ready')).toBe(true);
    const events = attackBlocked(s, dragon, troll);
    expect(events.find((e) => e.type === 'prevented-effect')?.data).toMatchObject({ player: 0, user: 1, title: 'Troll Regenerate' });
    expect(troll.zone).toBe('prep');
    expect(pending(s).kind).not.toBe('effect-reaction');
  });
});

describe('Experience: the token placed at the end of the turn may be prevented', () => {
  /** Player 1's Halfling Thief knocks out player 2's Vampire (a monster); player 2 holds a Counterspeller and a mask. */
  function knockOutMonster(dampener = false): { s: DmState; thief: DieState; mask: DieState } {
    let thief!: DieState;
    let vamp!: DieState;
    let mask!: DieState;
    const mine: [string, number][] = dampener
      ? [
          ['halfling-thief/minion-harper', 1],
          [DAMPENER.key, 1],
        ]
      : [['halfling-thief/minion-harper', 1]];
    const { s } = table(
      [],
      [
        mine,
        [
          [COUNTERSPELL.key, 1],
          ['vampire/minion-undead', 1],
        ],
      ],
      (put) => {
        thief = put('halfling-thief/minion-harper', 0, 'field', L3); // 3A/3D
        vamp = put('vampire/minion-undead', 1, 'field', L1); // 1A/4D
        mask = put('npc', 1, 'reserve', MASK);
        if (dampener) put('npc', 0, 'reserve', SHIELD);
      },
    );
    vamp.damage = 2; // Energy Drain spins the Thief down to level 2 (2A): 2 + 2 reaches 4
    attackBlocked(s, thief, vamp);
    while (s.active === 0 && pending(s).kind !== 'effect-reaction') choose(s, quiet);
    expect(vamp.zone).toBe('prep');
    return { s, thief, mask };
  }

  it('prevented: no token (the window opens as the turn ends)', () => {
    const { s, thief, mask } = knockOutMonster();
    expect(asked(s)).toEqual(['effect-reaction', 1]);
    expect(s.step).toBe('cleanup');
    expect(pending(s).prompt).toMatch(/Player 1's Halfling Thief Experience ability/);
    pick(s, isPrevent, 1);
    expect(s.cards[thief.card]?.xp).toBe(0);
    expect(mask.zone).toBe('used');
  });

  it('TIMING CONFLICTS: the window opens after the turn has passed, yet the player whose turn it was is asked first', () => {
    // Player 1 holds a Dampener (prevents anyone's bonus) and a shield; player 2 a Counterspeller and a mask.
    const { s, thief } = knockOutMonster(true);
    expect(s.active).toBe(1);
    expect(asked(s)).toEqual(['effect-reaction', 0]);
    pick(s, byId('decline'), 0);
    expect(asked(s)).toEqual(['effect-reaction', 1]);
    pick(s, byId('decline'), 1);
    expect(s.cards[thief.card]?.xp).toBe(1);
  });

  it('a standing prevention set up this turn ("the next opposing ability that would give a bonus") cancels the token without a question', () => {
    let thief!: DieState;
    let vamp!: DieState;
    const { s } = table(
      [],
      [
        [['halfling-thief/minion-harper', 1]],
        [
          [HEX.key, 1],
          ['vampire/minion-undead', 1],
        ],
      ],
      (put) => {
        thief = put('halfling-thief/minion-harper', 0, 'field', L3);
        vamp = put('vampire/minion-undead', 1, 'field', L1);
        put('npc', 1, 'reserve', MASK);
      },
    );
    vamp.damage = 2;
    // Player 1 pauses (or has nothing to do); player 2 (inactive) initiates the Hex in the priority procedure.
    if (pending(s).player === 0) pick(s, byId('pass'), 0);
    const ready = pick(s, byLabel(/Test Hex global/), 1);
    expect(ready.some((e) => e.type === 'prevention-ready')).toBe(true);
    const events: GameEvent[] = attackBlocked(s, thief, vamp);
    while (s.active === 0) {
      expect(pending(s).kind).not.toBe('effect-reaction');
      const p = pending(s);
      const o = p.options.find(quiet) as Option;
      const r = game.apply(s, p.rqid, o.id);
      if (!r.ok) throw new Error(r.error.message);
      events.push(...r.value);
    }
    expect(vamp.zone).toBe('prep');
    expect(events.find((e) => e.type === 'prevented-effect')?.data).toMatchObject({ player: 1, user: 0, title: 'Halfling Thief Experience' });
    expect(s.cards[thief.card]?.xp).toBe(0);
  });

  it('declined: the card gets its token (+1A/+1D)', () => {
    const { s, thief } = knockOutMonster();
    const events = pick(s, byId('decline'), 1);
    expect(events.find((e) => e.type === 'experience')?.data).toMatchObject({ player: 0, tokens: 1 });
    expect(s.cards[thief.card]?.xp).toBe(1);
  });
});

describe('Equip: attaching the gear may be prevented', () => {
  function fieldSword(mask: boolean): { s: DmState; sword: DieState; thief: DieState } {
    let sword!: DieState;
    let thief!: DieState;
    const { s } = table(
      [],
      [
        [
          ['halfling-thief/minion-harper', 1],
          ['magic-sword/lesser-gear', 1],
        ],
        [
          [COUNTERSPELL.key, 1],
          ['vampire/minion-undead', 1],
        ],
      ],
      (put) => {
        sword = put('magic-sword/lesser-gear', 0, 'reserve', ACTION);
        thief = put('halfling-thief/minion-harper', 0, 'field', L1); // 1A/1D
        if (mask) put('npc', 1, 'reserve', MASK);
      },
    );
    pick(s, (o) => o.id.startsWith(`field:${sword.id}:`), 0);
    expect(asked(s)).toEqual(['effect', 0]);
    return { s, sword, thief };
  }

  it('prevented after the holder is picked: the gear stays unattached, no bonus', () => {
    const { s, sword, thief } = fieldSword(true);
    pick(s, target(thief), 0);
    expect(asked(s)).toEqual(['effect-reaction', 1]);
    expect(pending(s).prompt).toMatch(/Player 1's Magic Sword Equip ability/);
    pick(s, isPrevent, 1);
    expect(sword.attachedTo).toBe(-1);
    expect([attack(s, thief), defense(s, thief)]).toEqual([1, 1]);
  });

  it('a forged prevention is refused citing PREVENTING AND REDIRECTING, and nothing changes', () => {
    const { s, thief } = fieldSword(true);
    pick(s, target(thief), 0);
    const before = game.hash(s);
    const r = game.apply(s, pending(s).rqid, 'prevent-effect:99:0:0');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toMatchObject({ section: 'PREVENTING AND REDIRECTING' });
    expect(game.hash(s)).toBe(before);
  });

  it('declined, it attaches; leaving it unattached asks nothing; nobody able to pay: attached at once', () => {
    const a = fieldSword(true);
    pick(a.s, target(a.thief), 0);
    pick(a.s, byId('decline'), 1);
    expect(a.sword.attachedTo).toBe(a.thief.id);
    expect([attack(a.s, a.thief), defense(a.s, a.thief)]).toEqual([2, 2]);
    const b = fieldSword(true);
    pick(b.s, byId('keep'), 0);
    expect(pending(b.s).kind).not.toBe('effect-reaction');
    const c = fieldSword(false);
    pick(c.s, target(c.thief), 0);
    expect(c.sword.attachedTo).toBe(c.thief.id);
    expect(pending(c.s).kind).not.toBe('effect-reaction');
  });
});

describe("REDIRECTING Polymorph's swap (an effect other than damage)", () => {
  /** Player 1's Polymorph action picks player 2's Vampire; player 2 (Turncoat, a fist) may redirect it. */
  function polymorph(ownUsed: boolean): { s: DmState; dragon: DieState; myVamp: DieState; theirVamp: DieState; fist: DieState } {
    let poly!: DieState;
    let dragon!: DieState;
    let myVamp!: DieState;
    let theirVamp!: DieState;
    let fist!: DieState;
    const { s } = table(
      ['polymorph', 'stinking-cloud'],
      [
        [
          ['blue-dragon/master-dragon', 1],
          ['vampire/minion-undead', 1],
        ],
        [
          [TURNCOAT.key, 1],
          ['vampire/minion-undead', 2],
        ],
      ],
      (put) => {
        poly = put('polymorph', 0, 'reserve', ACTION);
        dragon = put('blue-dragon/master-dragon', 0, 'field', L3);
        myVamp = put('vampire/minion-undead', 0, ownUsed ? 'used' : 'bag', L1);
        theirVamp = put('vampire/minion-undead', 1, 'field', L3);
        put('vampire/minion-undead', 1, 'used', L1);
        fist = put('npc', 1, 'reserve', FIST);
      },
    );
    pick(s, byId(`action:${poly.id}`), 0);
    pick(s, target(theirVamp), 0);
    return { s, dragon, myVamp, theirVamp, fist };
  }

  it("redirected to the user's own character: the swap-in is then picked from that character's owner's used pile; the source stays player 1", () => {
    const { s, dragon, myVamp, theirVamp, fist } = polymorph(true);
    expect(asked(s)).toEqual(['target-reaction', 1]);
    const events = pick(s, target(dragon), 1);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: theirVamp.id, toDie: dragon.id, source: 0 });
    // Player 1 picks the die to swap in — from their own used pile ("that player's used pile").
    expect(asked(s)).toEqual(['effect', 0]);
    expect(pending(s).options.map((o) => (o.payload as { die?: number }).die)).toEqual([myVamp.id]);
    pick(s, target(myVamp), 0);
    expect([dragon.zone, myVamp.zone, level(s, myVamp), theirVamp.zone, level(s, theirVamp), fist.zone]).toEqual(['used', 'field', 1, 'field', 3, 'used']);
  });

  it("redirected to a target that could not have been picked (no character in its owner's used pile): the swap cannot happen", () => {
    const { s, dragon, theirVamp, fist } = polymorph(false);
    pick(s, target(dragon), 1);
    expect(pending(s).kind).not.toBe('effect');
    expect([dragon.zone, level(s, dragon), theirVamp.zone, level(s, theirVamp), fist.zone]).toEqual(['field', 3, 'field', 3, 'used']);
  });

  it("declined: the opposing Vampire is swapped with one from its owner's used pile, at level 1", () => {
    const { s, theirVamp } = polymorph(true);
    pick(s, byId('decline'), 1);
    expect(asked(s)).toEqual(['effect', 0]);
    pick(s, (o) => (o.payload as { die?: number } | undefined)?.die !== undefined, 0);
    expect(theirVamp.zone).toBe('used');
    expect(s.dice.filter((d) => d.owner === 1 && d.zone === 'field' && s.cards[d.card]?.key === 'vampire/minion-undead').map((d) => level(s, d))).toEqual([1]);
  });
});

describe('rendered rules text of the prevention test cards used here', () => {
  it("says what each one answers: level changes (an opponent's), bonuses (anyone's)", () => {
    expect(renderCard(STASIS)).toMatch(/when an opponent's ability is about to resolve and would change a die's level, prevent it/);
    expect(renderCard(DAMPENER)).toMatch(/when any ability is about to resolve and would give a die a bonus, prevent it/);
  });
});
