// The Black Dragon Hatchling's Hatchling Swarm (cards/custom/hatchling-swarm.ts), played through the
// game API with forced d20s: when one hatchling hits with its basic attack (Bite), another hatchling
// adjacent to the target may bite it as an immediate action. Fails if the power is ignored (no
// question, one bite). ddm-battle-rules-2011, "Immediate Action" (one per creature per turn),
// "Automatic Powers", "Resolving Effects".
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../core/index.js';
import { creatureText } from '../render.js';
import { STARTER_CREATURES } from '../../content/creatures.js';
import { act, byLabel, turnOf } from '../../testkit.js';

const bites = (events: GameEvent[], label: string) =>
  events.filter((e) => e.type === 'damage' && e.data['label'] === label).map((e) => Number(e.data['amount']));

const ONE = 'Black Dragon Hatchling #1';
const TWO = 'Black Dragon Hatchling #2';

/** Hatchling #1 at (5,5) bites the Gnoll at (5,6); hatchling #2 stands at `twoAt`. */
const swarmTurn = (twoAt: readonly [number, number]) =>
  turnOf(['Black Dragon Hatchling', 'Black Dragon Hatchling'], ['Gnoll Marauder'], [[5, 5], twoAt, [5, 6]], ONE);

describe('Hatchling Swarm (a basic-attack hit lets another hatchling adjacent to the target bite it as an immediate action)', () => {
  it('#1 hits; #2, adjacent to the Gnoll, is asked and bites: 5 + 5 acid; #1 may answer #2 in turn, and declines', () => {
    const s = swarmTurn([6, 5]);
    const two = byLabel(s, TWO);
    const r = act(s, 'attack:0', [19, 19], (d) => (d.kind === 'use-power' && d.prompt.includes(TWO) ? 'power:Hatchling Swarm' : null));
    const asked = r.asked.filter((d) => d.kind === 'use-power');
    expect(asked.map((d) => d.options.map((o) => o.id))).toEqual([
      ['power:Hatchling Swarm', 'no'],
      ['power:Hatchling Swarm', 'no'],
    ]);
    expect(bites(r.events, 'Gnoll Marauder')).toEqual([5, 5]);
    expect(r.events.some((e) => e.type === 'power' && e.data['creature'] === two.id && e.data['power'] === 'Hatchling Swarm')).toBe(true);
    // #2 has taken its immediate action this turn.
    expect(s.turn?.immediate).toContain(two.id);
  });
  it('a miss triggers nothing', () => {
    const r = act(swarmTurn([6, 5]), 'attack:0', [2]);
    expect(r.asked.filter((d) => d.kind === 'use-power')).toEqual([]);
  });
  it('a hatchling not adjacent to the target is not asked', () => {
    const r = act(swarmTurn([9, 9]), 'attack:0', [19]);
    expect(r.asked.filter((d) => d.kind === 'use-power')).toEqual([]);
    expect(bites(r.events, 'Gnoll Marauder')).toEqual([5]);
  });
  it('the stat card says so', () => {
    expect(creatureText(STARTER_CREATURES.find((c) => c.name === 'Black Dragon Hatchling')!)).toContain(
      'Hatchling Swarm: whenever this creature hits with a basic attack',
    );
  });
});
