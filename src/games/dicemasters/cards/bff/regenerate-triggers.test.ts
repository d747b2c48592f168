// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "SHORTHAND CARD ABILITIES" (Regenerate: abilities/on-regenerate.ts,
// regenerate-in-attack.ts), "ASSIGN DAMAGE".
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, chooseWith, pending, position, rolls } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { L1, L3, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: Regenerate triggers', () => {
  /** Player 1's `blockers` block player 0's L3 Blue Dragons one to one; the knocked-out blockers then roll `faces`. */
  const blockDragons = (key: string, faces: readonly string[], lifeBefore = 20) => {
    const dragons: DieState[] = [];
    const blockers: DieState[] = [];
    let npc!: DieState;
    let big!: DieState;
    const s = position(party(['blue-dragon/master-dragon'], [key]), (_s, put) => {
      for (let i = 0; i < faces.length; i++) dragons.push(put('blue-dragon/master-dragon', 0, 'field', L3)); // 6A 6D
      for (let i = 0; i < faces.length; i++) blockers.push(put(key, 1, 'field', L1));
      npc = put('npc', 0, 'field', NPC_CHAR); // bystanders of the attacking player: level 1,
      big = put('blue-dragon/master-dragon', 0, 'field', L3); // and level 3 (6D), not attacking
    });
    const p1 = s.players[1];
    if (p1) p1.life = lifeBefore;
    while (pending(s).kind === 'main') choose(s, byId('pass'));
    for (const d of dragons) choose(s, byId(`attack:${d.id}`), 0);
    choose(s, byId('done'), 0);
    blockers.forEach((b, i) => {
      const last = i === blockers.length - 1;
      const dragon = dragons[i] as DieState;
      if (last) chooseWith(s, byId(`block:${dragon.id}`), rolls(s, blockers, [...faces]), 1);
      else choose(s, byId(`block:${dragon.id}`), 1);
    });
    return { s, blockers, npc, big };
  };

  it('Tarrasque, Lesser Aberration: regenerating, it deals 4 damage to every other character, both players’', () => {
    const { blockers, npc, big } = blockDragons('tarrasque/lesser-aberration', ['L1 Tarrasque']);
    // The 1D NPC is knocked out, the 6D Dragon survives the 4 (damage clears with the turn), the Tarrasque is back.
    expect([blockers[0]?.zone, npc.zone, big.zone]).toEqual(['field', 'prep', 'field']);
  });

  it('Tarrasque, Lesser Aberration: no trigger when the roll fails', () => {
    const { blockers, npc } = blockDragons('tarrasque/lesser-aberration', ['shieldx2']);
    expect([blockers[0]?.zone, npc.zone]).toEqual(['prep', 'field']);
  });

  it('Tarrasque, Epic Aberration: regenerating at level 2, it knocks out every opposing character of level 2 or lower (not a level 3 one)', () => {
    const { blockers, npc, big } = blockDragons('tarrasque/epic-aberration', ['L2 Tarrasque']);
    expect([blockers[0]?.zone, npc.zone, big.zone]).toEqual(['field', 'prep', 'field']);
  });

  it('Troll, Apprentice Humanoid: the first time each turn one of its dice regenerates, gain 2 life; a second one the same turn gains nothing', () => {
    const { s, blockers } = blockDragons('troll/apprentice-humanoid', ['L2 Troll', 'L2 Troll'], 12);
    expect(blockers.map((b) => b.zone)).toEqual(['field', 'field']);
    expect(s.players[1]?.life).toBe(14);
  });

  it('Zombie, Lesser Undead: knocked out in the attack step, it rolls — a character face puts it back in the field, energy leaves it in the prep area', () => {
    const back = blockDragons('zombie/lesser-undead', ['L2 Zombie']);
    expect(back.blockers[0]?.zone).toBe('field');
    const out = blockDragons('zombie/lesser-undead', ['shieldx2']);
    expect(out.blockers[0]?.zone).toBe('prep');
  });
});
