// Cause Fear, its one wording (Krenshar; ONE_OFF_POWERS in content/ddmwi-side-table.ts: two uses, when a
// creature ends its turn adjacent to it, that creature is Staggered — Dazed, Appendix A — until the end of
// its next turn, Krenshars immune, a Fear effect — the trigger creature-ends-turn-adjacent × the effect
// condition-other; ddm-battle-rules-2011, "End of Turn Phase", "Conditions", "DAZED"). Through the engine:
// the squire ends its turn beside the krenshar and the power is offered; used, the squire is Dazed during
// its next turn and no longer after it; declined (control) it is not Dazed; an ally ending its turn beside
// it is offered too ("a creature"); a creature with the Krenshar keyword, or a control (the
// same beast without the power), is offered nothing; a creature with Immune Fear is not Dazed. Fails if
// the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { has } from '../rules/conditions.js';
import { act, byLabel, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +7 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Krenshar',
    keywords: ['Beast', 'Krenshar'],
    // Our paraphrase; the side table keys the encoding on the creature and power names.
    powers: [
      bite,
      { type: 'SPECIAL', text: 'Cause Fear: Twice, a creature ending its turn beside it is Dazed until the end of its next turn (Fear).', limit: 2 },
    ],
  }),
  entry({ name: 'Plain Beast', keywords: ['Beast'], powers: [bite] }),
  entry({ name: 'Squire', hp: 40, keywords: ['Human'], powers: [bite] }),
  entry({ name: 'Krenshar Pup', hp: 40, keywords: ['Beast', 'Krenshar'], powers: [bite] }),
  entry({ name: 'Fearless Knight', hp: 40, keywords: ['Human'], powers: [bite, { type: 'SPECIAL', text: 'Immune Fear' }] }),
];
const cards = importedCards(rows, 'cause-fear.json');
afterAll(addTestCards(cards));

/** `who` (at (3,2)) ends its turn beside `beast` at (2,2) — its enemy, or its ally when `allied`; the power questions asked (answered `use`). */
function endBeside(who: string, beast: string, use: boolean, allied = false): { s: DdmState; asked: Decision[] } {
  const s = allied
    ? turnOf(
        [who, beast],
        ['Plain Beast'],
        [
          [3, 2],
          [2, 2],
          [9, 9],
        ],
        who,
      )
    : turnOf(
        [who],
        [beast],
        [
          [3, 2],
          [2, 2],
        ],
        who,
      );
  const { asked } = act(s, 'end', [], (d) => (d.kind === 'use-power' ? (use ? (d.options.find((o) => o.id !== 'no')?.id ?? 'no') : 'no') : null));
  return { s, asked: asked.filter((d) => d.kind === 'use-power') };
}

describe('Cause Fear: a creature ending its turn adjacent is Dazed until the end of its next turn', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      trigger: 'creature-ends-turn-adjacent',
      uses: 2,
      effect: { kind: 'condition-other', condition: 'Dazed', fear: true, exceptKeyword: 'Krenshar' },
    });
  });

  it('used: Dazed through its next turn, gone after it', () => {
    const { s, asked } = endBeside('Squire', 'Krenshar', true);
    expect(asked).toHaveLength(1);
    const squire = byLabel(s, 'Squire');
    expect(has(squire, 'Dazed')).toBe(true);
    nextTurnOf(s, 'Squire');
    expect(has(squire, 'Dazed')).toBe(true);
    nextTurnOf(s, 'Squire');
    expect(has(squire, 'Dazed')).toBe(false);
  });

  it('an ally ending its turn beside it is offered too', () => {
    const { s, asked } = endBeside('Squire', 'Krenshar', true, true);
    expect(asked).toHaveLength(1);
    expect(has(byLabel(s, 'Squire'), 'Dazed')).toBe(true);
  });

  it('controls: declined; a Krenshar; a beast without the power; Immune Fear', () => {
    const declined = endBeside('Squire', 'Krenshar', false);
    expect(has(byLabel(declined.s, 'Squire'), 'Dazed')).toBe(false);
    expect(endBeside('Krenshar Pup', 'Krenshar', true).asked).toHaveLength(0);
    expect(endBeside('Squire', 'Plain Beast', true).asked).toHaveLength(0);
    const knight = endBeside('Fearless Knight', 'Krenshar', true);
    expect(has(byLabel(knight.s, 'Fearless Knight'), 'Dazed')).toBe(false);
  });
});
