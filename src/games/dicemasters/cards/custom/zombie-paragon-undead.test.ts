// Tests for cards/custom/zombie-paragon-undead.ts — dice-masters-battle-for-faerun "ASSIGN DAMAGE" and
// "CARD TEXT DETAILS": Zombie, Paragon Undead, knocked out in the attack step, is rolled; a character face
// knocks out the opposing characters engaged with it, anything else does nothing; it stays in the prep
// area. Played through the real engine, the roll forced through the public API (`game.forceChance`).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { renderAbility } from '../render.js';
import { buildSet, registerSet } from '../bff/set.js';
import { byId, choose, chooseWith, pending, position, rolls } from '../../test-helpers.js';
import type { DieState } from '../../types.js';
import { zombieParagonUndead } from './zombie-paragon-undead.js';

const FILE = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(FILE);
if (!HAVE) console.warn('Zombie, Paragon Undead: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so its test is skipped');

const L3 = 5;
const ZOMBIE = 'zombie/paragon-undead'; // L3: 3A 3D
const DRAGON = 'blue-dragon/master-dragon'; // L3: 6A 6D (no text that acts when it blocks or is knocked out)

beforeAll(() => {
  if (!HAVE) return;
  const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'tdc-teambuilder-cards.php');
  if (!r.ok) throw new Error(r.error);
  registerSet(buildSet(r.value));
});

/** Player 0's level 3 Zombie attacks, one of player 1's level 3 Blue Dragons blocks it and knocks it out; the Zombie rolls `face`. */
function zombieRolls(face: string): { zombie: DieState; blocker: DieState; bystander: DieState } {
  let zombie!: DieState;
  let blocker!: DieState;
  let bystander!: DieState;
  const config = { life: 20, basicActions: ['blessing'], players: [{ cards: [{ card: ZOMBIE, dice: 3 }] }, { cards: [{ card: DRAGON, dice: 4 }] }] };
  const s = position(config, (_s, put) => {
    zombie = put(ZOMBIE, 0, 'field', L3);
    blocker = put(DRAGON, 1, 'field', L3);
    bystander = put(DRAGON, 1, 'field', L3);
  });
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  choose(s, byId(`attack:${zombie.id}`), 0);
  choose(s, byId('done'), 0);
  choose(s, byId(`block:${zombie.id}`), 1);
  chooseWith(s, byId('none'), rolls(s, [zombie], [face]), 1); // the second Dragon does not block
  return { zombie, blocker, bystander };
}

describe.skipIf(!HAVE)('Zombie, Paragon Undead (cards/custom/zombie-paragon-undead.ts)', () => {
  it('knocked out, it rolls a character face: the Dragon that blocked it is knocked out, not the one that stayed out; the Zombie stays in the prep area', () => {
    const { zombie, blocker, bystander } = zombieRolls('L2 Zombie');
    expect([blocker.zone, bystander.zone, zombie.zone]).toEqual(['prep', 'field', 'prep']);
  });

  it("rolling an energy face, nothing happens: the blocker survives the Zombie's 3 damage", () => {
    const { zombie, blocker } = zombieRolls('shield');
    expect([blocker.zone, zombie.zone]).toEqual(['field', 'prep']);
  });

  it('its row is its own line, rendered from its file', () => {
    expect(zombieParagonUndead.abilities.map(renderAbility)).toEqual([zombieParagonUndead.text]);
  });
});
