// Tests for ddm-battle-rules-2011 "Automatic Powers" (Yuan-Ti Swiftscale's Zehir's Eye), "Resolving
// Effects" (Halfling Cleric of Melora's Second Chance as a cancellation effect), "Champion Powers",
// Bodyguard (redirect) and Defender (immediate attack before the triggering attack).
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { act, byLabel, ctxFor, turnOf, untilTurnOf } from '../testkit.js';

/** Answers a target question with `label`'s creature (found in the options by its label). */
const aim =
  (label: string, then: (d: Decision) => string | null = () => null) =>
  (d: Decision): string | null =>
    d.kind === 'choose-target' ? (d.options.find((o) => o.label.startsWith(label))?.id ?? null) : then(d);

describe("Zehir's Eye (automatic)", () => {
  it('an enemy that misses the Swiftscale in melee has -2 Attack until after it hits', () => {
    // The higher-level Battlemaster within 5 squares keeps the gnoll's Headstrong (+2) out of the numbers.
    const s = turnOf(
      ['Yuan-Ti Swiftscale'],
      ['Gnoll Marauder', 'Dwarf Battlemaster'],
      [
        [5, 5],
        [5, 6],
        [9, 6],
      ],
      'Gnoll Marauder',
    );
    const yt = byLabel(s, 'Yuan-Ti Swiftscale');
    const gnoll = byLabel(s, 'Gnoll Marauder');
    const base = ctxFor(s).query('attackBonus', 9, { attacker: gnoll.id, target: yt.id, melee: true });
    expect(base).toBe(9);
    act(s, 'attack:0', [2]);
    expect(ctxFor(s).query('attackBonus', 9, { attacker: gnoll.id, target: yt.id, melee: true })).toBe(7);
    // The penalty shows in the next roll's bonus (the gnoll's next turn), and ends once the gnoll hits.
    untilTurnOf(s, 'Gnoll Marauder');
    const r = act(s, 'attack:0', [19]);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['bonus']).toBe(7);
    expect(r.events.find((e) => e.type === 'attack-roll')?.data['hit']).toBe(true);
    expect(ctxFor(s).query('attackBonus', 9, { attacker: gnoll.id, target: yt.id, melee: true })).toBe(9);
  });
});

describe('Second Chance (cancellation)', () => {
  it('the attacker re-rolls instead; a miss on the re-roll cancels the hit and every effect of it', () => {
    const s = turnOf(
      ['Halfling Cleric of Melora'],
      ['Gnoll Marauder', 'Dwarf Battlemaster'],
      [
        [5, 5],
        [5, 6],
        [8, 8],
      ],
      'Gnoll Marauder',
    );
    const cleric = byLabel(s, 'Halfling Cleric of Melora');
    const r = act(s, 'attack:0', [18, 3], (a) => {
      if (a.kind !== 'use-power') return null;
      return a.options.find((o) => o.id === 'power:Second Chance' || o.id.startsWith('champion:'))?.id ?? 'no';
    });
    const rolls = r.events.filter((e) => e.type === 'attack-roll');
    expect(rolls.map((e) => e.data['hit'])).toEqual([true, false]);
    expect(r.events.some((e) => e.type === 'damage')).toBe(false);
    // The Battlemaster's "ally hits" champion power was never offered for the cancelled hit.
    expect(r.asked.filter((a) => a.kind === 'use-power').map((a) => a.options[0]?.id)).toEqual(['power:Second Chance']);
    expect(cleric.hp).toBe(50);
    // A limited-use power: it is not offered again (the gnoll's next turn).
    untilTurnOf(s, 'Gnoll Marauder');
    const again = act(s, 'attack:0', [18]);
    expect(again.asked.filter((a) => a.kind === 'use-power' && a.options.some((o) => o.id === 'power:Second Chance'))).toHaveLength(0);
  });
});

describe('Bodyguard and Defender', () => {
  it('Bodyguard redirects an attack on an adjacent ally to the Merchant Guard', () => {
    const s = turnOf(
      ['Merchant Guard', 'Defiant Rake'],
      ['Gnoll Marauder'],
      [
        [4, 5],
        [5, 5],
        [5, 6],
      ],
      'Gnoll Marauder',
    );
    const r = act(
      s,
      'attack:0',
      [15],
      aim('Defiant Rake', (a) => (a.kind === 'use-power' ? 'power:Bodyguard' : null)),
    );
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['label'])).toEqual(['Merchant Guard']);
  });
  it("a redirected attack treats the Merchant Guard as standing in the original target's space (flanking there counts)", () => {
    // The gnoll and the wolf flank the Rake at (5,5); the guard at (4,5) is not flanked where it stands.
    const s = turnOf(
      ['Merchant Guard', 'Defiant Rake'],
      ['Gnoll Marauder', 'Dire Wolf'],
      [
        [4, 5],
        [5, 5],
        [5, 6],
        [5, 4],
      ],
      'Gnoll Marauder',
    );
    const r = act(
      s,
      'attack:0',
      [15],
      aim('Defiant Rake', (a) => (a.kind === 'use-power' ? 'power:Bodyguard' : null)),
    );
    const roll = r.events.find((e) => e.type === 'attack-roll');
    expect(roll?.data['targetLabel']).toBe('Merchant Guard');
    expect(roll?.data['ca']).toBe(true);
    expect(byLabel(s, 'Merchant Guard').pos).toEqual({ x: 4, y: 5 });
  });
  it('Defender: the Eternal Blade attacks the adjacent enemy before that enemy attacks its ally', () => {
    const s = turnOf(
      ['Eternal Blade', 'Defiant Rake'],
      ['Black Dragon Hatchling'],
      [
        [6, 6],
        [5, 5],
        [5, 6],
      ],
      'Black Dragon Hatchling',
    );
    const hatchling = byLabel(s, 'Black Dragon Hatchling');
    const r = act(
      s,
      'attack:0',
      // The Blade's roll only: the hatchling is destroyed before it rolls.
      [15],
      aim('Defiant Rake', (a) => (a.kind === 'use-power' ? 'power:Defender' : null)),
    );
    // The Blade's sword (20 damage) destroys the 20-HP hatchling: its bite never lands.
    expect(hatchling.destroyed).toBe(true);
    expect(r.events.filter((e) => e.type === 'attack').map((e) => e.data['label'])).toEqual(['Black Dragon Hatchling', 'Eternal Blade']);
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['label'])).toEqual(['Black Dragon Hatchling']);
  });
});

describe('champion powers', () => {
  it('Dwarf Battlemaster turns an enemy critical hit into a normal hit, spending one of its uses', () => {
    const s = turnOf(
      ['Dwarf Battlemaster', 'Merchant Guard'],
      ['Gnoll Marauder'],
      [
        [9, 9],
        [5, 5],
        [5, 6],
      ],
      'Gnoll Marauder',
    );
    const bm = byLabel(s, 'Dwarf Battlemaster');
    const r = act(
      s,
      'attack:0',
      [20],
      aim('Merchant Guard', (a) => (a.kind === 'use-power' ? (a.options.find((o) => o.id === 'champion:1')?.id ?? 'no') : null)),
    );
    expect(r.events.filter((e) => e.type === 'damage').map((e) => e.data['amount'])).toEqual([20]);
    expect(bm.championUses).toBe(1);
  });
});

describe('other starter powers', () => {
  it('Rock Solid: when an ally scores a critical hit, the Battlemaster recharges its spent Crushing Blow', () => {
    const s = turnOf(
      ['Dwarf Battlemaster', 'Merchant Guard'],
      ['Treant'],
      [
        [9, 9],
        [4, 4],
        [4, 5],
      ],
      'Merchant Guard',
      {
        prepare: (s) => {
          const bm = byLabel(s, 'Dwarf Battlemaster');
          ctxFor(s).counters.spend(`${bm.id}:Crushing Blow`);
        },
      },
    );
    const bm = byLabel(s, 'Dwarf Battlemaster');
    const r = act(s, 'attack:0', [20], (a) => {
      if (a.kind !== 'use-power') return null;
      return a.options.find((o) => o.id === 'power:Rock Solid|recharge')?.id ?? 'no';
    });
    expect(r.events.some((e) => e.type === 'recharge')).toBe(true);
    expect(ctxFor(s).counters.available(`${bm.id}:Crushing Blow`, 1)).toBe(true);
  });
  it('Feral Regeneration: an immediate heal of 20 when the troll takes damage and survives, once', () => {
    const s = turnOf(
      ['Eternal Blade'],
      ['Feral Troll'],
      [
        [4, 4],
        [4, 5],
      ],
      'Eternal Blade',
    );
    const troll = byLabel(s, 'Feral Troll');
    const regenerate = (a: Decision) => (a.kind === 'use-power' ? 'power:Feral Regeneration 20' : null);
    act(s, 'attack:0', [15], regenerate);
    expect(troll.hp).toBe(65);
    // The Blade's next turn (the troll's turn ended at once in between).
    untilTurnOf(s, 'Eternal Blade');
    const r = act(s, 'attack:0', [15], regenerate);
    expect(r.asked.filter((a) => a.kind === 'use-power')).toHaveLength(0);
    expect(troll.hp).toBe(45);
  });
  it('Turning Tide heals each bloodied ally within 5 squares by 10, not itself or healthy allies', () => {
    const s = turnOf(
      ['Halfling Cleric of Melora', 'Merchant Guard', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [5, 5],
        [11, 11],
        [0, 11],
      ],
      'Halfling Cleric of Melora',
      {
        prepare: (x) => {
          byLabel(x, 'Merchant Guard #1').hp = 10;
          byLabel(x, 'Merchant Guard #2').hp = 10;
          byLabel(x, 'Halfling Cleric of Melora').hp = 20;
        },
      },
    );
    const cleric = byLabel(s, 'Halfling Cleric of Melora');
    const [near, far] = [byLabel(s, 'Merchant Guard #1'), byLabel(s, 'Merchant Guard #2')];
    act(s, 'power:Turning Tide');
    expect([near.hp, far.hp, cleric.hp]).toEqual([20, 10, 20]);
  });
  it('Bounding Assault moves up to twice the speed as a move action', () => {
    const s = turnOf(
      ['Eternal Blade'],
      ['Dire Wolf'],
      [
        [0, 0],
        [11, 11],
      ],
      'Eternal Blade',
    );
    const blade = byLabel(s, 'Eternal Blade');
    const r = act(s, 'power:Bounding Assault', [], (a) => (a.kind === 'choose-destination' ? '0,11' : null));
    expect(r.asked.find((a) => a.kind === 'choose-destination')?.options.some((o) => o.id === '0,11')).toBe(true);
    expect(blade.pos).toEqual({ x: 0, y: 11 });
  });
});
