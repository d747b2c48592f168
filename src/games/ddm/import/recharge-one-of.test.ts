// Fight or Flight, "Use when first bloodied : Recharge <A> or <B>" (import/recharge-one-of.ts; effect
// recharge-one): invented rows through the engine with forced dice (ddm-battle-rules-2011, "Limited
// Use" and "Recharge", "Activated Powers", "Hit Points"). The wailer spends its Wail; when the brute's
// bite first bloodies it, the power is offered with one option, Wail (Shriek is unspent), and used, Wail
// is offered again on its next turn; declined (control), it is not. A name that is no limited attack or
// power of the card keeps the power a gap; a limited power's name is accepted.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, nextTurnOf, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const grip = { type: 'ATTACK' as const, text: 'Icy Grip: +10 vs. AC; 10 cold damage.' };
const wail = { type: 'ATTACK' as const, text: 'Wail: (range 5) +10 vs. Fortitude; 10 thunder damage.', limit: 1 };
const shriek = { type: 'ATTACK' as const, text: 'Shriek: (range 5) +10 vs. Will; 5 damage.', limit: 1 };
const FLIGHT = { type: 'SPECIAL' as const, text: 'Fight or Flight: Use when first bloodied : Recharge Wail or Shriek.', limit: 1 };
const rows = [
  entry({ name: 'Wailer', hp: 40, powers: [grip, wail, shriek, FLIGHT] }),
  entry({ name: 'Brute', hp: 80, powers: [{ type: 'ATTACK', text: 'Bite: +10 vs. AC; 20 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-one-of.json');
afterAll(addTestCards(cards));

const target = (s: DdmState, who: string) => (d: Decision) => (d.kind === 'choose-target' ? String(byLabel(s, who).id) : null);

/** The wailer wails at the brute (15: hit), then the brute bites it to 20 HP (bloodied), the power answered with `use`: the options it offered, and the state at the wailer's next turn. */
function wailThenBloodied(use: boolean): { s: DdmState; offered: string[] } {
  const s = turnOf(
    ['Wailer'],
    ['Brute'],
    [
      [2, 2],
      [2, 3],
    ],
    'Wailer',
  );
  act(s, 'attack:1', [15], target(s, 'Brute'));
  nextTurnOf(s, 'Brute');
  const offered: string[] = [];
  act(s, 'attack:0', [10], (d) => {
    if (d.kind !== 'use-power') return target(s, 'Wailer')(d);
    offered.push(...d.options.map((o) => o.id).filter((id) => id !== 'no'));
    return use ? (offered[0] ?? 'no') : 'no';
  });
  expect(byLabel(s, 'Wailer').hp).toBe(20);
  nextTurnOf(s, 'Wailer');
  return { s, offered };
}

const menu = (s: DdmState): string[] => decision(s).options.map((o) => o.id);

describe('Fight or Flight: when first bloodied, recharge one of two named limited attacks', () => {
  it('offered with the spent Wail only; used, Wail is offered again on its next turn', () => {
    const { s, offered } = wailThenBloodied(true);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatch(/\|Wail$/);
    expect(menu(s)).toContain('attack:1');
  });
  it('declined (control): Wail stays spent', () => {
    const { s } = wailThenBloodied(false);
    expect(menu(s)).not.toContain('attack:1');
    expect(menu(s)).toContain('attack:2');
  });
  it('a name that is no limited attack or power of the card keeps the power a gap; a limited power is a name it accepts', () => {
    const r = parseDdmwi(
      JSON.stringify([
        entry({ name: 'No Shriek', powers: [grip, wail, FLIGHT] }),
        entry({
          name: 'Maid',
          powers: [
            grip,
            wail,
            { type: 'SPECIAL', text: 'Lost Maid: Minor action; this creature is invisible until end of turn.', limit: 1 },
            { ...FLIGHT, text: 'Fight or Flight: Use when first bloodied : Recharge Wail or Lost Maid.' },
          ],
        }),
      ]),
      'recharge-one-gaps.json',
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.value.creatures[0]?.powers.find((p) => p.name === 'Fight or Flight')?.family).toBe('recharge one of: not a limited attack or power of the card');
    expect(r.value.creatures[1]?.enforced).toBe(true);
  });
});
