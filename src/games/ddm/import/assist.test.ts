// Assist, its one wording (Unseen Servant; ONE_OFF_POWERS in content/ddmwi-side-table.ts, the custom power
// cards/custom/assist.ts: 5 VP at the end of a round while beside an Arcane ally occupying a victory area;
// ddm-battle-rules-2011, "Victory Areas", "Assault", "End of Round"). Through the engine: the wizard stands
// in its player's victory area, the servant beside it; round 1 is played out — its player scores the
// area award and 5 more. Controls: a servant without the power, the servant two squares away, or beside a
// non-Arcane ally in the area — the award alone. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { byLabel, playOn, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const slap = { type: 'ATTACK' as const, text: 'Slap: +2 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Unseen Servant',
    keywords: ['Spell', 'Arcane'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [slap, { type: 'SPECIAL', text: 'Assist: 5 VP at the end of a round beside an Arcane ally in a victory area.' }],
  }),
  entry({ name: 'Plain Servant', keywords: ['Spell', 'Arcane'], powers: [slap] }),
  entry({ name: 'Apprentice', keywords: ['Human', 'Arcane'], powers: [slap] }),
  entry({ name: 'Porter', keywords: ['Human'], powers: [slap] }),
  entry({ name: 'Bandit', keywords: ['Human'], powers: [slap] }),
];
const cards = importedCards(rows, 'assist.json');
afterAll(addTestCards(cards));

/** Player 1's `servant` and `ally` (the ally in its player's victory area, the servant `gap` squares east of it) against a far bandit; round 1 played out. The VP player 1 scored. */
function roundScore(servant: string, ally: string, gap = 1): number {
  const s: DdmState = turnOf([servant, ally], ['Bandit'], [], 'Bandit', {
    prepare: (st) => {
      // openMap's victory areas: A at (0,10), B at (11,1).
      const [x, y] = st.side[0] === 'B' ? [11, 1] : [0, 10];
      const dx = st.side[0] === 'B' ? -gap : gap;
      const put = (label: string, px: number, py: number): void => {
        const c = byLabel(st, label);
        c.pos = { x: px, y: py };
        c.lastLegal = c.pos;
      };
      put(ally, x, y);
      put(servant, x + dx, y);
      put('Bandit', 6, 5);
    },
  });
  const before = s.vp[0] ?? 0;
  playOn(s, () => s.round === 2);
  return (s.vp[0] ?? 0) - before;
}

describe('Assist: +5 VP at the end of a round beside an Arcane ally occupying a victory area', () => {
  it('is the per-creature custom power', () => {
    expect(cards[0]?.powers[0]).toEqual({ kind: 'custom', name: 'Assist', custom: 'assist' });
  });

  it('beside the Arcane ally in the area: the award and 5 more', () => {
    const award = roundScore('Plain Servant', 'Apprentice');
    expect(award).toBeGreaterThan(0);
    expect(roundScore('Unseen Servant', 'Apprentice')).toBe(award + 5);
  });

  it('controls: two squares away, or beside a non-Arcane ally — the award alone', () => {
    const award = roundScore('Plain Servant', 'Apprentice');
    expect(roundScore('Unseen Servant', 'Apprentice', 2)).toBe(award);
    expect(roundScore('Unseen Servant', 'Porter')).toBe(award);
  });
});
