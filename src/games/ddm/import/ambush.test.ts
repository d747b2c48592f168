// Ambush [N] ("Minor action: choose an enemy that does not have line of sight to this creature; +N
// Damage against that enemy until end of turn / round"), read from invented rows and played through
// the engine (ddm-battle-rules-2011, "USE A POWER"; "Line of Sight": a blinded creature traces none;
// "Conditions", Duration). The minor action is offered only while some enemy cannot see the
// creature; the enemy chosen takes +N from its hits, another enemy does not; a melee-only bonus is
// not added to a ranged hit; "until end of turn" is over when the turn ends, "until end of round" is
// not. Each test fails if the power is ignored (no bonus) or the choice or duration is not read.
import { afterAll, describe, expect, it } from 'vitest';
import { powerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import type { DdmState } from '../state.js';
import { act, byLabel, ctxFor, decision, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const blade = { type: 'ATTACK' as const, text: 'Blade: +10 vs. AC; 10 damage.' };
const dart = { type: 'ATTACK' as const, text: 'Dart: (range 6) +10 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Dusk Stalker',
    powers: [
      blade,
      dart,
      {
        type: 'SPECIAL',
        text: "Ambush 10: Minor action; choose 1 enemy that does not have line of sight to this creature; +10 {m} Damage against that enemy until end of this creature's turn.",
      },
    ],
  }),
  entry({
    name: 'Dusk Lion',
    powers: [
      blade,
      {
        type: 'SPECIAL',
        text: 'Ambush: Minor action: Choose one enemy that does not have line of sight to this creature: +10 damage vs. that enemy until end of round.',
      },
    ],
  }),
  entry({ name: 'Reed Brute', hp: 60, powers: [blade] }),
];
const cards = importedCards(rows, 'ambush.json');
afterAll(addTestCards(cards));

const ids = (s: DdmState): string[] => decision(s).options.map((o) => o.id);
const blind = (s: DdmState, label: string): void => void addCond(s, byLabel(s, label), testCondition('Blinded'));
/** The bonus `attacker`'s melee attacks have against `target` now. */
const bonus = (s: DdmState, attacker: string, target: string): number =>
  ctxFor(s).query('damageBonus', 0, {
    attacker: byLabel(s, attacker).id,
    target: byLabel(s, target).id,
    melee: true,
    combatAdvantage: false,
    attackKey: 'test',
  });

/** `who` at (2,5) on its turn, the brute at (2,6) (and a second one at (3,6) when `two`), those named in `blinded` blinded. */
function turn(who: string, blinded: readonly number[], two = false): DdmState {
  return turnOf(
    [who],
    two ? ['Reed Brute', 'Reed Brute'] : ['Reed Brute'],
    two
      ? [
          [2, 5],
          [2, 6],
          [3, 6],
        ]
      : [
          [2, 5],
          [2, 6],
        ],
    who,
    {
      prepare: (s) => {
        const brutes = s.creatures.filter((c) => c.card === 'Reed Brute');
        for (const k of blinded) blind(s, (brutes[k] as { label: string }).label);
      },
    },
  );
}
const brute = (s: DdmState, k = 0): string => (s.creatures.filter((c) => c.card === 'Reed Brute')[k] as { label: string }).label;
const hp = (s: DdmState, k = 0): number => byLabel(s, brute(s, k)).hp;

describe('Ambush [N]: +N Damage against a chosen enemy that cannot see this creature', () => {
  it('reads the printings as a minor-action power with its duration', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Ambush 10',
      action: 'minor',
      effect: { kind: 'ambush', amount: 10, melee: true },
      duration: 'end-of-turn',
    });
    expect(cards[1]?.powers[0]).toEqual({
      kind: 'action',
      name: 'Ambush',
      action: 'minor',
      effect: { kind: 'ambush', amount: 10, melee: false },
      duration: 'end-of-round',
    });
    expect(powerText(cards[1]?.powers[0] as NonNullable<(typeof cards)[1]>['powers'][0])).toBe(
      'Ambush: Minor action: choose an enemy that does not have line of sight to this creature: +10 Damage against that enemy until end of round.',
    );
  });

  it('used against the blinded brute: the melee hit deals 10 + 10; not used: 10', () => {
    const s = turn('Dusk Stalker', [0]);
    expect(ids(s)).toContain('power:Ambush 10');
    act(s, 'power:Ambush 10');
    act(s, 'attack:0', [15]);
    expect(60 - hp(s)).toBe(20);
    const t = turn('Dusk Stalker', [0]);
    act(t, 'attack:0', [15]);
    expect(60 - hp(t)).toBe(10);
  });

  it('not offered while every enemy can see it', () => {
    const s = turn('Dusk Stalker', []);
    expect(ids(s)).not.toContain('power:Ambush 10');
  });

  it('melee only when printed {m}: the ranged hit gains nothing', () => {
    const s = turn('Dusk Stalker', [0]);
    act(s, 'power:Ambush 10');
    act(s, 'attack:1', [15]);
    expect(60 - hp(s)).toBe(5);
  });

  it('two enemies that cannot see it: the one chosen has the bonus against it, the other not', () => {
    const s = turn('Dusk Lion', [0, 1], true);
    const { asked } = act(s, 'power:Ambush', [], (d) => (d.kind === 'choose-target' ? String(byLabel(s, brute(s, 1)).id) : null));
    expect(asked.some((d) => d.kind === 'choose-target' && d.options.length === 2)).toBe(true);
    expect(bonus(s, 'Dusk Lion', brute(s, 1))).toBe(10);
    expect(bonus(s, 'Dusk Lion', brute(s, 0))).toBe(0);
  });

  it('"until end of turn" is over when the turn ends, "until end of round" lasts', () => {
    const s = turn('Dusk Stalker', [0]);
    act(s, 'power:Ambush 10');
    expect(bonus(s, 'Dusk Stalker', brute(s))).toBe(10);
    act(s, 'end');
    expect(bonus(s, 'Dusk Stalker', brute(s))).toBe(0);
    const t = turn('Dusk Lion', [0]);
    act(t, 'power:Ambush');
    act(t, 'end');
    expect(bonus(t, 'Dusk Lion', brute(t))).toBe(10);
  });
});
