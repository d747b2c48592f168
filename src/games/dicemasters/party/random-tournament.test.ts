// Random games between random legal Tournament parties drawn from the whole imported Battle for Faerûn
// set (dice-masters-battle-for-faerun "TOURNAMENT PARTIES"; every enforced card may be drawn): the
// invariants hold after every decision (dice conserved, each die in one area, life within bounds) and
// every game replays from its record — config with the carried cards, seed and choices — to the same
// hash. 2,000 games by default (issue 19's count); SKIRMISH_LONG=1 plays 10,000.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, type Choice } from '../../../core/index.js';
import { buildSet, registerSet } from '../cards/bff/set.js';
import { parseTeamBuilder } from '../import/teambuilder.js';
import { census, game, invariantErrors } from '../test-helpers.js';
import { formatConfig, randomParty } from './random.js';
import { validateParty } from './validate.js';

const PATH = new URL('../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(PATH);
if (!HAVE) console.warn('random Tournament games: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so they are skipped');
const LONG = process.env.SKIRMISH_LONG === '1';
const GAMES = LONG ? 10_000 : 2_000;

describe.skipIf(!HAVE)('random Tournament parties from the imported set', () => {
  it(
    `${GAMES} random games keep the invariants after every decision and replay to the same hash`,
    () => {
      const parsed = parseTeamBuilder(readFileSync(PATH, 'utf8'), 'tdc-teambuilder-cards.php');
      if (!parsed.ok) throw new Error(parsed.error);
      const set = buildSet(parsed.value);
      registerSet(set);
      const pool = set.filter((c) => c.enforced && !c.facts.basic).map((c) => c.def);
      const basics = set.filter((c) => c.facts.basic).map((c) => c.def);
      const lookup = {
        card: (k: string) => set.find((c) => c.facts.key === k)?.def,
        enforced: (k: string) => set.find((c) => c.facts.key === k)?.enforced ?? false,
      };
      const drawn = new Set<string>();
      let wins0 = 0;
      for (let g = 1; g <= GAMES; g++) {
        let x = (g * 2654435761) >>> 0;
        const pick = (n: number): number => {
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          return (x >>> 8) % n;
        };
        const parties = [randomParty(pool, basics, 'tournament', pick), randomParty(pool, basics, 'tournament', pick)] as const;
        for (const p of parties) {
          expect(validateParty(p, 'tournament', lookup).ok).toBe(true);
          for (const e of p.cards) drawn.add(e.card);
        }
        const keys = new Set(parties.flatMap((p) => p.cards.map((e) => e.card)));
        const cards = set.filter((c) => c.source !== 'catalogue' && keys.has(c.facts.key)).map((c) => c.def);
        const config = JSON.parse(JSON.stringify({ ...formatConfig('tournament', parties), ...(cards.length ? { cards } : {}) })) as never;
        const started = game.setup(config, g);
        if (!started.ok) throw new Error(`game ${g}: ${started.error.message}`);
        const s = started.value.state;
        const init = census(s);
        const choices: Choice[] = [];
        for (let i = 0; ; i++) {
          if (i > 20_000) throw new Error(`game ${g} did not finish`);
          const errs = invariantErrors(s, init);
          if (errs.length) throw new Error(`game ${g}, decision ${i}: ${errs.join('; ')}`);
          const p = game.pending(s, { labels: false });
          if (p.terminal) {
            if (p.returns[0] === 1) wins0++;
            break;
          }
          const o = p.options[pick(p.options.length)];
          if (!o) throw new Error('no option');
          choices.push({ rqid: p.rqid, option: o.id });
          const r = game.apply(s, p.rqid, o.id);
          if (!r.ok) throw new Error(`game ${g}: ${r.error.message}`);
        }
        const rep = replay(game, makeRecord(game, config, g, choices, s));
        if (!rep.ok) throw new Error(`game ${g} does not replay: ${rep.error.message}`);
        expect(rep.value.hash).toBe(game.hash(s));
      }
      // The parties draw widely from the set, and both seats win some games.
      expect(drawn.size).toBeGreaterThan(pool.length / 2);
      expect(wins0).toBeGreaterThan(0);
      expect(wins0).toBeLessThan(GAMES);
    },
    LONG ? 4 * 3_600_000 : 600_000,
  );
});
