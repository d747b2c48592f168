// Tests for dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" (a redirected effect goes to
// the new target even if it was not a legal target of the original effect; its source is unchanged;
// costs paid are not refunded) and "USING GLOBAL ABILITIES" / "TIMING CONFLICTS" (a global ability that
// reacts to damage is used when the damage happens; "if a global ability prevents or redirects damage,
// then the damage inflicted on the original target no longer exists and cannot be reacted to" — the
// damage on the new target can: its controller may answer the redirect in turn, TIMING CONFLICTS' one
// exception, an effect that redirects or prevents damage).
//
// No Battle for Faerûn card redirects damage, so these tests use TEST CARDS: our own invented encodings
// of damage-reaction globals, registered here only, played through the real engine (apply()).
import { describe, expect, it } from 'vitest';
import type { GameEvent, Option } from '../../../core/index.js';
import { TO_OPPONENT, TO_CHARACTER, PREVENTER } from './test-cards.js';
import { renderCard } from '../cards/render.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, byLabel, choose, game, pending, position } from '../test-helpers.js';
import type { DieState, DmState } from '../types.js';
import { moveDie } from './zones.js';

// TEST CARDS (not Battle for Faerûn cards), defined in ./test-cards.ts.

const FG = firstGameConfig();
const L1 = 3;
const NPC_CHAR = 5;
const BOLT = 1;
const SHIELD = 3;
const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;

/** Player 1 to act in the main step with a bolt; player 2 has a vampire (1A/4D), an NPC and a shield. */
function table(
  reactionCard: string,
  p0Shield = false,
  extra?: (put: (key: string, owner: number, z: DieState['zone'], face: number) => DieState) => void,
): { s: DmState; vamp: DieState; theirNpc: DieState; myNpc: DieState; shield: DieState } {
  const cfg: DmConfig = {
    ...FG,
    basicActions: ['magic-missile', 'stinking-cloud'],
    players: [
      { cards: [{ card: 'halfling-thief/minion-harper', dice: 2 }] },
      {
        cards: [
          { card: 'vampire/minion-undead', dice: 2 },
          { card: reactionCard, dice: 1 },
        ],
      },
    ],
  };
  let vamp!: DieState;
  let theirNpc!: DieState;
  let myNpc!: DieState;
  let shield!: DieState;
  const s = position(cfg, (_st, put) => {
    put('npc', 0, 'reserve', BOLT);
    if (p0Shield) put('npc', 0, 'reserve', SHIELD);
    myNpc = put('npc', 0, 'field', NPC_CHAR);
    vamp = put('vampire/minion-undead', 1, 'field', L1);
    theirNpc = put('npc', 1, 'field', NPC_CHAR);
    shield = put('npc', 1, 'reserve', SHIELD);
    extra?.(put);
  });
  return { s, vamp, theirNpc, myNpc, shield };
}

/** Applies an option and returns its events. */
function pick(s: DmState, pred: (o: Option) => boolean, who: number): GameEvent[] {
  const p = pending(s);
  expect(p.player).toBe(who);
  const o = p.options.find(pred);
  if (!o) throw new Error(`no option; offered:\n${p.options.map((x) => x.label).join('\n')}`);
  const r = game.apply(s, p.rqid, o.id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Player 1 uses Magic Missile's global (1 damage to a character) on `d`. */
function missile(s: DmState, d: DieState): GameEvent[] {
  pick(s, byLabel(/Magic Missile global/), 0);
  return pick(s, target(d), 0);
}

describe('REDIRECTING damage', () => {
  it("the damaged character's controller may pay to redirect it to a target the original effect could not have chosen (a player); the original target takes nothing", () => {
    const { s, vamp, shield } = table(TO_OPPONENT.key);
    missile(s, vamp);
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['damage-reaction', 1]);
    expect(p.options.map((o) => o.id)).toContain('decline');
    const events = pick(s, (o) => o.id.startsWith('redirect:') && (o.payload as { player?: number }).player === 0, 1);
    // Magic Missile's global can only target characters; redirected, it hits player 1 anyway.
    expect(s.players[0]?.life).toBe(9);
    expect(vamp.damage).toBe(0);
    expect(events.some((e) => e.type === 'damage' && e.data.die === vamp.id)).toBe(false);
    // The source stays the same: player 1's power.
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: vamp.id, toPlayer: 0, amount: 1, source: 0 });
    // The cost is paid.
    expect(shield.zone).not.toBe('reserve');
  });

  it('declining lets the damage be dealt as usual', () => {
    const { s, vamp, shield } = table(TO_OPPONENT.key);
    missile(s, vamp);
    pick(s, (o) => o.id === 'decline', 1);
    expect(vamp.damage).toBe(1);
    expect(s.players[0]?.life).toBe(10);
    expect(shield.zone).toBe('reserve');
  });

  it('redirected to an opposing character that cannot react, it knocks it out; the original target takes nothing', () => {
    const { s, theirNpc, myNpc } = table(TO_CHARACTER.key);
    missile(s, theirNpc);
    const events = pick(s, (o) => o.id.startsWith('redirect:') && (o.payload as { die?: number }).die === myNpc.id, 1);
    expect([myNpc.zone, theirNpc.zone, theirNpc.damage]).toEqual(['prep', 'field', 0]);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: theirNpc.id, toDie: myNpc.id, source: 0 });
    expect(pending(s).kind).not.toBe('damage-reaction');
  });

  it('redirected to an opposing character, it is about to be dealt to that character: its controller (who can pay) may answer the redirect in turn, or let it knock the character out', () => {
    // Player 1 also has a shield and the same global is usable by either player.
    const { s, vamp, theirNpc, myNpc } = table(TO_CHARACTER.key, true);
    missile(s, theirNpc);
    const targets = pending(s)
      .options.map((o) => (o.payload as { die?: number } | undefined)?.die)
      .filter((x) => x !== undefined);
    // Opposing characters only (for player 2, that is player 1's characters), never its own vampire.
    expect(targets).toContain(myNpc.id);
    expect(targets).not.toContain(vamp.id);
    const events = pick(s, (o) => o.id.startsWith('redirect:') && (o.payload as { die?: number }).die === myNpc.id, 1);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: theirNpc.id, toDie: myNpc.id, source: 0 });
    // The damage now about to be dealt to player 1's NPC: player 1 is asked, and declines.
    expect([pending(s).kind, pending(s).player]).toEqual(['damage-reaction', 0]);
    expect(pending(s).prompt).toMatch(/NPC die #\d+ .*is about to take 1 damage/);
    pick(s, (o) => o.id === 'decline', 0);
    expect(myNpc.zone).toBe('prep');
    expect(theirNpc.zone).toBe('field');
    expect(theirNpc.damage).toBe(0);
    expect(pending(s).kind).not.toBe('damage-reaction');
  });

  it("a response to a response: the new target's controller redirects the redirected damage again; the last answer decides where it lands, every cost stays paid", () => {
    const { s, vamp, theirNpc, myNpc, shield } = table(TO_CHARACTER.key, true);
    missile(s, theirNpc);
    pick(s, (o) => o.id.startsWith('redirect:') && (o.payload as { die?: number }).die === myNpc.id, 1);
    const events = pick(s, (o) => o.id.startsWith('redirect:') && (o.payload as { die?: number }).die === vamp.id, 0);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: myNpc.id, toDie: vamp.id, source: 0 });
    // Player 2's only shield is spent: nobody can answer again, and the damage lands on the vampire.
    expect(shield.zone).not.toBe('reserve');
    expect(pending(s).kind).not.toBe('damage-reaction');
    expect([vamp.damage, myNpc.zone, theirNpc.damage]).toEqual([1, 'field', 0]);
  });

  it('a forged reaction is refused citing PREVENTING AND REDIRECTING, and nothing changes', () => {
    const { s, vamp } = table(TO_OPPONENT.key);
    missile(s, vamp);
    const before = game.hash(s);
    const r = game.apply(s, pending(s).rqid, 'redirect:0:0:0:player:7');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toMatchObject({ section: 'PREVENTING AND REDIRECTING' });
    expect(game.hash(s)).toBe(before);
  });

  it('a player who cannot pay is not asked; without such a card nothing is asked', () => {
    const { s, vamp, shield } = table(TO_OPPONENT.key);
    moveDie(s, shield, 'used');
    missile(s, vamp);
    expect(pending(s).kind).not.toBe('damage-reaction');
    expect(vamp.damage).toBe(1);
  });
});

/** Damage a die took according to the events. */
const dealt = (events: GameEvent[], d: DieState): number =>
  events.filter((e) => e.type === 'damage' && e.data.die === d.id).reduce((n, e) => n + Number(e.data.amount), 0);

/** Player 1 attacks with a Blue Dragon (3A/3D) that player 2's vampire (1A/4D) blocks; player 2 has a shield. */
function combat(reactionCard: string): { s: DmState; dragon: DieState; vamp: DieState; myNpc: DieState; shield: DieState } {
  const cfg: DmConfig = {
    ...FG,
    players: [
      { cards: [{ card: 'blue-dragon/master-dragon', dice: 2 }] },
      {
        cards: [
          { card: 'vampire/minion-undead', dice: 2 },
          { card: reactionCard, dice: 1 },
        ],
      },
    ],
  };
  let dragon!: DieState;
  let vamp!: DieState;
  let myNpc!: DieState;
  let shield!: DieState;
  const s = position(cfg, (_st, put) => {
    dragon = put('blue-dragon/master-dragon', 0, 'field', L1);
    myNpc = put('npc', 0, 'field', NPC_CHAR);
    vamp = put('vampire/minion-undead', 1, 'field', L1);
    shield = put('npc', 1, 'reserve', SHIELD);
  });
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  choose(s, byId(`attack:${dragon.id}`), 0);
  choose(s, byId('done'), 0);
  choose(s, byId(`block:${dragon.id}`), 1);
  while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
  return { s, dragon, vamp, myNpc, shield };
}

describe('REDIRECTING damage from a power that hits several characters at once (Stinking Cloud)', () => {
  it('each hit can be reacted to before the damage lands; a player who has spent their energy is not asked again', () => {
    let cloud!: DieState;
    const { s, vamp, theirNpc, myNpc } = table(TO_OPPONENT.key, false, (put) => {
      cloud = put('stinking-cloud', 0, 'reserve', 3); // the action face, no burst
    });
    const reacted: string[] = [];
    pick(s, (o) => o.id === `action:${cloud.id}`, 0);
    while (pending(s).kind === 'damage-reaction') {
      reacted.push(pending(s).prompt);
      pick(s, (o) => o.id.startsWith('redirect:'), 1);
    }
    // One window only, for the first hit (the NPC's, in field order): the shield paid for it, so the
    // vampire's hit had nothing left to pay with.
    expect(reacted).toHaveLength(1);
    expect(reacted[0]).toContain(`NPC die #${theirNpc.id}`);
    expect(s.players[0]?.life).toBe(9);
    expect([theirNpc.zone, theirNpc.damage]).toEqual(['field', 0]);
    // The other hits landed together: the vampire (4D) took 1, player 1's NPC (1D) is knocked out.
    expect(vamp.damage).toBe(1);
    expect(myNpc.zone).toBe('prep');
  });
});

describe('REDIRECTING and PREVENTING combat damage (ASSIGN DAMAGE)', () => {
  it("the blocker's controller may redirect the attacker's damage before it lands; the rest of the combat is simultaneous as usual", () => {
    const { s, dragon, vamp } = combat(TO_OPPONENT.key);
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['damage-reaction', 1]);
    expect(p.prompt).toMatch(/3 combat damage/);
    const events = pick(s, (o) => o.id.startsWith('redirect:'), 1);
    // (Damage clears at cleanup, which follows at once: read it from the events.)
    expect(dealt(events, vamp)).toBe(0);
    expect(s.players[0]?.life).toBe(7);
    // The vampire's own 1 damage still hit the dragon.
    expect(dealt(events, dragon)).toBe(1);
    expect(events.find((e) => e.type === 'redirected')?.data).toMatchObject({ from: vamp.id, toPlayer: 0, amount: 3, sourceDie: dragon.id, source: 0 });
  });

  it('redirected to a character outside the combat, the damage knocks it out', () => {
    const { s, vamp, myNpc } = combat(TO_CHARACTER.key);
    const events = pick(s, (o) => (o.payload as { die?: number } | undefined)?.die === myNpc.id, 1);
    expect(myNpc.zone).toBe('prep');
    expect(dealt(events, vamp)).toBe(0);
    expect(vamp.zone).toBe('field');
  });

  it('prevented combat damage is not dealt', () => {
    const { s, vamp, dragon } = combat(PREVENTER.key);
    const events = pick(s, (o) => o.id.startsWith('prevent:'), 1);
    expect([vamp.zone, dealt(events, vamp)]).toEqual(['field', 0]);
    expect(dealt(events, dragon)).toBe(1);
    expect(s.players.map((x) => x.life)).toEqual([10, 10]);
  });

  it('declined, the combat resolves as usual', () => {
    const { s, vamp, dragon } = combat(TO_OPPONENT.key);
    const events = pick(s, (o) => o.id === 'decline', 1);
    expect([vamp.zone, dealt(events, vamp), dealt(events, dragon)]).toEqual(['field', 3, 1]);
  });
});

describe('PREVENTING damage', () => {
  it('prevented damage is not dealt and the cost is not refunded', () => {
    const { s, vamp, shield } = table(PREVENTER.key);
    missile(s, vamp);
    const events = pick(s, (o) => o.id.startsWith('prevent:'), 1);
    expect(vamp.damage).toBe(0);
    expect(events.some((e) => e.type === 'prevented' && e.data.die === vamp.id)).toBe(true);
    expect(shield.zone).not.toBe('reserve');
  });
});

describe('rendered rules text', () => {
  it('describes the reaction and where the damage goes', () => {
    expect(renderCard(TO_OPPONENT)).toMatch(
      /Global reaction \(pay 1 shield\): when damage is about to be dealt to one of your characters — The damage goes instead to your opponent/,
    );
    expect(renderCard(PREVENTER)).toMatch(/That damage is not dealt/);
  });
});
