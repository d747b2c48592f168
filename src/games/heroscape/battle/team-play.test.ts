import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/index.js';
import type { HeroscapeMap } from '../map-model.js';
import { fromRows } from '../build.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { HsConfig } from './setup.js';
import { boardOf, placedOf, type HsState } from './state.js';
import { teamScenario } from '../content/team-scenarios.js';
import { BLUE, RED, card, choose, figure, game, ofType, open, optionWhere, passTurn, start } from './testkit.js';

const GREEN = '#00c000';

/** A map with starting zones of the given colours on the given hexes (at the surface). */
function field(rows: readonly string[], zones: readonly (readonly [string, readonly (readonly [number, number])[]])[]): HeroscapeMap {
  const map = fromRows(rows, 'team test');
  for (const [colour, hexes] of zones) map.startZones.push({ name: colour, colour, hexes: hexes.map(([q, r]) => ({ q, r, z: 1 })) });
  return map;
}

const SQUARE = ['1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1', '1 1 1 1 1 1'];
const FIELD = field(SQUARE, [
  [
    RED,
    [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ],
  ],
  [
    BLUE,
    [
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ],
  ],
  [
    GREEN,
    [
      [0, 3],
      [0, 4],
    ],
  ],
]);

type Army = HsConfig['armies'][number];
const army = (name: string, zone: string, cards: readonly ArmyCard[], team?: string): Army => ({ name, zone, cards: [...cards], ...(team ? { team } : {}) });
const setup = (armies: readonly Army[], extra: Partial<HsConfig> = {}): HsConfig => ({ map: FIELD, armies: [...armies], roundLimit: 5, ...extra });

/** Red and Gold (team South, sharing the red zone) against Blue (team North). */
const twoVsOne = (roundLimit = 5): HsConfig =>
  setup(
    [
      army('Red', RED, [card({ name: 'R1', points: 100 })], 'South'),
      army('Gold', RED, [card({ name: 'G1', points: 60 })], 'South'),
      army('Blue', BLUE, [card({ name: 'B1', points: 150 })], 'North'),
    ],
    { roundLimit },
  );

type View = { cards: { owner: number; markers: string[] }[]; armies: { name: string; team?: number }[] };
const view = (s: HsState, p: number | null): View => game.observe(s, p).view as View;

/** Every player's four markers (1, 2, 3, X) on the given cards, seat after seat; the initiative d20s forced to `rolls`. */
function placeAll(s: HsState, cards: readonly (readonly number[])[], rolls: readonly number[]): GameEvent[] {
  const events: GameEvent[] = [];
  cards.forEach((mine, p) =>
    mine.forEach((c, k) => {
      expect(open(s)).toMatchObject({ kind: 'place-marker', player: p });
      if (p === cards.length - 1 && k === mine.length - 1) game.forceChance(s, rolls);
      events.push(...choose(s, `card:${c}`, 'place-marker'));
    }),
  );
  return events;
}

describe('team play for three and four players ("Team Play", "Friends and Enemies")', () => {
  it('"Placing your Army in the starting zone": teammates start in the same zone; an enemy-occupied zone, a half-named team, one team only and a crowded shared zone are refused', () => {
    const s = start(twoVsOne());
    expect(s.core.players).toBe(3);
    expect(s.teams).toEqual([0, 0, 2]);
    expect(s.figures.map((f) => f.id)).toEqual(['a1', 'b1', 'c1']);
    const red = figure(s, 'a1');
    const gold = figure(s, 'b1');
    expect(s.zones[0]).toBe(s.zones[1]);
    expect(red.head).not.toBe(gold.head);
    // Allies are one side to the battlefield module (moving through, engagement).
    expect(placedOf(s, red).side).toBe(placedOf(s, gold).side);
    expect(placedOf(s, red).side).not.toBe(placedOf(s, figure(s, 'c1')).side);
    expect(view(s, 0).armies.map((a) => a.team)).toEqual([0, 0, 2]);

    const enemyZone = game.setup(setup([army('Red', RED, [card({ name: 'R1' })], 'S'), army('Blue', RED, [card({ name: 'B1' })], 'N')]), 1);
    expect(!enemyZone.ok && enemyZone.error.message).toContain(
      "$.armies[1].zone: #c00000 is already another army's starting zone (no placing in an enemy-occupied starting zone)",
    );
    const halfNamed = game.setup(setup([army('Red', RED, [card({ name: 'R1' })], 'S'), army('Blue', BLUE, [card({ name: 'B1' })])]), 1);
    expect(!halfNamed.ok && halfNamed.error.message).toContain('$.armies[1].team: every army names its team when one does');
    const oneTeam = game.setup(setup([army('Red', RED, [card({ name: 'R1' })], 'S'), army('Blue', BLUE, [card({ name: 'B1' })], 'S')]), 1);
    expect(!oneTeam.ok && oneTeam.error.message).toContain('every army is on team "S"');
    const crowded = game.setup(
      setup([
        army('Red', RED, [card({ name: 'R', kind: 'squad', figures: 3 })], 'S'),
        army('Gold', RED, [card({ name: 'G', kind: 'squad', figures: 2 })], 'S'),
        army('Blue', BLUE, [card({ name: 'B1' })], 'N'),
      ]),
      1,
    );
    expect(!crowded.ok && crowded.error.message).toContain(
      '$.armies[1] (Gold) needs 5 spaces with its teammates, more than the 4 of its starting zone #c00000',
    );
    // Without team names, each player plays alone (three zones, three sides).
    const alone = start(
      setup([army('Red', RED, [card({ name: 'R1' })]), army('Blue', BLUE, [card({ name: 'B1' })]), army('Green', GREEN, [card({ name: 'E1' })])]),
    );
    expect(alone.teams).toBeUndefined();
    expect(new Set(alone.figures.map((f) => placedOf(alone, f).side)).size).toBe(3);
  });

  it('"2. ROLL FOR INITIATIVE": Dan 2, Mike 15, Ben 17 — Ben goes first, then play passes to the left, three turns each; ties for highest re-roll', () => {
    const s = start(setup([army('Dan', RED, [card({ name: 'D1' })]), army('Ben', BLUE, [card({ name: 'B1' })]), army('Mike', GREEN, [card({ name: 'M1' })])]));
    // Ben and Mike tie on 9 first (Dan's 2 is out of it), then Ben 17, Mike 15.
    const events = placeAll(
      s,
      [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ],
      [2, 9, 9, 17, 15],
    );
    expect(ofType(events, 'InitiativeRolled').map((e) => e.data)).toEqual([
      { rolls: [2, 9, 9], tied: [1, 2] },
      { rolls: [null, 17, 15], tied: [] },
    ]);
    const order: number[] = [];
    for (let i = 0; i < 9; i++) {
      const p = open(s);
      order.push(p.player);
      passTurn(s);
    }
    // Ben (seat 1) first, then to his left Mike (2), then Dan (0): for markers 1, 2 and 3.
    expect(order).toEqual([1, 2, 0, 1, 2, 0, 1, 2, 0]);
    expect(open(s)).toMatchObject({ kind: 'place-marker', player: 0 });
  });

  it('"1. PLACE YOUR ORDER MARKERS": teammates see each other\'s markers, opponents and spectators do not', () => {
    const s = start(twoVsOne());
    for (const _ of [1, 2, 3, 4]) choose(s, 'card:0', 'place-marker');
    // While markers are placed at the same time, Gold (Red's teammate) sees Red's; Blue sees nothing.
    expect(view(s, 1).cards[0]!.markers).toEqual(['1', '2', '3', 'X']);
    expect(view(s, 2).cards[0]!.markers).toEqual([]);
    expect(view(s, null).cards[0]!.markers).toEqual([]);
    const events = [1, 2, 3].flatMap(() => choose(s, 'card:1', 'place-marker'));
    // Each placement is told to the player and to the teammate, never to the opponent.
    expect(ofType(events, 'MarkerPlaced').map((e) => e.visibility)).toEqual(
      [1, 2, 3].flatMap(() => [
        { to: 'player', player: 0 },
        { to: 'player', player: 1 },
      ]),
    );
    game.forceChance(s, [1, 5, 20]);
    choose(s, 'card:1', 'place-marker');
    for (const _ of [1, 2, 3, 4]) choose(s, 'card:2', 'place-marker');
    // Blue won initiative and revealed its 1; Red's and Gold's markers: numbers for the team, "?" for Blue.
    expect(view(s, 0).cards.map((c) => c.markers)).toEqual([
      ['1', '2', '3', 'X'],
      ['1', '2', '3', 'X'],
      ['?', '?', '?'],
    ]);
    expect(view(s, 1).cards.map((c) => c.markers)).toEqual([
      ['1', '2', '3', 'X'],
      ['1', '2', '3', 'X'],
      ['?', '?', '?'],
    ]);
    expect(view(s, 2).cards.map((c) => c.markers)).toEqual([
      ['?', '?', '?', '?'],
      ['?', '?', '?', '?'],
      ['2', '3', 'X'],
    ]);
  });

  it('"Friends and Enemies": an ally is a friend — moved through, never attacked; an enemy is not', () => {
    const LINE = field(
      ['1 1 1 1 1 1 1'],
      [
        [RED, [[0, 0]]],
        [GREEN, [[1, 0]]],
        [BLUE, [[3, 0]]],
      ],
    );
    const cfg = (gold: string): HsConfig => ({
      map: LINE,
      armies: [
        army('Red', RED, [card({ name: 'R1', move: 3 })], 'South'),
        army('Gold', GREEN, [card({ name: 'G1' })], gold),
        army('Blue', BLUE, [card({ name: 'B1', life: 9 })], 'North'),
      ],
      roundLimit: 5,
    });
    // Teammates in different zones ("unless stated otherwise in the game scenario").
    const s = start(cfg('South'));
    placeAll(
      s,
      [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ],
      [20, 1, 1],
    );
    choose(s, 'fig:a1', 'choose-mover');
    // Red passes through Gold, its ally, to the space beyond (next to Blue); leaving Gold's side is no leaving engagement.
    const moved = choose(s, optionWhere(s, { q: 2, r: 0 }).id, 'choose-destination');
    expect(ofType(moved, 'LeaveEngagement')).toEqual([]);
    expect(ofType(moved, 'Moved').at(-1)?.data).toMatchObject({ figure: 'a1', to: [2, 0, 1] });
    const attack = open(s);
    expect(attack.kind).toBe('choose-attack');
    // Red is next to Gold and Blue: only Blue is a target.
    expect(attack.options.some((o) => o.id.includes('c1'))).toBe(true);
    expect(attack.options.some((o) => o.id.includes('b1'))).toBe(false);

    // Control: Gold on another team is an enemy, which Red cannot move through.
    const apart = start(cfg('West'));
    placeAll(
      apart,
      [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ],
      [20, 1, 1],
    );
    choose(apart, 'fig:a1', 'choose-mover');
    expect(() => optionWhere(apart, { q: 2, r: 0 })).toThrow(/no option/);
  });

  it('"Team Play": the team wins together when only it has figures left; a teammate destroyed does not end the battle', () => {
    const s = start(twoVsOne());
    // Gold's army is destroyed: Red and Blue fight on.
    figure(s, 'b1').destroyed = true;
    figure(s, 'b1').head = -1;
    placeAll(s, [[0, 0, 0, 0], [], [2, 2, 2, 2]], [20, 1]);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 0 });
    // Blue falls: South (Red and Gold) wins, both of them.
    figure(s, 'c1').destroyed = true;
    figure(s, 'c1').head = -1;
    const won = ofType(passTurn(s), 'GameWon');
    const end = game.pending(s);
    expect(end).toMatchObject({ terminal: true, returns: [1, 1, -1] });
    expect(end.terminal && end.reason).toBe('Red and Gold destroyed every enemy figure');
    expect(won[0]?.data).toMatchObject({ winner: 0, winners: [0, 1] });
    expect(game.narrate(won[0]!)).toBe('Player 1 and Player 2 win: Red and Gold destroyed every enemy figure.');
  });

  it('"Team scoring": at the round limit each team scores the full points of its cards with figures on the battlefield', () => {
    // South 100 + 60 = 160 against North 150: South wins though Blue's card is worth most.
    const s = start(twoVsOne(1));
    placeAll(
      s,
      [
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [2, 2, 2, 2],
      ],
      [20, 1, 1],
    );
    const events = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap(() => passTurn(s));
    const end = game.pending(s);
    expect(end).toMatchObject({ terminal: true, returns: [1, 1, -1] });
    expect(end.terminal && end.reason).toBe('round limit reached; scores: Red and Gold 160, Blue 150');
    expect(ofType(events, 'GameWon')[0]?.data).toMatchObject({ scores: [100, 60, 150], teamScores: [160, 160, 150] });
  });

  it('Trollsford as written (two rescuers on a team against one captor): a figure of either rescuer next to the captive at the end of a turn wins for both', () => {
    const s = start(teamScenario('trollsford-team')!.config());
    expect(s.names).toEqual(['Rescuer West', 'Rescuer East', 'Captor']);
    expect(s.zones[0]).toBe(s.zones[1]);
    const board = boardOf(s);
    const captive = board.colQ.findIndex((q, c) => q === 5 && board.colR[c] === 8);
    const beside = Array.from({ length: 6 }, (_, d) => board.colNeighbor[captive * 6 + d]!).filter((c) => c >= 0);
    const space = Array.from({ length: board.nSpaces }, (_, sp) => sp).find((sp) => beside.includes(board.spCol[sp]!) && !s.figures.some((f) => f.head === sp));
    // Rescuer East's mage stands next to the captive; Rescuer West takes the first turn and does nothing.
    figure(s, 'b1').head = space!;
    placeAll(
      s,
      [
        [0, 0, 0, 0],
        [2, 2, 2, 2],
        [4, 4, 4, 4],
      ],
      [20, 1, 1],
    );
    const won = ofType(passTurn(s), 'GameWon');
    expect(game.pending(s)).toMatchObject({ terminal: true, returns: [1, 1, -1] });
    expect(won[0]?.data).toMatchObject({ winner: 0, winners: [0, 1], reason: 'Rescuer West and Rescuer East reached the objective' });
  });

  it('"Friends and Enemies": a power for "friendly" figures helps a teammate\'s figure, one for figures "you control" does not', () => {
    const LINE = field(
      ['1 1 1 1 1 1 1'],
      [
        [RED, [[0, 0]]],
        [GREEN, [[1, 0]]],
        [BLUE, [[2, 0]]],
      ],
    );
    const bearer = card({
      name: 'Aura Bearer',
      powers: [
        { name: 'Attack Aura 1', text: '', ability: 'attack-aura-1' },
        { name: 'Defensive Aura', text: '', ability: 'defensive-aura' },
      ],
    });
    const cfg = (gold: string): HsConfig => ({
      map: LINE,
      armies: [
        army('Red', RED, [bearer], 'South'),
        army('Gold', GREEN, [card({ name: 'G1', attack: 3, defense: 2, life: 9 })], gold),
        army('Blue', BLUE, [card({ name: 'B1', attack: 2, defense: 3, life: 9 })], 'North'),
      ],
      roundLimit: 5,
    });
    /** The first attack of the player who wins initiative (`rolls`) on `target`: its dice. */
    const attack = (gold: string, rolls: number[], target: string): Record<string, unknown> => {
      const s = start(cfg(gold));
      placeAll(
        s,
        [
          [0, 0, 0, 0],
          [1, 1, 1, 1],
          [2, 2, 2, 2],
        ],
        rolls,
      );
      choose(s, 'done', 'choose-mover');
      const o = open(s).options.find((x) => x.id.includes(target));
      if (!o)
        throw new Error(
          `no attack on ${target}: ${open(s)
            .options.map((x) => x.id)
            .join(' ')}`,
        );
      return ofType(choose(s, o.id, 'choose-attack'), 'AttackDeclared')[0]!.data as Record<string, unknown>;
    };
    // Attack Aura 1 ("friendly figures" next to the bearer): Gold, Red's teammate, rolls 1 more die; not when Gold is on its own.
    expect(attack('South', [1, 20, 1], 'c1')).toMatchObject({ attacker: 'b1', attackDice: 4 });
    expect(attack('West', [1, 20, 1], 'c1')).toMatchObject({ attacker: 'b1', attackDice: 3 });
    // Defensive Aura ("figures you control"): Gold, a teammate's figure in sight of the bearer, gets no extra die.
    expect(attack('South', [1, 1, 20], 'b1')).toMatchObject({ attacker: 'c1', defender: 'b1', defenseDice: 2 });
  });
});
