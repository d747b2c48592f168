// A limited special power printed with "RECHARGE when first Bloodied" (Fire Burst: "Use at start of
// this creature's turn. Adjacent creatures take 10 fire Damage; RECHARGE when first Bloodied"), read
// from an invented row and played through the engine with forced dice (ddm-battle-rules-2011,
// "Limited Use Powers", "Rechargeable Powers", "Hit Points": Bloodied; "Damage"). The warden uses it
// at the start of its turn: the enemy and the ally beside it take 10 fire, the fire-resistant imp
// none. Its one use is spent; the raider's hit that first bloodies it brings the use back, so it is
// offered at its next turn's start — not without the hit (the control), nor after a second bloodying.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, nextTurnOf, play, playOn, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { readLanguage } from './language-powers.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +10 vs. AC; 20 damage.' };
const FIRE_BURST = "Fire Burst: Use at start of this creature's turn. Adjacent creatures take 10 fire Damage; RECHARGE when first Bloodied.";
const rows = [
  entry({ name: 'Flame Warden', hp: 60, powers: [claw, { type: 'SPECIAL', text: FIRE_BURST, limit: 1 }] }),
  entry({ name: 'Ember Ally', hp: 60, powers: [claw] }),
  entry({ name: 'Ash Imp', hp: 60, powers: [claw, { type: 'SPECIAL', text: 'Resist 10 Fire' }] }),
  entry({ name: 'Raider', hp: 100, powers: [claw] }),
];
const cards = importedCards(rows, 'first-bloodied-recharge.json');
afterAll(addTestCards(cards));

const AT: [number, number][] = [
  [5, 5],
  [5, 6],
  [6, 6],
  [6, 5],
];

const FIRE = 'power:Fire Burst';
const offers = (d: Decision): boolean => d.kind === 'use-power' && d.options.some((o) => o.id === FIRE);

/** Plays on to the warden's next turn: true when Fire Burst is offered at its start (declined then), false at its menu without it. */
function offeredAtWardenTurn(s: DdmState, use: boolean): boolean {
  const warden = byLabel(s, 'Flame Warden').id;
  playOn(s, (d) => offers(d) || (d.kind === 'choose-action' && s.turn?.creature === warden), 'Flame Warden');
  const offered = offers(decision(s));
  if (offered) play(s, [use ? FIRE : 'no']);
  return offered;
}

/** The Ember Ally's turn first in round 1; the warden uses Fire Burst at the start of its turn. */
function used(): DdmState {
  const s = turnOf(['Flame Warden', 'Ember Ally'], ['Raider', 'Ash Imp'], AT, 'Ember Ally');
  expect(offeredAtWardenTurn(s, true)).toBe(true);
  return s;
}

/** The raider's next turn: its claw hits the warden for 20 (roll 15). */
function raiderHitsWarden(s: DdmState): void {
  nextTurnOf(s, 'Raider');
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Flame Warden').id) : null));
}

describe('a special power with "RECHARGE when first Bloodied" (Fire Burst)', () => {
  it('reads the trigger × damage-adjacent with the use limit and recharge first-bloodied', () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'triggered',
      name: 'Fire Burst',
      trigger: 'start-of-own-turn',
      activated: true,
      action: 'none',
      uses: 1,
      recharge: 'first-bloodied',
      effect: { kind: 'damage-adjacent', amount: 10, type: 'fire' },
    });
    // Without a use limit there is nothing to regain: a gap.
    expect(
      readLanguage('Use at start of this creature’s turn. Adjacent creatures take 10 fire Damage; RECHARGE when first Bloodied.', undefined, 'X'),
    ).toHaveProperty('family');
  });

  it('used: the raider and the ally beside the warden take 10 fire, the imp with Resist 10 Fire none', () => {
    const s = used();
    expect(byLabel(s, 'Raider').hp).toBe(90);
    expect(byLabel(s, 'Ember Ally').hp).toBe(50);
    expect(byLabel(s, 'Ash Imp').hp).toBe(60);
  });

  it('first bloodied by the raider (60 -> 40 -> 20 is the second hit): the use comes back and is offered again', () => {
    const s = used();
    raiderHitsWarden(s);
    expect(byLabel(s, 'Flame Warden').hp).toBe(40);
    raiderHitsWarden(s);
    expect(byLabel(s, 'Flame Warden').hp).toBe(20);
    expect(offeredAtWardenTurn(s, false)).toBe(true);
  });

  it('control: not bloodied, the spent use stays spent', () => {
    const s = used();
    raiderHitsWarden(s);
    expect(byLabel(s, 'Flame Warden').hp).toBe(40);
    expect(offeredAtWardenTurn(s, false)).toBe(false);
  });

  it('only the first time: bloodied before the use, healed, used, bloodied again — not recharged', () => {
    const s = turnOf(['Flame Warden', 'Ember Ally'], ['Raider', 'Ash Imp'], AT, 'Raider');
    act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Flame Warden').id) : null));
    raiderHitsWarden(s);
    expect(byLabel(s, 'Flame Warden').hp).toBe(20);
    // First bloodied before any use: nothing to regain, and the recharge is gone.
    expect(offeredAtWardenTurn(s, true)).toBe(true);
    // Healed back to full (set directly: no healing power in this test), then bloodied a second time.
    byLabel(s, 'Flame Warden').hp = 60;
    raiderHitsWarden(s);
    raiderHitsWarden(s);
    expect(byLabel(s, 'Flame Warden').hp).toBe(20);
    expect(offeredAtWardenTurn(s, false)).toBe(false);
  });
});
