// Weird Insight ("Use at start of round: Choose an enemy within 5 squares. +5 attack and +5 damage vs.
// that enemy until end of battle", Nothic Seer; invented rows below use the same wording) —
// ddm-battle-rules-2011, "Activated Powers", step 4 of "The Battle" (start of round), "Counting Squares",
// "Bonuses and Penalties"; "Conditions", Duration: an activated power on start-of-round × the effect
// damage-bonus-against-chosen with `attack` and `within` (abilities/effects/bonus-against.ts now adds to
// attack rolls too). Played through the engine: at the start of round 2 only the enemy 3 squares away is
// offered (not the one 9 squares away); once chosen, the seer's attack against it rolls +5 and deals +5,
// against the other foe nothing; declined, nothing (control).
import { afterAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, play, playOn, turnOf, untilTurnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const spit = { type: 'ATTACK' as const, text: 'Spit: (range 10) +10 vs. AC; 10 damage.' };
const INSIGHT = 'Weird Insight: Use at start of round: Choose an enemy within 5 squares. +5 attack and +5 damage vs. that enemy until end of battle.';
const rows = [
  entry({ name: 'Odd Seer', powers: [bite, spit, { type: 'SPECIAL', text: INSIGHT }] }),
  entry({ name: 'Near Foe', hp: 100, powers: [bite] }),
  entry({ name: 'Far Foe', hp: 100, powers: [bite] }),
];
const cards = importedCards(rows, 'weird-insight.json');
afterAll(addTestCards(cards));

/** Round 1 with the power declined; at the start of round 2 the offered enemies, then the near foe chosen (or the power declined). */
function roundTwo(use: boolean): { s: DdmState; offered: string[] } {
  const s = turnOf(
    ['Odd Seer'],
    ['Near Foe', 'Far Foe'],
    [
      [2, 2],
      [5, 2],
      [11, 11],
    ],
    'Odd Seer',
  );
  expect(playOn(s, (x) => x.kind === 'use-power' && x.options.some((o) => o.id.startsWith('power:Weird Insight')))).not.toBeNull();
  const d = decision(s);
  const near = byLabel(s, 'Near Foe').id;
  const options = d.options.filter((o) => o.id.startsWith('power:Weird Insight'));
  const pick = options.find((o) => o.id.endsWith(`|${near}`))?.id;
  play(s, [use ? (pick ?? 'no') : 'no']);
  return { s, offered: options.map((o) => o.id.split('|').pop() ?? '') };
}

/** The seer's spit (d20 10) at `target` in its round-2 turn: the roll's bonus and the HP lost. */
function spitAt(s: DdmState, target: string): { bonus: unknown; lost: number } {
  untilTurnOf(s, 'Odd Seer');
  const t = byLabel(s, target);
  const before = t.hp;
  const r = act(s, 'attack:1', [10], (d) => (d.kind === 'choose-target' ? String(t.id) : null));
  return { bonus: r.events.find((e: GameEvent) => e.type === 'attack-roll')?.data['bonus'], lost: before - t.hp };
}

describe('Weird Insight: choose an enemy within N squares, +A Attack and +D Damage against it to the end of the battle', () => {
  it('reads the wording', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      trigger: 'start-of-round',
      effect: { kind: 'damage-bonus-against-chosen', amount: 5, attack: 5, within: 5 },
      duration: 'end-of-battle',
    });
  });
  it('offers only the enemy within 5 squares; then +5 / +5 against it, nothing against the other', () => {
    const { s, offered } = roundTwo(true);
    expect(offered).toEqual([String(byLabel(s, 'Near Foe').id)]);
    expect(spitAt(s, 'Near Foe')).toEqual({ bonus: 15, lost: 15 });
    const t = roundTwo(true).s;
    expect(spitAt(t, 'Far Foe')).toEqual({ bonus: 10, lost: 10 });
  });
  it('declined: nothing', () => {
    expect(spitAt(roundTwo(false).s, 'Near Foe')).toEqual({ bonus: 10, lost: 10 });
  });
});
