// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "ACTIVE AND FIELDED" (when-fielded lines), "PLAYING ACTIONS", "USING GLOBAL ABILITIES", "CARD TEXT DETAILS"
// (knocking out, capturing), "LEVELS AND SPINNING", "PLAY AREAS", "LEXICON" (adventurer, opposing), "GAME STATES".
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { attack, defense, level } from '../../rules/dice.js';
import { byId, choose, chooseWith, draws, game, offered, pending, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { ACTION_2, BOLT, field, FIST, L1, L2, L3, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, target, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: when fielded, action and global lines', () => {
  it('Carrion Crawler, Lesser Aberration: when fielded knocks out an opposing NPC (not another character); its global deals 1 damage to an NPC', () => {
    let crawler!: DieState;
    let theirNpc!: DieState;
    let myNpc!: DieState;
    let troll!: DieState;
    const s = position(party(['carrion-crawler/lesser-aberration'], ['troll/minion-humanoid']), (_s, put) => {
      crawler = put('carrion-crawler/lesser-aberration', 0, 'reserve', L1); // fielding cost 0
      put('npc', 0, 'reserve', BOLT);
      myNpc = put('npc', 0, 'field', NPC_CHAR);
      theirNpc = put('npc', 1, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    choose(s, field(crawler), 0);
    expect(targets(s)).toEqual([theirNpc.id]);
    choose(s, target(theirNpc), 0);
    expect(theirNpc.zone).toBe('prep');
    expect(troll.zone).toBe('field');
    // Global: pay a bolt, 1 damage to an NPC (either player's): my own NPC (1D) is knocked out.
    const g = offered(s).find((id) => id.startsWith('global:'));
    expect(g).toBeDefined();
    choose(s, byId(g as string), 0);
    expect(targets(s)).toEqual([myNpc.id]);
    choose(s, target(myNpc), 0);
    expect(myNpc.zone).toBe('prep');
  });

  it('Owlbear, Greater Beast: when fielded knocks out an adventurer (a character with Experience), either player’s, and no monster', () => {
    let owl!: DieState;
    let thief!: DieState;
    let mine!: DieState;
    let vamp!: DieState;
    const s = position(
      party(['owlbear/greater-beast', 'human-paladin/minion-order-of-the-gauntlet'], ['halfling-thief/minion-harper', 'vampire/minion-undead']),
      (_s, put) => {
        owl = put('owlbear/greater-beast', 0, 'reserve', L1); // fielding cost 1
        put('npc', 0, 'reserve', FIST);
        mine = put('human-paladin/minion-order-of-the-gauntlet', 0, 'field', L1);
        thief = put('halfling-thief/minion-harper', 1, 'field', L1);
        vamp = put('vampire/minion-undead', 1, 'field', L1);
      },
    );
    choose(s, field(owl), 0);
    expect(targets(s).sort()).toEqual([mine.id, thief.id].sort());
    choose(s, target(thief), 0);
    expect(thief.zone).toBe('prep');
    expect(vamp.zone).toBe('field');
  });

  it('Dwarf Cleric, Lesser Order of the Gauntlet: when fielded knocks out an undead monster of equal or lower level only', () => {
    let cleric!: DieState;
    let skel1!: DieState;
    let skel2!: DieState;
    let troll!: DieState;
    const s = position(party(['dwarf-cleric/lesser-order-of-the-gauntlet'], ['skeleton/lesser-undead', 'troll/minion-humanoid']), (_s, put) => {
      cleric = put('dwarf-cleric/lesser-order-of-the-gauntlet', 0, 'reserve', L1); // cost 0
      skel1 = put('skeleton/lesser-undead', 1, 'field', L1);
      skel2 = put('skeleton/lesser-undead', 1, 'field', L2);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    choose(s, field(cleric), 0);
    expect(targets(s)).toEqual([skel1.id]);
    choose(s, target(skel1), 0);
    expect([skel1.zone, skel2.zone, troll.zone]).toEqual(['prep', 'field', 'field']);
  });

  it('Purple Worm, Paragon Beast: when fielded knocks out every character with a purchase cost of 4 or less, both players’ (NPCs cost 0)', () => {
    let worm!: DieState;
    let myThief!: DieState;
    let myDragon!: DieState;
    let theirNpc!: DieState;
    let theirTroll!: DieState;
    const s = position(
      party(['purple-worm/paragon-beast', 'halfling-thief/minion-harper', 'blue-dragon/master-dragon'], ['vampire/minion-undead', 'troll/minion-humanoid']),
      (_s, put) => {
        worm = put('purple-worm/paragon-beast', 0, 'reserve', L1); // cost 1
        put('npc', 0, 'reserve', FIST);
        myThief = put('halfling-thief/minion-harper', 0, 'field', L1); // cost 2
        myDragon = put('blue-dragon/master-dragon', 0, 'field', L1); // cost 6
        theirNpc = put('npc', 1, 'field', NPC_CHAR);
        theirTroll = put('troll/minion-humanoid', 1, 'field', L1); // cost 4, Regenerate
      },
    );
    // Regenerate rolls the knocked-out Troll: force an energy face so it stays in the prep area.
    chooseWith(s, field(worm), [0], 0);
    expect([myThief.zone, theirNpc.zone, theirTroll.zone]).toEqual(['prep', 'prep', 'prep']);
    expect([myDragon.zone, worm.zone]).toEqual(['field', 'field']);
  });

  it('Kobold, Lesser Humanoid: from a one-burst face, when fielded spins each of your other Kobolds up one level (not the opponent’s)', () => {
    let k!: DieState;
    let k2!: DieState;
    let theirs!: DieState;
    const s = position(party(['kobold/lesser-humanoid'], ['kobold/greater-humanoid']), (_s, put) => {
      k = put('kobold/lesser-humanoid', 0, 'reserve', L1); // "011*": cost 0, one burst
      k2 = put('kobold/lesser-humanoid', 0, 'field', L1);
      theirs = put('kobold/greater-humanoid', 1, 'field', L1);
    });
    choose(s, field(k), 0);
    expect([level(s, k2), level(s, k), level(s, theirs)]).toEqual([2, 1, 1]);
  });

  it('Kobold, Lesser Humanoid: from a face without a burst, nothing happens', () => {
    let k!: DieState;
    let k2!: DieState;
    const s = position(party(['kobold/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      k = put('kobold/lesser-humanoid', 0, 'reserve', L2); // "011": no burst
      k2 = put('kobold/lesser-humanoid', 0, 'field', L1);
    });
    choose(s, field(k), 0);
    expect(level(s, k2)).toBe(1);
  });

  it('Mummy, Paragon Undead: when fielded spins every adventurer down and takes one Experience token off each adventurer card', () => {
    let mummy!: DieState;
    let thief!: DieState;
    let paladin!: DieState;
    let vamp!: DieState;
    const s = position(
      party(['mummy/paragon-undead', 'human-paladin/minion-order-of-the-gauntlet'], ['halfling-thief/minion-harper', 'vampire/minion-undead']),
      (st, put) => {
        mummy = put('mummy/paragon-undead', 0, 'reserve', L1); // cost 0
        paladin = put('human-paladin/minion-order-of-the-gauntlet', 0, 'field', L2);
        thief = put('halfling-thief/minion-harper', 1, 'field', L3);
        vamp = put('vampire/minion-undead', 1, 'field', L2);
        for (const slot of st.cards) if (slot.key === 'halfling-thief/minion-harper') slot.xp = 2;
      },
    );
    const thiefSlot = s.cards[thief.card];
    const before = [attack(s, thief), defense(s, thief)];
    choose(s, field(mummy), 0);
    expect([level(s, paladin), level(s, thief), level(s, vamp)]).toEqual([1, 2, 2]);
    expect(thiefSlot?.xp).toBe(1);
    // L3 3/3 with 2 tokens (5/5) → L2 2/2 with 1 token (3/3).
    expect(before).toEqual([5, 5]);
    expect([attack(s, thief), defense(s, thief)]).toEqual([3, 3]);
  });

  it('Minotaur, Lesser Humanoid: when fielded gets +1A/+1D per opposing NPC and those NPCs cannot block this turn', () => {
    let mino!: DieState;
    let n1!: DieState;
    let n2!: DieState;
    let troll!: DieState;
    const s = position(party(['minotaur/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mino = put('minotaur/lesser-humanoid', 0, 'reserve', L1); // "152": cost 1, 5A 2D
      put('npc', 0, 'reserve', FIST);
      n1 = put('npc', 1, 'field', NPC_CHAR);
      n2 = put('npc', 1, 'field', NPC_CHAR);
      troll = put('troll/minion-humanoid', 1, 'field', L1);
    });
    choose(s, field(mino), 0);
    expect([attack(s, mino), defense(s, mino)]).toEqual([7, 4]);
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    choose(s, byId(`attack:${mino.id}`), 0);
    choose(s, byId('done'), 0);
    // Only the Troll may block: the NPCs are not offered.
    const blockOptions = new Set<string>();
    while (pending(s).kind === 'blockers') {
      const p = pending(s);
      for (const o of p.options) blockOptions.add(`${p.prompt.match(/#(\d+)/)?.[1] ?? ''}:${o.id}`);
      choose(s, byId('none'), 1);
    }
    const askedFor = [...blockOptions].map((x) => Number(x.split(':')[0]));
    expect(askedFor).toContain(troll.id);
    expect(askedFor).not.toContain(n1.id);
    expect(askedFor).not.toContain(n2.id);
  });

  it('Copper Dragon, Lesser Dragon: when fielded sends a gear die attached to an opposing character to its owner’s prep area', () => {
    let dragon!: DieState;
    let sword!: DieState;
    let thief!: DieState;
    const s = position(party(['copper-dragon/lesser-dragon'], ['magic-sword/lesser-gear', 'halfling-thief/minion-harper']), (_s, put) => {
      dragon = put('copper-dragon/lesser-dragon', 0, 'reserve', L1); // "125": cost 1
      put('npc', 0, 'reserve', FIST);
      thief = put('halfling-thief/minion-harper', 1, 'field', L1);
      sword = put('magic-sword/lesser-gear', 1, 'field', 3);
      sword.attachedTo = thief.id;
    });
    expect([attack(s, thief), defense(s, thief)]).toEqual([2, 2]);
    choose(s, field(dragon), 0);
    expect(targets(s)).toEqual([sword.id]);
    choose(s, target(sword), 0);
    expect([sword.zone, sword.owner]).toEqual(['prep', 1]);
    expect([attack(s, thief), defense(s, thief)]).toEqual([1, 1]);
  });

  it('Limited Wish, Paragon Spell: puts a character die from your bag in the field at level 1 (no when-fielded trigger); ** also moves your own Tarrasque to your prep area', () => {
    let wish!: DieState;
    let worm!: DieState;
    let tarrasque!: DieState;
    let theirTarrasque!: DieState;
    const s = position(
      party(['limited-wish/paragon-spell', 'purple-worm/paragon-beast', 'tarrasque/lesser-aberration'], ['tarrasque/greater-aberration']),
      (_s, put) => {
        wish = put('limited-wish/paragon-spell', 0, 'reserve', ACTION_2);
        worm = put('purple-worm/paragon-beast', 0, 'bag', 0);
        tarrasque = put('tarrasque/lesser-aberration', 0, 'field', L1);
        theirTarrasque = put('tarrasque/greater-aberration', 1, 'field', L1);
      },
    );
    choose(s, byId(`action:${wish.id}`), 0);
    const wormOption = pending(s).options.find((o) => /Purple Worm/.test(o.label));
    expect(wormOption).toBeDefined();
    choose(s, byId(wormOption?.id as string), 0);
    expect([worm.zone, level(s, worm)]).toEqual(['field', 1]);
    // The Purple Worm's "when fielded" (knock out cost 4 or less) did not trigger: nothing was fielded.
    expect(theirTarrasque.zone).toBe('field');
    // The two-burst line: only my own Tarrasque is offered.
    expect(targets(s)).toEqual([tarrasque.id]);
    choose(s, target(tarrasque), 0);
    expect(tarrasque.zone).toBe('prep');
  });

  it('Mind Flayer, Lesser Humanoid: when fielded may knock out an opposing NPC and then spins up; declining leaves both', () => {
    let mf!: DieState;
    let npc!: DieState;
    const s = position(party(['mind-flayer/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mf = put('mind-flayer/lesser-humanoid', 0, 'reserve', L1); // "115": cost 1
      put('npc', 0, 'reserve', FIST);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(s, field(mf), 0);
    expect(offered(s)).toContain('done');
    choose(s, target(npc), 0);
    expect([npc.zone, level(s, mf)]).toEqual(['prep', 2]);

    let mf2!: DieState;
    let npc2!: DieState;
    const t = position(party(['mind-flayer/lesser-humanoid'], ['troll/minion-humanoid']), (_s, put) => {
      mf2 = put('mind-flayer/lesser-humanoid', 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
      npc2 = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(t, field(mf2), 0);
    choose(t, byId('done'), 0);
    expect([npc2.zone, level(t, mf2)]).toEqual(['field', 1]);
  });

  it('Halfling Thief, Apprentice Emerald Enclave: when fielded the opponent draws 2 dice and I place each in their bag or used pile', () => {
    let thief!: DieState;
    const s = position(party(['halfling-thief/apprentice-emerald-enclave'], ['troll/minion-humanoid']), (_s, put) => {
      thief = put('halfling-thief/apprentice-emerald-enclave', 0, 'reserve', L1); // "111*": cost 1
      put('npc', 0, 'reserve', FIST);
    });
    const bagBefore = s.dice.filter((d) => d.owner === 1 && d.zone === 'bag').length;
    const { outcomes, dice } = draws(s, 1, ['NPC', 'NPC'], false);
    chooseWith(s, field(thief), outcomes, 0);
    const [a, b] = dice;
    if (!a || !b) throw new Error('two draws expected');
    expect(pending(s).player).toBe(0);
    choose(s, byId(`used:${a.id}`), 0);
    choose(s, byId(`bag:${b.id}`), 0);
    expect([a.zone, b.zone]).toEqual(['used', 'bag']);
    expect(s.dice.filter((d) => d.owner === 1 && d.zone === 'bag').length).toBe(bagBefore - 1);
  });
  it('Mind Flayer, Epic Humanoid: when fielded captures an opposing non-mask character (NPCs included); the capture outlasts the turn', () => {
    let mf!: DieState;
    let vamp!: DieState;
    let troll!: DieState;
    let npc!: DieState;
    const s = position(party(['mind-flayer/epic-humanoid'], ['vampire/minion-undead', 'troll/minion-humanoid']), (_s, put) => {
      mf = put('mind-flayer/epic-humanoid', 0, 'reserve', L1); // "115": cost 1
      put('npc', 0, 'reserve', FIST);
      vamp = put('vampire/minion-undead', 1, 'field', L1); // mask: not offered
      troll = put('troll/minion-humanoid', 1, 'field', L2);
      npc = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(s, field(mf), 0);
    expect(targets(s).sort()).toEqual([troll.id, npc.id].sort());
    choose(s, target(troll), 0);
    expect([troll.zone, troll.capturedBy]).toEqual(['captured', mf.id]);
    expect(vamp.zone).toBe('field');
    // Not "until the end of the turn": play on (passing, no attack) into the opponent's turn; the capture holds.
    while (!game.pending(s).terminal && s.active === 0)
      choose(s, (o) => o.id === 'pass' || o.id === 'done' || o.id === 'none' || o.id === 'reroll' || o.id === 'keep' || o.id.startsWith('decline'));
    expect(troll.zone).toBe('captured');
  });

  it('Gelatinous Cube, Minion Ooze: when fielded captures an opposing NPC; fielding another of its dice releases the first capture', () => {
    let c1!: DieState;
    let c2!: DieState;
    let n1!: DieState;
    let n2!: DieState;
    const s = position(party(['gelatinous-cube/minion-ooze'], ['troll/minion-humanoid']), (_s, put) => {
      c1 = put('gelatinous-cube/minion-ooze', 0, 'reserve', L1); // "013": cost 0
      c2 = put('gelatinous-cube/minion-ooze', 0, 'reserve', L1);
      n1 = put('npc', 1, 'field', NPC_CHAR);
      n2 = put('npc', 1, 'field', NPC_CHAR);
    });
    choose(s, field(c1), 0);
    choose(s, target(n1), 0);
    expect([n1.zone, n1.capturedBy]).toEqual(['captured', c1.id]);
    choose(s, field(c2), 0);
    expect(targets(s)).toEqual([n2.id]);
    choose(s, target(n2), 0);
    expect([n1.zone, n2.zone, n2.capturedBy]).toEqual(['field', 'captured', c2.id]);
  });

  it('Owlbear, Legendary Beast (organised play): once per turn, pay a fist to give a character +1A', () => {
    let vamp!: DieState;
    const s = position(party(['owlbear/legendary-beast'], ['vampire/minion-undead']), (_s, put) => {
      put('owlbear/legendary-beast', 0, 'field', L1);
      put('npc', 0, 'reserve', FIST);
      put('npc', 0, 'reserve', FIST);
      vamp = put('vampire/minion-undead', 1, 'field', L1);
    });
    const globals = () => offered(s).filter((id) => id.startsWith('global:'));
    expect(globals().length).toBeGreaterThan(0);
    choose(s, byId(globals()[0] as string), 0);
    choose(s, target(vamp), 0);
    expect(attack(s, vamp)).toBe(2);
    // Once per turn: no second use although a fist is left.
    expect(globals()).toEqual([]);
  });
  it('Dracolich, Greater Undead Dragon: when fielded may take a basic action die for free and roll it — an action face to the reserve (usable), energy to the bag', () => {
    let draco!: DieState;
    const s = position(party(['dracolich/greater-undead-dragon'], ['troll/minion-humanoid']), (_s, put) => {
      draco = put('dracolich/greater-undead-dragon', 0, 'reserve', L1); // "137": cost 1
      put('npc', 0, 'reserve', FIST);
    });
    choose(s, field(draco), 0);
    expect(offered(s)[0]).toBe('done');
    const bless = pending(s).options.find((o) => /Blessing/.test(o.label));
    if (!bless) throw new Error('no Blessing die offered');
    const die = s.dice[(bless.payload as { die: number }).die] as DieState;
    chooseWith(s, byId(bless.id), [ACTION_2], 0);
    expect([die.owner, die.zone, die.face]).toEqual([0, 'reserve', ACTION_2]);
    expect(offered(s)).toContain(`action:${die.id}`);

    let d2!: DieState;
    const t = position(party(['dracolich/greater-undead-dragon'], ['troll/minion-humanoid']), (_s, put) => {
      d2 = put('dracolich/greater-undead-dragon', 0, 'reserve', L1);
      put('npc', 0, 'reserve', FIST);
    });
    choose(t, field(d2), 0);
    const b2 = pending(t).options.find((o) => /Blessing/.test(o.label));
    if (!b2) throw new Error('no Blessing die offered');
    const die2 = t.dice[(b2.payload as { die: number }).die] as DieState;
    chooseWith(t, byId(b2.id), [0], 0); // a generic energy face
    expect([die2.owner, die2.zone]).toEqual([0, 'bag']);
  });

  it('Limited Wish, Lesser Spell: take an unpurchased die (yours or a basic action die) and roll it — energy to the reserve, anything else to the used pile', () => {
    let wish!: DieState;
    const s = position(party(['limited-wish/lesser-spell', 'troll/minion-humanoid'], ['orc/lesser-humanoid']), (_s, put) => {
      wish = put('limited-wish/lesser-spell', 0, 'reserve', 3);
    });
    choose(s, byId(`action:${wish.id}`), 0);
    const labels = pending(s).options.map((o) => o.label);
    expect(labels.some((l) => /Troll/.test(l))).toBe(true);
    expect(labels.some((l) => /Blessing/.test(l))).toBe(true);
    expect(labels.some((l) => /Orc/.test(l))).toBe(false); // not the opponent's dice
    const troll = pending(s).options.find((o) => /Troll/.test(o.label));
    const die = s.dice[(troll?.payload as { die: number }).die] as DieState;
    chooseWith(s, byId(troll?.id as string), [L1], 0);
    expect([die.owner, die.zone]).toEqual([0, 'used']);

    let w2!: DieState;
    const t = position(party(['limited-wish/lesser-spell', 'troll/minion-humanoid'], ['orc/lesser-humanoid']), (_s, put) => {
      w2 = put('limited-wish/lesser-spell', 0, 'reserve', 3);
    });
    choose(t, byId(`action:${w2.id}`), 0);
    const tr = pending(t).options.find((o) => /Troll/.test(o.label));
    const die2 = t.dice[(tr?.payload as { die: number }).die] as DieState;
    chooseWith(t, byId(tr?.id as string), [1], 0); // two fists
    expect([die2.owner, die2.zone]).toEqual([0, 'reserve']);
  });
  it('Limited Wish, Greater Spell: name a card; the opponent draws — a die of that card goes back on its card, another die goes where I say', () => {
    let wish!: DieState;
    let troll!: DieState;
    const s = position(party(['limited-wish/greater-spell'], ['troll/minion-humanoid', 'orc/lesser-humanoid']), (_s, put) => {
      wish = put('limited-wish/greater-spell', 0, 'reserve', 3);
      troll = put('troll/minion-humanoid', 1, 'bag', 0);
    });
    choose(s, byId(`action:${wish.id}`), 0);
    const named = pending(s).options.find((o) => /Troll/.test(o.label));
    expect(
      pending(s)
        .options.map((o) => o.label)
        .some((l) => /Orc/.test(l)),
    ).toBe(true);
    chooseWith(s, byId(named?.id as string), draws(s, 1, ['Troll'], false).outcomes, 0);
    expect([troll.zone, troll.owner]).toEqual(['supply', 1]);

    let w2!: DieState;
    const t = position(party(['limited-wish/greater-spell'], ['troll/minion-humanoid', 'orc/lesser-humanoid']), (_s, put) => {
      w2 = put('limited-wish/greater-spell', 0, 'reserve', 3);
    });
    choose(t, byId(`action:${w2.id}`), 0);
    const orc = pending(t).options.find((o) => /Orc/.test(o.label));
    const { outcomes, dice } = draws(t, 1, ['NPC'], false);
    chooseWith(t, byId(orc?.id as string), outcomes, 0);
    const npc = dice[0] as DieState;
    choose(t, byId(`used:${npc.id}`), 0);
    expect([npc.zone, npc.owner]).toEqual(['used', 1]);
  });
});
