// The Treant's Trample (cards/custom/trample.ts), played through the game API with forced d20s: while
// it moves through the Gnoll's space (Stomp lets it), it may make one melee basic attack against the
// Gnoll, once per turn. Fails if the power is ignored (no question, no attack). ddm-battle-rules-2011,
// "Activated Powers", "Legal Position" (Enemy), "Making an Attack", "MOVE".
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../core/index.js';
import { creatureText } from '../render.js';
import { STARTER_CREATURES } from '../../content/creatures.js';
import { act, byLabel, openMap, turnOf } from '../../testkit.js';

const damageTo = (events: GameEvent[], label: string) =>
  events.filter((e) => e.type === 'damage' && e.data['label'] === label).map((e) => Number(e.data['amount']));

/** The Treant (3×3) in a corridor 3 squares high, the Gnoll in its way at (4,1); it moves to (6,0), through the Gnoll. */
function throughTheGnoll(answer: (id: string) => string | null, d20s: number[]) {
  const s = turnOf(
    ['Treant'],
    ['Gnoll Marauder'],
    [
      [0, 0],
      [4, 1],
    ],
    'Treant',
    { map: openMap(12, 3) },
  );
  const gnoll = byLabel(s, 'Gnoll Marauder');
  const r = act(s, 'move', d20s, (d) => (d.kind === 'choose-destination' ? '6,0' : d.kind === 'use-power' ? answer(`power:Trample|${gnoll.id}`) : null));
  return { s, r, trampleAsked: r.asked.filter((d) => d.kind === 'use-power') };
}

describe('Trample (once per turn, a melee basic attack against an enemy whose space it moves through)', () => {
  it("used in the first position inside the Gnoll's space (and, once per turn, not offered again): the Slam (20) hits the Gnoll and the Treant moves on", () => {
    const { s, r, trampleAsked } = throughTheGnoll((id) => id, [15]);
    expect(trampleAsked).toHaveLength(1);
    expect(trampleAsked[0]?.options.map((o) => o.id)).toEqual([`power:Trample|${byLabel(s, 'Gnoll Marauder').id}`, 'no']);
    expect(r.events.some((e) => e.type === 'power' && e.data['power'] === 'Trample')).toBe(true);
    expect(damageTo(r.events, 'Gnoll Marauder')).toEqual([20]);
    expect(byLabel(s, 'Treant').pos).toEqual({ x: 6, y: 0 });
  });
  it("declined: no attack; declining spends nothing, so it is offered in each of the 3 positions inside the Gnoll's space", () => {
    const { r, trampleAsked } = throughTheGnoll(() => 'no', []);
    expect(trampleAsked).toHaveLength(3);
    expect(damageTo(r.events, 'Gnoll Marauder')).toEqual([]);
  });
  it('the stat card says so', () => {
    expect(creatureText(STARTER_CREATURES.find((c) => c.name === 'Treant')!)).toContain('Trample: once per turn, while this creature moves through');
  });
});
