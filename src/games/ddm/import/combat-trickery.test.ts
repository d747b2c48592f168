// Combat Trickery, its one wording (Human Zhentarim Bandit; ONE_OFF_POWERS in content/ddmwi-side-table.ts:
// two uses, a minor action beside a Medium or smaller creature of level 6 or lower — switch positions
// with it: the minor action power × swap-adjacent; ddm-battle-rules-2011, "PLACE", "USE A POWER").
// Through the engine: beside a level-4 enemy the minor action is offered and the two trade squares (no
// opportunity attack: the forced dice list is empty); beside a level-4 ally too ("a creature"); two
// qualifying neighbours — its player picks. Controls: beside a level-8 or a Large creature only, or a
// bandit without the power — not offered. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const sword = { type: 'ATTACK' as const, text: 'Longsword: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Human Zhentarim Bandit',
    level: 3,
    keywords: ['Stealth', 'Zhent'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [
      sword,
      { type: 'SPECIAL', text: 'Combat Trickery: Twice, as a minor action, trade places with an adjacent small enough, low level creature.', limit: 2 },
    ],
  }),
  entry({ name: 'Plain Bandit', level: 3, powers: [sword] }),
  entry({ name: 'Guard', level: 4, hp: 40, powers: [sword] }),
  entry({ name: 'Captain', level: 8, hp: 40, powers: [sword] }),
  entry({ name: 'Ogre', level: 4, hp: 40, powers: [sword] }),
];
const cards = importedCards(rows, 'combat-trickery.json');
// The ogre is Large (the side table sizes only real creatures; a test card says it itself).
const ogre = cards.find((c) => c.name === 'Ogre');
if (ogre) Object.assign(ogre, { size: 'Large' });
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

describe('Combat Trickery: minor action, switch positions with an adjacent Medium or smaller creature of level 6 or lower', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Combat Trickery',
      action: 'minor',
      uses: 2,
      effect: { kind: 'swap-adjacent', maxSize: 'Medium', maxLevel: 6 },
    });
  });

  it('beside a level-4 enemy: the two trade squares, no opportunity attack', () => {
    const s = turnOf(
      ['Human Zhentarim Bandit'],
      ['Guard'],
      [
        [2, 2],
        [3, 2],
      ],
      'Human Zhentarim Bandit',
    );
    expect(ids(s)).toContain('power:Combat Trickery');
    act(s, 'power:Combat Trickery');
    expect(byLabel(s, 'Human Zhentarim Bandit').pos).toEqual({ x: 3, y: 2 });
    expect(byLabel(s, 'Guard').pos).toEqual({ x: 2, y: 2 });
    expect(byLabel(s, 'Human Zhentarim Bandit').hp).toBe(40);
  });

  it('beside an ally too; with two qualifying neighbours its player picks', () => {
    const s = turnOf(
      ['Human Zhentarim Bandit', 'Guard'],
      ['Plain Bandit'],
      [
        [2, 2],
        [2, 3],
        [3, 2],
      ],
      'Human Zhentarim Bandit',
    );
    const { asked } = act(s, 'power:Combat Trickery', [], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Guard').id) : null));
    expect(asked.find((d) => d.kind === 'choose-target')?.options).toHaveLength(2);
    expect(byLabel(s, 'Human Zhentarim Bandit').pos).toEqual({ x: 2, y: 3 });
    expect(byLabel(s, 'Guard').pos).toEqual({ x: 2, y: 2 });
  });

  it('controls: only a level-8 or a Large creature beside it, or a bandit without the power — not offered', () => {
    expect(
      ids(
        turnOf(
          ['Human Zhentarim Bandit'],
          ['Captain'],
          [
            [2, 2],
            [3, 2],
          ],
          'Human Zhentarim Bandit',
        ),
      ),
    ).not.toContain('power:Combat Trickery');
    expect(
      ids(
        turnOf(
          ['Human Zhentarim Bandit'],
          ['Ogre'],
          [
            [2, 2],
            [3, 2],
          ],
          'Human Zhentarim Bandit',
        ),
      ),
    ).not.toContain('power:Combat Trickery');
    expect(
      ids(
        turnOf(
          ['Plain Bandit'],
          ['Guard'],
          [
            [2, 2],
            [3, 2],
          ],
          'Plain Bandit',
        ),
      ).some((id) => id.startsWith('power:')),
    ).toBe(false);
  });
});
