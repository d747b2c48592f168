// The Treant's Forest Walk (continuous "terrain-walk") and Stomp ("move-through-enemies"), played
// through the game API: each test fails if the power is ignored, shown against a control Treant
// without it. ddm-battle-rules-2011, "Difficult Terrain" (Costs 1 Extra Square; Big Creatures; Other
// Powers: Forestwalk), "FOREST (OR MARKET STALL)", "Legal Position" (Enemy; Occupying a Non-Legal
// Position), "MOVE".
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../../core/index.js';
import { STARTER_CREATURES } from '../../content/creatures.js';
import { creatureText } from '../../cards/render.js';
import type { Continuous, CreatureCardInput } from '../../cards/schema.js';
import type { DdmMap } from '../../geometry/index.js';
import { addTestCards } from '../../powers/test-cards.js';
import type { DdmState } from '../../state.js';
import { act, byLabel, decision, openMap, play, turnOf } from '../../testkit.js';
import { answersOf } from '../queries.js';
import { CONTINUOUS_MODULES, continuousModule } from './index.js';

const TREANT = STARTER_CREATURES.find((c) => c.name === 'Treant') as CreatureCardInput;
/** The Treant without Forest Walk and Stomp: what the rules alone allow it. */
const ROOTBOUND: CreatureCardInput = {
  ...TREANT,
  name: 'Test Rootbound Treant',
  powers: (TREANT.powers ?? []).filter((p) => p.kind !== 'continuous'),
};
afterAll(addTestCards([ROOTBOUND]));

/** The squares a `label` move may end on, with their costs ("x,y" → squares of movement). */
function moveCosts(s: DdmState): Map<string, number> {
  play(s, ['move']);
  const d: Decision = decision(s);
  expect(d.kind).toBe('choose-destination');
  return new Map(d.options.map((o) => [o.id, (o.payload as { cost: number }).cost]));
}

/** A 12×12 field whose columns 3 to 5 are forest. */
function forestBand(): DdmMap {
  const squares: [number, number][] = [];
  for (let y = 0; y < 12; y++) for (let x = 3; x <= 5; x++) squares.push([x, y]);
  return { ...openMap(), terrain: [{ type: 'forest', squares }] };
}

describe('Forest Walk: forest terrain does not affect the Treant\'s movement ("Difficult Terrain", Other Powers)', () => {
  const costs = (label: string) =>
    moveCosts(
      turnOf(
        [label],
        ['Gnoll Marauder'],
        [
          [0, 4],
          [11, 11],
        ],
        label,
        { map: forestBand() },
      ),
    );
  it('three steps east into the forest cost 3 squares, not 6; the rootbound Treant pays 1 extra per step', () => {
    expect(costs('Treant').get('3,4')).toBe(3);
    expect(costs(ROOTBOUND.name).get('3,4')).toBe(6);
  });
  it("through the band and out (6 steps): 6 squares of its speed 8, out of the rootbound Treant's reach", () => {
    expect(costs('Treant').get('6,4')).toBe(6);
    expect(costs(ROOTBOUND.name).has('6,4')).toBe(false);
  });
  it('the stat card says so', () => {
    expect(creatureText(STARTER_CREATURES.find((c) => c.name === 'Treant')!)).toContain("Forest Walk: forest terrain does not affect this creature's movement");
  });
});

describe('Stomp: the Treant moves through squares of Large or smaller enemies ("Legal Position", Enemy)', () => {
  /** A corridor 3 squares high: a Huge creature fills it, so an enemy in it blocks the way unless passed. */
  const corridor = (): DdmMap => openMap(12, 3);
  const stompTurn = (mover: string, enemy: string, enemyAt: readonly [number, number]) =>
    turnOf([mover], [enemy], [[0, 0], enemyAt], mover, { map: corridor() });

  it('passes a Medium enemy in the corridor and ends beyond it; the rootbound Treant cannot get past', () => {
    expect(moveCosts(stompTurn('Treant', 'Gnoll Marauder', [4, 1])).get('6,0')).toBe(6);
    expect(moveCosts(stompTurn(ROOTBOUND.name, 'Gnoll Marauder', [4, 1])).has('6,0')).toBe(false);
  });
  it("never ends in the enemy's squares: no destination overlaps the Gnoll", () => {
    const ends = [...moveCosts(stompTurn('Treant', 'Gnoll Marauder', [4, 1])).keys()].map((k) => Number(k.split(',')[0]));
    expect(ends.some((x) => x >= 2 && x <= 4)).toBe(false);
  });
  it('the move walks through: the Treant stands beyond the Gnoll, which stays where it was', () => {
    const s = stompTurn('Treant', 'Gnoll Marauder', [4, 1]);
    act(s, 'move', [], (d) => (d.kind === 'choose-destination' ? '6,0' : null));
    expect(byLabel(s, 'Treant').pos).toEqual({ x: 6, y: 0 });
    expect(byLabel(s, 'Gnoll Marauder').pos).toEqual({ x: 4, y: 1 });
  });
  it('a Huge enemy is too big to pass', () => {
    expect(moveCosts(stompTurn('Treant', ROOTBOUND.name, [4, 0])).has('8,0')).toBe(false);
  });
});

describe('a move asks the movement query only of a creature whose powers say they change movement (rules/move-powers.ts)', () => {
  /** One power of each continuous kind whose effect answers the `movement` query. */
  const SAMPLES: readonly Continuous[] = [
    { kind: 'move-through-enemies' },
    { kind: 'terrain-walk', terrain: ['forest'] },
    { kind: 'shift-ignores-difficult' },
    { kind: 'shift-squares', squares: 2 },
    { kind: 'ignores-difficult' },
    { kind: 'occupy-statue' },
  ];
  it('every continuous kind that answers the movement query says so in its per-card answers', () => {
    const answering = (Object.keys(CONTINUOUS_MODULES) as Continuous['kind'][]).filter(
      (k) => CONTINUOUS_MODULES[k].handler?.queries?.['movement'] !== undefined,
    );
    expect(answering.sort()).toEqual(SAMPLES.map((e) => e.kind).sort());
    for (const e of SAMPLES) expect(continuousModule(e).answers?.(e).changesMovement).toBe(true);
  });
  it('the Treant (Forest Walk, Stomp) is asked; the Gnoll Marauder is not', () => {
    const card = (name: string) => STARTER_CREATURES.find((c) => c.name === name)!;
    expect(answersOf(card('Treant').powers).changesMovement).toBe(true);
    expect(answersOf(card('Gnoll Marauder').powers).changesMovement).toBe(false);
  });
});
