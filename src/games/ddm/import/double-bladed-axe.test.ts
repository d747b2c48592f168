// Double-Bladed Axe as the Orc Berserker prints it ("Immediate, when this creature misses with an attack on
// its turn; reroll that attack.", one use) — encoded for that creature (content/ddmwi-side-table.ts
// ONE_OFF_POWERS) as an activated immediate-action power on a composed trigger: MissRoll, its own attack
// (actor-is self) and the new condition own-turn (abilities/conditions/own-turn.ts) × reroll-attack —
// ddm-battle-rules-2011, "Attack Roll" (a re-roll answers the roll before the miss stands), "Immediate
// Action", "Take Actions Phase". Through the engine with forced dice against AC 14 (+5): on its turn
// its axe rolls 2 (a miss), the power is offered and the re-roll of 15 hits for 15; declined (control),
// or a plain orc (control), the miss stands; its opportunity attack on the ox's turn that misses
// (control: not its turn) is not offered the power.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';

const axe = { type: 'ATTACK' as const, text: 'Greataxe: +5 vs. AC; 15 Damage' };
const rows = [
  entry({
    name: 'Orc Berserker',
    hp: 40,
    keywords: ['Orc'],
    powers: [
      axe,
      { type: 'SPECIAL', limit: 1, text: 'Double-Bladed Axe: Immediate, when this creature misses with an attack on its turn; reroll that attack.' },
    ],
  }),
  entry({ name: 'Plain Orc', hp: 40, keywords: ['Orc'], powers: [axe] }),
  entry({
    name: 'Ox',
    hp: 60,
    ac: 14,
    powers: [
      { type: 'ATTACK', text: 'Horns: +5 vs. AC; 5 damage.' },
      { type: 'ATTACK', text: 'Spit: (range 6) +5 vs. Reflex; 5 damage.' },
    ],
  }),
];
const cards = importedCards(rows, 'double-bladed-axe.json');
afterAll(addTestCards(cards));

/** `orc` (4,4) beside the ox (5,4), on the turn of `whose`. */
const field = (orc: string, whose: string): DdmState =>
  turnOf(
    [orc],
    ['Ox'],
    [
      [4, 4],
      [5, 4],
    ],
    whose,
  );

/** The orc swings at the ox with `d20s`; `use`: the power is used when offered. Returns how often it was offered. */
function swing(orc: string, d20s: number[], use: boolean): { s: DdmState; offered: number } {
  const s = field(orc, orc);
  let offered = 0;
  act(s, 'attack:0', d20s, (d) => {
    if (d.kind === 'use-power') {
      offered++;
      return use ? (d.options.find((o) => o.id !== 'no')?.id ?? null) : 'no';
    }
    return d.kind === 'choose-target' ? String(byLabel(s, 'Ox').id) : null;
  });
  return { s, offered };
}

describe('Double-Bladed Axe: immediate, when it misses with an attack on its turn, reroll that attack', () => {
  it('is the per-creature encoding', () => {
    expect(cards[0]?.powers[0]).toMatchObject({
      kind: 'triggered',
      name: 'Double-Bladed Axe',
      trigger: { event: 'MissRoll', conditions: [{ kind: 'missed' }, { kind: 'actor-is', who: 'self' }, { kind: 'own-turn', of: 'self' }] },
      action: 'immediate',
      uses: 1,
      effect: { kind: 'reroll-attack' },
    });
  });

  it('its miss on its turn is rolled again: the 15 hits', () => {
    const { s, offered } = swing('Orc Berserker', [2, 15], true);
    expect(offered).toBe(1);
    expect(byLabel(s, 'Ox').hp).toBe(45);
  });

  it('declined (control), or a plain orc (control): the miss stands', () => {
    const declined = swing('Orc Berserker', [2], false);
    expect(declined.offered).toBe(1);
    expect(byLabel(declined.s, 'Ox').hp).toBe(60);
    const plain = swing('Plain Orc', [2], true);
    expect(plain.offered).toBe(0);
    expect(byLabel(plain.s, 'Ox').hp).toBe(60);
  });

  it("its opportunity attack on the ox's turn misses (control: not its turn): not offered", () => {
    const s = field('Orc Berserker', 'Ox');
    let offered = 0;
    let opportunity = false;
    act(s, 'attack:1', [2, 1], (d) => {
      if (d.kind === 'opportunity-attack') {
        opportunity = true;
        return 'attack:0';
      }
      if (d.kind === 'use-power') {
        offered++;
        return d.options.find((o) => o.id !== 'no')?.id ?? null;
      }
      return d.kind === 'choose-target' ? String(byLabel(s, 'Orc Berserker').id) : null;
    });
    expect(opportunity).toBe(true);
    expect(offered).toBe(0);
    expect(byLabel(s, 'Ox').hp).toBe(60);
  });
});
