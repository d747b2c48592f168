// Champion power "Use at start of round: Good allies heal 10 HP" (and "Undead allies heal 10 HP"), read
// from invented rows and played through the engine (ddm-battle-rules-2011, "Champion Powers", step 4 of
// "The Battle", "Damage and Healing": HEAL, up to the maximum): used at the start of round 2, each
// wounded Good ally heals 10 (one only up to its maximum), the Evil ally and the enemy do not; declined,
// nobody heals. Fails if the power is ignored or heals creatures it does not name.
import { afterAll, describe, expect, it } from 'vitest';
import { championPowerText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { byLabel, play, playOn, turnOf } from '../testkit.js';
import { readHealEach } from './move-one.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +10 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Dawn Priest',
    alignment: 'GOOD',
    championRating: 2,
    powers: [bite, { type: 'CHAMPION', text: 'Use at start of round: Good allies heal 10 HP.' }],
  }),
  entry({ name: 'Good Knight', alignment: 'GOOD', hp: 60, powers: [bite] }),
  entry({ name: 'Good Squire', alignment: 'GOOD', hp: 60, powers: [bite] }),
  entry({ name: 'Sly Ally', alignment: 'EVIL', hp: 60, powers: [bite] }),
  entry({ name: 'Good Foe', alignment: 'GOOD', hp: 60, powers: [bite] }),
];
const cards = importedCards(rows, 'heal-each.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [1, 1],
  [3, 3],
  [5, 5],
  [7, 7],
  [11, 11],
];

/** Everybody wounded (the Squire by 5 only); round 1 with the power declined; at the start of round 2 the priest uses it (or not). */
function roundTwo(use: boolean): DdmState {
  const wound = (s: DdmState) => {
    for (const l of ['Dawn Priest', 'Good Knight', 'Sly Ally', 'Good Foe']) byLabel(s, l).hp = 30;
    byLabel(s, 'Good Squire').hp = 55;
  };
  const s = turnOf(['Dawn Priest', 'Good Knight', 'Good Squire', 'Sly Ally'], ['Good Foe'], AT, 'Good Knight', { prepare: wound });
  expect(playOn(s, (d) => d.kind === 'use-power' && d.options.some((o) => o.id === 'champion:0'))).not.toBeNull();
  play(s, [use ? 'champion:0' : 'no']);
  return s;
}

const hp = (s: DdmState) => ['Dawn Priest', 'Good Knight', 'Good Squire', 'Sly Ally', 'Good Foe'].map((l) => byLabel(s, l).hp);

describe('champion: use at start of round, <who> heal N HP', () => {
  it('reads the wordings into trigger × target × heal-each, and renders it', () => {
    expect(readHealEach('Use at start of round: Undead allies heal 10 HP')).toEqual({
      trigger: 'start-of-round',
      effect: { kind: 'heal-each', amount: 10 },
      target: { kind: 'warband', keywords: ['Undead'], self: 'no' },
    });
    expect(readHealEach('Use at start of round: Undead creatures heal 10 HP')).toBeNull();
    expect(championPowerText(cards[0]!.championPowers[0]!)).toContain('each Good ally heals 10 HP');
  });

  it('used: the Good allies heal 10 (the Squire up to its 60); the priest, the Evil ally and the enemy do not', () => {
    expect(hp(roundTwo(true))).toEqual([30, 40, 60, 30, 30]);
  });

  it('declined (control): nobody heals', () => {
    expect(hp(roundTwo(false))).toEqual([30, 30, 55, 30, 30]);
  });
});
