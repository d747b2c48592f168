// Tests for dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING": copying ("copy the
// stats" takes the other die's numerals and keeps the copier's own burst; "copy the abilities" uses the
// other die's card as its own; text naming the copied die applies to the copier) and control through a
// die ("your controlling die cannot attack, but can send the controlled die to attack"; control ends at
// the end of the turn or when the controlling die leaves the field, and the controlled die returns to
// the area it was taken from).
//
// No Battle for Faerûn card copies a die or controls one through a die, so these tests use TEST CARDS:
// our own invented encodings, registered here only, played through the real engine (apply()).
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { STAT_COPIER, ABILITY_COPIER, MIND_CONTROLLER, COPY_SPELL } from './test-cards.js';
import { renderCard } from '../cards/render.js';
import { firstGameConfig, type DmConfig } from '../setup.js';
import { byId, byLabel, choose, game, offered, pending, position, rolls } from '../test-helpers.js';
import type { DieState } from '../types.js';
import { attack, cardOf, defense, level } from './dice.js';
import { ask } from './statuses.js';
import { textCard } from './copy.js';

const textOf = (s: Parameters<typeof textCard>[0], d: DieState): string => textCard(s, d).title;

// TEST CARDS (not Battle for Faerûn cards), defined in ./test-cards.ts.

const FG = firstGameConfig();
const party = (p0: string[], p1: string[], basicActions = FG.basicActions): DmConfig => ({
  ...FG,
  basicActions,
  players: [{ cards: p0.map((card) => ({ card, dice: 2 })) }, { cards: p1.map((card) => ({ card, dice: 2 })) }],
});
const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;
const dieChoices = (s: Parameters<typeof pending>[0]): number[] =>
  pending(s)
    .options.map((o) => (o.payload as { die?: number } | undefined)?.die)
    .filter((x): x is number => x !== undefined)
    .sort((a, b) => a - b);
const L1 = 3;
const L2 = 4;
const L3 = 5;
const NPC_CHAR = 5;
const FIST = 0;
const BOLT = 1;

describe('COPYING: "copy the stats"', () => {
  it("the copier takes the opposing die's attack and defense (not its level) until the end of the turn", () => {
    let mimic!: DieState;
    let troll!: DieState;
    let vamp!: DieState;
    let mine!: DieState;
    const s = position(party([STAT_COPIER.key], ['troll/master-humanoid', 'vampire/minion-undead']), (_st, put) => {
      mimic = put(STAT_COPIER.key, 0, 'reserve', L1); // 1A/1D
      put('npc', 0, 'reserve', FIST);
      mine = put('npc', 0, 'field', NPC_CHAR);
      troll = put('troll/master-humanoid', 1, 'field', L3); // 5A/5D
      vamp = put('vampire/minion-undead', 1, 'field', L1); // 1A/4D
    });
    choose(s, (o) => o.id.startsWith(`field:${mimic.id}:`), 0);
    // Only opposing characters may be copied (the card says so); not the player's own NPC.
    expect(pending(s).kind).toBe('effect');
    expect(dieChoices(s)).toEqual([troll.id, vamp.id].sort((a, b) => a - b));
    expect(dieChoices(s)).not.toContain(mine.id);
    choose(s, target(troll), 0);
    expect([attack(s, mimic), defense(s, mimic), level(s, mimic)]).toEqual([5, 5, 1]);
    expect([attack(s, troll), defense(s, troll)]).toEqual([5, 5]);
    // GAME STATES: effects end at the end of the turn. Not attacking ends the turn.
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId('done'), 0);
    expect(s.active).toBe(1);
    expect([attack(s, mimic), defense(s, mimic)]).toEqual([1, 1]);
  });

  it('the copier keeps its own burst: fielded on a burst face it copies the stats and its burst line also happens', () => {
    let mimic!: DieState;
    let vamp!: DieState;
    const s = position(party([STAT_COPIER.key], ['vampire/minion-undead']), (_st, put) => {
      mimic = put(STAT_COPIER.key, 0, 'reserve', L2); // level 2, one burst
      put('npc', 0, 'reserve', FIST);
      vamp = put('vampire/minion-undead', 1, 'field', L1); // 1A/4D
    });
    const prepBefore = s.dice.filter((d) => d.owner === 0 && d.zone === 'prep').length;
    choose(s, (o) => o.id.startsWith(`field:${mimic.id}:`), 0);
    // Only one opposing character: still asked (copying is the card's effect), then the burst line.
    choose(s, target(vamp), 0);
    expect([attack(s, mimic), defense(s, mimic), level(s, mimic)]).toEqual([1, 4, 2]);
    expect(s.dice.filter((d) => d.owner === 0 && d.zone === 'prep').length).toBe(prepBefore + 1);
  });
});

describe('COPYING: "copy the abilities"', () => {
  it("the copier uses the copied card as its own: copying Purple Worm's Overcrush makes its attack trample", () => {
    let dop!: DieState;
    let worm!: DieState;
    let blocker!: DieState;
    const s = position(party([ABILITY_COPIER.key], ['purple-worm/lesser-beast']), (_st, put) => {
      dop = put(ABILITY_COPIER.key, 0, 'reserve', L1); // 3A/2D
      put('npc', 0, 'reserve', FIST);
      worm = put('purple-worm/lesser-beast', 1, 'field', L1);
      blocker = put('npc', 1, 'field', NPC_CHAR); // 1A/1D
    });
    choose(s, (o) => o.id.startsWith(`field:${dop.id}:`), 0);
    choose(s, target(worm), 0);
    // Abilities only: its own stats stay.
    expect([attack(s, dop), defense(s, dop)]).toEqual([3, 2]);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${dop.id}`), 0);
    choose(s, byId('done'), 0);
    while (pending(s).kind === 'blockers') choose(s, pending(s).prompt.includes(`#${blocker.id}`) ? byId(`block:${dop.id}`) : byId('none'), 1);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    // Overcrush: the NPC (1D) is knocked out and the 2 left over hit player 2.
    expect(blocker.zone).toBe('prep');
    expect(s.players[1]?.life).toBe(8);
  });

  it("a die knocked out while copying the Troll's abilities regenerates with them, and its trigger on regenerating follows (the text it had when knocked out)", () => {
    let dop!: DieState;
    let troll!: DieState;
    const s = position(party([ABILITY_COPIER.key], ['troll/master-humanoid']), (_st, put) => {
      dop = put(ABILITY_COPIER.key, 0, 'reserve', L1); // 3A/2D
      put('npc', 0, 'reserve', FIST);
      troll = put('troll/master-humanoid', 1, 'field', L3); // 5A/5D
    });
    choose(s, (o) => o.id.startsWith(`field:${dop.id}:`), 0);
    choose(s, target(troll), 0);
    expect(textOf(s, dop)).toBe('Troll');
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${dop.id}`), 0);
    choose(s, byId('done'), 0);
    // The Troll blocks; nobody has an action, so the damage lands at once. The copier's roll shows a
    // character (back to the field; the copy ended as it left); its trigger knocks out the engaged Troll,
    // whose own Regenerate roll shows energy (it stays out).
    const trollEnergy = cardOf(s, troll).faces.findIndex((f) => f.t !== 'char');
    expect(game.forceChance(s, [...rolls(s, [dop], ['L1 Test Doppelganger']), trollEnergy]).ok).toBe(true);
    const seen: string[] = [];
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      const r = game.apply(s, p.rqid, p.prompt.includes(`#${troll.id}`) ? `block:${dop.id}` : 'none');
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value) if (['knocked-out', 'regenerated', 'regenerate-failed'].includes(e.type)) seen.push(`${e.type} ${String(e.data.die)}`);
    }
    expect(s.core.forced ?? []).toEqual([]);
    expect(seen).toEqual([`knocked-out ${dop.id}`, `regenerated ${dop.id}`, `knocked-out ${troll.id}`, `regenerate-failed ${troll.id}`]);
    expect([dop.zone, textOf(s, dop)]).toEqual(['field', 'Test Doppelganger']);
    expect(s.players[1]?.life).toBe(9);
  });

  it('a copied "while active" trigger works: copying Blue Dragon (Apprentice) lets an action die stop a blocker', () => {
    let dop!: DieState;
    let dragon!: DieState;
    const s = position(party([ABILITY_COPIER.key], ['blue-dragon/apprentice-dragon'], ['dimension-door']), (_st, put) => {
      dop = put(ABILITY_COPIER.key, 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
      put('dimension-door', 0, 'reserve', 3);
      dragon = put('blue-dragon/apprentice-dragon', 1, 'field', L1);
    });
    choose(s, (o) => o.id.startsWith(`field:${dop.id}:`), 0);
    choose(s, target(dragon), 0);
    choose(s, (o) => o.id.startsWith('action:') && /Dimension Door/.test(o.label), 0);
    if (pending(s).prompt.includes('cannot be blocked')) choose(s, target(dop), 0);
    // The copier now has the Apprentice Dragon's text: after the action, pick a character that can't block.
    expect(pending(s).prompt).toMatch(/can't block/);
    expect(dieChoices(s)).toContain(dragon.id);
  });

  it('without the copy the same attack deals nothing to the player (the test has teeth)', () => {
    let dop!: DieState;
    let blocker!: DieState;
    const s = position(party([ABILITY_COPIER.key], ['purple-worm/lesser-beast']), (_st, put) => {
      dop = put(ABILITY_COPIER.key, 0, 'field', L1);
      put('purple-worm/lesser-beast', 1, 'field', L1);
      blocker = put('npc', 1, 'field', NPC_CHAR);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${dop.id}`), 0);
    choose(s, byId('done'), 0);
    while (pending(s).kind === 'blockers') choose(s, pending(s).prompt.includes(`#${blocker.id}`) ? byId(`block:${dop.id}`) : byId('none'), 1);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    expect(blocker.zone).toBe('prep');
    expect(s.players[1]?.life).toBe(10);
  });

  it('text naming the copied character applies to the copier: it is protected by Human Paladin\'s "your Paladins take no damage"', () => {
    let paladin!: DieState;
    let dop!: DieState;
    let other!: DieState;
    const s = position(
      party([ABILITY_COPIER.key, 'human-paladin/minion-order-of-the-gauntlet', 'halfling-thief/minion-harper'], ['vampire/minion-undead']),
      (_st, put) => {
        paladin = put('human-paladin/minion-order-of-the-gauntlet', 0, 'reserve', L1); // fields for 0
        dop = put(ABILITY_COPIER.key, 0, 'reserve', L1);
        put('npc', 0, 'reserve', FIST);
        other = put('halfling-thief/minion-harper', 0, 'field', L1);
        put('vampire/minion-undead', 1, 'field', L1);
      },
    );
    choose(s, (o) => o.id.startsWith(`field:${paladin.id}:`), 0);
    expect(ask(s, 'takesDamage', true, { die: paladin.id })).toBe(false);
    expect(ask(s, 'takesDamage', true, { die: dop.id })).toBe(true); // still in the reserve
    choose(s, (o) => o.id.startsWith(`field:${dop.id}:`), 0);
    choose(s, target(paladin), 0);
    expect(ask(s, 'takesDamage', true, { die: dop.id })).toBe(false);
    expect(ask(s, 'takesDamage', true, { die: other.id })).toBe(true);
  });
});

describe('COPYING from an action die', () => {
  it('the player picks which of their characters copies, then any other character to copy; stats and abilities both', () => {
    let spell!: DieState;
    let thief!: DieState;
    let npc!: DieState;
    let troll!: DieState;
    const s = position(party(['halfling-thief/minion-harper', COPY_SPELL.key], ['troll/master-humanoid']), (_st, put) => {
      spell = put(COPY_SPELL.key, 0, 'reserve', 3);
      thief = put('halfling-thief/minion-harper', 0, 'field', L1); // 1A/1D
      npc = put('npc', 0, 'field', NPC_CHAR); // 1A/1D
      troll = put('troll/master-humanoid', 1, 'field', L3); // 5A/5D, Regenerate
    });
    choose(s, byId(`action:${spell.id}`), 0);
    // First the copier: any of the player's characters that has something to copy.
    expect(dieChoices(s)).toEqual([thief.id, npc.id].sort((a, b) => a - b));
    choose(s, target(npc), 0);
    // Then what it copies: any other character, own or opposing.
    expect(dieChoices(s)).toEqual([thief.id, troll.id].sort((a, b) => a - b));
    choose(s, target(troll), 0);
    expect([attack(s, npc), defense(s, npc)]).toEqual([5, 5]);
    expect(textOf(s, npc)).toBe('Troll');
  });
});

describe('CONTROLLING through a die', () => {
  const setup = (): { s: ReturnType<typeof position>; flayer: DieState; vamp: DieState; troll: DieState; npc: DieState } => {
    let flayer!: DieState;
    let vamp!: DieState;
    let troll!: DieState;
    let npc!: DieState;
    const s = position(party([MIND_CONTROLLER.key], ['vampire/minion-undead', 'troll/master-humanoid'], ['magic-missile', 'stinking-cloud']), (_st, put) => {
      flayer = put(MIND_CONTROLLER.key, 0, 'reserve', L1); // 1A/1D
      put('npc', 0, 'reserve', FIST);
      npc = put('npc', 0, 'field', NPC_CHAR);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
      troll = put('troll/master-humanoid', 1, 'field', L3);
      put('npc', 1, 'reserve', BOLT); // player 2 can pay Magic Missile's global
    });
    choose(s, (o) => o.id.startsWith(`field:${flayer.id}:`), 0);
    expect(dieChoices(s)).toEqual([vamp.id, troll.id].sort((a, b) => a - b));
    choose(s, target(vamp), 0);
    return { s, flayer, vamp, troll, npc };
  };

  it("the controlled die becomes the controller's; the controlling die cannot attack but the controlled one can; control ends at the end of the turn", () => {
    const { s, flayer, vamp, npc } = setup();
    expect([vamp.owner, vamp.control]).toEqual([0, { from: 1, back: 'field', keepUnblocked: false }]);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    expect(pending(s).kind).toBe('attackers');
    expect(offered(s)).toContain(`attack:${vamp.id}`);
    expect(offered(s)).toContain(`attack:${npc.id}`);
    expect(offered(s)).not.toContain(`attack:${flayer.id}`);
    choose(s, byId('done'), 0);
    // End of turn: the vampire returns to player 2, in the area it was taken from; the flayer stays.
    expect([vamp.owner, vamp.zone, vamp.control]).toEqual([1, 'field', null]);
    expect([flayer.owner, flayer.zone]).toEqual([0, 'field']);
  });

  it('when the controlling die leaves the field, control ends and the controlled die goes back where it was taken from; the die may attack again', () => {
    const { s, flayer, vamp } = setup();
    // Player 2 answers with Magic Missile's global: 1 damage knocks out the flayer (1D).
    expect(pending(s).player).toBe(1);
    choose(s, byLabel(/Magic Missile global/), 1);
    choose(s, target(flayer), 1);
    expect(flayer.zone).toBe('prep');
    expect([vamp.owner, vamp.zone, vamp.control]).toEqual([1, 'field', null]);
    expect(s.core.effects.filter((e) => e.handler === 'controlling')).toEqual([]);
  });

  it("a controlled die that attacks unblocked would go to the controller's used pile: it goes to its owner's prep area instead", () => {
    const { s, vamp, troll } = setup();
    // Player 2 passes on Magic Missile; player 1 attacks with the controlled vampire.
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${vamp.id}`), 0);
    choose(s, byId('done'), 0);
    while (pending(s).kind === 'blockers') choose(s, byId('none'), 1);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    // The vampire (1A) hit its own owner, then went to its owner's prep area, no longer controlled.
    expect(s.players[1]?.life).toBe(9);
    expect([vamp.zone, vamp.owner, vamp.control]).toEqual(['prep', 1, null]);
    expect(troll.owner).toBe(1);
  });

  it('without a controlled die the same character may attack (the rule is about controlling, not the card)', () => {
    let flayer!: DieState;
    const s = position(party([MIND_CONTROLLER.key], ['vampire/minion-undead']), (_st, put) => {
      flayer = put(MIND_CONTROLLER.key, 0, 'field', L1);
    });
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    expect(offered(s)).toContain(`attack:${flayer.id}`);
  });
});

describe('rendered rules text for the new ops', () => {
  it('says what the encoding does', () => {
    expect(renderCard(STAT_COPIER)).toMatch(/copies its attack and defense until the end of the turn/);
    expect(renderCard(ABILITY_COPIER)).toMatch(/copies its card abilities \(in place of its own\)/);
    expect(renderCard(MIND_CONTROLLER)).toMatch(/Take control of an opposing character .*cannot attack/);
  });
});
