// Tests for the attacks and blocks Battle for Faerûn card text forces or forbids (abilities/forced-
// attacks.ts, forced-blocks.ts and the ops force-attack-next-turn, force-block, assign-blocker) —
// dice-masters-battle-for-faerun "DECLARE ATTACKERS", "DECLARE BLOCKERS" (several blockers may block one
// attacker), "FUNDAMENTAL RULES" (card text supersedes the rules; "can only" is a "can't"), "LEXICON"
// (adventurer, monster). Each card is played through the real engine with its facts imported from the
// TeamBuilder file; each assertion fails if the text were ignored (the option to decline, to stop
// declaring attackers, or to block alone would be offered).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, blockChoices, L1, L3, NPC_CHAR, party, registerFromText, SHIELD, SKIP_MESSAGE, target, TEAMBUILDER_FILE } from './test-kit.js';
import { moveDie } from '../../rules/zones.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

/** The options the pending blockers question offers blocker `b` (asserting it is the one asked). */
function askedOf(s: DmState, b: DieState): string[] {
  const p = pending(s);
  expect(p.kind).toBe('blockers');
  expect(p.prompt).toContain(`#${b.id}`);
  return p.options.map((o) => o.id);
}

const byIdOrder = (...dice: DieState[]): DieState[] => [...dice].sort((a, b) => a.id - b.id);

describe.skipIf(!HAVE)('Battle for Faerûn cards: forced attacks and blocks', () => {
  it('Kobold, Greater Humanoid: must attack while the opponent has an adventurer in the field; otherwise it may stay home', () => {
    const play = (thiefZone: DieState['zone']): string[] => {
      let kobold!: DieState;
      const s = position(party(['kobold/greater-humanoid'], ['halfling-thief/minion-harper']), (_s, put) => {
        kobold = put('kobold/greater-humanoid', 0, 'field', L1);
        put('halfling-thief/minion-harper', 1, thiefZone, L1);
      });
      while (pending(s).kind === 'main') choose(s, byId('pass'));
      expect(offered(s)).toContain(`attack:${kobold.id}`);
      return offered(s);
    };
    expect(play('field')).not.toContain('done');
    expect(play('used')).toContain('done');
  });

  it('Kobold, Greater Humanoid: the only adventurer able to block it must block it; an NPC may decline', () => {
    let kobold!: DieState;
    let thief!: DieState;
    let npc!: DieState;
    const s = position(party(['kobold/greater-humanoid'], ['halfling-thief/minion-harper']), (_s, put) => {
      kobold = put('kobold/greater-humanoid', 0, 'field', L1);
      thief = put('halfling-thief/minion-harper', 1, 'field', L1);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [kobold]);
    const asked = new Map<number, string[]>();
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      const b = Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1);
      asked.set(
        b,
        p.options.map((o) => o.id),
      );
      choose(s, byId(p.options.some((o) => o.id === 'none') ? 'none' : `block:${kobold.id}`), 1);
    }
    expect(asked.get(thief.id)).toEqual([`block:${kobold.id}`]);
    expect(asked.get(npc.id)).toContain('none');
  });

  it('Invisible Stalker, Paragon Elemental: it must block when it can (no option to decline)', () => {
    let troll!: DieState;
    let stalker!: DieState;
    const s = position(party(['troll/minion-humanoid'], ['invisible-stalker/paragon-elemental']), (_s, put) => {
      troll = put('troll/minion-humanoid', 0, 'field', L1);
      stalker = put('invisible-stalker/paragon-elemental', 1, 'field', L1);
    });
    attackWith(s, [troll]);
    expect(askedOf(s, stalker)).toEqual([`block:${troll.id}`]);
  });

  it('Invisible Stalker, Paragon Elemental: when fielded, on the opponent’s next turn at least one of their characters must attack', () => {
    const play = (fielded: boolean): { s: DmState; troll: DieState } => {
      let stalker!: DieState;
      const s = position(party(['invisible-stalker/paragon-elemental'], ['troll/minion-humanoid']), (_s, put) => {
        stalker = put('invisible-stalker/paragon-elemental', 0, fielded ? 'reserve' : 'field', L1); // fields for 1
        put('npc', 0, 'reserve', SHIELD);
      });
      if (fielded) choose(s, (o) => o.id.startsWith(`field:${stalker.id}:`), 0);
      // On to the opponent's turn, to its roll and reroll question.
      while (!(s.active === 1 && pending(s).kind === 'reroll')) {
        const p = pending(s);
        const o = p.options.find((x) => x.id === 'pass' || x.id === 'done') ?? p.options[0];
        if (!o) throw new Error('no option');
        choose(s, byId(o.id));
      }
      const troll = s.dice.find((x) => x.owner === 1 && s.cards[x.card]?.key === 'troll/minion-humanoid' && x.zone !== 'reserve') as DieState;
      moveDie(s, troll, 'field');
      troll.face = L1;
      choose(s, byId('reroll'), 1);
      while (pending(s).kind === 'main') choose(s, byId('pass'));
      return { s, troll };
    };
    const forced = play(true);
    expect(offered(forced.s)).toEqual([`attack:${forced.troll.id}`]);
    choose(forced.s, byId(`attack:${forced.troll.id}`), 1);
    expect(offered(forced.s)).toContain('done');
    const free = play(false);
    expect(offered(free.s)).toContain('done');
  });

  it('Owlbear, Paragon Beast: attacking, every opposing adventurer must block an Owlbear (not another attacker); an NPC may block anything or nothing', () => {
    let owl!: DieState;
    let other!: DieState;
    let thief!: DieState;
    let npc!: DieState;
    const s = position(party(['owlbear/paragon-beast'], ['halfling-thief/minion-harper']), (_s, put) => {
      owl = put('owlbear/paragon-beast', 0, 'field', L1);
      other = put('npc', 0, 'field', NPC_CHAR);
      thief = put('halfling-thief/minion-harper', 1, 'field', L1);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [owl, other]);
    const asked = new Map<number, string[]>();
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      const b = Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1);
      asked.set(b, p.options.map((o) => o.id).sort());
      choose(s, byId(p.options[0]?.id ?? 'none'), 1);
    }
    expect(asked.get(thief.id)).toEqual([`block:${owl.id}`]);
    expect(asked.get(npc.id)).toEqual([`block:${other.id}`, `block:${owl.id}`, 'none'].sort());
  });

  it('Vampire, Lesser Undead: when assigned to attack it may make one opposing monster block a Vampire; or every adventurer', () => {
    const play = (pick: 'monster' | 'adventurers'): { s: DmState; vamp: DieState; troll: DieState; thief: DieState } => {
      let vamp!: DieState;
      let other!: DieState;
      let troll!: DieState;
      let thief!: DieState;
      const s = position(party(['vampire/lesser-undead'], ['troll/minion-humanoid', 'halfling-thief/minion-harper']), (_s, put) => {
        vamp = put('vampire/lesser-undead', 0, 'field', L1);
        other = put('npc', 0, 'field', NPC_CHAR);
        troll = put('troll/minion-humanoid', 1, 'field', L1);
        thief = put('halfling-thief/minion-harper', 1, 'field', L1);
      });
      attackWith(s, [vamp, other]);
      choose(s, pick === 'monster' ? target(troll) : byId('adventurers'), 0);
      return { s, vamp, troll, thief };
    };
    const m = play('monster');
    const mAsked = new Map<number, string[]>();
    while (pending(m.s).kind === 'blockers') {
      const p = pending(m.s);
      mAsked.set(
        Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1),
        p.options.map((o) => o.id),
      );
      choose(m.s, byId(p.options.some((o) => o.id === 'none') ? 'none' : `block:${m.vamp.id}`), 1);
    }
    expect(mAsked.get(m.troll.id)).toEqual([`block:${m.vamp.id}`]);
    expect(mAsked.get(m.thief.id)).toContain('none');
    const a = play('adventurers');
    const aAsked = new Map<number, string[]>();
    while (pending(a.s).kind === 'blockers') {
      const p = pending(a.s);
      aAsked.set(
        Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1),
        p.options.map((o) => o.id),
      );
      choose(a.s, byId(p.options.some((o) => o.id === 'none') ? 'none' : `block:${a.vamp.id}`), 1);
    }
    expect(aAsked.get(a.thief.id)).toEqual([`block:${a.vamp.id}`]);
    expect(aAsked.get(a.troll.id)).toContain('none');
  });

  it('Gelatinous Cube, Lesser Ooze: when it attacks I may assign an opposing character to block it (it is not asked)', () => {
    let cube!: DieState;
    let troll!: DieState;
    let npc!: DieState;
    const s = position(party(['gelatinous-cube/lesser-ooze'], ['troll/minion-humanoid']), (_s, put) => {
      cube = put('gelatinous-cube/lesser-ooze', 0, 'field', L1);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [cube]);
    choose(s, target(troll), 0);
    expect([troll.zone, troll.engaged, cube.blocked]).toEqual(['attack', [cube.id], true]);
    const asked = blockChoices(s);
    expect([...asked.keys()]).toEqual([npc.id]);
  });

  it('Frost Giant, Lesser Elemental: one character alone cannot block it; of two, the second must join the first', () => {
    const solo = (): Map<number, number[]> => {
      let giant!: DieState;
      const s = position(party(['frost-giant/lesser-elemental'], ['troll/minion-humanoid']), (_s, put) => {
        giant = put('frost-giant/lesser-elemental', 0, 'field', L1);
        put('troll/minion-humanoid', 1, 'field', L1);
      });
      attackWith(s, [giant]);
      return blockChoices(s);
    };
    expect(solo().size).toBe(0);
    let giant!: DieState;
    let troll!: DieState;
    let npc!: DieState;
    const s = position(party(['frost-giant/lesser-elemental'], ['troll/minion-humanoid']), (_s, put) => {
      giant = put('frost-giant/lesser-elemental', 0, 'field', L1);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [giant]);
    const [first, second] = byIdOrder(troll, npc) as [DieState, DieState];
    expect(askedOf(s, first)).toEqual(['none', `block:${giant.id}`]);
    choose(s, byId(`block:${giant.id}`), 1);
    expect(askedOf(s, second)).toEqual([`block:${giant.id}`]);
  });

  it('Frost Giant, Greater Elemental: blocked, it picks an opposing character not engaged with it, which cannot attack on the opponent’s next turn', () => {
    let giant!: DieState;
    let troll!: DieState;
    let npc!: DieState;
    const s = position(party(['frost-giant/greater-elemental'], ['troll/minion-humanoid']), (_s, put) => {
      giant = put('frost-giant/greater-elemental', 0, 'field', L1); // 5A 2D
      troll = put('troll/minion-humanoid', 1, 'field', L3); // 5A 5D: survives the Giant
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [giant]);
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      choose(s, byId(p.prompt.includes(`#${troll.id}`) ? `block:${giant.id}` : 'none'), 1);
    }
    expect(pending(s).options.map((o) => (o.payload as { die?: number } | undefined)?.die)).toEqual([npc.id]);
    choose(s, target(npc), 0);
    // On to the opponent's turn: the NPC may not attack, the Troll may.
    while (!(s.active === 1 && pending(s).kind === 'reroll')) {
      const p = pending(s);
      const o = p.options.find((x) => x.id === 'pass' || x.id === 'done') ?? p.options[0];
      if (!o) throw new Error('no option');
      choose(s, byId(o.id));
    }
    expect([troll.zone, npc.zone]).toEqual(['field', 'field']);
    choose(s, byId('reroll'), 1);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    expect(offered(s)).toContain(`attack:${troll.id}`);
    expect(offered(s)).not.toContain(`attack:${npc.id}`);
  });

  it('Magic Helmet, Lesser Gear: the character carrying it cannot be blocked by one character; unequipped it can', () => {
    const play = (attach: boolean): Map<number, number[]> => {
      let orc!: DieState;
      const s = position(party(['half-orc-fighter/lesser-emerald-alliance', 'magic-helmet/lesser-gear'], ['troll/minion-humanoid']), (_s, put) => {
        orc = put('half-orc-fighter/lesser-emerald-alliance', 0, 'field', L1);
        const helmet = put('magic-helmet/lesser-gear', 0, 'field', 3);
        if (attach) helmet.attachedTo = orc.id;
        put('troll/minion-humanoid', 1, 'field', L1);
      });
      attackWith(s, [orc]);
      return blockChoices(s);
    };
    expect(play(true).size).toBe(0);
    expect(play(false).size).toBe(1);
  });
});
