import { describe, expect, it } from 'vitest';
import { fromRows } from '../build.js';
import { BLUE, RED, card, choose, config, figure, game, ofType, open, start } from './testkit.js';

/** A Red Hero and a Red Squad figure on wellspring water, Blue far away. */
function springField() {
  const map = fromRows(['1e 1e 1 1 1 1'], 'spring');
  const level = (q: number) => {
    const top = map.columns.find((c) => c.q === q && c.r === 0)!.cells.at(-1)!;
    return top.terrain === 'wellspring-water' ? top.z : top.z + 1;
  };
  map.startZones.push(
    { name: 'Red', colour: RED, hexes: [0, 1].map((q) => ({ q, r: 0, z: level(q) })) },
    { name: 'Blue', colour: BLUE, hexes: [{ q: 5, r: 0, z: level(5) }] },
  );
  return map;
}

describe('Wellspring Water (the round-start roll)', () => {
  it('each Hero on wellspring water may roll the d20 at the start of a round: 1 or 2 gives 2 wounds; a Squad figure is not asked', () => {
    const s = start(
      config(springField(), [card({ name: 'Hero', life: 5 }), card({ name: 'Squad', kind: 'squad', figures: 1, life: 1 })], [card({ name: 'Blue' })]),
    );
    expect(open(s)).toMatchObject({ kind: 'wellspring', player: 0 });
    game.forceChance(s, [2]);
    const events = choose(s, 'roll');
    expect(ofType(events, 'TerrainRoll')[0]?.data).toMatchObject({ figure: 'a1', terrain: 'wellspring water', d20: 2 });
    expect(figure(s, 'a1').wounds).toBe(2);
    expect(open(s).kind).toBe('place-marker');
  });

  it('12 or more removes a wound marker; passing rolls nothing', () => {
    const s = start(config(springField(), [card({ name: 'Hero', life: 5 })], [card({ name: 'Blue' })]));
    game.forceChance(s, [1]);
    choose(s, 'roll');
    expect(figure(s, 'a1').wounds).toBe(2);
    // Play the first round out (nobody can reach anybody) to the next round's question.
    for (let i = 0; i < 8; i++) choose(s, 'card:' + (i < 4 ? 0 : 1), 'place-marker');
    for (let turn = 0; turn < 6; turn++) choose(s, 'done', 'choose-mover');
    expect(open(s)).toMatchObject({ kind: 'wellspring', player: 0 });
    game.forceChance(s, [12]);
    choose(s, 'roll');
    expect(figure(s, 'a1').wounds).toBe(1);
    for (let i = 0; i < 8; i++) choose(s, 'card:' + (i < 4 ? 0 : 1), 'place-marker');
    for (let turn = 0; turn < 6; turn++) choose(s, 'done', 'choose-mover');
    choose(s, 'skip', 'wellspring');
    expect(figure(s, 'a1').wounds).toBe(1);
  });
});
