// Tests for dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": "Some powers prevent a game
// effect (damage, drawing a die, etc.) ... When an action is prevented, all of the effects of that
// ability are canceled, and that effect can no longer be reacted to. Costs paid are not refunded." and
// "Other powers redirect a game effect (usually damage) ... even if that target was not a legal one for
// the original effect. The source of the effect remains unchanged from the original." With "TIMING
// CONFLICTS" (the active player resolves first; reactions are used when the event happens), "ASSIGN
// DAMAGE" (damage occurs simultaneously) and "CLEANUP" (unblocked attackers go to the used pile "even if
// the defending player managed to prevent or redirect all the damage those characters dealt").
//
// No Battle for Faerûn card prevents or redirects, so these tests use TEST CARDS (./test-cards.ts, our
// own invented encodings, registered only by tests), played through the real engine (apply()).
import { describe, expect, it } from 'vitest';
import type { GameEvent, Option } from '../../../core/index.js';
import { AEGIS, ANCHOR, COUNTERSPELL, NULL_FIELD, PREVENTER, SCAPEGOAT, TURNCOAT, WARD } from './test-cards.js';
import { renderCard } from '../cards/render.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, byLabel, choose, chooseWith, game, kindsIn, pending, place, rolls } from '../test-helpers.js';
import type { DieState, DmState } from '../types.js';
import { moveDie } from './zones.js';

const FG = firstGameConfig();
// Faces: NPC 0 fist, 1 bolt, 2 mask, 3 shield, 5 character; action dice 3 = action face (no burst);
// character dice 3 = level 1.
const [FIST, BOLT, MASK, SHIELD, NPC_CHAR, ACTION, L1] = [0, 1, 2, 3, 5, 3, 3];
const SECTION = { section: 'PREVENTING AND REDIRECTING' };

type Put = (key: string, owner: number, z: DieState['zone'], face: number) => DieState;

/**
 * A position with player 1 to act in the main step. `cards[p]` are extra cards for player p (one die
 * each, left on the card); `arrange` places dice. Both players start at 10 life.
 */
function table(basicActions: string[], cards: [string[], string[]], arrange: (put: Put, s: DmState) => void): DmState {
  const cfg: DmConfig = {
    ...FG,
    basicActions,
    players: [
      { cards: [{ card: 'blue-dragon/master-dragon', dice: 2 }, { card: 'vampire/minion-undead', dice: 2 }, ...cards[0].map((card) => ({ card, dice: 1 }))] },
      { cards: [{ card: 'vampire/minion-undead', dice: 2 }, ...cards[1].map((card) => ({ card, dice: 1 }))] },
    ],
  };
  const r = game.setup(cfg, 1);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  for (const d of s.dice) if (d.zone === 'prep') moveDie(s, d, 'bag');
  const taken = new Set<number>();
  arrange((key, owner, z, face) => place(s, key, owner, z, face, taken), s);
  choose(s, byId('reroll'), 0);
  return s;
}

/** Applies the option `pred` picks for player `who`; returns its events. */
function pick(s: DmState, pred: (o: Option) => boolean, who: number): GameEvent[] {
  const p = pending(s);
  expect([p.kind, p.player]).toEqual([p.kind, who]);
  const o = p.options.find(pred);
  if (!o) throw new Error(`no option for ${p.kind} (player ${p.player}); offered:\n${p.options.map((x) => `  ${x.id}: ${x.label}`).join('\n')}`);
  const r = game.apply(s, p.rqid, o.id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const lives = (s: DmState): number[] => s.players.map((p) => p.life);
const has = (events: GameEvent[], type: string): boolean => events.some((e) => e.type === type);
const damageTo = (events: GameEvent[], d: DieState): number =>
  events.filter((e) => e.type === 'damage' && e.data.die === d.id).reduce((n, e) => n + Number(e.data.amount), 0);
const isPrevent = (o: Option): boolean => o.id.startsWith('prevent-effect:');

describe("PREVENTING an ability's effects (not only damage)", () => {
  function fireballTable(): { s: DmState; fireball: DieState; mask: DieState; vamp: DieState; myNpc: DieState } {
    let fireball!: DieState;
    let mask!: DieState;
    let vamp!: DieState;
    let myNpc!: DieState;
    const s = table(['fireball', 'magic-missile'], [[], [COUNTERSPELL.key, AEGIS.key]], (put) => {
      fireball = put('fireball', 0, 'reserve', ACTION);
      myNpc = put('npc', 0, 'field', NPC_CHAR);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      mask = put('npc', 1, 'reserve', MASK);
      put('npc', 1, 'reserve', SHIELD);
    });
    return { s, fireball, mask, vamp, myNpc };
  }

  it("a prevented action die has ALL of its effects cancelled; its cost (the die) and the reaction's cost stay paid; nothing else reacts to it", () => {
    const { s, fireball, mask, vamp, myNpc } = fireballTable();
    pick(s, byId(`action:${fireball.id}`), 0);
    // Player 2 may prevent player 1's Fireball (the Counterspeller answers an opponent's ability).
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['effect-reaction', 1]);
    expect(p.prompt).toMatch(/Fireball action die is about to resolve/);
    const events = pick(s, isPrevent, 1);
    expect(events.find((e) => e.type === 'prevented-effect')?.data).toMatchObject({ player: 1, user: 0, title: 'Fireball' });
    // Fireball's lines — 2 damage to each player, 2 to every character, bolts for more — all cancelled.
    expect(lives(s)).toEqual([10, 10]);
    expect([vamp.damage, myNpc.zone]).toEqual([0, 'field']);
    expect(has(events, 'damage') || has(events, 'damage-all') || has(events, 'life')).toBe(false);
    // Costs are not refunded: the action die stays used, the mask is spent.
    expect([fireball.zone, mask.zone]).toEqual(['used', 'used']);
    // "That effect can no longer be reacted to": player 2's Aegis (damage to you) is never asked.
    expect(pending(s).kind).not.toBe('damage-reaction');
    expect(pending(s).kind).not.toBe('effect-reaction');
  });

  it('declined, the ability resolves as usual (and its damage may then be reacted to)', () => {
    const { s, fireball, mask, vamp, myNpc } = fireballTable();
    pick(s, byId(`action:${fireball.id}`), 0);
    pick(s, byId('decline'), 1);
    // Fireball's first line, 2 damage to each player: player 2 may answer the damage with Aegis.
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 1]);
    const events = pick(s, byId('decline'), 1);
    expect(lives(s)).toEqual([8, 8]);
    // (The turn then runs on to its end: read the damage from the events.)
    expect(events.find((e) => e.type === 'damage-all')?.data).toMatchObject({ amount: 2, dice: expect.arrayContaining([vamp.id, myNpc.id]) as unknown });
    expect(myNpc.zone).toBe('prep');
    expect(events.filter((e) => e.type === 'global-used')).toHaveLength(0);
    expect(mask.owner).toBe(1);
  });

  it('a forged prevention is refused citing PREVENTING AND REDIRECTING, and nothing changes', () => {
    const { s, fireball } = fireballTable();
    pick(s, byId(`action:${fireball.id}`), 0);
    const before = game.hash(s);
    const r = game.apply(s, pending(s).rqid, 'prevent-effect:99:0:0');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toMatchObject(SECTION);
    expect(game.hash(s)).toBe(before);
  });

  it("a prevention names what it prevents: drawing a die (a global's draw) is prevented, moving a die is not asked about", () => {
    let fod!: DieState;
    let vamp!: DieState;
    let shield!: DieState;
    const s = table(['resurrection', 'finger-of-death'], [[], [ANCHOR.key]], (put) => {
      put('npc', 0, 'reserve', SHIELD);
      fod = put('finger-of-death', 0, 'reserve', ACTION);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      shield = put('npc', 1, 'reserve', SHIELD);
    });
    const prep = kindsIn(s, 0, 'prep').length;
    const bag = kindsIn(s, 0, 'bag').length;
    // Resurrection's global: draw a die into your prep area. The Anchor prevents it.
    pick(s, byLabel(/Resurrection global/), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 1]);
    pick(s, isPrevent, 1);
    expect([kindsIn(s, 0, 'prep').length, kindsIn(s, 0, 'bag').length]).toEqual([prep, bag]);
    expect(shield.zone).toBe('used');
    // Finger of Death moves a die: no prevention window (the Anchor only answers drawing).
    pick(s, byId(`action:${fod.id}`), 0);
    expect(pending(s).kind).toBe('effect');
    pick(s, byId(`die:${vamp.id}`), 0);
    expect(vamp.zone).toBe('prep');
  });

  it('a standing prevention set up by a global ("the next opposing ability that would move a die") cancels the next one without a question, and only that one', () => {
    let fod1!: DieState;
    let fod2!: DieState;
    let vamp!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [[], [WARD.key]], (put) => {
      fod1 = put('finger-of-death', 0, 'reserve', ACTION);
      fod2 = put('finger-of-death', 0, 'reserve', ACTION);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      put('npc', 1, 'reserve', SHIELD);
    });
    // Player 1 pauses; player 2 (inactive) initiates the Ward's global in the priority procedure.
    pick(s, byId('pass'), 0);
    const ready = pick(s, byLabel(/Test Ward global/), 1);
    expect(has(ready, 'prevention-ready')).toBe(true);
    const events = pick(s, byId(`action:${fod1.id}`), 0);
    expect(events.find((e) => e.type === 'prevented-effect')?.data).toMatchObject({ player: 1, user: 0, title: 'Finger of Death' });
    expect(vamp.zone).toBe('field');
    expect(fod1.zone).toBe('used');
    // Used up: the second Finger of Death resolves.
    pick(s, byId(`action:${fod2.id}`), 0);
    pick(s, byId(`die:${vamp.id}`), 0);
    expect(vamp.zone).toBe('prep');
  });

  it('a "when fielded" ability may be prevented: the character is fielded (its cost paid) but its effect does not happen', () => {
    let hulk!: DieState;
    let vamp!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [['umber-hulk/paragon-beast'], [COUNTERSPELL.key]], (put) => {
      hulk = put('umber-hulk/paragon-beast', 0, 'reserve', L1); // fielding cost 1
      put('npc', 0, 'reserve', FIST);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      put('npc', 1, 'reserve', MASK);
    });
    pick(s, (o) => o.id.startsWith(`field:${hulk.id}:`), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 1]);
    expect(pending(s).prompt).toMatch(/Umber Hulk when-fielded ability/);
    const events = pick(s, isPrevent, 1);
    // Fielded, but the opposing characters were not rerolled.
    expect(hulk.zone).toBe('field');
    expect(events.some((e) => e.type === 'rerolled-die')).toBe(false);
    expect([vamp.zone, vamp.face]).toEqual(['field', L1]);
  });

  it("the inactive player's global (initiated in the priority procedure) may be prevented by the active player", () => {
    let vamp!: DieState;
    let myNpc!: DieState;
    let bolt!: DieState;
    const s = table(['magic-missile', 'stinking-cloud'], [[COUNTERSPELL.key], []], (put) => {
      myNpc = put('npc', 0, 'field', NPC_CHAR);
      put('npc', 0, 'reserve', MASK);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      bolt = put('npc', 1, 'reserve', BOLT);
    });
    // Player 1 has nothing to initiate (passes at once); player 2 uses Magic Missile's global.
    if (pending(s).player === 0) pick(s, byId('pass'), 0);
    pick(s, byLabel(/Magic Missile global/), 1);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 0]);
    expect(pending(s).prompt).toMatch(/Player 2's Magic Missile global ability/);
    pick(s, isPrevent, 0);
    // No target was ever asked for; the bolt stays spent.
    expect(pending(s).kind).not.toBe('effect');
    expect([myNpc.zone, vamp.damage, bolt.zone]).toEqual(['field', 0, 'used']);
  });

  /** Player 1 attacks with `attacker`; player 2's only character (an NPC) blocks it; damage is assigned. */
  function blockedAttack(s: DmState, attacker: DieState): void {
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    pick(s, byId(`attack:${attacker.id}`), 0);
    pick(s, byId('done'), 0);
    while (pending(s).kind === 'breath-weapon') pick(s, byId('decline'), 0);
    pick(s, byId(`block:${attacker.id}`), 1);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
  }

  it('a capture (Gelatinous Cube) may be prevented after its cost is paid: the knocked-out die stays in the prep area', () => {
    let dragon!: DieState;
    let npc!: DieState;
    let myShield!: DieState;
    let theirMask!: DieState;
    const cfgCards: [string[], string[]] = [['gelatinous-cube/master-ooze'], [COUNTERSPELL.key]];
    const s = table(['finger-of-death', 'stinking-cloud'], cfgCards, (put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', L1); // 3A/3D
      put('gelatinous-cube/master-ooze', 0, 'field', L1);
      myShield = put('npc', 0, 'reserve', SHIELD);
      npc = put('npc', 1, 'field', NPC_CHAR);
      theirMask = put('npc', 1, 'reserve', MASK);
    });
    blockedAttack(s, dragon);
    expect(npc.zone).toBe('prep');
    expect([pending(s).kind, pending(s).player]).toEqual(['capture', 0]);
    pick(s, (o) => o.id.startsWith('capture:'), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 1]);
    expect(pending(s).prompt).toMatch(/Gelatinous Cube ability/);
    pick(s, isPrevent, 1);
    expect(npc.zone).toBe('prep');
    expect([myShield.zone, theirMask.zone]).toEqual(['used', 'used']);
  });

  it('a knock-out by an effect (the Master Troll after regenerating) may be prevented, with the rest of that ability (its damage)', () => {
    let dragon!: DieState;
    let troll!: DieState;
    let mask!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [[COUNTERSPELL.key], ['troll/master-humanoid']], (put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', 5); // L3 6A/6D
      mask = put('npc', 0, 'reserve', MASK);
      troll = put('troll/master-humanoid', 1, 'field', L1); // 3A/3D
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    pick(s, byId(`attack:${dragon.id}`), 0);
    pick(s, byId('done'), 0);
    // The Troll blocks and is knocked out; its Regenerate roll may be prevented too (rules/held-use.ts,
    // prevent-shorthand.test.ts): declined, it regenerates (a character face: forced).
    pick(s, byId(`block:${dragon.id}`), 1);
    expect(pending(s).prompt).toMatch(/Player 2's Troll Regenerate ability/);
    chooseWith(s, byId('decline'), rolls(s, [troll], ['L3 Troll']), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 0]);
    expect(pending(s).prompt).toMatch(/Player 2's Troll ability/);
    pick(s, isPrevent, 0);
    // Neither the knock-out of the dragon nor the 1 damage to player 1 happens; the mask is spent.
    expect([dragon.zone, troll.zone]).toEqual(['field', 'field']);
    expect(lives(s)).toEqual([10, 10]);
    expect(mask.zone).toBe('used');
  });

  it('a triggered life gain (Vampire) may be prevented; declined, it happens', () => {
    for (const answer of ['prevent', 'decline'] as const) {
      let vamp!: DieState;
      let npc!: DieState;
      const s = table(['finger-of-death', 'stinking-cloud'], [[], [COUNTERSPELL.key]], (put, st) => {
        vamp = put('vampire/minion-undead', 0, 'field', L1); // 1A/4D
        npc = put('npc', 1, 'field', NPC_CHAR);
        put('npc', 1, 'reserve', MASK);
        (st.players[0] as { life: number }).life = 8;
      });
      blockedAttack(s, vamp);
      // (Its Energy Drain, after blockers, may be prevented first: declined — the NPC has one level.)
      expect(pending(s).prompt).toMatch(/Player 1's Vampire Energy Drain ability/);
      pick(s, byId('decline'), 1);
      while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
      // The Vampire damaged a character: its gain-life trigger is about to resolve.
      expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 1]);
      expect(pending(s).prompt).toMatch(/Vampire ability/);
      pick(s, answer === 'prevent' ? isPrevent : byId('decline'), 1);
      expect(npc.zone).toBe('prep');
      expect(s.players[0]?.life).toBe(answer === 'prevent' ? 8 : 9);
    }
  });
});

describe('TIMING CONFLICTS for prevention windows: the active player first', () => {
  function nullFieldTable(): { s: DmState; fireball: DieState } {
    let fireball!: DieState;
    const s = table(['fireball', 'stinking-cloud'], [[], [NULL_FIELD.key]], (put) => {
      fireball = put('fireball', 0, 'reserve', ACTION);
      put('npc', 0, 'reserve', BOLT);
      put('npc', 1, 'reserve', BOLT);
    });
    return { s, fireball };
  }

  it('both players may prevent an ability that changes life: the active player is asked first; declined, the other', () => {
    const { s, fireball } = nullFieldTable();
    pick(s, byId(`action:${fireball.id}`), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 0]);
    pick(s, byId('decline'), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['effect-reaction', 1]);
    pick(s, isPrevent, 1);
    expect(lives(s)).toEqual([10, 10]);
  });

  it('once the active player prevents it, the other player is not asked: it can no longer be reacted to', () => {
    const { s, fireball } = nullFieldTable();
    pick(s, byId(`action:${fireball.id}`), 0);
    const events = pick(s, isPrevent, 0);
    expect(lives(s)).toEqual([10, 10]);
    // Only player 1 used a global; player 2 was never asked (the turn then ran on to player 2's).
    expect(events.filter((e) => e.type === 'global-used').map((e) => e.data.player)).toEqual([0]);
    expect(events.some((e) => e.type === 'turn' && e.data.player === 1)).toBe(true);
  });

  it("Fireball's damage to each player: the active player reacts first although the opponent's damage is dealt first", () => {
    let fireball!: DieState;
    const s = table(['fireball', 'stinking-cloud'], [[], [AEGIS.key]], (put) => {
      fireball = put('fireball', 0, 'reserve', ACTION);
      put('npc', 0, 'reserve', SHIELD);
      put('npc', 1, 'reserve', SHIELD);
    });
    pick(s, byId(`action:${fireball.id}`), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 0]);
    pick(s, byId('decline'), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 1]);
    const events = pick(s, (o) => o.id.startsWith('prevent:'), 1);
    expect(lives(s)).toEqual([8, 10]);
    expect(events.find((e) => e.type === 'prevented')?.data).toMatchObject({ player: 1, amount: 2 });
  });
});

describe('PREVENTING and REDIRECTING damage dealt to a player', () => {
  function missileAtPlayer(card: string): { s: DmState; shield: DieState; myNpc: DieState } {
    let mm!: DieState;
    let shield!: DieState;
    let myNpc!: DieState;
    const s = table(['magic-missile', 'stinking-cloud'], [[], [card]], (put) => {
      mm = put('magic-missile', 0, 'reserve', ACTION);
      myNpc = put('npc', 0, 'field', NPC_CHAR);
      put('vampire/minion-undead', 1, 'field', L1);
      shield = put('npc', 1, 'reserve', SHIELD);
    });
    pick(s, byId(`action:${mm.id}`), 0);
    pick(s, byId('player:1'), 0);
    return { s, shield, myNpc };
  }

  it('Magic Missile at a player: that player may prevent the damage (the cost is not refunded)', () => {
    const { s, shield } = missileAtPlayer(AEGIS.key);
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['damage-reaction', 1]);
    expect(p.prompt).toMatch(/Player 2 is about to take 2 damage/);
    pick(s, (o) => o.id.startsWith('prevent:'), 1);
    expect(lives(s)).toEqual([10, 10]);
    expect(shield.zone).toBe('used');
  });

  it("redirected to a character — a target Magic Missile's player damage could not have — it knocks it out; the source stays player 1", () => {
    const { s, myNpc } = missileAtPlayer(SCAPEGOAT.key);
    const events = pick(s, (o) => (o.payload as { die?: number } | undefined)?.die === myNpc.id, 1);
    expect(lives(s)).toEqual([10, 10]);
    expect(myNpc.zone).toBe('prep');
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ fromPlayer: 1, toDie: myNpc.id, amount: 2, source: 0 });
    expect(pending(s).kind).not.toBe('damage-reaction');
  });

  it('declined, the player takes it', () => {
    const { s } = missileAtPlayer(AEGIS.key);
    pick(s, byId('decline'), 1);
    expect(lives(s)).toEqual([10, 8]);
  });

  it('a character damage reaction does not answer damage to the player (and vice versa)', () => {
    const { s } = missileAtPlayer(PREVENTER.key);
    expect(pending(s).kind).not.toBe('damage-reaction');
    expect(lives(s)).toEqual([10, 8]);
  });

  /** Player 1 attacks with a Blue Dragon (3A) and an NPC (1A), unblocked; player 2 holds `card` and one shield. */
  function unblocked(card: string): { s: DmState; dragon: DieState; npc: DieState; shield: DieState } {
    let dragon!: DieState;
    let npc!: DieState;
    let shield!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [[], [card]], (put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', L1);
      npc = put('npc', 0, 'field', NPC_CHAR);
      shield = put('npc', 1, 'reserve', SHIELD);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    pick(s, byId(`attack:${dragon.id}`), 0);
    pick(s, byId(`attack:${npc.id}`), 0);
    pick(s, byId('done'), 0);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    return { s, dragon, npc, shield };
  }

  it("unblocked attackers: each attacker's damage to the defending player may be prevented; prevented attackers still go to the used pile", () => {
    const { s, dragon, npc } = unblocked(AEGIS.key);
    // One window per attacker (in die order: the NPC's 1, then the dragon's 3), before any damage lands.
    expect(pending(s).prompt).toMatch(/Player 2 is about to take 1 combat damage from Player 1's NPC die/);
    pick(s, byId('decline'), 1);
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['damage-reaction', 1]);
    expect(p.prompt).toMatch(/Player 2 is about to take 3 combat damage from Player 1's Blue Dragon die/);
    pick(s, (o) => o.id.startsWith('prevent:'), 1);
    // The dragon's 3 is prevented; the NPC's 1 (declined) lands.
    expect(lives(s)).toEqual([10, 9]);
    expect([dragon.zone, npc.zone]).toEqual(['used', 'used']);
  });

  it("unblocked damage redirected to an attacking character knocks it out, and that character's own damage still lands (damage is simultaneous)", () => {
    const { s, npc } = unblocked(SCAPEGOAT.key);
    pick(s, byId('decline'), 1); // the NPC's own 1 damage
    const events = pick(s, (o) => (o.payload as { die?: number } | undefined)?.die === npc.id, 1);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ fromPlayer: 1, toDie: npc.id, amount: 3, source: 0 });
    expect(npc.zone).toBe('prep');
    expect(lives(s)).toEqual([10, 9]);
  });

  it("combat: the active player's reactions are asked first, before any damage lands", () => {
    let dragon!: DieState;
    let vamp!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [[PREVENTER.key], []], (put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', L1); // 3A/3D
      put('npc', 0, 'reserve', SHIELD);
      vamp = put('vampire/minion-undead', 1, 'field', L1); // 1A/4D
      put('npc', 1, 'reserve', SHIELD);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    pick(s, byId(`attack:${dragon.id}`), 0);
    pick(s, byId('done'), 0);
    pick(s, byId(`block:${dragon.id}`), 1);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    // The dragon's damage to the vampire comes first in the attack, but player 1 (active) is asked first.
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 0]);
    expect(pending(s).prompt).toMatch(/Blue Dragon.*about to take 1 combat damage/);
    pick(s, (o) => o.id.startsWith('prevent:'), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 1]);
    const events = pick(s, byId('decline'), 1);
    expect([damageTo(events, vamp), damageTo(events, dragon)]).toEqual([3, 0]);
  });

  it('Breath Weapon: the opponent may prevent the damage to them; the characters still take theirs', () => {
    let dragon!: DieState;
    let vamp!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [[], [AEGIS.key]], (put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', L1);
      for (const f of [FIST, BOLT, MASK]) put('npc', 0, 'reserve', f);
      vamp = put('vampire/minion-undead', 1, 'field', L1); // 4D
      put('npc', 1, 'reserve', SHIELD);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    pick(s, byId(`attack:${dragon.id}`), 0);
    pick(s, byId('done'), 0);
    pick(s, (o) => o.id.startsWith('breath:'), 0);
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 1]);
    const events = pick(s, (o) => o.id.startsWith('prevent:'), 1);
    expect(s.players[1]?.life).toBe(10);
    expect(damageTo(events, vamp)).toBe(3);
  });
});

describe('REDIRECTING an effect other than damage', () => {
  function fingerTable(): { s: DmState; fod: DieState; vamp: DieState; dragon: DieState; fist: DieState } {
    let fod!: DieState;
    let vamp!: DieState;
    let dragon!: DieState;
    let fist!: DieState;
    const s = table(['finger-of-death', 'stinking-cloud'], [[], [TURNCOAT.key]], (put) => {
      fod = put('finger-of-death', 0, 'reserve', ACTION); // no burst: a level 1 character only
      dragon = put('blue-dragon/master-dragon', 0, 'field', 5); // level 3
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      fist = put('npc', 1, 'reserve', FIST);
    });
    pick(s, byId(`action:${fod.id}`), 0);
    pick(s, byId(`die:${vamp.id}`), 0);
    return { s, fod, vamp, dragon, fist };
  }

  it('Finger of Death aimed at a character may be redirected by its controller to a target it could not have picked (a level 3 character); the source stays player 1', () => {
    const { s, vamp, dragon, fist } = fingerTable();
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['target-reaction', 1]);
    // Finger of Death without a burst may only pick a level 1 character; redirected, it moves a level 3 one.
    const events = pick(s, (o) => (o.payload as { die?: number } | undefined)?.die === dragon.id, 1);
    expect([vamp.zone, dragon.zone, fist.zone]).toEqual(['field', 'prep', 'used']);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: vamp.id, toDie: dragon.id, source: 0 });
    expect(pending(s).kind).not.toBe('target-reaction');
  });

  it('declined, the effect happens to its target; a forged redirect is refused and nothing changes', () => {
    const { s, vamp } = fingerTable();
    const before = game.hash(s);
    const r = game.apply(s, pending(s).rqid, 'redirect-effect:0:0:0:die:999');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toMatchObject(SECTION);
    expect(game.hash(s)).toBe(before);
    pick(s, byId('decline'), 1);
    expect(vamp.zone).toBe('prep');
  });
});

describe('rendered rules text', () => {
  it('says what each prevention answers', () => {
    expect(renderCard(COUNTERSPELL)).toMatch(
      /when an opponent's ability is about to resolve and would have any effect, prevent it: all of that ability's effects are cancelled/,
    );
    expect(renderCard(ANCHOR)).toMatch(/would draw a die/);
    expect(renderCard(NULL_FIELD)).toMatch(/when any ability .* gain or lose life/);
    expect(renderCard(WARD)).toMatch(/Global \(pay 1 shield\): The next ability an opponent uses this turn that would move a die/);
    expect(renderCard(AEGIS)).toMatch(/when damage is about to be dealt to you — That damage is not dealt/);
    expect(renderCard(SCAPEGOAT)).toMatch(/dealt to you — The damage goes instead to an opposing character/);
    expect(renderCard(TURNCOAT)).toMatch(
      /when an opponent's effect other than damage is about to move one of your characters it picked, it affects an opposing character of your choice instead/,
    );
  });
});
