// "Use only when target grants this creature combat advantage: +N vs. D; …" (Blood Drain), read from
// invented rows and played through the engine with forced dice (ddm-battle-rules-2011, "How to Choose
// Targets" narrowed by the card, "CORE RULES AND EXCEPTIONS"; "Combat Advantage": a flanked target grants
// it, "Flanking"). The attack's only legal targets are creatures that grant the attacker combat
// advantage: flanked with an ally, the brute is offered and the bite hits with +2 (a 6 needs it) and
// heals the spawn; alone beside it, the attack is not offered, while the control without the prefix is.
// Fails if the prefix is ignored (offered without the flank) or the line stays a gap.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, decision, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const claw = { type: 'ATTACK' as const, text: 'Claw: +5 vs. AC; 5 damage.' };
const rows = [
  entry({
    name: 'Night Spawn',
    hp: 60,
    powers: [
      claw,
      {
        type: 'ATTACK',
        text: 'Blood Drain: Use only when target grants this creature combat advantage: +10 vs. AC; 10 damage AND this creature heals 15 HP. RECHARGE when this creature is hit by a {m} attack.',
        limit: 1,
      },
    ],
  }),
  entry({ name: 'Day Spawn', hp: 60, powers: [claw, { type: 'ATTACK', text: 'Blood Drain: +10 vs. AC; 10 damage AND this creature heals 15 HP.', limit: 1 }] }),
  entry({ name: 'Helper Wolf', powers: [claw] }),
  entry({ name: 'Straw Brute', hp: 200, powers: [claw] }),
];
const cards = importedCards(rows, 'combat-advantage-only.json');
afterAll(addTestCards(cards));

const attackIds = (s: ReturnType<typeof turnOf>) =>
  decision(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('attack:'));

describe('attacks: use only when target grants this creature combat advantage', () => {
  it('reads the prefix as the attack field combatAdvantageOnly, with the recharge kept', () => {
    expect(cards[0]?.attacks[1]).toMatchObject({
      name: 'Blood Drain',
      basic: false,
      uses: 1,
      combatAdvantageOnly: true,
      recharge: { kind: 'when', event: 'hit-by', attack: 'melee' },
    });
    const drain = cards[0]?.attacks[1];
    if (!drain) throw new Error('no Blood Drain');
    expect(attackText(drain)).toContain('only against a target that grants it combat advantage');
    expect(cards[1]?.attacks[1]?.combatAdvantageOnly).toBeUndefined();
  });

  it('flanking the brute with the wolf: offered, a 6 hits with combat advantage (+2), 10 damage, the spawn heals', () => {
    // Spawn west of the brute, wolf east of it: the brute is flanked.
    const s = turnOf(
      ['Night Spawn', 'Helper Wolf'],
      ['Straw Brute'],
      [
        [4, 5],
        [6, 5],
        [5, 5],
      ],
      'Night Spawn',
      { prepare: (st) => void (byLabel(st, 'Night Spawn').hp = 40) },
    );
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [6]);
    expect(byLabel(s, 'Straw Brute').hp).toBe(190);
    expect(byLabel(s, 'Night Spawn').hp).toBe(55);
  });

  it('beside the brute alone: not offered; the control without the prefix is', () => {
    const at: [number, number][] = [
      [4, 5],
      [9, 9],
      [5, 5],
    ];
    const s = turnOf(['Night Spawn', 'Helper Wolf'], ['Straw Brute'], at, 'Night Spawn');
    expect(attackIds(s)).toContain('attack:0');
    expect(attackIds(s)).not.toContain('attack:1');
    const control = turnOf(['Day Spawn', 'Helper Wolf'], ['Straw Brute'], at, 'Day Spawn');
    expect(attackIds(control)).toContain('attack:1');
  });
});
