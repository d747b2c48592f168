// Tests for the DDM named queries (abilities/queries.ts): each query folds the answers of a
// creature's powers — its card's, then its usable items' ("HOW TO READ AN ITEM STAT CARD", Actions) —
// and no rule file outside the card layer reads a power by testing its kind (issue 16: rules ask by
// name; what a power does is said by its module).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { powerSchema, type PowerInput } from '../cards/schema.js';
import { byLabel, turnOf } from '../testkit.js';
import { addTestCards, PLAIN } from '../powers/test-cards.js';
import { POWER_MODULES } from './powers/index.js';
import { answersOf, NO_POWERS, powerAnswers } from './queries.js';

const answers = (...ps: PowerInput[]) => answersOf(ps.map((p) => powerSchema.parse(p)));

describe('each named query is a fold over the powers in printed order', () => {
  it('no powers: the rules’ own answers (adjacent reach, one turn a round, saves at the end)', () => {
    expect(answers()).toEqual(NO_POWERS);
    expect(NO_POWERS.reach).toBe(1);
    expect(NO_POWERS.turnsPerRound).toBe(1);
    expect(NO_POWERS.saveTiming).toBe('end');
  });

  it('the largest Reach, Conceal, Multi-Activation and blindsight range count', () => {
    const a = answers(
      { kind: 'reach', squares: 2 },
      { kind: 'reach', squares: 3 },
      { kind: 'conceal', value: 6 },
      { kind: 'conceal', value: 11 },
      { kind: 'multi-activation', times: 2 },
      { kind: 'blindsight', range: 4 },
    );
    expect(a.reach).toBe(3);
    expect(a.concealment).toBe(11);
    expect(a.turnsPerRound).toBe(2);
    expect(a.sight).toEqual({
      invisible: false,
      hide: false,
      blindsight: 4,
      blindsightNotFlying: -1,
      unseenFromAfarWhile: [],
      invisibleUntil: [],
      invisibleToEnemiesUntil: [],
      hideIn: [],
      invisibleIn: [],
    });
  });

  it('damage traits join in order; Incorporeal is Insubstantial and Phasing', () => {
    const a = answers(
      { kind: 'resist', amount: 5, type: 'fire' },
      { kind: 'immune', type: 'poison' },
      { kind: 'vulnerable', amount: 10, type: 'radiant' },
      { kind: 'incorporeal' },
    );
    expect(a.damageTraits).toEqual({
      immune: ['poison'],
      resist: [{ amount: 5, type: 'fire' }],
      vulnerable: [{ amount: 10, type: 'radiant' }],
      insubstantial: true,
    });
    expect(a.moveTraits.phasing).toBe(true);
    expect(answers({ kind: 'phasing' }).damageTraits.insubstantial).toBe(false);
  });

  it('set-up placement, sight and the first mount and save timing', () => {
    const a = answers(
      { kind: 'scout' },
      { kind: 'hide' },
      { kind: 'start-of-turn-saves', name: 'Quick Recovery', alsoAtEnd: true },
      { kind: 'start-of-turn-saves', name: 'Later', alsoAtEnd: false },
      { kind: 'mount', name: 'Steed' },
      { kind: 'mount', name: 'Second', riders: 2 },
    );
    expect(a.setupPlacement).toEqual({ delayed: false, wandering: false, scout: true, nearStart: 0 });
    expect(a.sight.hide).toBe(true);
    expect(a.sight.invisible).toBe(false);
    expect(a.saveTiming).toBe('both');
    expect(a.mount?.name).toBe('Steed');
  });

  it('the template powers: triggered and action powers listed, continuous powers in play or asked about', () => {
    const a = answers(
      { kind: 'triggered', name: 'Jab', trigger: 'enemy-misses-self-melee', activated: false, effect: { kind: 'push-other', squares: 1 } },
      { kind: 'action', name: 'Step', action: 'minor', uses: 1, effect: { kind: 'shift' } },
      { kind: 'continuous', name: 'Fast', effect: { kind: 'speed-bonus', amount: 2 } },
      { kind: 'continuous', name: 'Sweep', effect: { kind: 'ignore-one-area-target' } },
      { kind: 'continuous', name: 'Free', effect: { kind: 'move-while-immobilized', squares: 2 } },
      { kind: 'sneak-attack', amount: 5 },
    );
    expect(a.triggered.map((p) => p.name)).toEqual(['Jab']);
    expect(a.actions.map((p) => p.name)).toEqual(['Step']);
    expect(a.ignoresOneAreaTarget).toBe(true);
    expect(a.moveTraits.whileImmobilized).toBe(2);
    // Put into play: the speed bonus (a handler) and Sneak Attack, not the two a rule asks about.
    expect(a.inPlay.map((e) => e.handler)).toEqual(['speed-bonus', 'move-while-immobilized', 'sneak-attack']);
  });

  it('is worked out once per card: the same answers object comes back', () => {
    const powers = [powerSchema.parse({ kind: 'reach', squares: 2 })];
    expect(answersOf(powers)).toBe(answersOf(powers));
  });
});

describe('a usable item’s powers answer as though printed on the card', () => {
  const cleanup = addTestCards(
    [{ ...PLAIN, name: 'Test Lancer', level: 6, powers: [{ kind: 'reach', squares: 2 }] }],
    [{ name: 'Test Cloak of Shadows', minLevel: 1, maxLevel: 8, cost: 3, powers: [{ kind: 'conceal', value: 6 }] }],
  );
  afterAll(cleanup);

  it('the card’s Reach and the item’s Conceal, folded once for the pair', () => {
    const s = turnOf(
      [{ card: 'Test Lancer', items: ['Test Cloak of Shadows'] }],
      ['Gnoll Marauder'],
      [
        [4, 4],
        [4, 7],
      ],
      'Test Lancer',
    );
    const lancer = byLabel(s, 'Test Lancer');
    const a = powerAnswers(s, lancer);
    expect(a.reach).toBe(2);
    expect(a.concealment).toBe(6);
    expect(powerAnswers(s, lancer)).toBe(a);
    expect(powerAnswers(s, byLabel(s, 'Gnoll Marauder')).concealment).toBe(0);
  });
});

const ROOT = new URL('../../../../', import.meta.url).pathname;
const DDM = join(ROOT, 'src/games/ddm');
/** The card layer may read a power's fields: the modules, the card rows and renderer, the importer. */
const MAY_READ_KINDS = [/\/abilities\//, /\/cards\//, /\/content\//, /\/import\//, /\.test\.ts$/, /test-cards\.ts$/, /testkit\.ts$/];

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** `x.kind === 'reach'`, `p.kind !== 'triggered'` …: a comparison with a power kind. */
export function testsPowerKind(text: string, kinds: readonly string[]): string[] {
  const re = new RegExp(`\\.kind\\s*[!=]==?\\s*'(${kinds.join('|')})'`, 'g');
  return [...text.matchAll(re)].map((m) => m[1] ?? '');
}

describe('rule files ask the named queries instead of testing a power’s kind', () => {
  const kinds = Object.keys(POWER_MODULES);

  it('the scan finds a kind test and ignores other kinds', () => {
    expect(testsPowerKind("cardOf(s, c).powers.some((p) => p.kind === 'reach')", kinds)).toEqual(['reach']);
    expect(testsPowerKind("if (p.kind !== 'triggered') continue;", kinds)).toEqual(['triggered']);
    expect(testsPowerKind("a.range.kind === 'melee' || x.kind === 'Helpless'", kinds)).toEqual([]);
  });

  it('no DDM file outside abilities/, cards/, content/ and import/ tests a power kind', () => {
    const found: string[] = [];
    for (const f of files(DDM)) {
      const rel = relative(ROOT, f);
      if (MAY_READ_KINDS.some((r) => r.test(rel))) continue;
      for (const k of testsPowerKind(readFileSync(f, 'utf8'), kinds)) found.push(`${rel}: ${k}`);
    }
    expect(found).toEqual([]);
  });
});
