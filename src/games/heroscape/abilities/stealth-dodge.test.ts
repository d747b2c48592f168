import { describe, expect, it } from 'vitest';
import { FACE } from '../battle/dice.js';
import { card, choose, config, fieldWith, figure, game, ofType, open, placeMarkers, start } from '../battle/testkit.js';

const { skull, shield, blank } = FACE;
const agents = card({
  name: 'Agents',
  kind: 'squad',
  figures: 2,
  life: 1,
  defense: 3,
  powers: [{ name: 'Stealth Dodge', text: 'our words', ability: 'stealth-dodge' }],
});

describe('Stealth Dodge (an ability module listening for DefenseRolled)', () => {
  it('against an attack from a figure that is not adjacent, one shield blocks all the skulls', () => {
    const s = start(
      config(
        fieldWith(
          ['1 1 1 1'],
          [[0, 0]],
          [
            [3, 0],
            [2, 0],
          ],
        ),
        [card({ name: 'Red Archer', range: 6, attack: 3 })],
        [agents],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done');
    const target = open(s).options.find((o) => o.id.startsWith('a1>') && o.id !== 'end');
    expect(target).toBeDefined();
    const defender = target!.id.split('>')[1]!;
    game.forceChance(s, [skull, skull, skull, shield, blank, blank]);
    const events = choose(s, target!.id);
    expect(ofType(events, 'PowerUsed')[0]?.data).toEqual({ power: 'Stealth Dodge', figure: defender });
    expect(ofType(events, 'DefenseRolled')[0]?.data).toMatchObject({ shields: 3, skulls: 3 });
    expect(figure(s, defender)).toMatchObject({ wounds: 0, destroyed: false });
  });

  it('does nothing against an adjacent attacker, or with no shield rolled', () => {
    const s = start(
      config(
        fieldWith(
          ['1 1 1 1'],
          [[0, 0]],
          [
            [1, 0],
            [3, 0],
          ],
        ),
        [card({ name: 'Red Sword', attack: 2 })],
        [agents],
      ),
    );
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    choose(s, 'done');
    game.forceChance(s, [skull, skull, shield, blank, blank]);
    const events = choose(s, 'a1>b1');
    expect(ofType(events, 'PowerUsed')).toEqual([]);
    expect(figure(s, 'b1').destroyed).toBe(true);
  });
});
