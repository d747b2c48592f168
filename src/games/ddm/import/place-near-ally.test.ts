// Conjuration N and Divine Summons N ("Use at end of round[;:] Place this creature within 6 squares of an
// Arcane (a Divine) ally[ of level N or greater]") — the trigger end-of-round × the effect
// place-near-ally (abilities/effects/place-near-ally.ts): ddm-battle-rules-2011, "PLACE", "Set-Up"
// (Delayed Appearance), "Counting Distance". Through the engine: the delayed weapon, off the map, is
// offered Divine Summons at the end of round 1 beside a level-6 Divine ally and enters play where its
// player picks, only spaces within 6 squares of that ally offered; beside a level-4 Divine ally
// (control) the power is not offered and it stays off the map; Conjuration (no level) needs an Arcane
// ally — a Divine one (control) does not do.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import type { Decision } from '../../../core/index.js';
import type { DdmState } from '../state.js';
import { byLabel, decision, play, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +8 vs. AC; 10 damage.' };
const delayed = { type: 'SPECIAL' as const, text: 'Delayed Appearance: Starts off the battlemap.' };
const rows = [
  entry({
    name: 'Spirit Mace',
    keywords: ['Spell', 'Divine'],
    powers: [
      club,
      delayed,
      {
        type: 'SPECIAL',
        text: 'Divine Summons 5: Use at end of round: Place this creature within 6 squares of a Divine ally of level 5 or greater.',
        limit: 1,
      },
    ],
  }),
  entry({
    name: 'Spell Lantern',
    keywords: ['Spell', 'Arcane'],
    powers: [club, delayed, { type: 'SPECIAL', text: 'Conjuration: Use at end of round; Place this creature within 6 squares of an Arcane ally.', limit: 1 }],
  }),
  entry({ name: 'High Priest', keywords: ['Human', 'Divine'], level: 6, powers: [club] }),
  entry({ name: 'Acolyte', keywords: ['Human', 'Divine'], level: 4, powers: [club] }),
  entry({ name: 'Hedge Wizard', keywords: ['Human', 'Arcane'], level: 2, powers: [club] }),
  entry({ name: 'Bandit', keywords: ['Human'], powers: [club] }),
];
const cards = importedCards(rows, 'place-near-ally.json');
afterAll(addTestCards(cards));

/** `summoned` (off the map) and `ally` (2,2) against the bandit (10,10); the bandit's turn first. Plays round 1 out until a power is offered or round 2 begins. */
function endOfRound(summoned: string, ally: string): { s: DdmState; offer: Decision | null } {
  const s = turnOf(
    [summoned, ally],
    ['Bandit'],
    [
      [0, 0],
      [2, 2],
      [10, 10],
    ],
    'Bandit',
    {
      prepare: (st) => {
        const c = byLabel(st, summoned);
        c.pos = null;
        c.lastLegal = null;
      },
    },
  );
  for (let guard = 0; guard < 50 && s.round === 1; guard++) {
    const d = decision(s);
    if (d.kind === 'use-power') return { s, offer: d };
    play(s, [d.kind === 'choose-action' ? 'end' : d.kind === 'initiative' ? 'first' : (d.options[0] as { id: string }).id]);
  }
  return { s, offer: null };
}

describe('Conjuration N, Divine Summons N: at end of round, place this creature within 6 squares of an ally of a keyword (and level)', () => {
  it('reads the end-of-round trigger and the place-near-ally effect', () => {
    expect(cards[0]?.powers).toContainEqual(
      expect.objectContaining({
        trigger: 'end-of-round',
        activated: true,
        uses: 1,
        effect: { kind: 'place-near-ally', within: 6, keyword: 'Divine', level: 5 },
      }),
    );
    expect(cards[1]?.powers).toContainEqual(expect.objectContaining({ effect: { kind: 'place-near-ally', within: 6, keyword: 'Arcane' } }));
  });

  it('beside a level-6 Divine ally the delayed weapon enters play within 6 squares of it', () => {
    const { s, offer } = endOfRound('Spirit Mace', 'High Priest');
    expect(offer?.options.map((o) => o.id)).toContain('power:Divine Summons 5');
    const r = play(s, ['power:Divine Summons 5', '8,2']);
    const where = r.asked.find((a) => a.kind === 'choose-destination')?.options.map((o) => o.id) ?? [];
    expect(where).toContain('8,2');
    expect(where).not.toContain('9,2');
    expect(where).not.toContain('2,2');
    expect(byLabel(s, 'Spirit Mace').pos).toEqual({ x: 8, y: 2 });
    expect(r.events.find((e) => e.type === 'placed')?.data['how']).toBe('enters play');
  });

  it('beside a level-4 Divine ally it is not offered and the weapon stays off the map', () => {
    const { s, offer } = endOfRound('Spirit Mace', 'Acolyte');
    expect(offer).toBeNull();
    expect(s.round).toBe(2);
    expect(byLabel(s, 'Spirit Mace').pos).toBeNull();
  });

  it('Conjuration needs an Arcane ally (any level); a Divine one does not do', () => {
    expect(endOfRound('Spell Lantern', 'Hedge Wizard').offer?.options.map((o) => o.id)).toContain('power:Conjuration');
    expect(endOfRound('Spell Lantern', 'High Priest').offer).toBeNull();
  });
});
