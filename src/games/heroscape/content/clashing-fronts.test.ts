import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unenforcedPowers } from '../abilities/render.js';
import { game } from '../battle/game.js';
import type { HsConfig } from '../battle/setup.js';
import { DEFAULT_CARDS, DEFAULT_MAP, heroscapeConfigFromArgs } from '../module.js';
import { CLASHING_FRONTS } from './clashing-fronts.js';

const HAVE_DATA = existsSync(DEFAULT_CARDS) && existsSync(DEFAULT_MAP);
if (!HAVE_DATA)
  console.warn(`Clashing Fronts: ${DEFAULT_CARDS} or ${DEFAULT_MAP} is absent (run from the checkout next to ../shared), so these tests are skipped`);

const readFile = (p: string) => readFileSync(p, 'utf8');
const readBytes = (p: string) => new Uint8Array(readFileSync(p));

function fromFlags(flags: Record<string, string>): HsConfig {
  const r = heroscapeConfigFromArgs(flags, readFile, readBytes);
  if (!r?.ok) throw new Error(r ? r.error : 'no config');
  return r.value;
}

/** Plays random legal choices (seeded) to the end. */
function playOut(config: HsConfig, seed: number): string {
  const started = game.setup(config, seed);
  if (!started.ok) throw new Error(started.error.message);
  const s = started.value.state;
  let k = seed;
  for (let n = 0; n < 20000; n++) {
    const p = game.pending(s, { labels: false });
    if (p.terminal) return p.reason;
    k = (k * 1103515245 + 12345) % 2147483648;
    const r = game.apply(s, p.rqid, p.options[k % p.options.length]!.id);
    if (!r.ok) throw new Error(r.error.message);
  }
  throw new Error('the battle did not end');
}

describe('Clashing Fronts on the Table of the Giants (the first-time scenario)', () => {
  it.skipIf(!HAVE_DATA)(
    'Example 2: is the default set-up with the shared data: the Example 2 armies, 400 points, the map imported from the Virtualscape file',
    () => {
      const config = fromFlags({});
      expect(config.pointLimit).toBe(CLASHING_FRONTS.pointLimit);
      expect(config.map.name).toBe('La table des geants');
      expect(config.armies.map((a) => a.cards.map((c) => c.name))).toEqual([
        ['Grimnak', 'Marro Warriors', 'Finn the Viking Champion', 'Zettian Guards'],
        ['Syvarris', 'Deathwalker 9000', 'Krav Maga Agents', 'Tarn Viking Warriors'],
      ]);
      // Our starting zones at the two ends: the first player's west of the second's.
      const [west, east] = config.map.startZones;
      expect(west!.hexes).toHaveLength(20);
      expect(Math.max(...west!.hexes.map((h) => h.q + h.r / 2))).toBeLessThan(Math.min(...east!.hexes.map((h) => h.q + h.r / 2)));
      expect(playOut(config, 1)).toMatch(/destroyed every enemy figure|round limit reached|no figure is left/);
    },
  );

  it.skipIf(!HAVE_DATA)('with --armies draft the players draft 400-point armies from the 16 Rise of the Valkyrie cards', () => {
    const config = fromFlags({ armies: 'draft' });
    expect(config.draft?.pool).toHaveLength(16);
    expect(playOut(config, 2)).toMatch(/destroyed every enemy figure|round limit reached|no figure is left/);
  });

  it.skipIf(!HAVE_DATA)(
    'with --armies pool the players draft from every imported card whose powers are all played; --allow-unenforced adds the others, their unplayed powers absent',
    () => {
      const played = fromFlags({ armies: 'pool' });
      const pool = played.draft?.pool ?? [];
      // Every card of the file, the 6-space Marro Hive too: each has every power played.
      expect(pool).toHaveLength(207);
      expect(pool.filter((c) => unenforcedPowers(c).length > 0)).toEqual([]);
      expect(pool.some((c) => c.spaces === 6)).toBe(true);
      expect(played.allowUnenforced).toBeUndefined();
      expect(playOut(played, 3)).toMatch(/destroyed every enemy figure|round limit reached|no figure is left/);

      // A units file whose Syvarris prints Double Attack in other words: that power is not played on it
      // (powers are bound by the printed text's hash), so the card is left out unless allowed.
      const altered = (p: string) =>
        p === DEFAULT_CARDS ? readFile(p).replace(/"When Syvarris attacks, he may attack one additional time\."/, '"Syvarris attacks twice."') : readFile(p);
      expect(altered(DEFAULT_CARDS)).toContain('Syvarris attacks twice.');
      const fromAltered = (flags: Record<string, string>): HsConfig => {
        const r = heroscapeConfigFromArgs(flags, altered, readBytes);
        if (!r?.ok) throw new Error(r ? r.error : 'no config');
        return r.value;
      };
      expect(fromAltered({ armies: 'pool' }).draft?.pool.map((c) => c.name)).not.toContain('Syvarris');
      const all = fromAltered({ armies: 'pool', 'allow-unenforced': 'true' });
      expect(all.allowUnenforced).toBe(true);
      expect(all.draft?.pool).toHaveLength(207);
      expect(all.draft?.pool.filter((c) => unenforcedPowers(c).length > 0).map((c) => c.name)).toEqual(['Syvarris']);
      expect(playOut(all, 4)).toMatch(/destroyed every enemy figure|round limit reached|no figure is left/);
      // Without the permission, the same pool is refused at set-up, naming a card and its unplayed powers.
      const refused = game.setup({ ...all, allowUnenforced: false }, 4);
      expect(refused.ok ? '' : refused.error.message).toMatch(
        /Syvarris.*has powers the engine does not play yet|has powers the engine does not play yet.*Syvarris/,
      );
    },
  );

  it('--allow-unenforced belongs to --armies pool; a bad --armies names the choices', () => {
    const r = heroscapeConfigFromArgs({ armies: 'draft', 'allow-unenforced': 'true' }, readFile, readBytes);
    expect(r && !r.ok ? r.error : '').toContain('--allow-unenforced: only with --armies pool');
    const bad = heroscapeConfigFromArgs({ armies: 'everything' }, readFile, readBytes);
    expect(bad && !bad.ok ? bad.error : '').toBe('--armies everything: expected preset, draft or pool');
  });

  it('without a byte reader, a .hsc map is refused with the way to convert it; a bad --scenario names the choices', () => {
    const r = heroscapeConfigFromArgs({ map: 'x.hsc' }, readFile);
    expect(r).toMatchObject({ ok: false });
    expect(r && !r.ok ? r.error : '').toContain('skirmish map import');
    const bad = heroscapeConfigFromArgs({ scenario: 'nosuch' }, readFile);
    expect(bad && !bad.ok ? bad.error : '').toContain(
      '--scenario nosuch: expected clashing-fronts, test-field, migols-tomb, trollsford-rescue, table-of-the-giants',
    );
    expect(heroscapeConfigFromArgs({}, readFile)).toBeNull();
  });
});
