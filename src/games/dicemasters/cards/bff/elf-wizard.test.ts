// Tests for Elf Wizard, Paragon Zhentarim (cards/bff/encodings.ts; abilities/ops/roll-opposing-used-actions.ts)
// — dice-masters-battle-for-faerun "PLAYING ACTIONS", "BURST SYMBOLS", "PLAY AREAS": assigned to attack, it
// rolls an action die from the opponent's used pile and uses the action it shows as its own (Magic
// Missile's 2 damage to the opponent); an energy face does nothing; the die stays in the opponent's used
// pile. Played through the real engine with a forced roll.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, chooseWith, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, L1, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const WIZARD = 'elf-wizard/paragon-zhentarim';
const ACTION_FACE = 3;
const ENERGY_FACE = 0;

describe.skipIf(!HAVE)('Elf Wizard, Paragon Zhentarim', () => {
  const play = (face: number): { s: DmState; missile: DieState } => {
    let wizard!: DieState;
    let missile!: DieState;
    const s = position(party([WIZARD], ['orc/lesser-humanoid'], ['magic-missile']), (_s, put) => {
      wizard = put(WIZARD, 0, 'field', L1);
      missile = put('magic-missile', 1, 'used', 0);
    });
    attackWith(s, [wizard]);
    expect(pending(s).options.some((o) => o.id === `die:${missile.id}`)).toBe(true);
    // Picked, it is the only one: rolled at once.
    chooseWith(s, byId(`die:${missile.id}`), [face], 0);
    return { s, missile };
  };

  it('assigned to attack: the opponent’s used Magic Missile rolled on its action face — the Wizard’s owner deals its 2 damage to the opponent; the die stays in their used pile', () => {
    const { s, missile } = play(ACTION_FACE);
    choose(s, (o) => (o.payload as { player?: number } | undefined)?.player === 1, 0);
    expect(s.players[1]?.life).toBe(18);
    expect([missile.owner, missile.zone]).toEqual([1, 'used']);
  });

  it('rolled on an energy face: no action, and the die stays in the opponent’s used pile', () => {
    const { s, missile } = play(ENERGY_FACE);
    expect(s.players[1]?.life).toBe(20);
    expect([missile.owner, missile.zone]).toEqual([1, 'used']);
  });
});
