// Tests for "cannot be affected" in every op that picks a die (abilities/ops/source-kind.ts
// `affectableOptions`, asked once by abilities/ops/index.ts `opRun`) — dice-masters-battle-for-faerun
// "CARD TEXT DETAILS", "CAPTURING, CONTROLLING, AND COPYING", "SHORTHAND CARD ABILITIES" (Equip): a
// character carrying Magic Helmet, Greater Gear ("cannot be affected by your opponent's action dice or
// character abilities") is not offered to the opponent's capture, "cannot attack next turn", forced
// block, gear-to-prep or control; the bare character beside it is. Played through the real engine; each
// assertion on the carrier fails if the check were left out.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, field, L1, L3, party, registerFromText, SKIP_MESSAGE, targets, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const ORC = 'half-orc-fighter/lesser-emerald-alliance'; // L1 2A 1D, may carry gear
const HELMET = 'magic-helmet/greater-gear';
const ACTION_FACE = 3;

/** Player 1's two Half-Orcs in the field, the first carrying a Greater Helmet; `mine` places player 0's dice. */
function withCarrier(
  p0: readonly string[],
  mine: (put: (key: string, owner: number, z: DieState['zone'], face: number) => DieState) => void,
  extra: readonly string[] = [],
  theirs: (put: (key: string, owner: number, z: DieState['zone'], face: number) => DieState, bare: DieState) => void = () => undefined,
): { s: DmState; carrier: DieState; bare: DieState } {
  let carrier!: DieState;
  let bare!: DieState;
  const s = position(party(p0, [ORC, HELMET, ...extra]), (_s, put) => {
    mine(put);
    carrier = put(ORC, 1, 'field', L1);
    bare = put(ORC, 1, 'field', L1);
    const helmet = put(HELMET, 1, 'field', 3);
    helmet.attachedTo = carrier.id;
    theirs(put, bare);
  });
  return { s, carrier, bare };
}

describe.skipIf(!HAVE)('cannot be affected: the ops that pick a die (abilities/ops/source-kind.ts affectableOptions)', () => {
  it('capture (Minotaur, Paragon Humanoid attacking): the carrier cannot be captured, the bare Half-Orc can', () => {
    let mino!: DieState;
    const { s, carrier, bare } = withCarrier(['minotaur/paragon-humanoid'], (put) => {
      mino = put('minotaur/paragon-humanoid', 0, 'field', L3);
    });
    attackWith(s, [mino]);
    expect(targets(s)).toContain(bare.id);
    expect(targets(s)).not.toContain(carrier.id);
  });

  it('"cannot attack next turn" (Frost Giant, Greater Elemental blocked): the carrier is not offered; an unprotected Troll is', () => {
    let giant!: DieState;
    let troll!: DieState;
    const { s, carrier, bare } = withCarrier(
      ['frost-giant/greater-elemental'],
      (put) => {
        giant = put('frost-giant/greater-elemental', 0, 'field', L1);
      },
      ['troll/minion-humanoid'],
      (put) => {
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      },
    );
    attackWith(s, [giant]);
    // The bare Half-Orc blocks (engaged with the Giant, it may not be chosen anyway).
    while (pending(s).kind === 'blockers') {
      const b = Number(pending(s).prompt.match(/#(\d+)/)?.[1] ?? -1);
      choose(s, b === bare.id ? byId(`block:${giant.id}`) : byId('none'), 1);
    }
    expect(targets(s)).toContain(troll.id);
    expect(targets(s)).not.toContain(carrier.id);
  });

  it('forced block (Gelatinous Cube, Lesser Ooze attacking): the carrier cannot be made to block', () => {
    let cube!: DieState;
    const { s, carrier, bare } = withCarrier(['gelatinous-cube/lesser-ooze'], (put) => {
      cube = put('gelatinous-cube/lesser-ooze', 0, 'field', L1);
    });
    attackWith(s, [cube]);
    expect(targets(s)).toContain(bare.id);
    expect(targets(s)).not.toContain(carrier.id);
  });

  it('gear to the prep area (Copper Dragon, Lesser Dragon fielded): the Helmet on its protected carrier is not offered; a Sword on the bare Half-Orc is', () => {
    let dragon!: DieState;
    let sword!: DieState;
    const { s, carrier } = withCarrier(
      ['copper-dragon/lesser-dragon'],
      (put) => {
        dragon = put('copper-dragon/lesser-dragon', 0, 'reserve', L1);
        for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', 0);
      },
      ['magic-sword/paragon-gear'],
      (put, bare) => {
        sword = put('magic-sword/paragon-gear', 1, 'field', 3);
        sword.attachedTo = bare.id;
      },
    );
    const helmet = s.dice.find((d) => d.attachedTo === carrier.id) as DieState;
    choose(s, field(dragon), 0);
    expect(targets(s)).toContain(sword.id);
    expect(targets(s)).not.toContain(helmet.id);
  });

  it('control (Prismatic Spray, Paragon Spell: an action die exchanging control): the carrier cannot be taken; the bare Half-Orc and the Troll can', () => {
    let spray!: DieState;
    let troll!: DieState;
    const { s, carrier, bare } = withCarrier(
      ['prismatic-spray/paragon-spell', 'orc/lesser-humanoid'],
      (put) => {
        spray = put('prismatic-spray/paragon-spell', 0, 'reserve', ACTION_FACE);
        put('orc/lesser-humanoid', 0, 'field', L1);
        put('orc/lesser-humanoid', 0, 'field', L1);
      },
      ['troll/minion-humanoid'],
      (put) => {
        troll = put('troll/minion-humanoid', 1, 'field', L1);
      },
    );
    choose(s, byId(`action:${spray.id}`), 0);
    // First the user's own two characters, then the opponent's.
    for (let i = 0; i < 2; i++) choose(s, (o) => (o.payload as { die?: number } | undefined)?.die !== undefined, 0);
    expect(targets(s)).toEqual(expect.arrayContaining([bare.id, troll.id]));
    expect(targets(s)).not.toContain(carrier.id);
  });
});
