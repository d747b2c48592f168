// Tests for ddm-battle-rules-2011 "Mounts and Riders", "MOUNT", "DISMOUNT", Cover ("Mounted
// Creatures") and the Definition Block's Mount marker: each bullet of MOUNT is a `describe` named
// after it (DISMOUNT's are in dismount.test.ts). The Warhorse (Large) carries one Medium or smaller
// Human or Elf ally.
import { describe, expect, it } from 'vitest';
import { battleInvariants } from '../battle-checks.js';
import { creatureText } from '../cards/render.js';
import { game } from '../game.js';
import { renderText } from '../render.js';
import { creatureCardSchema, type CreatureCard } from '../cards/schema.js';
import { STARTER_CREATURES } from '../content/creatures.js';
import { geo } from '../geo.js';
import type { Cond, DdmState } from '../state.js';
import { act, battle, byLabel, ctxFor, decision, nextTurnOf, openMap, play, shoveOnMiss, turnOf, untilTurnOf, withCard } from '../testkit.js';
import { occupiers } from './assault.js';
import { combatAdvantage, rollInfo, singleTargets } from './attack-options.js';
import { addCond, onMap } from './common.js';
import { isMounted, mountOf, ridersOf } from './mount-links.js';
import { mayRide } from './mount.js';
import { currentSpeed } from './movement.js';
import { areaChoices, coverAgainst } from './tactics.js';
import { menu, mountOnTurn } from './mount-testkit.js';

/** A condition from no power (a test), caused by player 1's side. */
const cond = (kind: Cond['kind']) => ({
  kind,
  name: 'test',
  amount: 0,
  dtype: 'untyped' as const,
  defense: 'all' as const,
  duration: 'save-ends' as const,
  source: -1,
  sourcePlayer: -1,
});

describe('Mounts and Riders: the Mount power says who may ride', () => {
  it('the Warhorse carries a Medium or smaller Human or Elf ally, one at a time, and nothing else', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard', 'Eternal Blade', 'Dwarf Battlemaster', 'Feral Troll', 'Warhorse'],
      ['Merchant Guard'],
      [
        [4, 4],
        [3, 4],
        [6, 4],
        [4, 3],
        [1, 1],
        [8, 8],
        [4, 6],
      ],
      'Merchant Guard #1',
    );
    const horse = byLabel(s, 'Warhorse #1');
    const guard = byLabel(s, 'Merchant Guard #1');
    expect(mayRide(s, guard, horse)).toBe(true); // Human, Medium
    expect(mayRide(s, byLabel(s, 'Eternal Blade'), horse)).toBe(true); // Elf
    expect(mayRide(s, byLabel(s, 'Dwarf Battlemaster'), horse)).toBe(false); // a Dwarf
    expect(mayRide(s, byLabel(s, 'Feral Troll'), horse)).toBe(false); // Large, and a Troll
    expect(mayRide(s, byLabel(s, 'Merchant Guard #2'), horse)).toBe(false); // an enemy
    expect(mayRide(s, byLabel(s, 'Warhorse #2'), horse)).toBe(false); // a Beast, Large
    mountOnTurn(s, 'Merchant Guard #1', 'Warhorse #1');
    // One rider at a time; a rider does not take a rider or ride another mount.
    expect(mayRide(s, byLabel(s, 'Eternal Blade'), horse)).toBe(false);
    expect(mayRide(s, guard, byLabel(s, 'Warhorse #2'))).toBe(false);
  });

  it('the card shows Mount in its definition line and the power in our words', () => {
    const text = creatureText(STARTER_CREATURES.find((c) => c.name === 'Warhorse') as CreatureCard);
    expect(text.split('\n')[0]).toBe('Warhorse — Level 6 Beast (Mount)');
    expect(text).toContain('Trained Mount: Mount. Carries one rider: a Medium or smaller Elf or Human ally.');
    expect(text).toContain(
      'Charger: When this creature has resolved a charge, its rider may make a melee basic attack against the target of the charge with +10 Damage as a free action.',
    );
    expect(text).not.toContain('Not yet enforced');
    expect(creatureText(STARTER_CREATURES.find((c) => c.name === 'Merchant Guard') as CreatureCard)).not.toContain('(Mount)');
  });

  it('a rider cannot start the battle mounted: set-up leaves every creature on its own', () => {
    const s = battle(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [8, 8],
      ],
    );
    expect(s.core.effects.some((e) => e.handler === 'mounted')).toBe(false);
  });
});

describe('MOUNT — Replaces Move Action', () => {
  it('is offered exactly while a move action (or the attack action in its place) is left and a legal mount is adjacent', () => {
    const at: [number, number][] = [
      [4, 4],
      [3, 4],
      [8, 8],
      [10, 10],
    ];
    // A test minor-action power keeps the guard's turn going once its move and attack actions are spent.
    const s = turnOf(['Warhorse', 'Merchant Guard', 'Defiant Rake'], ['Dire Wolf'], at, 'Merchant Guard', {
      prepare: (x) => {
        const card = x.cards['Merchant Guard']!;
        withCard(
          x,
          'Merchant Guard',
          creatureCardSchema.parse({
            ...card,
            powers: [{ kind: 'action', name: 'Rally', action: 'minor', uses: 1, effect: { kind: 'heal-bloodied-allies', within: 1, amount: 5 } }],
          }),
        );
      },
    });
    const horse = byLabel(s, 'Warhorse');
    expect(menu(s, 'Merchant Guard')).toContain(`mount:${horse.id}`);
    // A shift (its move action) along the horse: the attack action can be taken as a move action ("Substitute Actions").
    act(s, 'shift', [], (a) => (a.kind === 'choose-destination' ? '3,5' : null));
    expect(menu(s, 'Merchant Guard')).toContain(`mount:${horse.id}`);
    // A move back (its attack action in place of a move): no move action left.
    act(s, 'move', [], (a) => (a.kind === 'choose-destination' ? '3,4' : null));
    expect(menu(s, 'Merchant Guard')).not.toContain(`mount:${horse.id}`);
    const t = turnOf(['Warhorse', 'Merchant Guard', 'Defiant Rake'], ['Dire Wolf'], at, 'Defiant Rake'); // not adjacent
    expect(menu(t, 'Defiant Rake').some((id) => id.startsWith('mount:'))).toBe(false);
    // Dominated (by player 2): only basic attacks.
    const u = turnOf(['Warhorse', 'Merchant Guard', 'Defiant Rake'], ['Dire Wolf'], at, 'Merchant Guard', {
      prepare: (x) => addCond(x, byLabel(x, 'Merchant Guard'), { ...cond('Dominated'), sourcePlayer: 1 }),
    });
    expect(u.turn?.controller).toBe(1);
    expect(menu(u, 'Merchant Guard').some((id) => id.startsWith('mount:'))).toBe(false);
  });

  it('Dazed: mounting may be its one action; Immobilized: mounting is not movement, so it is still offered', () => {
    const at: [number, number][] = [
      [4, 4],
      [3, 4],
      [10, 10],
    ];
    const withConds = (...kinds: Cond['kind'][]) =>
      turnOf(['Warhorse', 'Merchant Guard'], ['Dire Wolf'], at, 'Merchant Guard', {
        prepare: (x) => kinds.forEach((k) => addCond(x, byLabel(x, 'Merchant Guard'), cond(k))),
      });
    const s = withConds('Immobilized');
    const horse = byLabel(s, 'Warhorse');
    expect(menu(s, 'Merchant Guard')).not.toContain('move');
    expect(menu(s, 'Merchant Guard')).toContain(`mount:${horse.id}`);
    const dazed = withConds('Immobilized', 'Dazed'); // Dazed: one action in all
    expect(dazed.turn?.single).toBe(true);
    expect(menu(dazed, 'Merchant Guard')).toContain(`mount:${horse.id}`);
  });
});

describe('MOUNT — Mounting', () => {
  it("the rider leaves its own square, is still in play, occupies the mount's space and both gain Mounted", () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [6, 5],
      ],
      'Merchant Guard',
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    expect(isMounted(s, horse) || isMounted(s, guard)).toBe(false);
    const r = mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    expect(r.events.map((e) => e.type)).toContain('mounted');
    expect(mountOf(s, guard)?.id).toBe(horse.id);
    expect(ridersOf(s, horse).map((c) => c.id)).toEqual([guard.id]);
    expect(onMap(guard)).toBe(true);
    expect(guard.pos).toEqual(horse.pos);
    expect(guard.size).toBe(2);
    expect(isMounted(s, horse) && isMounted(s, guard)).toBe(true);
    // From the mount's space the rider now reaches the wolf (adjacent to the horse, 3 squares from (3,4)):
    // its attack action is still unused.
    expect(menu(s, 'Merchant Guard')).toContain('attack:0');
    expect(singleTargets(ctxFor(s), geo(s), guard, s.cards['Merchant Guard']!.attacks[0]!).map((c) => c.id)).toEqual([wolf.id]);
    battleInvariants(s);
  });
});

describe('MOUNT — Provoke Opportunity Attacks', () => {
  it('an adjacent enemy attacks the mounting creature before it mounts', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [2, 4],
      ],
      'Merchant Guard',
    );
    const guard = byLabel(s, 'Merchant Guard');
    const r = mountOnTurn(s, 'Merchant Guard', 'Warhorse', [12], (a) => (a.kind === 'opportunity-attack' ? 'attack:0' : null));
    const types = r.events.map((e) => e.type);
    expect(r.asked.filter((a) => a.kind === 'opportunity-attack')).toHaveLength(1);
    expect(types.indexOf('attack-roll')).toBeLessThan(types.indexOf('mounted'));
    expect(guard.hp).toBe(15); // 12 + 10 = 22 ≥ AC 19: Bite 15
  });

  it('a creature destroyed by that opportunity attack never mounts', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [2, 4],
      ],
      'Merchant Guard',
      { prepare: (x) => (byLabel(x, 'Merchant Guard').hp = 10) },
    );
    const guard = byLabel(s, 'Merchant Guard');
    const r = mountOnTurn(s, 'Merchant Guard', 'Warhorse', [15], (a) => (a.kind === 'opportunity-attack' ? 'attack:0' : null));
    expect(guard.destroyed).toBe(true);
    expect(r.events.map((e) => e.type)).not.toContain('mounted');
    expect(isMounted(s, byLabel(s, 'Warhorse'))).toBe(false);
  });
});

describe('MOUNT — Movement', () => {
  it('a rider has a current speed of 0: no move, shift or charge of its own', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [4, 9],
      ],
      'Merchant Guard',
    );
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    expect(currentSpeed(ctxFor(s), guard)).toBe(0);
    // Its next turn, every action unused.
    untilTurnOf(s, 'Merchant Guard');
    const options = menu(s, 'Merchant Guard');
    for (const id of ['move', 'double', 'shift', 'charge']) expect(options).not.toContain(id);
  });

  it('the rider moves when its mount moves; only the mount provokes for leaving a square', () => {
    // The wolf is adjacent to the pair (its opportunity attack on the mounting guard is declined).
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [3, 5],
      ],
      'Merchant Guard',
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Warhorse');
    const r = act(s, 'move', [], (a) => (a.kind === 'choose-destination' ? '8,4' : null));
    const oas = r.asked.filter((a) => a.kind === 'opportunity-attack');
    expect(oas).toHaveLength(1);
    expect(oas[0]?.prompt).toContain('Warhorse provokes');
    expect(horse.pos).toEqual({ x: 8, y: 4 });
    expect(guard.pos).toEqual({ x: 8, y: 4 });
    battleInvariants(s);
  });
});

describe('MOUNT — Movement: terrain the rider is carried into', () => {
  it('fire entered by the mount burns the rider too; spike stones hurt only the mount ("Riders are not affected by Spike Stones terrain")', () => {
    const map = {
      ...openMap(12, 12),
      terrain: [
        {
          type: 'fire' as const,
          squares: [
            [6, 4],
            [6, 5],
          ] as [number, number][],
        },
        {
          type: 'spikeStones' as const,
          squares: [
            [7, 4],
            [7, 5],
          ] as [number, number][],
        },
      ],
    };
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [10, 10],
      ],
      'Merchant Guard',
      { map },
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Warhorse');
    const r = act(s, 'move', [], (a) => (a.kind === 'choose-destination' ? '6,4' : null));
    expect(guard.pos).toEqual({ x: 6, y: 4 });
    const hurt = (c: number, why: string) => r.events.filter((e) => e.type === 'damage' && e.data['creature'] === c && e.data['why'] === why).length;
    expect(hurt(horse.id, 'fire terrain')).toBeGreaterThan(0);
    expect(hurt(guard.id, 'fire terrain')).toBe(hurt(horse.id, 'fire terrain'));
    expect(hurt(horse.id, 'spike stones')).toBe(1);
    expect(hurt(guard.id, 'spike stones')).toBe(0);
    expect(guard.hp).toBe(30 - 5 * hurt(guard.id, 'fire terrain'));
  });
});

describe('Warhorse: Charger', () => {
  it('after the Warhorse resolves a charge, its rider may make a melee basic attack against the target with +10 Damage as a free action', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [2, 4],
        [1, 4],
        [8, 4],
      ],
      'Merchant Guard',
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Warhorse');
    const r = act(s, 'charge', [15, 15], (a) => (a.kind === 'choose-target' ? String(wolf.id) : a.kind === 'use-power' ? 'attack:0' : null));
    const ask = r.asked.find((a) => a.kind === 'use-power');
    expect(ask?.player).toBe(0);
    expect(ask?.options.map((o) => o.id)).toEqual(['attack:0', 'no']);
    const rolls = r.events.filter((e) => e.type === 'attack-roll').map((e) => e.data['label']);
    expect(rolls).toEqual(['Warhorse', 'Merchant Guard']);
    // Hooves 15, then the Sword's 10 + 10.
    expect(wolf.hp).toBe(40 - 15 - 20);
    expect(guard.pos).toEqual(horse.pos);
    // The bonus lasts for that one attack only.
    expect(s.core.effects.some((e) => e.handler === 'charger-bonus')).toBe(false);
  });

  it('a Warhorse without a rider charges as usual: nothing is asked', () => {
    const s = turnOf(
      ['Warhorse'],
      ['Dire Wolf'],
      [
        [2, 4],
        [8, 4],
      ],
      'Warhorse',
    );
    const r = act(s, 'charge', [15], (a) => (a.kind === 'choose-target' ? a.options[0]!.id : null));
    expect(r.asked.filter((a) => a.kind === 'use-power')).toHaveLength(0);
  });
});

describe('MOUNT — Movement: a mount pushed into a pit', () => {
  it('the rider goes in and comes out with its mount (only the mount is put out of the pit)', () => {
    const map = { ...openMap(12, 12), terrain: [{ type: 'pit' as const, squares: [[6, 4]] as [number, number][] }] };
    // The rider comes first in creature order, so the end-of-turn pit check meets it before its mount.
    // The wolf pushes the horse with a test Shove (a miss: a natural 1; the pit followup misses too).
    const s = turnOf(
      ['Merchant Guard', 'Warhorse'],
      ['Dire Wolf'],
      [
        [3, 4],
        [4, 4],
        [3, 6],
      ],
      'Merchant Guard',
      { map, prepare: (x) => shoveOnMiss(x, 'Dire Wolf', [{ kind: 'push', squares: 1 }]) },
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    nextTurnOf(s, 'Dire Wolf');
    act(s, 'attack:0', [1, 1], (a) => (a.kind === 'choose-target' ? String(horse.id) : a.kind === 'choose-destination' ? '5,4' : null));
    expect(horse.pos).toEqual({ x: 5, y: 4 });
    expect(guard.pos).toEqual({ x: 5, y: 4 });
    // The wolf's turn ends: the pair is put out of the pit.
    const r = play(s, ['end']);
    while (decision(s).kind === 'choose-destination') r.asked.push(...play(s, [decision(s).options[0]!.id]).asked);
    expect(r.asked.filter((a) => a.kind === 'choose-destination').every((a) => a.prompt.startsWith('Warhorse'))).toBe(true);
    expect(horse.pos).not.toEqual({ x: 5, y: 4 });
    expect(guard.pos).toEqual(horse.pos);
    expect(mountOf(s, guard)?.id).toBe(horse.id);
    battleInvariants(s);
  });
});

/** A Huge test mount (the Treant's statistics with a Mount power for Humans) to exercise squeezing: the guard's turn. */
function hugeMountBattle(): DdmState {
  return turnOf(
    ['Treant', 'Merchant Guard'],
    ['Dire Wolf'],
    [
      [4, 4],
      [3, 4],
      [7, 5],
    ],
    'Merchant Guard',
    {
      prepare: (s) => {
        const treant = STARTER_CREATURES.find((c) => c.name === 'Treant') as CreatureCard;
        withCard(s, 'Treant', creatureCardSchema.parse({ ...treant, powers: [{ kind: 'mount', name: 'Test Mount', keywords: ['Human'] }] }));
      },
    },
  );
}

describe('MOUNT — Squeezing', () => {
  it('when the mount squeezes, its rider takes the penalties too (-5 Attack, grants combat advantage)', () => {
    const s = hugeMountBattle();
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    mountOnTurn(s, 'Merchant Guard', 'Treant');
    expect(guard.size).toBe(3);
    const sword = s.cards['Merchant Guard']!.attacks[0]!;
    const before = rollInfo(ctxFor(s), geo(s), guard, wolf, sword, 'action', null).bonus;
    expect(combatAdvantage(ctxFor(s), geo(s), wolf, guard, true)).toBe(false);
    // The Treant squeezes into the 2×2 space at (5,5): the rider comes along.
    nextTurnOf(s, 'Treant');
    // (The wolf's opportunity attack is declined; the Treant's Slam, the action it squeezed for, misses.)
    act(s, 'power:#squeeze', [1], (a) => (a.kind === 'squeeze' ? '5,5' : a.kind === 'choose-action' && a.prompt.includes('squeezed') ? 'attack:0' : null));
    expect(guard.pos).toEqual({ x: 5, y: 5 });
    expect(guard.size).toBe(2);
    expect(rollInfo(ctxFor(s), geo(s), guard, wolf, sword, 'action', null).bonus).toBe(before - 5);
    expect(combatAdvantage(ctxFor(s), geo(s), wolf, guard, true)).toBe(true);
    battleInvariants(s);
  });
});

describe('Cover — Mounted Creatures; targeting riders', () => {
  it('a mount gives its rider cover against ranged attacks; the rider gives its mount none; creatures give none against melee', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      // The Rake's hand crossbow: the Drow Archer's Pinpoint Shot would ignore the cover.
      ['Defiant Rake', 'Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [4, 10],
        [6, 5],
      ],
      'Merchant Guard',
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    const archer = byLabel(s, 'Defiant Rake');
    const wolf = byLabel(s, 'Dire Wolf');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    const bow = s.cards['Defiant Rake']!.attacks[1]!;
    const bite = s.cards['Dire Wolf']!.attacks[0]!;
    const g = geo(s);
    expect(coverAgainst(g, archer, guard, bow, null)).toBe(true);
    expect(coverAgainst(g, archer, horse, bow, null)).toBe(false);
    expect(coverAgainst(g, wolf, guard, bite, null)).toBe(false);
    expect(rollInfo(ctxFor(s), g, archer, guard, bow, 'action', null).cover).toBe(true);
  });

  it("a rider is targeted in its mount's space: adjacent melee reaches both, an area over the space includes both", () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf', 'Golden Wyvern Initiate'],
      [
        [4, 4],
        [3, 4],
        [6, 5],
        [4, 10],
      ],
      'Merchant Guard',
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    const wolf = byLabel(s, 'Dire Wolf');
    const wyvern = byLabel(s, 'Golden Wyvern Initiate');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    const g = geo(s);
    expect(
      singleTargets(ctxFor(s), g, wolf, s.cards['Dire Wolf']!.attacks[0]!)
        .map((c) => c.id)
        .sort(),
    ).toEqual([horse.id, guard.id].sort());
    const fireblast = s.cards['Golden Wyvern Initiate']!.attacks[2]!;
    const choices = areaChoices(ctxFor(s), g, wyvern, fireblast);
    expect(choices.some((ch) => ch.targets.includes(guard.id))).toBe(true);
    for (const ch of choices) expect(ch.targets.includes(guard.id)).toBe(ch.targets.includes(horse.id));
  });
});

describe('Victory areas with a rider', () => {
  it("a rider occupies the victory area its mount's space covers", () => {
    // The test map's victory area A is the square (0,10); player 1 sets up in start area A.
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [0, 9],
        [2, 9],
        [9, 1],
      ],
      'Merchant Guard',
    );
    const horse = byLabel(s, 'Warhorse');
    const guard = byLabel(s, 'Merchant Guard');
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    expect(guard.pos).toEqual({ x: 0, y: 9 });
    expect(occupiers(s)[0]).toBe(true);
    // Even with the mount itself taken off the map the rider, in the same space, occupies it.
    horse.pos = null;
    expect(occupiers(s)[0]).toBe(true);
  });
});

describe('what players see of a rider', () => {
  it('the observation says who rides whom; the text map shows the mount, the list the rider "riding" it', () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
      'Merchant Guard',
    );
    expect((game.observe(s, 0).view as Record<string, unknown>)['riding']).toBeUndefined();
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    const obs = game.observe(s, 1);
    expect((obs.view as Record<string, unknown>)['riding']).toEqual({ [String(byLabel(s, 'Merchant Guard').id)]: byLabel(s, 'Warhorse').id });
    const text = renderText(obs);
    expect(text).toContain('B Merchant Guard: 30/30 HP riding Warhorse at (4,4)');
    const row4 = text.split('\n').find((l) => l.startsWith(' 4 '));
    expect(row4?.slice(3 + 4, 3 + 6)).toBe('AA');
    expect(
      text
        .split('\n')
        .filter((l) => /^\s?\d+ /.test(l))
        .some((l) => l.slice(3).includes('B')),
    ).toBe(false);
  });
});

describe('battle invariants with riders', () => {
  it("a rider may share only its own mount's space", () => {
    const s = turnOf(
      ['Warhorse', 'Merchant Guard'],
      ['Dire Wolf'],
      [
        [4, 4],
        [3, 4],
        [9, 9],
      ],
      'Merchant Guard',
    );
    mountOnTurn(s, 'Merchant Guard', 'Warhorse');
    expect(() => battleInvariants(s)).not.toThrow();
    byLabel(s, 'Merchant Guard').pos = { x: 7, y: 7 };
    expect(() => battleInvariants(s)).toThrow(/rides Warhorse but is not in its space/);
    byLabel(s, 'Dire Wolf').pos = { x: 4, y: 4 };
    byLabel(s, 'Merchant Guard').pos = { x: 4, y: 4 };
    expect(() => battleInvariants(s)).toThrow(/two creatures in square/);
  });
});
