// Tests for cards/custom/half-orc-fighter-paragon-zhentarim.ts — dice-masters-battle-for-faerun "SHORTHAND
// CARD ABILITIES" (Equip), "BONUSES AND DAMAGE": Half-Orc Fighter, Paragon Zhentarim, fielded, may attach
// one of its owner's gear dice at once; with gear attached it gets +3A while engaged with a good
// character (a good blocker), not with an evil one, nor without gear. Played through the real engine.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { field, L1, L3, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from '../bff/test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const ORC = 'half-orc-fighter/paragon-zhentarim'; // L1: 2A 1D
const HELMET = 'magic-helmet/paragon-gear';

/** Player 0 fields the Half-Orc (equipping the Helmet or not), attacks with it, and `blocker` (player 1's, at `level`) blocks it: where the blocker ends up. */
function attackBlockedBy(equip: boolean, blockerKey: string, face: number): DieState['zone'] {
  let orc!: DieState;
  let helmet!: DieState;
  let blocker!: DieState;
  const s = position(party([ORC, HELMET], [blockerKey]), (_s, put) => {
    orc = put(ORC, 0, 'reserve', L1);
    helmet = put(HELMET, 0, 'field', 3);
    for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', 0);
    blocker = put(blockerKey, 1, 'field', face);
  });
  choose(s, field(orc), 0);
  choose(s, byId(equip ? `die:${helmet.id}` : 'done'), 0);
  expect(helmet.attachedTo).toBe(equip ? orc.id : -1);
  while (pending(s).kind !== 'attackers') choose(s, (o) => o.id === 'pass' || o.id === 'drop-float' || o.id === 'keep');
  choose(s, byId(`attack:${orc.id}`), 0);
  choose(s, byId('done'), 0);
  choose(s, byId(`block:${orc.id}`), 1);
  return blocker.zone;
}

describe.skipIf(!HAVE)('Half-Orc Fighter, Paragon Zhentarim (cards/custom/half-orc-fighter-paragon-zhentarim.ts)', () => {
  it('fielded, it equips the Helmet at once; with it, blocked by a good Paladin (4D) it deals 2 + 3 and knocks it out; without gear the Paladin survives its 2', () => {
    const good = 'human-paladin/minion-order-of-the-gauntlet';
    expect(attackBlockedBy(true, good, L3)).toBe('prep');
    expect(attackBlockedBy(false, good, L3)).toBe('field');
  });

  it('with the gear but blocked by an evil Troll (3D), it has no +3A: the Troll survives its 2', () => {
    expect(attackBlockedBy(true, 'troll/minion-humanoid', L1)).toBe('field');
  });
});
