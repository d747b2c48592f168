// Tests for dice-masters-battle-for-faerun — "PLAY AREAS": the per-player, per-area index of the dice
// (rules/zones.ts) lists exactly the dice in each area, in die order, through set-up, play, copies and
// replays; it is left out of the state's hash; and no file but zones.ts writes a die's area or owner.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, stableHash, type Choice } from '../../../core/index.js';
import { draftPresetConfig, firstGameConfig } from '../setup.js';
import { game, playCheckedRandom } from '../test-helpers.js';
import type { DieState, DmState } from '../types.js';
import { AREA, changeOwner, diceIn, diceInZones, idsIn, idsInEither, moveDie, zoneIndexProblem } from './zones.js';

const GAME_DIR = join(import.meta.dirname, '..');

function started(config: unknown, seed: number): DmState {
  const r = game.setup(config as Parameters<typeof game.setup>[0], seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** The ids of `owner`'s dice in `zone`, found by reading every die (what the index stands for). */
const scanned = (s: DmState, owner: number, zone: DieState['zone']): number[] => s.dice.filter((d) => d.owner === owner && d.zone === zone).map((d) => d.id);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

describe('PLAY AREAS: the zone index', () => {
  it('set-up files every die under its owner and area, in die order (First Game and a finished draft)', () => {
    const s = started(firstGameConfig(), 1);
    expect(zoneIndexProblem(s)).toBeNull();
    expect(idsIn(s, 0, AREA.prep)).toEqual(scanned(s, 0, 'prep'));
    expect(idsIn(s, 0, AREA.prep)).toHaveLength(4);
    expect(idsIn(s, -1, AREA.supply)).toEqual(scanned(s, -1, 'supply'));
    // A draft builds its dice when it ends: the index comes with them.
    const drafted = started(draftPresetConfig(), 3);
    for (let p = game.pending(drafted); !p.terminal && p.kind === 'draft'; p = game.pending(drafted))
      if (!game.apply(drafted, p.rqid, (p.options[0] as { id: string }).id).ok) throw new Error('a draft pick was refused');
    expect(drafted.dice.length).toBeGreaterThan(0);
    expect(zoneIndexProblem(drafted)).toBeNull();
  });

  it('a move files the die in its new area in die order; a list read before the move stays as it was', () => {
    const s = started(firstGameConfig(), 2);
    const bag = idsIn(s, 0, AREA.bag);
    const [first, second] = bag;
    if (first === undefined || second === undefined) throw new Error('the bag holds fewer than two dice');
    moveDie(s, s.dice[second] as DieState, 'used');
    moveDie(s, s.dice[first] as DieState, 'used');
    expect(idsIn(s, 0, AREA.used)).toEqual([first, second]);
    expect(idsIn(s, 0, AREA.bag)).toEqual(bag.filter((id) => id !== first && id !== second));
    expect(bag).toContain(first);
    expect(s.dice[first]?.zone).toBe('used');
    // A purchase: the die changes owner and area at once.
    const supply = idsIn(s, 0, AREA.supply)[0] as number;
    changeOwner(s, s.dice[supply] as DieState, 1, 'used');
    expect(idsIn(s, 1, AREA.used)).toContain(supply);
    expect(idsIn(s, 0, AREA.supply)).not.toContain(supply);
    expect(zoneIndexProblem(s)).toBeNull();
    // Lists of several areas and owners come merged in die order.
    expect(diceInZones(s, ['used', 'prep']).map((d) => d.id)).toEqual(s.dice.filter((d) => d.zone === 'used' || d.zone === 'prep').map((d) => d.id));
    expect(diceIn(s, 0, 'prep').map((d) => d.id)).toEqual(scanned(s, 0, 'prep'));
    const usedOrPrep = s.dice.filter((d) => d.owner === 0 && (d.zone === 'used' || d.zone === 'prep')).map((d) => d.id);
    expect(idsInEither(s, 0, AREA.used, AREA.prep)).toEqual(usedOrPrep);
    expect(idsInEither(s, 0, AREA.prep, AREA.used)).toEqual(usedOrPrep);
    expect(idsInEither(s, 0, AREA.attack, AREA.prep)).toBe(idsIn(s, 0, AREA.prep));
  });

  it('a move to an area that does not exist is refused, naming it, and changes nothing', () => {
    const s = started(firstGameConfig(), 2);
    const d = s.dice[idsIn(s, 0, AREA.bag)[0] as number] as DieState;
    const before = JSON.stringify(s.zoneIndex);
    expect(() => moveDie(s, d, 'hand' as DieState['zone'])).toThrow(/no area "hand" of player 0/);
    expect(() => changeOwner(s, d, 2)).toThrow(/player 2/);
    expect(d.zone).toBe('bag');
    expect(d.owner).toBe(0);
    expect(JSON.stringify(s.zoneIndex)).toBe(before);
  });

  it('stays exact through random play (every step), on a copy, and in a replay of the record', () => {
    // playCheckedRandom checks the index after every step (test-helpers.ts invariantErrors).
    for (const seed of [1, 2, 3, 4]) expect(playCheckedRandom(firstGameConfig(), seed, seed).core.terminal).not.toBeNull();
    const s = started(firstGameConfig(), 7);
    const choices: Choice[] = [];
    let x = 7;
    for (let n = 0; n < 400; n++) {
      const p = game.pending(s);
      if (p.terminal) break;
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const o = p.options[x % p.options.length];
      if (!o) throw new Error('no option');
      choices.push({ rqid: p.rqid, option: o.id });
      if (!game.apply(s, p.rqid, o.id).ok) throw new Error('refused');
      if (n % 50 === 25) {
        // A copy has its own index: moves on the copy leave the original's lists as they were.
        const copy = game.clone(s);
        expect(zoneIndexProblem(copy)).toBeNull();
        const before = JSON.stringify(s.zoneIndex);
        const used = copy.dice.find((d) => d.zone !== 'out' && d.owner === 0) as DieState;
        moveDie(copy, used, 'out');
        expect(zoneIndexProblem(copy)).toBeNull();
        expect(JSON.stringify(s.zoneIndex)).toBe(before);
      }
    }
    const rep = replay(game, makeRecord(game, firstGameConfig(), 7, choices, s));
    if (!rep.ok) throw new Error(rep.error.message);
    expect(zoneIndexProblem(rep.value.state)).toBeNull();
    expect(rep.value.state.zoneIndex).toEqual(s.zoneIndex);
  });

  it("is left out of the state's hash (it is derived from the dice)", () => {
    const s = started(firstGameConfig(), 5);
    const { zoneIndex, ...rest } = s;
    expect(zoneIndex.length).toBeGreaterThan(0);
    expect(game.hash(s)).toBe(stableHash(rest));
    // …while where a die is still counts: moving one changes the hash.
    const before = game.hash(s);
    moveDie(s, s.dice[idsIn(s, 1, AREA.bag)[0] as number] as DieState, 'used');
    expect(game.hash(s)).not.toBe(before);
  });

  it("no file but rules/zones.ts writes a die's area or owner (every move keeps the index current)", () => {
    const writes: string[] = [];
    for (const file of sourceFiles(GAME_DIR)) {
      const rel = relative(GAME_DIR, file);
      if (rel === join('rules', 'zones.ts')) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/\.(zone|owner)\s*(=(?!=)|\+\+|--|\|\|=|\?\?=)/.test(line)) writes.push(`${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(writes).toEqual([]);
  });
});
