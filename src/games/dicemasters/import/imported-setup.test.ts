// Tests for `--cards FILE` (import/imported-setup.ts, import/config-cards.ts) — dice-masters-battle-for-faerun
// "CUSTOMIZING YOUR PARTY": the imported set as a draft, two team links as Tournament parties, a set-up
// file naming imported cards; unenforced cards refused unless allowed; the config carries the imported
// cards' definitions, so a game starts and replays from the config alone; bad carried cards are refused
// with their JSON path.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, type Choice } from '../../../core/index.js';
import { module } from '../module.js';
import { game } from '../test-helpers.js';
import { configSchema } from '../setup.js';
import { parseTeamBuilder } from './teambuilder.js';
import { buildSet } from '../cards/bff/set.js';

const PATH = new URL('../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(PATH);
if (!HAVE) console.warn('--cards: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the imported set-ups are skipped');
const TEXT = HAVE ? readFileSync(PATH, 'utf8') : '';
const files: Record<string, string> = { 'tb.php': TEXT };
// The cards of the set still unenforced (fewer as cards are encoded: the cases below take whichever are left).
const UNENFORCED = HAVE
  ? (() => {
      const r = parseTeamBuilder(TEXT, 'tb.php');
      if (!r.ok) throw new Error(r.error);
      return buildSet(r.value).filter((c) => !c.enforced);
    })()
  : [];
const readFile = (p: string): string => {
  const t = files[p];
  if (t === undefined) throw new Error('ENOENT');
  return t;
};

describe.skipIf(!HAVE)('--cards FILE', () => {
  it('without a set-up: a draft over every enforced card of the set, carrying the imported cards it names', () => {
    const r = module.configFromArgs?.({ cards: 'tb.php' }, readFile);
    if (!r?.ok) throw new Error(r?.error);
    const cfg = r.value;
    expect('draft' in cfg && cfg.draft.pool?.length).toBeGreaterThan(30);
    expect(cfg.cards?.some((c) => c.key === 'owlbear/greater-beast')).toBe(true);
    for (const c of UNENFORCED) expect('draft' in cfg && cfg.draft.pool?.includes(c.facts.key), c.facts.key).toBe(false);
  });

  it('plays two team links as Tournament parties; the game replays from its config alone', () => {
    const r = module.configFromArgs?.(
      {
        cards: 'tb.php',
        team: '?cards=4xowlbear-greater-beast,4xorc-greater-humanoid,3xfireball,3xblessing',
        vs: '?view&cards=4x4bff;4x27bff;3x129bff;3x134bff',
      },
      readFile,
    );
    if (!r?.ok) throw new Error(r?.error);
    const cfg = JSON.parse(JSON.stringify(r.value)) as unknown;
    const started = game.setup(cfg as never, 5);
    if (!started.ok) throw new Error(started.error.message);
    const s = started.value.state;
    const choices: Choice[] = [];
    for (let i = 0; i < 400; i++) {
      const p = game.pending(s);
      if (p.terminal) break;
      const o = p.options[(i * 7) % p.options.length];
      if (!o) throw new Error('no option');
      choices.push({ rqid: p.rqid, option: o.id });
      const a = game.apply(s, p.rqid, o.id);
      if (!a.ok) throw new Error(a.error.message);
    }
    const rep = replay(game, makeRecord(game, cfg as never, 5, choices, s));
    expect(rep.ok && rep.value.hash).toBe(game.hash(s));
  });

  it.skipIf(UNENFORCED.length === 0)('refuses unenforced cards unless allowed', () => {
    const c = UNENFORCED[0];
    if (!c) return;
    const links = { cards: 'tb.php', team: `?cards=${c.facts.max}x${c.facts.key.replace('/', '-')},3xfireball,3xblessing`, vs: '?cards=3xfireball,3xblessing' };
    const refused = module.configFromArgs?.(links, readFile);
    expect(refused?.ok === false && refused.error).toMatch(new RegExp(`--team: not a legal Tournament party:\\n${c.facts.key}: .*not enforced`));
    expect(module.configFromArgs?.({ ...links, 'allow-unenforced': 'true' }, readFile)?.ok).toBe(true);
  });

  it('names what is wrong with a cards file or a link', () => {
    expect(module.configFromArgs?.({ cards: 'missing.php' }, readFile)).toEqual({ ok: false, error: 'missing.php: cannot read the file (ENOENT)' });
    const bad = module.configFromArgs?.({ cards: 'tb.php', team: '?cards=2x999bff', vs: '?cards=3xfireball' }, readFile);
    expect(bad?.ok === false && bad.error).toBe('--team: cards entry 1 "2x999bff": bff has no card number 999');
  });

  it('a set-up file may name imported cards', () => {
    files['mine.json'] = JSON.stringify({
      format: 'tournament',
      life: 20,
      basicActions: ['fireball', 'blessing', 'charm', 'polymorph'],
      players: [{ cards: [{ card: 'owlbear/greater-beast', dice: 4 }] }, { cards: [{ card: 'kobold/lesser-humanoid', dice: 4 }] }],
    });
    const r = module.configFromArgs?.({ cards: 'tb.php', setup: 'mine.json' }, readFile);
    expect(r?.ok && r.value.cards?.map((c) => c.key).sort()).toEqual(['kobold/lesser-humanoid', 'owlbear/greater-beast']);
  });
});

describe('cards carried by a set-up file', () => {
  it('are checked field by field and ability by ability, with the JSON path', () => {
    const base = { life: 10, basicActions: ['fireball'], players: [{ cards: [] }, { cards: [] }] };
    const r = configSchema.safeParse({
      ...base,
      cards: [
        {
          key: 'x/y',
          title: 'X',
          subtitle: 'Y',
          kind: 'character',
          cost: 2,
          energy: 'fist',
          affiliation: null,
          alignment: 'good',
          max: 4,
          basic: false,
          faces: [],
          abilities: [{ kind: 'flying' }],
        },
      ],
    });
    expect(r.success).toBe(false);
    const paths = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('cards.0.faces');
    expect(paths).toContain('cards.0.abilities.0');
  });

  it('may not change a card the engine already knows', () => {
    const r = configSchema.safeParse({
      life: 10,
      basicActions: ['fireball'],
      players: [{ cards: [] }, { cards: [] }],
      cards: [
        {
          key: 'fireball',
          title: 'Fireball',
          subtitle: 'Basic Action Card',
          kind: 'action',
          cost: 1,
          energy: null,
          affiliation: null,
          alignment: null,
          max: 3,
          basic: true,
          faces: [
            { t: 'action', bursts: 0 },
            { t: 'action', bursts: 0 },
            { t: 'action', bursts: 0 },
            { t: 'action', bursts: 0 },
            { t: 'action', bursts: 1 },
            { t: 'action', bursts: 2 },
          ],
          abilities: [],
        },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.success ? '' : JSON.stringify(r.error.issues)).toMatch(/already encoded differently/);
  });
});
