// "<Keyword> and <Keyword> allies within N have +A attack and +D damage" / "… have +D Damage" (Champion
// of Hruggeck, with the file's "Goblinallies" and a use limit on an always-on power; Lolth's Wrath) —
// import/keyword-ally-aura.ts, the continuous aura-ally-bonus; ddm-battle-rules-2011, "Continuous Powers",
// Aura, and "Bonuses and Penalties". Through the engine with forced dice against AC 18: a Goblin ally 2
// squares from the chief rolls 6 with its +10 club — 18 hits with the aura's +2, for 10 + 5; controls: an
// Orc ally there (no keyword), the Goblin 7 squares away, or the Goblin beside a chief without the power,
// all miss with the same 6. The damage-only wording: +5 Damage, no Attack. Fails if the power is ignored.
import { afterAll, describe, expect, it } from 'vitest';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { parseDdmwi } from './parse.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +10 vs. AC; 10 damage.' };
const hruggeck = {
  type: 'SPECIAL' as const,
  text: 'Champion of Hruggeck: Bugbear and Goblinallies within 5 have +2 attack and +5 damage.',
  limit: 1,
};
const rows = [
  entry({ name: 'Hruggeck Chief', keywords: ['Bugbear'], powers: [club, hruggeck] }),
  entry({ name: 'Plain Chief', keywords: ['Bugbear'], powers: [club] }),
  entry({
    name: 'Web Mistress',
    keywords: ['Drow'],
    powers: [club, { type: 'SPECIAL', text: "Lolth's Wrath: Drow and Spider allies within 2 squares have +5 Damage." }],
  }),
  entry({ name: 'Goblin Cutter', keywords: ['Goblin'], powers: [club] }),
  entry({ name: 'Orc Cutter', keywords: ['Orc'], powers: [club] }),
  entry({ name: 'Cave Spider', keywords: ['Spider'], powers: [club] }),
  entry({ name: 'Target Ox', hp: 60, ac: 18, powers: [club] }),
];
const cards = importedCards(rows, 'keyword-ally-aura.json');
afterAll(addTestCards(cards));

/** `boss` at `bossAt`, `who` at `at` attacks the ox beside it with a forced `roll`; the ox's HP after. */
function oxAfter(boss: string, who: string, roll: number, at: [number, number] = [4, 2], bossAt: [number, number] = [2, 2]): number {
  const ox: [number, number] = [at[0] + 1, at[1]];
  const s = turnOf([boss, who], ['Target Ox'], [bossAt, at, ox], who);
  act(s, 'attack:0', [roll], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Target Ox').id) : null));
  return byLabel(s, 'Target Ox').hp;
}

describe('keyword ally aura: +N Attack / +N Damage to allies of the keywords nearby', () => {
  it("reads both wordings; the file's use limit on the always-on power is not read (reported)", () => {
    expect(cards[0]?.powers[0]).toEqual({
      kind: 'continuous',
      name: 'Champion of Hruggeck',
      effect: { kind: 'aura-ally-bonus', keywords: ['Bugbear', 'Goblin'], radius: 5, attack: 2, damage: 5 },
    });
    expect(cards[2]?.powers[0]).toEqual({
      kind: 'continuous',
      name: "Lolth's Wrath",
      effect: { kind: 'aura-ally-bonus', keywords: ['Drow', 'Spider'], radius: 2, attack: 0, damage: 5 },
    });
    const parsed = parseDdmwi(JSON.stringify([rows[0]]), 'limit.json');
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.creatures[0]?.powers.find((p) => p.name === 'Champion of Hruggeck')?.translated?.[0]).toContain('use limit (1)');
  });

  it('a Goblin ally within 5: a 6 hits (16 + 2 = 18) for 15', () => {
    expect(oxAfter('Hruggeck Chief', 'Goblin Cutter', 6)).toBe(45);
  });

  it('controls: an Orc ally, the Goblin 7 squares away, a chief without the power — the 6 misses', () => {
    expect(oxAfter('Hruggeck Chief', 'Orc Cutter', 6)).toBe(60);
    expect(oxAfter('Hruggeck Chief', 'Goblin Cutter', 6, [9, 2])).toBe(60);
    expect(oxAfter('Plain Chief', 'Goblin Cutter', 6)).toBe(60);
  });

  it('the damage-only wording: a Spider ally within 2 deals 15, no Attack bonus (a 7 misses); 3 squares away 10', () => {
    expect(oxAfter('Web Mistress', 'Cave Spider', 8)).toBe(45);
    expect(oxAfter('Web Mistress', 'Cave Spider', 7)).toBe(60);
    expect(oxAfter('Web Mistress', 'Cave Spider', 8, [5, 2])).toBe(50);
  });
});
