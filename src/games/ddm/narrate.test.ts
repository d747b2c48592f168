// The DDM log in a player's words (issue 22, item 8): no raw arrays of dice, no negative HP.
import { describe, expect, it } from 'vitest';
import { narrate } from './narrate.js';

const say = (type: string, data: Record<string, unknown>): string => narrate({ type, data } as Parameters<typeof narrate>[0]);

describe('DDM narration (issue 22 item 8)', () => {
  it('a champion test names who rolled what, and which die the higher-rated side keeps', () => {
    const line = say('champion-test', { purpose: 'map', rolls: [[15, 20], [6]], winner: 0 });
    expect(line).toBe('Champion test for the map: Player 1 rolls 15 and 20 (keeps 20), Player 2 rolls 6; Player 1 wins.');
    expect(line).not.toContain('[');
  });

  it('a tied champion test says it was rolled again', () => {
    const line = say('champion-test', { purpose: 'initiative', rolls: [[7], [7], [3], [12]], winner: 1 });
    expect(line).toBe(
      'Champion test for the initiative: Player 1 rolls 7, Player 2 rolls 7; a tie, so again: Player 1 rolls 3, Player 2 rolls 12; Player 2 wins.',
    );
  });

  it('damage past 0 HP reads 0 HP left', () => {
    expect(say('damage', { label: 'Dire Wolf', amount: 15, why: 'Rapier', hp: -5 })).toBe('Dire Wolf takes 15 damage from Rapier (0 HP left).');
  });
});
