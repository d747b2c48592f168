// The speed-ups of the battle engine (docs/ddm.md, "Performance") must not change any answer of
// ddm-battle-rules-2011 "How to Choose Targets" (targets, adjacency), "Close Attacks"/"Area Attacks"
// (which areas exist) or the state a battle is in: each fast path is checked here against the plain
// computation it replaces, on positions reached by seeded random battles.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/hash.js';
import { Rng, seedRng } from '../../core/index.js';
import { adjacent, chargePaths, reachable } from './geometry/index.js';
import { reachableTransient } from './geometry/movement.js';
import { bodyOf, geo, isAdjacent, others, spaceOf } from './geo.js';
import { game } from './game.js';
import { starterConfig } from './module.js';
import { randomBattle } from './random-battle.js';
import { isSingleTarget, singleTargets } from './rules/attack-options.js';
import { cardOf, enemies, onMap } from './rules/common.js';
import { areaChoices } from './rules/tactics.js';
import { currentSpeed, destinations } from './rules/movement.js';
import { mapHasEntryDamage, searchModes } from './rules/terrain-effects.js';
import { STARTER_MAPS } from './content/maps.js';
import type { DdmMap } from './geometry/index.js';
import type { DdmState } from './state.js';
import { ctxFor } from './testkit.js';

/** Copies of the positions a seeded random battle passes through (every `every` decisions). */
function positions(seed: number, every: number, max: number): DdmState[] {
  const out: DdmState[] = [];
  let k = 0;
  randomBattle(starterConfig(), seed, (s) => {
    if (k++ % every === 0 && out.length < max && !s.core.terminal) out.push(game.clone(s));
  });
  return out;
}

describe('fast paths give the answers of the plain computations', () => {
  const states = [...positions(2, 29, 25), ...positions(7, 31, 25)];

  it('a clone equals the original, and playing on it leaves the original untouched', () => {
    for (const [i, s] of states.entries()) {
      if (i % 3 !== 0) continue;
      const before = canonicalJson(s);
      const copy = game.clone(s);
      expect(canonicalJson(copy)).toBe(before);
      expect(game.hash(copy)).toBe(game.hash(s));
      const bot = new Rng(seedRng(i + 1));
      for (let n = 0; n < 60; n++) {
        const p = game.pending(copy);
        if (p.terminal) break;
        expect(game.apply(copy, p.rqid, (p.options[bot.int(0, p.options.length - 1)] as { id: string }).id).ok).toBe(true);
      }
      expect(canonicalJson(s)).toBe(before);
    }
  });

  it('a single target test agrees with the full target list, for every basic attack and creature pair', () => {
    let checked = 0;
    for (const s of states) {
      const ctx = ctxFor(s);
      const g = geo(s);
      for (const c of s.creatures.filter(onMap))
        for (const a of cardOf(s, c).attacks) {
          if (a.range.kind !== 'melee' && a.range.kind !== 'ranged') continue;
          const list = singleTargets(ctx, g, c, a).map((t) => t.id);
          for (const t of s.creatures) {
            expect(isSingleTarget(ctx, g, c, t, a), `${c.label} → ${t.label} with ${a.name}`).toBe(list.includes(t.id));
            checked++;
          }
        }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('adjacency with the king-distance shortcut agrees with the distance table', () => {
    for (const s of states) {
      const g = geo(s);
      const live = s.creatures.filter(onMap);
      for (const a of live) for (const b of live) expect(isAdjacent(g, a, b)).toBe(adjacent(g.board, spaceOf(a), spaceOf(b)));
    }
  });

  it('"is there an area choice" agrees with the full list of area choices', () => {
    let withArea = 0;
    for (const s of states) {
      const ctx = ctxFor(s);
      const g = geo(s);
      for (const c of s.creatures.filter(onMap))
        for (const a of cardOf(s, c).attacks) {
          if (a.range.kind !== 'close' && a.range.kind !== 'area') continue;
          const all = areaChoices(ctx, g, c, a);
          expect(areaChoices(ctx, g, c, a, true).length > 0, `${c.label}: ${a.name}`).toBe(all.length > 0);
          if (all.length > 0) withArea++;
        }
    }
    expect(withArea).toBeGreaterThan(0);
  });

  it("the legal ends kept with a movement search are that search's, and a creature that moves gets its new ones", () => {
    let compared = 0;
    for (const [i, s] of states.entries()) {
      if (i % 3 !== 0) continue;
      const ctx = ctxFor(s);
      const plain = (c: (typeof s.creatures)[number], speed: number): string[] => {
        const g = geo(s);
        const body = g.byId.get(c.id);
        if (!body) return [];
        return reachable(g.board, body, others(g, c), { speed, modes: searchModes(s, c) })
          .destinations.filter((d) => d.legal)
          .map((d) => `${d.at.x},${d.at.y}:${d.cost}`);
      };
      const ends = (c: (typeof s.creatures)[number], speed: number): string[] =>
        destinations(ctx, geo(s), c, speed).map((d) => `${d.at.x},${d.at.y}:${d.cost}`);
      for (const c of s.creatures.filter(onMap)) {
        if (!c.pos || c.size !== 1) continue;
        const speed = currentSpeed(ctx, c);
        const before = ends(c, speed);
        expect(before).toEqual(plain(c, speed));
        // Moved one square (to a legal end of its own), the kept list is not reused: the new one is the search's from there.
        const to = destinations(ctx, geo(s), c, speed).find((d) => d.cost === 1);
        if (!to) continue;
        const at = c.pos;
        c.pos = { x: to.at.x, y: to.at.y };
        const after = ends(c, speed);
        expect(after).toEqual(plain(c, speed));
        expect(after).not.toEqual(before);
        c.pos = at;
        expect(ends(c, speed)).toEqual(before);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('only maps with terrain whose entry hurts (fire, acid, river, spike stones, steep slope) make movers price it', () => {
    const keep = STARTER_MAPS[0] as DdmMap;
    expect(keep.terrain.some((l) => l.type === 'fire' && l.squares.length > 0)).toBe(false);
    expect(mapHasEntryDamage(keep)).toBe(false);
    expect(mapHasEntryDamage(STARTER_MAPS[1] as DdmMap)).toBe(true);
    // The same map with one fire square: its own answer, not the first map's.
    const fiery: DdmMap = { ...keep, terrain: [...keep.terrain, { type: 'fire', squares: [[3, 3]] }] };
    expect(mapHasEntryDamage(fiery)).toBe(true);
    const river: DdmMap = { ...keep, terrain: [...keep.terrain, { type: 'river', squares: [[3, 3]] }] };
    expect(mapHasEntryDamage(river)).toBe(true);
    const forest: DdmMap = { ...keep, terrain: [...keep.terrain, { type: 'forest', squares: [[3, 3]] }] };
    expect(mapHasEntryDamage(forest)).toBe(false);
  });

  it('the geometry snapshot is the creatures as they stand, and a situation keeps its memo key', () => {
    for (const s of states) {
      const g = geo(s);
      const live = s.creatures.filter(onMap);
      expect(g.bodies).toEqual(live.map((c) => bodyOf(s, c, cardOf(s, c).mode === 'flight')));
      const c = live[0];
      if (!c?.pos) continue;
      const at = c.pos;
      c.pos = { x: at.x === 0 ? 1 : at.x - 1, y: at.y };
      const moved = geo(s);
      expect(moved.key).not.toBe(g.key);
      expect(moved.byId.get(c.id)?.space.x).toBe(c.pos.x);
      c.pos = at;
      expect(geo(s).key).toBe(g.key);
      // A copy in the same situation has the same key but reads its own creatures.
      const copy = game.clone(s);
      const gc = geo(copy);
      expect(gc.key).toBe(g.key);
      expect(gc.s).toBe(copy);
    }
  });
  it('the compact hash (card data and maps by digest) tells states apart exactly as the whole-state hash does', () => {
    for (const [i, s] of states.entries()) {
      if (i % 4 !== 0) continue;
      const h = game.hash(s);
      // Copies and a JSON round trip (fresh card and map objects: digests made anew) hash alike.
      expect(game.hash(game.clone(s))).toBe(h);
      expect(game.hash(JSON.parse(JSON.stringify(s)) as DdmState)).toBe(h);
      // Anything that changes, fixed data included, changes the hash.
      const copy = JSON.parse(JSON.stringify(s)) as DdmState;
      const name = Object.keys(copy.cards)[0] as string;
      (copy.cards[name] as { hp: number }).hp += 5;
      expect(game.hash(copy)).not.toBe(h);
      const moved = game.clone(s);
      moved.vp = [(moved.vp[0] ?? 0) + 1, moved.vp[1] ?? 0];
      expect(game.hash(moved)).not.toBe(h);
      const otherMap = JSON.parse(JSON.stringify(s)) as DdmState;
      (otherMap.map.walls.squares as [number, number][]).push([0, 0]);
      expect(game.hash(otherMap)).not.toBe(h);
    }
  });

  it('the movement search into scratch buffers gives the costs and paths of the allocating one (charges)', () => {
    let compared = 0;
    for (const [i, s] of states.entries()) {
      if (i % 5 !== 0) continue;
      const g = geo(s);
      for (const c of s.creatures.filter(onMap)) {
        const mover = g.byId.get(c.id);
        if (!mover) continue;
        for (const t of s.creatures) {
          const tb = g.byId.get(t.id);
          if (!tb || t.id === c.id || !onMap(t) || !enemies(s, c, t)) continue;
          const opts = { speed: 7, towards: tb.space };
          const read = (r: ReturnType<typeof reachable>): string[] => {
            const out: string[] = [];
            for (let y = 0; y < g.board.height; y++)
              for (let x = 0; x < g.board.width; x++) {
                const cost = r.cost({ x, y });
                if (cost >= 0)
                  out.push(
                    `${x},${y}:${cost}:${r
                      .path({ x, y })
                      .map((p) => `${p.x}.${p.y}`)
                      .join(' ')}`,
                  );
              }
            return out;
          };
          const full = reachable(g.board, mover, others(g, c), opts);
          expect(read(reachableTransient(g.board, mover, others(g, c), opts))).toEqual(read(full));
          // chargePaths (which uses the scratch search) still finds the paths of the full search.
          const ch = chargePaths(g.board, mover, tb, others(g, c), { speed: 7 });
          for (const e of ch.ends) expect(e.path).toEqual(full.path(e.at));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
