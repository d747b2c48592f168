// A card's own source of combat advantage (ddm-battle-rules-2011, "Combat Advantage": +2 Attack):
// Quick Strike ("Combat advantage against creatures with lower Speed.", Lizardfolk Rogue) and Pack
// Tactics ("Enemies adjacent to an ally of this creature grant combat advantage to this creature.",
// Winter Wolf) — the continuous combat-advantage-against, asked by rules/attack-options.ts. Through the
// engine with forced dice against AC 14, an attack of +2: a 10 hits only with combat advantage. The rogue
// (Speed 6) hits the Speed-5 ox, misses the Speed-6 one (control); the wolf hits an ox its ally stands
// beside (not flanking), misses with the ally away (control); a plain beast misses beside the same ally.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const bite = { type: 'ATTACK' as const, text: 'Bite: +2 vs. AC; 10 damage.' };
const rows = [
  entry({ name: 'Rogue', powers: [bite, { type: 'SPECIAL', text: 'Quick Strike: Combat advantage against creatures with lower Speed.' }] }),
  entry({
    name: 'Wolf',
    powers: [bite, { type: 'SPECIAL', text: 'Pack Tactics: Enemies adjacent to an ally of this creature grant combat advantage to this creature.' }],
  }),
  entry({ name: 'Beast', powers: [bite] }),
  entry({ name: 'Packmate', powers: [bite] }),
  entry({ name: 'SlowOx', hp: 60, ac: 14, speed: 5, powers: [bite] }),
  entry({ name: 'Ox', hp: 60, ac: 14, speed: 6, powers: [bite] }),
];
const cards = importedCards(rows, 'combat-advantage-powers.json');
afterAll(addTestCards(cards));

/** `who` (2,2) bites `target` (3,2) with a 10, the packmate at `mate`; the target's HP after. */
function hpAfter(who: string, target: string, mate: [number, number] = [2, 8]): number {
  const s = turnOf([who, 'Packmate'], [target], [[2, 2], mate, [3, 2]], who);
  act(s, 'attack:0', [10], (d) => (d.kind === 'choose-target' ? String(byLabel(s, target).id) : null));
  return byLabel(s, target).hp;
}

describe('combat advantage from a power of the attacker', () => {
  it('reads combat-advantage-against slower / ally-adjacent', () => {
    expect(cards[0]?.powers[0]).toMatchObject({ effect: { kind: 'combat-advantage-against', against: 'slower' } });
    expect(cards[1]?.powers[0]).toMatchObject({ effect: { kind: 'combat-advantage-against', against: 'ally-adjacent' } });
  });

  it('Quick Strike: a 10 hits the slower ox, misses one as fast (control)', () => {
    expect(hpAfter('Rogue', 'SlowOx')).toBe(50);
    expect(hpAfter('Rogue', 'Ox')).toBe(60);
  });

  it('Pack Tactics: a 10 hits the ox beside its ally, misses with the ally away; a plain beast misses (controls)', () => {
    expect(hpAfter('Wolf', 'Ox', [3, 3])).toBe(50);
    expect(hpAfter('Wolf', 'Ox')).toBe(60);
    expect(hpAfter('Beast', 'Ox', [3, 3])).toBe(60);
  });
});
