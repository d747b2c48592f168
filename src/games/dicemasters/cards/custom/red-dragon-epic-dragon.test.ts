// Tests for cards/custom/red-dragon-epic-dragon.ts — dice-masters-battle-for-faerun "PLAYING ACTIONS",
// "ACTIVE AND FIELDED", "GAME STATES": while Red Dragon, Epic Dragon is in the field, its owner may use a
// second copy of an action die's effect once per turn (Magic Missile's 2 damage twice); the second action
// die that turn is not copied; declining copies nothing. Played through the real engine.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from '../bff/test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const DRAGON = 'red-dragon/epic-dragon';
const ACTION_FACE = 3;
const atOpponent = (s: DmState): void => {
  choose(s, (o) => (o.payload as { player?: number } | undefined)?.player === 1, 0);
};

describe.skipIf(!HAVE)('Red Dragon, Epic Dragon (cards/custom/red-dragon-epic-dragon.ts)', () => {
  const setup = (): { s: DmState; missiles: DieState[] } => {
    const missiles: DieState[] = [];
    const s = position(party([DRAGON], ['orc/lesser-humanoid'], ['magic-missile']), (_s, put) => {
      put(DRAGON, 0, 'field', L1);
      missiles.push(put('magic-missile', 0, 'reserve', ACTION_FACE), put('magic-missile', 0, 'reserve', ACTION_FACE));
    });
    return { s, missiles };
  };

  it('once per turn, a second copy of the action die’s effect: Magic Missile deals its 2 twice; the next action die that turn is not copied', () => {
    const { s, missiles } = setup();
    choose(s, byId(`action:${missiles[0]?.id}`), 0);
    atOpponent(s);
    expect(s.players[1]?.life).toBe(18);
    choose(s, byId('copy'), 0);
    atOpponent(s);
    expect(s.players[1]?.life).toBe(16);
    choose(s, byId(`action:${missiles[1]?.id}`), 0);
    atOpponent(s);
    expect(s.players[1]?.life).toBe(14);
    expect(offered(s)).not.toContain('copy');
  });

  it('declined: no second copy', () => {
    const { s, missiles } = setup();
    choose(s, byId(`action:${missiles[0]?.id}`), 0);
    atOpponent(s);
    choose(s, byId('done'), 0);
    expect(s.players[1]?.life).toBe(18);
  });
});
