// Warbands from an imported pool (invented rows): partial creatures are refused unless allowed,
// the 2011 restrictions name the creature and the rule, random warbands are legal, and a config
// carrying the imported cards starts a battle.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../core/index.js';
import { game } from '../game.js';
import { ddmModule } from '../module.js';
import { STARTER_MAPS } from '../content/maps.js';
import { BOG_WISP, entry, MOSS_HOUND, SIGNPOST } from '../import/fixtures.test-data.js';
import { parseDdmwi } from '../import/parse.js';
import { checkWarband } from '../rules/warband.js';
import { checkPoolWarband, configCards, creaturePool } from './pool.js';
import { randomWarband } from './random-warband.js';

const EVIL_IMP = entry({
  name: 'Swamp Imp',
  alignment: 'EVIL',
  cost: 12,
  factions: ['WILD'],
  powers: [{ type: 'ATTACK', text: 'Claw: +7 vs. AC; 10 damage.' }],
});
const GOOD_WARDEN = entry({
  name: 'Grove Warden',
  alignment: 'GOOD',
  cost: 30,
  factions: ['WILD'],
  keywords: ['Unique', 'Fey'],
  powers: [{ type: 'ATTACK', text: 'Staff: +9 vs. AC; 15 damage.' }],
});
const parsed = parseDdmwi(JSON.stringify([MOSS_HOUND, BOG_WISP, SIGNPOST, EVIL_IMP, GOOD_WARDEN]), 'pool.json');
if (!parsed.ok) throw new Error(parsed.error);
const pool = creaturePool(parsed.value);
const band = (...cards: string[]) => ({
  name: 'T',
  faction: 'Wild' as const,
  points: 200 as const,
  format: 'standard' as const,
  creatures: cards.map((card) => ({ card, items: [] })),
});
const messages = (w: ReturnType<typeof band>, allowPartial = false) => checkPoolWarband(w, pool, { allowPartial }, 'mine.json').map((e) => e.message);

describe('warbands from the imported pool', () => {
  it('accepts enforced creatures', () => {
    expect(messages(band('Moss Hound', 'Grove Warden'))).toEqual([]);
  });
  it('refuses a creature with a power not enforced unless partial creatures are allowed, naming the powers', () => {
    expect(messages(band('Bog Wisp'))).toEqual([
      'mine.json: creature 1 (Bog Wisp) has powers that are not enforced: Mire Dance (power: mire dance); Immune Sleepiness (immune: sleepiness). It would play without them; allow that with --allow-partial.',
    ]);
    expect(messages(band('Bog Wisp'), true)).toEqual([]);
  });
  it('refuses a creature the encoding cannot hold even with --allow-partial', () => {
    expect(messages(band('Talking Signpost'), true)).toEqual([
      'mine.json: creature 1 (Talking Signpost) cannot be played: the card prints no attack; a card needs at least one attack.',
    ]);
  });
  it('applies the 2011 restrictions: alignment, Unique, faction, points', () => {
    const errs = checkPoolWarband(band('Swamp Imp', 'Grove Warden', 'Grove Warden'), pool, {}, 'w');
    expect(errs.map((e) => e.code)).toEqual(['unique', 'alignment']);
    expect(errs[1]?.message).toBe('w: creature 2 (Grove Warden) is Good and creature 1 (Swamp Imp) is Evil; they may not be in the same warband (Alignment).');
    expect(errs[1]?.rule).toEqual({ book: 'ddm-battle-rules-2011', section: 'Warband Restrictions' });
    const many = band(...Array<string>(17).fill('Swamp Imp'));
    expect(checkPoolWarband(many, pool).map((e) => e.code)).toEqual(['warband-size', 'points']);
    expect(checkPoolWarband({ ...band('Moss Hound'), faction: 'Underdark' }, pool).map((e) => e.code)).toEqual(['faction']);
  });
  it('draws random warbands that keep every restriction', () => {
    const candidates = [...pool.byName.values()].flatMap((c) => (c.enforced && c.card ? [c.card] : []));
    for (let seed = 1; seed <= 50; seed++) {
      const w = randomWarband(new Rng(seedRng(seed)), candidates, { name: `R${seed}`, faction: 'Wild' });
      if (!w) continue;
      expect(checkWarband(w, pool.catalog), `seed ${seed}`).toEqual([]);
      expect(w.creatures.every((c) => pool.byName.get(c.card)?.enforced)).toBe(true);
    }
  });
  it('starts a battle from a config that carries the imported cards', () => {
    const warbands = [band('Moss Hound', 'Grove Warden'), band('Swamp Imp')] as const;
    const config = { warbands: [...warbands] as [(typeof warbands)[0], (typeof warbands)[1]], maps: [STARTER_MAPS[0]], cards: configCards(warbands, pool) };
    const started = game.setup(config, 3);
    expect(started.ok).toBe(true);
    if (started.ok) expect(Object.keys(started.value.state.cards).sort()).toEqual(['Grove Warden', 'Moss Hound', 'Swamp Imp']);
    expect(game.setup({ ...config, cards: undefined }, 3)).toMatchObject({ ok: false });
  });
});

describe('--creatures FILE with --warband/--vs', () => {
  const files: Record<string, string> = {
    'pool.json': JSON.stringify([MOSS_HOUND, BOG_WISP, SIGNPOST, EVIL_IMP, GOOD_WARDEN]),
    'a.json': JSON.stringify(band('Moss Hound', 'Grove Warden')),
    'b.json': JSON.stringify(band('Bog Wisp')),
  };
  const read = (p: string): string => {
    const t = files[p];
    if (t === undefined) throw new Error('no such file');
    return t;
  };
  it('refuses a warband naming a partial creature, then plays it with --allow-partial', () => {
    const refused = ddmModule.configFromArgs?.({ creatures: 'pool.json', warband: 'a.json', vs: 'b.json' }, read);
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^b\.json: creature 1 \(Bog Wisp\) has powers that are not enforced: Mire Dance/),
    });
    const allowed = ddmModule.configFromArgs?.({ creatures: 'pool.json', warband: 'a.json', vs: 'b.json', 'allow-partial': 'true' }, read);
    expect(allowed?.ok).toBe(true);
    if (allowed?.ok) {
      expect(allowed.value.cards?.creatures?.map((c) => c.name).sort()).toEqual(['Bog Wisp', 'Grove Warden', 'Moss Hound']);
      expect(game.setup(allowed.value, 1).ok).toBe(true);
    }
  });
  it('names the pool file when it cannot be read', () => {
    expect(ddmModule.configFromArgs?.({ creatures: 'none.json', warband: 'a.json' }, read)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^none\.json: cannot read/),
    });
  });
});
