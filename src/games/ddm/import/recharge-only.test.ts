// Recharge actions offered only at the moment the card names — the recharge-attack field `only`
// (abilities/effects/recharge-only.ts), one wording each, encoded per creature (content/ddmwi-side-table.ts
// ONE_OFF_POWERS): Grab a New Rock ("Minor action. Use when adjacent to difficult terrain; RECHARGE Rock
// Toss", Young Goliath Bugsmasher; ddm-battle-rules-2011, "Difficult Terrain") and New Focus ("Replaces
// attack action: If this creature has line of sight to no enemies, RECHARGE Flesh-Rotting Gaze", Nothic;
// "Line of Sight") — "Limited Use", "Recharge". Through the engine: with the rock thrown (its use spent),
// the goliath beside difficult terrain is offered the minor action, takes it and may throw again; on open
// ground (control) it is not offered; a goliath without the power (control) never. The nothic with its
// gaze spent is offered New Focus while a wall hides the only enemy, not while it sees it (control).
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmMap } from '../geometry/index.js';
import { spendUse } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, openMap, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const rows = [
  entry({
    name: 'Young Goliath Bugsmasher',
    keywords: ['Goliath'],
    powers: [
      { type: 'ATTACK', text: 'Bugsmash: +8 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Rock Toss : (range 3) +7 vs. AC; 5 damage.', limit: 1 },
      { type: 'SPECIAL', text: 'Grab a New Rock: Minor action. Use when adjacent to difficult terrain; RECHARGE Rock Toss.' },
    ],
  }),
  entry({
    name: 'Plain Goliath',
    keywords: ['Goliath'],
    powers: [
      { type: 'ATTACK', text: 'Bugsmash: +8 vs. AC; 10 damage.' },
      { type: 'ATTACK', text: 'Rock Toss : (range 3) +7 vs. AC; 5 damage.', limit: 1 },
    ],
  }),
  entry({
    name: 'Nothic',
    keywords: ['Aberrant'],
    powers: [
      { type: 'ATTACK', text: 'Claws: +9 vs. AC; 10 Damage' },
      { type: 'ATTACK', text: 'Flesh-Rotting Gaze: (blast 4) +8 vs. DEF(Fort); 10 necrotic Damage', limit: 1 },
      { type: 'SPECIAL', text: 'New Focus: Replaces attack action: If this creature has line of sight to no enemies, RECHARGE Flesh-Rotting Gaze.' },
    ],
  }),
  entry({ name: 'Ox', hp: 60, powers: [{ type: 'ATTACK', text: 'Horn: +8 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-only.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

/** `who` at (4,4) with `attack` spent, the ox at (4,7) — 3 squares, in the rock's range —, on `map`. */
function spentTurn(who: string, attack: string, map: DdmMap): DdmState {
  return turnOf(
    [who],
    ['Ox'],
    [
      [4, 4],
      [4, 7],
    ],
    who,
    { map, prepare: (st) => spendUse(ctxFor(st), byLabel(st, who), attack, 1) },
  );
}

const rocky = (): DdmMap => ({ ...openMap(), terrain: [{ type: 'difficult', squares: [[5, 5]] }] });
/** A wall across row 6: the nothic at (4,4) does not see the ox at (4,7). */
const walled = (): DdmMap =>
  openMap(
    12,
    12,
    Array.from({ length: 12 }, (_, x) => [x, 6] as [number, number]),
  );

describe('Recharge actions only at the named moment (recharge-attack `only`)', () => {
  it('reads the per-creature encodings', () => {
    expect(cards[0]?.powers).toContainEqual({
      kind: 'action',
      name: 'Grab a New Rock',
      action: 'minor',
      effect: { kind: 'recharge-attack', attack: 'Rock Toss', only: 'adjacent-difficult' },
    });
    expect(cards[2]?.powers).toContainEqual({
      kind: 'action',
      name: 'New Focus',
      action: 'attack',
      effect: { kind: 'recharge-attack', attack: 'Flesh-Rotting Gaze', only: 'sees-no-enemy' },
    });
  });

  it('Grab a New Rock: beside difficult terrain the rock comes back; on open ground, or without the power, not', () => {
    const s = spentTurn('Young Goliath Bugsmasher', 'Rock Toss', rocky());
    expect(ids(s)).not.toContain('attack:1');
    expect(ids(s)).toContain('power:Grab a New Rock');
    act(s, 'power:Grab a New Rock');
    expect(ids(s)).toContain('attack:1');
    expect(ids(spentTurn('Young Goliath Bugsmasher', 'Rock Toss', openMap()))).not.toContain('power:Grab a New Rock');
    expect(ids(spentTurn('Plain Goliath', 'Rock Toss', rocky())).filter((id) => id.startsWith('power:'))).toEqual([]);
  });

  it('New Focus: offered while no enemy is in sight, not while the ox is seen', () => {
    const s = spentTurn('Nothic', 'Flesh-Rotting Gaze', walled());
    expect(ids(s)).toContain('power:New Focus');
    act(s, 'power:New Focus');
    expect(ids(s)).not.toContain('power:New Focus');
    expect(ids(spentTurn('Nothic', 'Flesh-Rotting Gaze', openMap()))).not.toContain('power:New Focus');
  });
});
