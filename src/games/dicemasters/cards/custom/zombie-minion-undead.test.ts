// Tests for cards/custom/zombie-minion-undead.ts — dice-masters-battle-for-faerun "ASSIGN DAMAGE"
// (simultaneous damage, then knock-outs) and "ATTACKING AND BLOCKING": Zombie, Minion Undead, knocked out
// in the attack step after knocking out the character engaged with it, returns to the field on its level 1
// face. Played through the real engine (set-up, the attack, the blocks) with the card's facts imported
// from the TeamBuilder file.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { renderAbility } from '../render.js';
import { buildSet, registerSet } from '../bff/set.js';
import { level } from '../../rules/dice.js';
import { byId, choose, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { zombieMinionUndead } from './zombie-minion-undead.js';

const FILE = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(FILE);
if (!HAVE) console.warn('Zombie, Minion Undead: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so its test is skipped');

const L2 = 4;
const L3 = 5;
const ZOMBIE = 'zombie/minion-undead'; // L3: 3A 3D
const SKELETON = 'skeleton/lesser-undead'; // L2: 3A 2D
const TROLL = 'troll/minion-humanoid'; // L3: 5A 5D

beforeAll(() => {
  if (!HAVE) return;
  const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'tdc-teambuilder-cards.php');
  if (!r.ok) throw new Error(r.error);
  registerSet(buildSet(r.value));
});

/** Player 0's level 3 Zombie attacks; player 1 blocks it with `key` at face `face`. */
function zombieBlockedBy(key: string, face: number): { s: DmState; zombie: DieState; blocker: DieState } {
  let zombie!: DieState;
  let blocker!: DieState;
  const config = { life: 20, basicActions: ['blessing'], players: [{ cards: [{ card: ZOMBIE, dice: 3 }] }, { cards: [{ card: key, dice: 4 }] }] };
  const s = position(config, (_s, put) => {
    zombie = put(ZOMBIE, 0, 'field', L3);
    blocker = put(key, 1, 'field', face);
  });
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  choose(s, byId(`attack:${zombie.id}`), 0);
  choose(s, byId('done'), 0);
  choose(s, byId(`block:${zombie.id}`), 1);
  return { s, zombie, blocker };
}

describe.skipIf(!HAVE)('Zombie, Minion Undead (cards/custom/zombie-minion-undead.ts)', () => {
  it('knocked out while knocking out its blocker, it is back in the field (not the attack zone) at level 1', () => {
    const { s, zombie, blocker } = zombieBlockedBy(SKELETON, L2);
    expect(blocker.zone).toBe('prep');
    expect(zombie.zone).toBe('field');
    expect(level(s, zombie)).toBe(1);
  });

  it('knocked out by a blocker that survives, it stays knocked out', () => {
    const { zombie, blocker } = zombieBlockedBy(TROLL, L3);
    expect(blocker.zone).toBe('field');
    expect(zombie.zone).toBe('prep');
  });

  it('its row is its own line, rendered from its file', () => {
    expect(zombieMinionUndead.abilities.map(renderAbility)).toEqual([zombieMinionUndead.text]);
  });
});
