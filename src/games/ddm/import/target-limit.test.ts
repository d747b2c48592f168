// Target limits printed on an attack — "(Evil target only)", "(range 6, Level 10 or lower target)",
// "Slowed or Immobilized target only:", "(Staggered, Stunned, or Helpless enemy)" (Staggered is Dazed,
// Appendix A) and "Make 2 attacks, (sight, targets in victory areas only)" — read from invented rows into
// the attack field targetLimit and played through the engine with forced dice (ddm-battle-rules-2011, "How
// to Choose Targets" narrowed by the card, "CORE RULES AND EXCEPTIONS"; rules/target-limit.ts): the attack
// is offered against a creature that meets the limit and hits it, and is not offered against one standing
// in the same place that does not (the control). A charge whose basic melee attack has a limit goes only
// to such a target ("CHARGE"). Fails if the limit is ignored (the other creature would be a target) or
// the rows stay gaps (importedCards throws). Limits on close and area attacks: area-target-limit.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import type { ConditionName } from '../cards/schema-basics.js';
import { addTestCards } from '../powers/test-cards.js';
import type { DdmState } from '../state.js';
import { act, byLabel, decision, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const poke = { type: 'ATTACK' as const, text: 'Poke: +1 vs. AC; 5 damage.' };
const rows = [
  entry({ name: 'Holy Bear', powers: [poke, { type: 'ATTACK', text: 'Smite Wicked: (Evil target only) +5 vs. AC; 25 Damage', limit: 1 }] }),
  entry({
    name: 'Grim Bugbear',
    powers: [
      poke,
      { type: 'ATTACK', text: 'Glare: Minor action: (range 6, Level 10 or lower target) +14 vs. Will: Immobilized. Recharge as a move action.', limit: 1 },
    ],
  }),
  entry({
    name: 'Grizzly',
    powers: [poke, { type: 'ATTACK', text: 'Maul: Slowed or Immobilized target only: +15 vs. Fortitude; 25 damage AND Immobilized.' }],
  }),
  entry({ name: 'Hungry Ghoul', powers: [{ type: 'ATTACK', text: 'Feast: (Staggered, Stunned, or Helpless enemy) +10 vs. AC; 25 Damage' }] }),
  entry({
    name: 'Tower Crossbow',
    powers: [poke, { type: 'ATTACK', text: 'Guard Shot: Make 2 attacks, (sight, targets in victory areas only) +11 vs. AC; 10 Damage' }],
  }),
  entry({ name: 'Evil Ox', alignment: 'EVIL', level: 11, hp: 80, powers: [poke] }),
  entry({ name: 'Good Ox', alignment: 'GOOD', level: 10, hp: 80, powers: [poke] }),
  entry({ name: 'Soul Eater', powers: [poke, { type: 'ATTACK', text: 'Death Gaze: (range 10, living target only) +14 vs. Fortitude; 30 damage.' }] }),
  entry({ name: 'Dryad Charmer', powers: [poke, { type: 'ATTACK', text: 'Charm: (range 10, non-Fey target only) +12 vs. Will; 20 damage.' }] }),
  entry({ name: 'Bone Ox', keywords: ['Undead'], hp: 80, powers: [poke] }),
  entry({ name: 'Fey Ox', keywords: ['Fey'], hp: 80, powers: [poke] }),
];
const cards = importedCards(rows, 'target-limit.json');
afterAll(addTestCards(cards));

const attackIds = (s: DdmState) =>
  decision(s)
    .options.map((o) => o.id)
    .filter((id) => id.startsWith('attack:'));
/** `who` at (4,5), the ox at `ox` (adjacent by default), with the conditions given. */
const duel = (who: string, ox: string, conds: ConditionName[] = [], at: [number, number] = [5, 5]) =>
  turnOf([who], [ox], [[4, 5], at], who, {
    prepare: (s) => conds.forEach((k) => byLabel(s, ox).conds.push({ id: 80, ...testCondition(k, 0), ownTurn: false })),
  });

describe('attack range: target limits (alignment, level, conditions, victory areas)', () => {
  it('reads each limit onto the attack', () => {
    expect(cards.slice(0, 5).map((c) => c.attacks.find((a) => a.targetLimit)?.targetLimit)).toEqual([
      { alignments: ['Evil'] },
      { maxLevel: 10 },
      { conditions: ['Slowed', 'Immobilized'] },
      { conditions: ['Dazed', 'Stunned', 'Helpless'] },
      { inVictoryArea: true },
    ]);
    const smite = cards[0]?.attacks[1];
    if (smite) expect(attackText(smite)).toContain('only against a Evil target');
  });

  it('(Evil target only): a 15 hits the Evil ox for 25; not offered against the Good ox', () => {
    const s = duel('Holy Bear', 'Evil Ox');
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Evil Ox').hp).toBe(55);
    expect(attackIds(duel('Holy Bear', 'Good Ox'))).toEqual(['attack:0']);
  });

  it('(Level 10 or lower target): offered against the level 10 ox 4 squares away, which it immobilizes; not against the level 11 one', () => {
    const s = duel('Grim Bugbear', 'Good Ox', [], [8, 5]);
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Good Ox').conds.map((c) => c.kind)).toContain('Immobilized');
    expect(attackIds(duel('Grim Bugbear', 'Evil Ox', [], [8, 5]))).not.toContain('attack:1');
  });

  it('Slowed or Immobilized target only: offered against the slowed ox and hits for 25; not against the same ox unslowed', () => {
    const s = duel('Grizzly', 'Good Ox', ['Slowed']);
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Good Ox').hp).toBe(55);
    expect(attackIds(duel('Grizzly', 'Good Ox'))).toEqual(['attack:0']);
  });

  it('(Staggered, Stunned, or Helpless enemy): a Dazed ox is a target, a plain one is not; a charge goes only to a Dazed one', () => {
    const s = duel('Hungry Ghoul', 'Good Ox', ['Dazed']);
    expect(attackIds(s)).toEqual(['attack:0']);
    act(s, 'attack:0', [15]);
    expect(byLabel(s, 'Good Ox').hp).toBe(55);
    expect(attackIds(duel('Hungry Ghoul', 'Good Ox'))).toEqual([]);
    // 4 squares away: the charge to the Dazed ox is offered and its feast hits; to the plain ox it is not.
    const charging = (conds: ConditionName[]) => decision(duel('Hungry Ghoul', 'Good Ox', conds, [8, 5])).options.some((o) => o.id === 'charge');
    expect(charging(['Dazed'])).toBe(true);
    expect(charging([])).toBe(false);
  });

  it('(targets in victory areas only): two shots at the ox in a victory area; none at the ox outside one', () => {
    // openMap's victory area B is the square (11,1).
    const s = turnOf(
      ['Tower Crossbow'],
      ['Good Ox'],
      [
        [6, 1],
        [11, 1],
      ],
      'Tower Crossbow',
    );
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15, 15]);
    expect(byLabel(s, 'Good Ox').hp).toBe(60);
    const out = turnOf(
      ['Tower Crossbow'],
      ['Good Ox'],
      [
        [6, 1],
        [10, 2],
      ],
      'Tower Crossbow',
    );
    expect(attackIds(out)).not.toContain('attack:1');
  });

  it('(living target only): the gaze hits the ox for 30; not offered against an Undead ox ("Living Creatures")', () => {
    expect(cards[7]?.attacks[1]?.targetLimit).toEqual({ living: true });
    const s = duel('Soul Eater', 'Good Ox', [], [8, 5]);
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Good Ox').hp).toBe(50);
    expect(attackIds(duel('Soul Eater', 'Bone Ox', [], [8, 5]))).not.toContain('attack:1');
  });

  it('(non-Fey target only): the charm hits the Undead ox for 20; not offered against the Fey ox', () => {
    expect(cards[8]?.attacks[1]?.targetLimit).toEqual({ notKeywords: ['Fey'] });
    const s = duel('Dryad Charmer', 'Bone Ox', [], [8, 5]);
    expect(attackIds(s)).toContain('attack:1');
    act(s, 'attack:1', [15]);
    expect(byLabel(s, 'Bone Ox').hp).toBe(60);
    expect(attackIds(duel('Dryad Charmer', 'Fey Ox', [], [8, 5]))).not.toContain('attack:1');
  });

  it('"non-Petrified" (a state the engine lacks) and "non-adjacent" stay gaps', () => {
    const rows2 = [
      entry({ name: 'Gazer', powers: [poke, { type: 'ATTACK', text: 'Gaze: (range 6, non-Petrified targets only) +9 vs. Will; Immobilized (save ends).' }] }),
      entry({ name: 'Windup', powers: [poke, { type: 'ATTACK', text: 'Windup: (non-adjacent target only) +15 vs. AC; 20 damage.' }] }),
    ];
    const parsed = parseDdmwi(JSON.stringify(rows2), 'target-limit-states.json');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.creatures.map((c) => c.powers.find((p) => p.section === 'attack' && p.name !== 'Poke')?.enforced)).toEqual([false, false]);
  });
});
