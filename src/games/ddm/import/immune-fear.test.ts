// Immune Fear ("Immune Fear", "Immune Fear: Not affected by Fear effects"), read from invented rows and
// played through the engine (ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS": a card that breaks a
// rule; the Fear descriptor printed with an attack's effect, "Immobilized (Fear)", "ongoing 5 psychic
// damage (Fear, save ends)"). A Fear condition or Fear ongoing damage does not affect the immune
// creature, while the attack's damage and an effect without the descriptor still do; the control, a
// creature without the power, gains both Fear effects. The printing "… while bloodied" stays a gap.
// Fails if the power is ignored (the immune creature is immobilized) or if it is read as immunity to
// the condition itself (the plain net would not immobilize it).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Dread Eye',
    powers: [
      { type: 'ATTACK', text: 'Dread Gaze: (range 6) +10 vs. Will; 10 damage AND Immobilized (Fear).' },
      { type: 'ATTACK', text: 'Dread Howl: (range 6) +10 vs. Will; 5 damage AND 5 ongoing psychic damage (Fear, save ends).' },
      { type: 'ATTACK', text: 'Net: (range 6) +10 vs. Reflex; 5 damage AND Immobilized.' },
    ],
  }),
  entry({ name: 'Brave Knight', hp: 60, powers: [blade, { type: 'SPECIAL', text: 'Immune Fear: Not affected by Fear effects.' }] }),
  entry({ name: 'Bold Knight', hp: 60, powers: [blade, { type: 'SPECIAL', text: 'Immune Fear' }] }),
  entry({ name: 'Timid Squire', hp: 60, powers: [blade] }),
];
const cards = importedCards(rows, 'immune-fear.json');
afterAll(addTestCards(cards));

/** The eye hits `target` (4 squares away) with attack `k` (d20 15): the target after it. */
function hit(target: string, k: number): DdmState {
  const s = turnOf(
    ['Dread Eye'],
    [target],
    [
      [2, 2],
      [2, 6],
    ],
    'Dread Eye',
  );
  act(s, `attack:${k}`, [15]);
  return s;
}
const conds = (s: DdmState, who: string): string[] => byLabel(s, who).conds.map((c) => (c.kind === 'ongoing' ? `ongoing ${c.amount}` : c.kind));

describe('Immune Fear: not affected by Fear effects', () => {
  it('reads both printings; keeps the Fear descriptor on the condition and the ongoing damage; "while bloodied" is a gap', () => {
    for (const k of [1, 2]) expect(cards[k]?.powers).toContainEqual({ kind: 'continuous', name: 'Immune Fear', effect: { kind: 'immune-fear' } });
    const eye = cards[0];
    expect(eye?.attacks[0]?.effects).toEqual([{ kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn', fear: true }]);
    expect(eye?.attacks[1]?.effects).toEqual([{ kind: 'ongoing', amount: 5, type: 'psychic', fear: true }]);
    expect(eye?.attacks[2]?.effects).toEqual([{ kind: 'condition', condition: 'Immobilized', duration: 'end-of-next-turn' }]);
    expect(attackText(eye?.attacks[0] as NonNullable<typeof eye>['attacks'][0])).toMatch(/Immobilized \(Fear\)/);
    const narrowed = parseDdmwi(
      JSON.stringify([
        entry({ name: 'Guard Lizard', powers: [blade, { type: 'SPECIAL', text: 'Immune Fear: Not affected by Fear effects while bloodied.' }] }),
      ]),
      'gap.json',
    );
    if (!narrowed.ok) throw new Error(narrowed.error);
    expect(narrowed.value.creatures[0]?.enforced).toBe(false);
  });
  it('a Fear condition: the immune knights take the damage but are not immobilized; the control is', () => {
    for (const k of ['Brave Knight', 'Bold Knight']) {
      const s = hit(k, 0);
      expect(byLabel(s, k).hp).toBe(50);
      expect(conds(s, k)).toEqual([]);
    }
    const c = hit('Timid Squire', 0);
    expect(byLabel(c, 'Timid Squire').hp).toBe(50);
    expect(conds(c, 'Timid Squire')).toEqual(['Immobilized']);
  });
  it('Fear ongoing damage: the immune knight gains none, the control does', () => {
    const s = hit('Brave Knight', 1);
    expect(byLabel(s, 'Brave Knight').hp).toBe(55);
    expect(conds(s, 'Brave Knight')).toEqual([]);
    expect(conds(hit('Timid Squire', 1), 'Timid Squire')).toEqual(['ongoing 5']);
  });
  it('an effect without the Fear descriptor still affects the immune knight', () => {
    expect(conds(hit('Brave Knight', 2), 'Brave Knight')).toEqual(['Immobilized']);
  });
});
