// Tests for Prismatic Spray, Lesser Spell where rules read a character's printed card or its card's
// "while active" text rather than its abilities through the die (abilities/lost-card-text.ts `ownText`,
// `activeWithText`, `textSource`) — dice-masters-battle-for-faerun "FUNDAMENTAL RULES" (card text
// supersedes basic rule text), "ACTIVE AND FIELDED" ("while active"), "GAME STATES" (effects end with the
// turn): "All of your opponent's characters lose all their card text until the end of the turn." One test
// per family of lookups, through the real engine with the facts imported from the TeamBuilder file: each
// compares a game where the spray is used with one where it is not (so each fails if the spray were
// ignored there), and checks the text works again once the turn is over.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EffectInstance } from '../../../../core/index.js';
import { TEXT_LOST } from '../../abilities/lost-card-text.js';
import { costQuery, damageTakenQuery, mayAffectQuery, mayFieldQuery } from '../../abilities/queries.js';
import { paidOptions } from '../../rules/main-step.js';
import { cardDefs } from '../../rules/dice.js';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { CardSlot, DieState, DmState } from '../../types.js';
import {
  attackWith,
  blockChoices,
  field,
  L1,
  L3,
  NPC_CHAR,
  party,
  passToEnd,
  passUntilMainOf,
  registerFromText,
  SKIP_MESSAGE,
  stats,
  targets,
  TEAMBUILDER_FILE,
  useAction,
} from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const SPRAY = 'prismatic-spray/lesser-spell';
const ACTION_FACE = 3;
const NPC_BOLT = 1;
const NPC_FIST = 0;

const slotOf = (s: DmState, key: string, owner: number): number => s.cards.findIndex((c) => c.key === key && c.owner === owner);

/** Player 0's main step: the spray used first when `castIt`. */
function maybeCast(s: DmState, spray: DieState, castIt: boolean): void {
  if (castIt) useAction(s, spray);
}

describe.skipIf(!HAVE)('Prismatic Spray, Lesser Spell: printed card text and "while active" text', () => {
  it('Experience: the opposing adventurer’s tokens give it nothing this turn; the caster’s adventurer keeps its tokens; on the next turn they count again', () => {
    const ADV = 'half-orc-fighter/greater-lords-alliance'; // Experience
    const play = (castIt: boolean): { s: DmState; mine: DieState; theirs: DieState; before: [number, number][] } => {
      let spray!: DieState;
      let mine!: DieState;
      let theirs!: DieState;
      const s = position(party([SPRAY, ADV], [ADV]), (st, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        mine = put(ADV, 0, 'field', L1);
        theirs = put(ADV, 1, 'field', L1);
        // Two Experience tokens on each player's card.
        (st as { cards: CardSlot[] }).cards = st.cards.map((c) => (c.key === ADV ? { key: c.key, owner: c.owner, xp: 2 } : c));
      });
      const before = [stats(s, mine), stats(s, theirs)];
      maybeCast(s, spray, castIt);
      return { s, mine, theirs, before };
    };
    const control = play(false);
    expect([stats(control.s, control.mine), stats(control.s, control.theirs)]).toEqual(control.before);
    const { s, mine, theirs, before } = play(true);
    const [mineBefore, theirsBefore] = before as [[number, number], [number, number]];
    expect(stats(s, theirs)).toEqual([theirsBefore[0] - 2, theirsBefore[1] - 2]);
    expect(stats(s, mine)).toEqual(mineBefore);
    passUntilMainOf(s, 1);
    expect(stats(s, theirs)).toEqual(theirsBefore);
  });

  it('damage reduction (Skeleton, Greater Undead: an adventurer deals it 2 less): this turn it takes the attacking adventurer’s full damage; on the next turn the reduction is back', () => {
    const SKELETON = 'skeleton/greater-undead';
    const play = (castIt: boolean): { s: DmState; thief: DieState; blocker: DieState; other: DieState } => {
      let spray!: DieState;
      let thief!: DieState;
      let blocker!: DieState;
      let other!: DieState;
      const s = position(party([SPRAY, 'halfling-thief/minion-harper'], [SKELETON]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        thief = put('halfling-thief/minion-harper', 0, 'field', L3); // an adventurer, 3A
        blocker = put(SKELETON, 1, 'field', L3); // 3D
        other = put(SKELETON, 1, 'field', L3);
      });
      maybeCast(s, spray, castIt);
      attackWith(s, [thief]);
      while (pending(s).kind === 'blockers') {
        const p = pending(s);
        choose(s, p.prompt.includes(`#${blocker.id}`) ? byId(`block:${thief.id}`) : byId('none'), 1);
      }
      passToEnd(s);
      return { s, thief, blocker, other };
    };
    expect(play(false).blocker.zone).toBe('field');
    const { s, thief, blocker, other } = play(true);
    expect(blocker.zone).toBe('prep');
    passUntilMainOf(s, 1);
    expect(damageTakenQuery(s, cardDefs(s), other, 3, { player: 0, die: thief.id, kind: 'attack' })).toBe(1);
  });

  it('"cannot be affected" (Human Paladin, Lesser Emerald Enclave: its owner’s characters, not by the opponent’s globals): this turn the caster’s global may pick them; on the next turn it may not', () => {
    const PALADIN = 'human-paladin/lesser-emerald-enclave';
    const play = (castIt: boolean): { s: DmState; own: DieState; paladin: DieState; troll: DieState; picks: number[] } => {
      let spray!: DieState;
      let own!: DieState;
      let paladin!: DieState;
      let troll!: DieState;
      const s = position(party([SPRAY, 'troll/minion-humanoid'], [PALADIN, 'troll/minion-humanoid'], ['magic-missile']), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        own = put('troll/minion-humanoid', 0, 'field', L1);
        put('npc', 0, 'reserve', NPC_BOLT);
        paladin = put(PALADIN, 1, 'field', L1);
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      });
      maybeCast(s, spray, castIt);
      // Magic Missile's global: 1 damage to a character.
      choose(s, byId(`global:${slotOf(s, 'magic-missile', -1)}:2:0`), 0);
      return { s, own, paladin, troll, picks: targets(s).sort((a, b) => a - b) };
    };
    const control = play(false);
    expect(control.picks).toEqual([control.own.id]);
    const { s, own, paladin, troll, picks } = play(true);
    expect(picks).toEqual([own.id, paladin.id, troll.id].sort((a, b) => a - b));
    choose(s, byId(pending(s).options.find((o) => (o.payload as { die?: number } | undefined)?.die === own.id)?.id ?? ''), 0);
    passUntilMainOf(s, 1);
    expect(mayAffectQuery(s, cardDefs(s), troll, { player: 0, kind: 'global' })).toBe(false);
  });

  it('cost change (Treant, Lesser Beast: while active, evil characters cost 1 more to field): this turn the caster’s Troll costs its printed cost; on the caster’s next turn 1 more again', () => {
    const TREANT = 'treant/lesser-beast';
    const play = (castIt: boolean): { s: DmState; change: () => number } => {
      let spray!: DieState;
      const s = position(party([SPRAY, 'troll/minion-humanoid'], [TREANT]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        put('troll/minion-humanoid', 0, 'reserve', L1); // evil
        put('blessing', 0, 'reserve', ACTION_FACE); // keeps the main step open
        put(TREANT, 1, 'field', L1);
      });
      maybeCast(s, spray, castIt);
      return { s, change: () => costQuery(s, cardDefs(s), 0, slotOf(s, 'troll/minion-humanoid', 0), 'field') };
    };
    expect(play(false).change()).toBe(1);
    const { s, change } = play(true);
    expect(change()).toBe(0);
    passUntilMainOf(s, 1);
    passUntilMainOf(s, 0);
    expect(change()).toBe(1);
  });

  it('field restriction (Umber Hulk, Greater Beast: while active, its owner’s opponent cannot field NPCs): this turn the caster fields an NPC; on the caster’s next turn the ban is back', () => {
    const HULK = 'umber-hulk/greater-beast';
    const play = (castIt: boolean): { s: DmState; npc: DieState } => {
      let spray!: DieState;
      let npc!: DieState;
      const s = position(party([SPRAY], [HULK]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        npc = put('npc', 0, 'reserve', NPC_CHAR); // fields for 0
        put(HULK, 1, 'field', L1);
      });
      maybeCast(s, spray, castIt);
      return { s, npc };
    };
    const canField = (s: DmState, d: DieState): boolean => offered(s).some((id) => id.startsWith(`field:${d.id}:`));
    const control = play(false);
    expect(canField(control.s, control.npc)).toBe(false);
    const { s, npc } = play(true);
    expect(canField(s, npc)).toBe(true);
    passUntilMainOf(s, 1);
    passUntilMainOf(s, 0);
    expect(mayFieldQuery(s, cardDefs(s), 0, npc)).toBe(false);
  });

  it('a damage reaction of a character (Invisible Stalker, Greater Elemental: while active, prevent a character’s damage to its owner): this turn its owner is not asked and takes the damage; on the caster’s next turn they are asked again', () => {
    const STALKER = 'invisible-stalker/greater-elemental';
    const ORC = 'orc/lesser-humanoid'; // 2A
    const play = (castIt: boolean): { s: DmState; spare: DieState; asked: boolean } => {
      let spray!: DieState;
      let orc!: DieState;
      let spare!: DieState;
      const s = position(party([SPRAY, ORC], [STALKER]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        orc = put(ORC, 0, 'field', L1);
        spare = put(ORC, 0, 'field', L1); // stays home this turn
        put(STALKER, 1, 'field', L1);
      });
      maybeCast(s, spray, castIt);
      attackWith(s, [orc]);
      blockChoices(s);
      let asked = false;
      for (let i = 0; i < 20 && s.active === 0 && pending(s).kind !== 'main'; i++) {
        if (pending(s).kind === 'damage-reaction') asked = true;
        choose(s, (o) => o.id === 'pass' || o.id === 'decline' || o.id === 'none');
      }
      return { s, spare, asked };
    };
    const control = play(false);
    expect([control.asked, control.s.players[1]?.life]).toEqual([true, 18]);
    const { s, spare, asked } = play(true);
    expect([asked, s.players[1]?.life]).toEqual([false, 18]);
    passUntilMainOf(s, 1);
    passUntilMainOf(s, 0);
    attackWith(s, [spare]);
    blockChoices(s);
    while (pending(s).kind === 'attack-actions') choose(s, byId('pass'));
    expect(pending(s).kind).toBe('damage-reaction');
  });

  it('a "while active" trigger on the caster’s play (Manticore, Greater Beast: a character its owner’s opponent fields takes 1 damage): this turn the caster’s 1D character is fielded unharmed', () => {
    const MANTICORE = 'manticore/greater-beast';
    const THIEF = 'halfling-thief/minion-harper'; // fields for 1; 1D
    const play = (castIt: boolean): DieState => {
      let spray!: DieState;
      let thief!: DieState;
      const s = position(party([SPRAY, THIEF], [MANTICORE]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        thief = put(THIEF, 0, 'reserve', L1);
        put('npc', 0, 'reserve', NPC_FIST);
        put(MANTICORE, 1, 'field', L1);
      });
      maybeCast(s, spray, castIt);
      choose(s, field(thief), 0);
      return thief;
    };
    expect(play(false).zone).toBe('prep');
    expect(play(true).zone).toBe('field');
  });
  it('a paid ability (Drow Assassin, Minion Humanoid) — used only in its owner’s main step, so no spray reaches it in play — reads the mark all the same: with it set on the active player, none is offered', () => {
    const DROW = 'drow-assassin/minion-humanoid';
    const s = position(party([[DROW, 3]], ['troll/minion-humanoid']), (_s, put) => {
      put(DROW, 0, 'field', L1);
      put('troll/minion-humanoid', 1, 'field', L1);
    });
    expect(paidOptions(s, 0, null).length).toBeGreaterThan(0);
    // The mark the spray leaves, here on the player whose turn it is (set directly: no card does that).
    const mark: EffectInstance = {
      id: s.core.nextEffectId,
      name: `${TEXT_LOST}#test`,
      handler: TEXT_LOST,
      owner: 1,
      params: { player: 0 },
      duration: 'end-of-turn',
    };
    (s.core as { effects: EffectInstance[] }).effects = [...s.core.effects, mark];
    expect(paidOptions(s, 0, null)).toEqual([]);
  });
});
