// Tests for the Battle for Faerûn cards whose text names the source of an effect —
// dice-masters-battle-for-faerun "PREVENTING AND REDIRECTING" (the source of an effect), "CARD TEXT
// DETAILS" ("cannot be affected by"), "ACTIVE AND FIELDED" (when fielded; while active), "USING A GLOBAL
// ABILITY" and SHORTHAND CARD ABILITIES (Breath Weapon, Equip): abilities/player-damage-immunity.ts,
// abilities/unaffected-by.ts, abilities/ops/cap-player-damage.ts, with the source kinds of
// abilities/ops/source-kind.ts. Played through the real engine with the facts imported from the
// TeamBuilder file; each case has a control that shows what happens without the card's text.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { character, registerCards } from '../catalogue.js';
import { byId, choose, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, field, L1, party, registerFromText, SKIP_MESSAGE, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);

// A test-only character (not a Battle for Faerûn card): fielded for 0, its "when fielded" line deals 3
// damage to each player — a character's "when fielded" effect that reaches both players.
const FIREBRAND = character(
  'Test Firebrand',
  'Fielded Damage',
  2,
  'fist',
  'monsters',
  'neutral',
  4,
  [
    [0, 1, 1],
    [0, 2, 2],
    [0, 3, 3],
  ],
  [{ kind: 'when-fielded', effect: { op: 'damage-each-player', amount: 3 } }],
);

beforeAll(() => {
  if (!HAVE) return;
  registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
  registerCards([FIREBRAND]);
});

const NPC_FIST = 0;
const NPC_BOLT = 1;
const NPC_SHIELD = 3;
const ACTION_FACE = 3;

const lives = (s: DmState): [number, number] => [s.players[0]?.life ?? 0, s.players[1]?.life ?? 0];
const slotOf = (s: DmState, key: string): number => s.cards.findIndex((c) => c.key === key);

/** Player 0 fields the Firebrand die `d` (its line asks nothing: the damage is dealt at once). */
function fieldFirebrand(s: DmState, d: DieState): void {
  choose(s, field(d), 0);
}

describe.skipIf(!HAVE)('Battle for Faerûn cards: text that names the source of an effect', () => {
  it("Human Paladin, Master Lords Alliance: while active, its owner takes no damage from the opponent's when-fielded effects", () => {
    const play = (paladinZone: DieState['zone']): DmState => {
      let fb!: DieState;
      const s = position(party([FIREBRAND.key], ['human-paladin/master-lords-alliance']), (_s, put) => {
        fb = put(FIREBRAND.key, 0, 'reserve', L1);
        put('human-paladin/master-lords-alliance', 1, paladinZone, L1);
      });
      fieldFirebrand(s, fb);
      return s;
    };
    expect(lives(play('field'))).toEqual([17, 20]); // the Firebrand's owner still takes its own 3
    expect(lives(play('used'))).toEqual([17, 17]); // not active: no protection
  });

  it('Human Paladin, Apprentice Harper: its global caps the damage the user takes from a character ability at 1 this turn (the other player takes it all)', () => {
    const play = (useGlobal: boolean): DmState => {
      let fb!: DieState;
      const s = position(party([FIREBRAND.key, 'human-paladin/apprentice-harper'], ['troll/minion-humanoid']), (_s, put) => {
        fb = put(FIREBRAND.key, 0, 'reserve', L1);
        put('npc', 0, 'reserve', NPC_SHIELD);
      });
      if (useGlobal) choose(s, byId(`global:${slotOf(s, 'human-paladin/apprentice-harper')}:1:0`), 0);
      fieldFirebrand(s, fb);
      return s;
    };
    expect(lives(play(true))).toEqual([19, 17]);
    expect(lives(play(false))).toEqual([17, 17]);
  });

  it("Human Paladin, Lesser Emerald Enclave: while active, its owner's characters cannot be picked by the opponent's globals; the opponent's action dice still pick them", () => {
    let paladin!: DieState;
    let troll!: DieState;
    let own!: DieState;
    const setup = (paladinZone: DieState['zone']): DmState =>
      position(party(['troll/minion-humanoid'], ['human-paladin/lesser-emerald-enclave', 'troll/minion-humanoid'], ['magic-missile']), (_s, put) => {
        own = put('troll/minion-humanoid', 0, 'field', L1);
        put('magic-missile', 0, 'reserve', ACTION_FACE);
        put('npc', 0, 'reserve', NPC_BOLT);
        paladin = put('human-paladin/lesser-emerald-enclave', 1, paladinZone, L1);
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      });
    const globalTargets = (s: DmState): number[] => {
      choose(s, byId(`global:${slotOf(s, 'magic-missile')}:2:0`), 0);
      return targets(s).sort((a, b) => a - b);
    };
    // Magic Missile's global (1 damage to any character): only player 0's own Troll may be picked.
    expect(globalTargets(setup('field'))).toEqual([own.id]);
    // The Paladin not active (in the used pile): player 1's Troll may be picked too.
    expect(globalTargets(setup('used'))).toEqual([own.id, troll.id]);
    // An action die is not a global: the Paladin and the Troll may be picked.
    const s = setup('field');
    choose(s, (o) => o.id.startsWith('action:') && /Magic Missile/.test(o.label), 0);
    expect(targets(s)).toEqual(expect.arrayContaining([paladin.id, troll.id]));
  });

  it("Magic Helmet, Greater Gear: its carrier cannot be picked by the opponent's action dice, takes no damage from their character abilities (Breath Weapon), and may still be picked by a global", () => {
    let carrier!: DieState;
    let bare!: DieState;
    let dragon!: DieState;
    const setup = (): DmState =>
      position(
        party(['blue-dragon/minion-dragon'], ['half-orc-fighter/lesser-emerald-alliance', 'magic-helmet/greater-gear'], ['magic-missile']),
        (_s, put) => {
          dragon = put('blue-dragon/minion-dragon', 0, 'field', L1);
          put('magic-missile', 0, 'reserve', ACTION_FACE);
          put('npc', 0, 'reserve', NPC_FIST);
          put('npc', 0, 'reserve', NPC_BOLT);
          carrier = put('half-orc-fighter/lesser-emerald-alliance', 1, 'field', L1); // 2A 1D
          bare = put('half-orc-fighter/lesser-emerald-alliance', 1, 'field', L1);
          const helmet = put('magic-helmet/greater-gear', 1, 'field', 3);
          helmet.attachedTo = carrier.id;
        },
      );
    // The action die: the carrier is not offered, the other Half-Orc is.
    let s = setup();
    choose(s, (o) => o.id.startsWith('action:') && /Magic Missile/.test(o.label), 0);
    expect(targets(s)).toContain(bare.id);
    expect(targets(s)).not.toContain(carrier.id);
    // A global is neither an action die nor a character ability: the carrier is offered.
    s = setup();
    choose(s, byId(`global:${slotOf(s, 'magic-missile')}:2:0`), 0);
    expect(targets(s)).toContain(carrier.id);
    // Breath Weapon 2 (a character ability): the bare Half-Orc is knocked out, the carrier takes nothing.
    s = setup();
    attackWith(s, [dragon]);
    choose(s, (o) => o.id.startsWith('breath:'), 0);
    expect([bare.zone, carrier.zone, carrier.damage]).toEqual(['prep', 'field', 0]);
  });
  it('Magic Helmet, Greater Gear: Finger of Death (an action die that moves a character) cannot pick its carrier; the bare Half-Orc it can', () => {
    let carrier!: DieState;
    let bare!: DieState;
    const s = position(
      party(['troll/minion-humanoid'], ['half-orc-fighter/lesser-emerald-alliance', 'magic-helmet/greater-gear'], ['finger-of-death']),
      (_s, put) => {
        put('finger-of-death', 0, 'reserve', ACTION_FACE);
        carrier = put('half-orc-fighter/lesser-emerald-alliance', 1, 'field', L1);
        bare = put('half-orc-fighter/lesser-emerald-alliance', 1, 'field', L1);
        const helmet = put('magic-helmet/greater-gear', 1, 'field', 3);
        helmet.attachedTo = carrier.id;
      },
    );
    choose(s, (o) => o.id.startsWith('action:') && /Finger of Death/.test(o.label), 0);
    expect(targets(s)).toEqual([bare.id]);
  });
});
