// Tests for "while active" triggers and costs of the Battle for Faerûn set (abilities/swarm-boost.ts,
// on-opponent-fielded.ts, attacker-ko-drain.ts, cost-per-active.ts) — dice-masters-battle-for-faerun
// "ACTIVE AND FIELDED", "CLEAR AND DRAW STEP", "SHORTHAND CARD ABILITIES" (Swarm), "FIELD CHARACTERS",
// "ASSIGN DAMAGE", "COSTS", "LEXICON" (adventurer). Each card is played through the real engine with its
// facts imported from the TeamBuilder file; each case has a control where the card is not active (or the
// trigger does not apply), so the assertions fail if the ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, game, offered, pending, position, turnStart } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, FIST, field, L1, L3, NPC_CHAR, party, registerFromText, SHIELD, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

/** Player 0 passes its turn away; the forced outcomes make player 1's clear and draw take `drawn`. Returns how many dice left player 1's bag. */
function opponentDraws(s: DmState, drawn: readonly string[]): number {
  const inBag = (): number => s.dice.filter((d) => d.owner === 1 && d.zone === 'bag').length;
  const before = inBag();
  const f = game.forceChance(
    s,
    turnStart(
      s,
      1,
      drawn,
      drawn.map(() => 'fist'),
    ),
  );
  if (!f.ok) throw new Error(f.error.message);
  while (s.active === 0) {
    const p = pending(s);
    const o = p.options.find((x) => x.id === 'pass' || x.id === 'done') ?? p.options[0];
    if (!o) throw new Error('no option');
    choose(s, byId(o.id));
  }
  expect(s.core.forced?.length ?? 0).toBe(0);
  return before - inBag();
}

describe.skipIf(!HAVE)('Battle for Faerûn cards: while-active triggers and costs', () => {
  it('Wererat, Lesser Lycanthrope: while active, the first Swarm character drawn each turn draws one more die (on top of Swarm’s own)', () => {
    const play = (wereratZone: DieState['zone'], drawn: readonly string[]): number => {
      const s = position(party(['troll/minion-humanoid'], ['wererat/lesser-lycanthrope', 'orc/greater-humanoid']), (_s, put) => {
        put('wererat/lesser-lycanthrope', 1, wereratZone, L1);
        put('orc/greater-humanoid', 1, 'field', L1); // Swarm is active
        for (let i = 0; i < 3; i++) put('orc/greater-humanoid', 1, 'bag', 0);
        for (let i = 0; i < 5; i++) put('npc', 0, 'reserve', FIST); // player 0 has something to do: its turn waits
      });
      return opponentDraws(s, drawn);
    };
    // Four dice, one more for the Orc's Swarm, one more for the Wererat.
    expect(play('field', ['Orc', 'NPC', 'NPC', 'NPC', 'NPC', 'NPC'])).toBe(6);
    expect(play('used', ['Orc', 'NPC', 'NPC', 'NPC', 'NPC'])).toBe(5);
    // A second Swarm character the same turn: Swarm again, the Wererat not.
    expect(play('field', ['Orc', 'Orc', 'NPC', 'NPC', 'NPC', 'NPC', 'NPC'])).toBe(7);
  });

  it('Manticore, Greater Beast: while active, a character my opponent fields takes 1 damage at once (a 1D one is knocked out)', () => {
    const play = (manticoreZone: DieState['zone']): DieState => {
      let thief!: DieState;
      const s = position(party(['halfling-thief/minion-harper'], ['manticore/greater-beast']), (_s, put) => {
        thief = put('halfling-thief/minion-harper', 0, 'reserve', L1); // fields for 1; 1D
        put('npc', 0, 'reserve', FIST);
        put('manticore/greater-beast', 1, manticoreZone, L1);
      });
      choose(s, field(thief), 0);
      return thief;
    };
    expect(play('field').zone).toBe('prep');
    expect(play('used').zone).toBe('field');
  });

  it('Vampire, Master Undead: the first time each turn an attacking Vampire knocks out an adventurer, I gain 1 life and my opponent loses 1; not for an NPC', () => {
    const play = (blockerKey: string): [number, number] => {
      let vamp!: DieState;
      let blocker!: DieState;
      const s = position(party(['vampire/master-undead'], ['halfling-thief/minion-harper']), (_s, put) => {
        vamp = put('vampire/master-undead', 0, 'field', L3); // 2A 6D
        blocker = blockerKey === 'npc' ? put('npc', 1, 'field', NPC_CHAR) : put(blockerKey, 1, 'field', L1); // 1D either way
      });
      const p0 = s.players[0];
      if (p0) p0.life = 15;
      attackWith(s, [vamp]);
      choose(s, byId(`block:${vamp.id}`), 1);
      expect(blocker.zone).toBe('prep');
      return [s.players[0]?.life ?? 0, s.players[1]?.life ?? 0];
    };
    expect(play('halfling-thief/minion-harper')).toEqual([16, 19]);
    expect(play('npc')).toEqual([15, 20]);
  });

  it('Treant, Legendary Beast (organised play): costs me 1 less to purchase for each of my active good characters that is not a Treant', () => {
    const play = (paladinZone: DieState['zone']): DmState =>
      position(party(['treant/legendary-beast', 'human-paladin/minion-order-of-the-gauntlet'], ['troll/minion-humanoid']), (_s, put) => {
        put('human-paladin/minion-order-of-the-gauntlet', 0, paladinZone, L1); // good
        for (let i = 0; i < 5; i++) put('npc', 0, 'reserve', SHIELD);
      });
    const buyable = (s: DmState): boolean => {
      const slot = s.cards.findIndex((c) => c.key === 'treant/legendary-beast' && c.owner !== 1);
      return offered(s).some((id) => id.startsWith(`buy:${slot}:`));
    };
    // Five energy: the Treant (6) costs 5 with the Paladin active.
    expect(buyable(play('field'))).toBe(true);
    expect(buyable(play('used'))).toBe(false);
  });
});
