// Whole battles by ddm-battle-rules-2011 "Assault": seeded random-vs-random battles end with a winner
// by the victory conditions; invariants hold after every decision (no two creatures in one square,
// HP never above maximum, destroyed creatures off the map); every battle replays to the same hash.
// SKIRMISH_LONG=1 runs the 5,000 battles (SKIRMISH_DDM_BATTLES=N any count, starting at seed
// SKIRMISH_DDM_FIRST so a long run can be split across processes); the default is a handful, as each
// battle takes about a second.
import { describe, expect, it } from 'vitest';
import { battleInvariants, expectEndedAndReplays } from './battle-checks.js';
import { game } from './game.js';
import { ddmModule, starterConfig } from './module.js';
import { randomBattle } from './random-battle.js';

const LONG = typeof process !== 'undefined' && process.env['SKIRMISH_LONG'] === '1';
const COUNT = Number(process.env['SKIRMISH_DDM_BATTLES'] ?? (LONG ? 5000 : 3));
const FIRST = Number(process.env['SKIRMISH_DDM_FIRST'] ?? 1);

describe('Assault battles between random players', () => {
  it(
    `${COUNT} seeded battles end by the victory conditions, keep the invariants and replay to the same hash`,
    () => {
      for (let seed = FIRST; seed < FIRST + COUNT; seed++) {
        const config = starterConfig();
        const run = randomBattle(config, seed, battleInvariants);
        expectEndedAndReplays(config, seed, run.choices, run.state, seed <= 3 || seed % 50 === 0);
      }
    },
    600_000 + COUNT * 10_000,
  );

  it('the starter preset renders the map as text and lists the cards', () => {
    const started = game.setup(starterConfig(), 5);
    if (!started.ok) throw new Error(started.error.message);
    const text = ddmModule.renderText(game.observe(started.value.state, 0));
    expect(text).toContain('Crossroads Keep');
    expect(text.split('\n').length).toBeGreaterThan(28);
    const cards = ddmModule.cards?.() ?? [];
    expect(cards.map((c) => c.name)).toContain('Dwarf Battlemaster');
    expect(cards.find((c) => c.name === 'Yuan-Ti Swiftscale')?.text).toContain("Zehir's Eye");
  });

  it('configFromArgs reads warband and map files and names the file on errors', () => {
    const files: Record<string, string> = {
      'a.json': JSON.stringify({ name: 'A', faction: 'Civilization', points: 200, creatures: [{ card: 'Merchant Guard' }] }),
      'b.json': JSON.stringify({ name: 'B', faction: 'Wild', points: 200, creatures: [{ card: 'Dire Wolf' }] }),
      'bad.json': JSON.stringify({ name: 'B', faction: 'Nowhere', points: 200, creatures: [] }),
    };
    const read = (p: string) => {
      const t = files[p];
      if (t === undefined) throw new Error('no such file');
      return t;
    };
    const ok = ddmModule.configFromArgs?.({ warband: 'a.json', vs: 'b.json' }, read);
    expect(ok?.ok).toBe(true);
    const bad = ddmModule.configFromArgs?.({ warband: 'a.json', vs: 'bad.json' }, read);
    expect(bad?.ok).toBe(false);
    if (bad && !bad.ok) expect(bad.error).toMatch(/bad\.json.*faction/s);
    const missing = ddmModule.configFromArgs?.({ warband: 'nope.json' }, read);
    if (missing && !missing.ok) expect(missing.error).toContain('nope.json');
  });

  it('an illegal warband is refused at set-up with the creature and the rule named', () => {
    const config = starterConfig();
    const r = game.setup(
      { ...config, warbands: [{ ...config.warbands[0], creatures: [{ card: 'Yuan-Ti Swiftscale' }, { card: 'Dwarf Battlemaster' }] }, config.warbands[1]] },
      1,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain('Yuan-Ti Swiftscale');
      expect(r.error.rule.book).toBe('ddm-battle-rules-2011');
    }
  });
});

describe('clone', () => {
  it('a clone hashes like the original and evolves independently', () => {
    const started = game.setup(starterConfig(), 11);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    const c = game.clone(s);
    expect(game.hash(c)).toBe(game.hash(s));
    const p = game.pending(c);
    if (p.terminal) throw new Error('over');
    const option = p.options[0];
    if (!option) throw new Error('no option');
    expect(game.apply(c, p.rqid, option.id).ok).toBe(true);
    expect(game.hash(c)).not.toBe(game.hash(s));
    expect(game.pending(s)).toEqual(p);
  });
});
