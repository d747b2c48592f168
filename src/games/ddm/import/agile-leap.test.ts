// Agile Leap, its one wording (Deathjump Spider; ONE_OFF_POWERS in content/ddmwi-side-table.ts: one use,
// as an enemy declares an opportunity attack against it, that attack misses — a composed trigger on
// TargetsDeclared × the effect declared-attack-misses; ddm-battle-rules-2011, "Opportunity Attacks",
// "Making an Attack"). Through the engine with forced dice: the spider moves away from an adjacent hunter,
// provoking its spear; used, the attack misses with no die rolled (no forced roll is left over) and the
// spider keeps its 40 HP; declined (control), the spear rolls 15 and hits for 10; a spider without the
// power (control) takes the 10 too. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import type { Decision } from '../../../core/index.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +8 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Deathjump Spider',
    hp: 40,
    ac: 18,
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [bite, { type: 'SPECIAL', text: 'Agile Leap: Once, as an enemy declares an opportunity attack on it, that attack misses.', limit: 1 }],
  }),
  entry({ name: 'Plain Spider', hp: 40, ac: 18, powers: [bite] }),
  entry({ name: 'Spear Hunter', hp: 60, powers: [{ type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' }] }),
];
const cards = importedCards(rows, 'agile-leap.json');
afterAll(addTestCards(cards));

const start = (who: string): DdmState =>
  turnOf(
    [who],
    ['Spear Hunter'],
    [
      [4, 4],
      [5, 4],
    ],
    who,
  );

/** `who` moves from beside the hunter to `to`, the hunter making its opportunity attack; Agile Leap used when `use`. Returns the power questions asked. */
function moveAway(s: DdmState, who: string, to: string, dice: readonly number[], use: boolean): Decision[] {
  const asked: Decision[] = [];
  act(s, 'move', [...dice], (d) => {
    if (d.kind === 'choose-destination') return to;
    if (d.kind === 'opportunity-attack') return 'attack:0';
    if (d.kind === 'choose-target') return String(byLabel(s, who).id);
    if (d.kind === 'use-power') {
      asked.push(d);
      return use ? (d.options.find((o) => o.id !== 'no')?.id ?? 'no') : 'no';
    }
    return null;
  });
  return asked;
}

describe('Agile Leap: an opportunity attack declared against it misses', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ kind: 'triggered', name: 'Agile Leap', uses: 1, effect: { kind: 'declared-attack-misses' } });
  });

  it('used: the spear misses, no die rolled; the spider keeps its HP', () => {
    const s = start('Deathjump Spider');
    expect(moveAway(s, 'Deathjump Spider', '1,4', [], true)).toHaveLength(1);
    expect(byLabel(s, 'Deathjump Spider').hp).toBe(40);
    expect(byLabel(s, 'Deathjump Spider').pos).toEqual({ x: 1, y: 4 });
  });

  it('controls: declined, the spear rolls 15 and hits; a spider without the power is hit too', () => {
    const s = start('Deathjump Spider');
    expect(moveAway(s, 'Deathjump Spider', '1,4', [15], false)).toHaveLength(1);
    expect(byLabel(s, 'Deathjump Spider').hp).toBe(30);
    const p = start('Plain Spider');
    expect(moveAway(p, 'Plain Spider', '1,4', [15], true)).toHaveLength(0);
    expect(byLabel(p, 'Plain Spider').hp).toBe(30);
  });
});
