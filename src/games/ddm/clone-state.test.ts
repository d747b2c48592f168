// `game.clone` copies the state and each creature field by field (clone-state.ts): every field a
// battle gives the state, a creature or a condition must be one the copy knows, and a copy must equal
// its original and be independent of it — a search AI plays thousands of moves on copies.
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../core/hash.js';
import { cloneCreature, COND_FIELDS, CREATURE_FIELD_COPY, STATE_FIELD_COPY } from './clone-state.js';
import { game } from './game.js';
import { starterConfig } from './module.js';
import { randomBattle } from './random-battle.js';
import type { CreatureState } from './state.js';

const full: CreatureState = {
  id: 3,
  card: 'x',
  label: 'X 1',
  owner: 1,
  size: 1,
  pos: { x: 4, y: 5 },
  hp: 20,
  maxHp: 40,
  bloodied: 20,
  destroyed: false,
  activations: 1,
  items: ['a'],
  usableItems: ['a'],
  championUses: 1,
  conds: [
    {
      id: 1,
      kind: 'ongoing',
      name: 'Acid',
      amount: 5,
      dtype: 'acid',
      defense: 'all',
      duration: 'save-ends',
      source: 2,
      sourcePlayer: 0,
      ownTurn: false,
      together: true,
    },
    {
      id: 2,
      kind: 'attack-penalty',
      name: 'Curse',
      amount: 2,
      dtype: 'untyped',
      defense: 'all',
      duration: 'end-of-round',
      source: -1,
      sourcePlayer: -1,
      ownTurn: true,
    },
  ],
  lastLegal: { x: 4, y: 5 },
  moveMode: 'flight',
  leaving: true,
  bloodiedTimes: 2,
};

describe('a creature copy (game.clone)', () => {
  it('copies every field, optional ones only when present, and shares only the read-only values', () => {
    const copy = cloneCreature(full);
    expect(canonicalJson(copy)).toBe(canonicalJson(full));
    expect(Object.keys(copy).sort()).toEqual(Object.keys(full).sort());
    expect(copy.conds).not.toBe(full.conds);
    expect(copy.conds[0]).not.toBe(full.conds[0]);
    expect(copy.pos).toBe(full.pos);
    const { moveMode: _m, leaving: _l, bloodiedTimes: _b, ...plain } = full;
    expect(Object.keys(cloneCreature({ ...plain, conds: [] }))).not.toContain('moveMode');
    expect('together' in (cloneCreature(full).conds[1] ?? {})).toBe(false);
  });

  it('a condition changed on the copy leaves the original as it was', () => {
    const copy = cloneCreature(full);
    (copy.conds[0] as { ownTurn: boolean }).ownTurn = true;
    copy.hp = 1;
    expect(full.conds[0]?.ownTurn).toBe(false);
    expect(full.hp).toBe(20);
  });

  it('every field seeded random battles give the state, a creature or a condition is one the copy knows, and each copy equals its original', () => {
    const stateKnown = new Set(Object.keys(STATE_FIELD_COPY));
    const known = new Set(Object.keys(CREATURE_FIELD_COPY));
    const condKnown = new Set(Object.keys(COND_FIELDS));
    const unknown = new Set<string>();
    let checked = 0;
    for (const seed of [1]) {
      randomBattle(starterConfig(), seed, (s) => {
        for (const k of Object.keys(s)) if (!stateKnown.has(k)) unknown.add(`state ${k}`);
        for (const c of s.creatures) {
          for (const k of Object.keys(c)) if (!known.has(k)) unknown.add(`creature ${k}`);
          for (const cond of c.conds) for (const k of Object.keys(cond)) if (!condKnown.has(k)) unknown.add(`condition ${k}`);
        }
        if (checked++ % 40 === 0) expect(canonicalJson(game.clone(s))).toBe(canonicalJson(s));
      });
    }
    expect([...unknown]).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('a state copy (game.clone)', () => {
  it('shares the card data and maps, copies what play changes: a move on the copy leaves the original as it was', () => {
    let original: ReturnType<typeof game.clone> | null = null;
    randomBattle(starterConfig(), 4, (s) => {
      if (original === null && s.turn !== null && s.core.effects.length > 0) original = game.clone(s);
    });
    if (original === null) throw new Error('no position with a turn and an effect in play');
    const s: ReturnType<typeof game.clone> = original;
    const before = canonicalJson(s);
    const copy = game.clone(s);
    expect(copy.cards).toBe(s.cards);
    expect(copy.map).toBe(s.map);
    expect(copy.core.effects[0]).toBe(s.core.effects[0]);
    copy.vp[0] = 99;
    copy.side[0] = 'B';
    copy.turn?.oa.push(7);
    copy.core.effects.length = 0;
    (copy.creatures[0] as { hp: number }).hp = -5;
    expect(canonicalJson(s)).toBe(before);
  });
});
