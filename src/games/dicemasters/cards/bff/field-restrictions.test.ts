// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "FIELD CHARACTERS", "FUNDAMENTAL RULES" (abilities/field-restriction.ts,
// ops/forbid-field-type-next-turn.ts).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { field, FIST, L1, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';
import { moveDie } from '../../rules/zones.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: fielding restrictions', () => {
  const cardKey = (s: DmState, d: DieState): string => s.cards[d.card]?.key ?? '';
  const canField = (s: DmState, d: DieState): boolean => offered(s).some((id) => id.startsWith(`field:${d.id}:`));

  it('Umber Hulk, Greater Beast: while active, its owner’s opponent cannot field NPCs (characters still can)', () => {
    const setup = (zone: DieState['zone']): { s: DmState; npc: DieState; skel: DieState } => {
      let npc!: DieState;
      let skel!: DieState;
      const s = position(party(['skeleton/lesser-undead'], ['umber-hulk/greater-beast']), (_s, put) => {
        npc = put('npc', 0, 'reserve', NPC_CHAR); // fields for 0
        skel = put('skeleton/lesser-undead', 0, 'reserve', L1); // fields for 0
        put('umber-hulk/greater-beast', 1, zone, L1);
      });
      return { s, npc, skel };
    };
    const on = setup('field');
    expect([canField(on.s, on.npc), canField(on.s, on.skel)]).toEqual([false, true]);
    const off = setup('used');
    expect(canField(off.s, off.npc)).toBe(true);
  });

  it('Umber Hulk, Lesser Beast: when fielded I name an energy type; on my opponent’s next turn they cannot field characters of that type', () => {
    let hulk!: DieState;
    const s = position(party(['umber-hulk/lesser-beast'], ['troll/minion-humanoid', 'vampire/minion-undead']), (_s, put) => {
      hulk = put('umber-hulk/lesser-beast', 0, 'reserve', L1); // fields for 1
      put('npc', 0, 'reserve', FIST);
    });
    choose(s, field(hulk), 0);
    choose(s, byId('energy:fist'), 0);
    // On to the opponent's turn, to its roll and reroll question.
    while (!(s.active === 1 && pending(s).kind === 'reroll')) {
      const p = pending(s);
      const o = p.options.find((x) => x.id === 'pass' || x.id === 'done') ?? p.options[0];
      if (!o) throw new Error('no option');
      choose(s, byId(o.id));
    }
    const free = (key: string): DieState => {
      const d = s.dice.find((x) => x.owner === 1 && cardKey(s, x) === key && x.zone !== 'field' && x.zone !== 'reserve');
      if (!d) throw new Error(key);
      return d;
    };
    const troll = free('troll/minion-humanoid'); // fist
    const vamp = free('vampire/minion-undead'); // mask
    for (const d of [troll, vamp]) {
      moveDie(s, d, 'reserve');
      d.face = L1;
    }
    const energy = free('npc');
    moveDie(s, energy, 'reserve');
    energy.face = FIST;
    energy.partial = false;
    choose(s, byId('reroll'), 1);
    expect([canField(s, troll), canField(s, vamp)]).toEqual([false, true]);
  });
});
