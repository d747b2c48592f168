// Champion power "Use at start of round: Choose an enemy. This creature has +5 damage vs. that enemy
// until end of battle" (Gnoll Fighter, Moon Elf Ranger) and "Choose 1 enemy. Each Aberrant ally has +10
// Damage with {m} attacks against that enemy until end of round" (Foulspawn Seer), read from invented
// rows and played through the engine (ddm-battle-rules-2011, "Champion Powers", step 4 of "The
// Battle", "Bonuses and Penalties"; "Conditions", Duration): used at the start of round 2 on one enemy,
// the named creatures gain the bonus against that enemy only; declined, nobody does. Fails if the power
// is ignored, the choice is not read, or creatures it does not name gain the bonus.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { byLabel, ctxFor, decision, play, playOn, turnOf } from '../testkit.js';
import { readDamageAgainstChosen } from './move-one.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Hunt Leader',
    championRating: 2,
    keywords: ['Aberrant'],
    powers: [
      bite,
      {
        type: 'CHAMPION',
        text: 'Use at start of round: Choose 1 enemy. Each Aberrant ally has +10 Damage with {m} attacks against that enemy until end of round.',
      },
    ],
  }),
  entry({ name: 'Warped Thing', keywords: ['Aberrant'], hp: 60, powers: [bite] }),
  entry({ name: 'Plain Thing', hp: 60, powers: [bite] }),
  entry({ name: 'Marked Foe', hp: 60, powers: [bite] }),
  entry({ name: 'Other Foe', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'damage-against-chosen.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [1, 1],
  [3, 3],
  [5, 5],
  [7, 7],
  [9, 9],
];

/** Round 1 with the power declined; at the start of round 2 the leader uses it on the Marked Foe (or not). */
function roundTwo(use: boolean): DdmState {
  const s = turnOf(['Hunt Leader', 'Warped Thing', 'Plain Thing'], ['Marked Foe', 'Other Foe'], AT, 'Warped Thing');
  expect(playOn(s, (x) => x.kind === 'use-power' && x.options.some((o) => o.id.startsWith('champion:0|')))).not.toBeNull();
  const d = decision(s);
  const marked = String(byLabel(s, 'Marked Foe').id);
  const pick = d?.options.find((o) => o.id === `champion:0|${marked}`)?.id;
  expect(pick).toBeDefined();
  play(s, [use ? (pick ?? 'no') : 'no']);
  return s;
}

const bonus = (s: DdmState, attacker: string, target: string, melee = true): number =>
  ctxFor(s).query('damageBonus', 0, {
    attacker: byLabel(s, attacker).id,
    target: byLabel(s, target).id,
    melee,
    combatAdvantage: false,
    attackKey: 'test',
  });

describe('champion: use at start of round, choose an enemy: +N Damage against that enemy', () => {
  it('reads the wordings into trigger × target × damage-bonus-against-chosen × duration, and renders it', () => {
    expect(readDamageAgainstChosen('Use at start of round: Choose an enemy. This creature has +5 damage vs. that enemy until end of battle')).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'damage-bonus-against-chosen', amount: 5, melee: false },
      duration: 'end-of-battle',
    });
    expect(cards[0]?.championPowers[0]).toMatchObject({
      effect: { kind: 'damage-bonus-against-chosen', amount: 10, melee: true },
      duration: 'end-of-round',
      target: { kind: 'warband', keywords: ['Aberrant'], self: 'no' },
    });
    expect(
      readDamageAgainstChosen('Use at start of round: Choose an enemy within 5 squares. +5 attack and +5 damage vs. that enemy until end of battle'),
    ).toBeNull();
    expect(championPowerText(cards[0]!.championPowers[0]!)).toContain(
      'choose 1 enemy: each Aberrant ally has +10 Damage with {m} attacks against that enemy until end of round',
    );
  });

  it('used: the Aberrant ally has +10 melee Damage against the chosen enemy only; not ranged, not the plain ally nor the leader', () => {
    const s = roundTwo(true);
    expect(bonus(s, 'Warped Thing', 'Marked Foe')).toBe(10);
    expect(bonus(s, 'Warped Thing', 'Other Foe')).toBe(0);
    expect(bonus(s, 'Warped Thing', 'Marked Foe', false)).toBe(0);
    expect(bonus(s, 'Plain Thing', 'Marked Foe')).toBe(0);
    expect(bonus(s, 'Hunt Leader', 'Marked Foe')).toBe(0);
  });

  it('declined (control): no bonus', () => {
    expect(bonus(roundTwo(false), 'Warped Thing', 'Marked Foe')).toBe(0);
  });
});
