// "AND target has -2 Fortitude, -2 Reflex, and -2 Will until end of its next turn" (Rune of Terror,
// Hellish Poison Sting): the attack effect defense-penalty with `defenses` — the penalty on the
// defenses named only, AC untouched (ddm-battle-rules-2011, "Bonuses and Penalties"; "Applying
// Damage", Additional Effects). Played through the engine with forced dice: the rune's hit leaves the
// ox -2 Fortitude, Reflex and Will and its AC as printed; a miss leaves none; the "-2 to all defenses"
// control lowers AC too. Fails if the clause stays a gap, is read as "all defenses", or is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import type { Defense } from '../cards/schema-basics.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, ctxFor, turnOf } from '../testkit.js';
import type { DdmState } from '../state.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { hitOrGap } from './attack-effects.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Rune Mage',
    powers: [{ type: 'ATTACK', text: 'Rune: +8 vs. AC; 5 damage AND target has -2 Fortitude, -2 Reflex, and -2 Will until end of its next turn.' }],
  }),
  entry({ name: 'Curse Mage', powers: [{ type: 'ATTACK', text: 'Hex: +8 vs. AC; 5 damage AND -2 to all defenses (save ends).' }] }),
  entry({ name: 'Target Ox', hp: 60, ac: 15, fort: 14, ref: 13, will: 12, powers: [poke] }),
];
const cards = importedCards(rows, 'named-defense-penalty.json');
afterAll(addTestCards(cards));

/** `who` at (4,5) attacks the ox at (5,5) with a forced d20; then the ox's four defenses as an attack against it reads them. */
function defensesAfter(who: string, d20: number): number[] {
  const s: DdmState = turnOf(
    [who],
    ['Target Ox'],
    [
      [4, 5],
      [5, 5],
    ],
    who,
  );
  act(s, 'attack:0', [d20], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  const ox = byLabel(s, 'Target Ox');
  expect(ox.hp).toBe(d20 === 1 ? 60 : 55);
  const printed: Record<Defense, number> = { AC: 15, Fort: 14, Ref: 13, Will: 12 };
  return (['AC', 'Fort', 'Ref', 'Will'] as const).map((d) => ctxFor(s).query('defense', printed[d], { creature: ox.id, defense: d }));
}

describe('attack hit clause: target has -N Fortitude, -N Reflex, and -N Will', () => {
  it('reads the clause as defense-penalty on the three defenses named', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([{ kind: 'defense-penalty', amount: 2, duration: 'end-of-next-turn', defenses: ['Fort', 'Ref', 'Will'] }]);
    const a = cards[0]?.attacks[0];
    if (a) expect(attackText(a)).toContain('-2 to Fortitude, Reflex, Will');
  });

  it('reads "target has -2 AC until start of its next turn" as the penalty on AC alone', () => {
    const hit = hitOrGap('15 damage AND target has -2 AC until start of its next turn', 'hit');
    expect('effects' in hit && hit.effects).toEqual([{ kind: 'defense-penalty', amount: 2, duration: 'start-of-next-turn', defenses: ['AC'] }]);
  });

  it('different amounts, or a defense named twice, stay a gap', () => {
    expect('family' in hitOrGap('5 damage AND target has -2 Fortitude and -4 Will', 'hit')).toBe(true);
    expect('family' in hitOrGap('5 damage AND target has -2 Will, and -2 Will', 'hit')).toBe(true);
  });

  it('a hit lowers Fortitude, Reflex and Will by 2 and leaves AC; a miss (a natural 1) lowers none', () => {
    expect(defensesAfter('Rune Mage', 15)).toEqual([15, 12, 11, 10]);
    expect(defensesAfter('Rune Mage', 1)).toEqual([15, 14, 13, 12]);
  });

  it('the "-2 to all defenses" control lowers AC too (it was dropped before: same-named amounts started from 0)', () => {
    expect(defensesAfter('Curse Mage', 15)).toEqual([13, 12, 11, 10]);
  });
});
