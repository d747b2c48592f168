// Tests for dice-masters-battle-for-faerun — "CARDS" (cost, energy type, affiliation, die limit, level
// stats), "SHORTHAND CARD ABILITIES" (Breath Weapon, Regenerate) and "CAPTURING, CONTROLLING, AND
// COPYING", on the eight cards issue 16 adds as data rows only: each row's facts agree with the public
// TeamBuilder data, each card's ability plays through the game API, and each row uses nothing but
// ability modules that already exist.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { ABILITY_MODULES } from '../abilities/index.js';
import { module } from '../module.js';
import { draftableCards, firstGameConfig, type DmConfig } from '../setup.js';
import { DRAFT_PRESET_POOL } from './draft-preset.js';
import { byId, census, choose, chooseWith, game, invariantErrors, pending, position, rolls } from '../test-helpers.js';
import type { DieState, DmState, EnergyType, Face } from '../types.js';
import { attack, defense } from '../rules/dice.js';
import { cardDef } from './catalogue.js';
import { renderAbility, renderCard } from './render.js';
import type { Ability } from './types.js';

/** The eight cards, by our key. */
const BFF_KEYS = [
  'blue-dragon/minion-dragon',
  'green-dragon/minion-dragon',
  'green-dragon/apprentice-dragon',
  'troll/minion-humanoid',
  'gelatinous-cube/apprentice-ooze',
  'drow-assassin/lesser-humanoid',
  'orc/lesser-humanoid',
  'skeleton/lesser-undead',
] as const;

const TEAMBUILDER = new URL('../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE_TEAMBUILDER = existsSync(TEAMBUILDER);
if (!HAVE_TEAMBUILDER) console.warn('BfF cards: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the facts test is skipped');

interface TeamBuilderCard {
  readonly cost: number;
  readonly energy: EnergyType | null;
  readonly affiliation: string;
  readonly max: number;
  readonly alignment: string;
  readonly equip: boolean;
  readonly text: readonly string[];
}

/** bff-dice-faces.md: the 7-character prefix of a `var bff` line, then `Name|Subtitle|ability|…`. */
function teamBuilderCards(src: string): Map<string, TeamBuilderCard> {
  const start = src.indexOf('var bff = [');
  const block = src.slice(start, src.indexOf('];', start));
  const energies: Record<string, EnergyType | null> = { '1': 'mask', '2': 'fist', '3': 'bolt', '4': 'shield', '0': null };
  const affiliations: Record<string, string> = {
    M: 'monsters',
    H: 'harpers',
    E: 'emerald-enclave',
    Z: 'zhentarim',
    O: 'order-of-the-gauntlet',
    L: 'lords-alliance',
  };
  const alignments: Record<string, string> = { g: 'good', n: 'neutral', b: 'evil' };
  const out = new Map<string, TeamBuilderCard>();
  for (const raw of block.split('\n').slice(1)) {
    const line = raw.trim().replace(/',?$/, '').replace(/^'/, '');
    if (line.length < 8) continue;
    const p = line.slice(0, 7);
    const [title = '', subtitle = '', ...text] = line.slice(7).split('|');
    out.set(`${title}|${subtitle}`, {
      cost: parseInt(p[1] as string, 16),
      energy: energies[p[2] as string] ?? null,
      affiliation: affiliations[p[3] as string] ?? 'none',
      max: Number(p[4]),
      alignment: alignments[p[5] as string] ?? '?',
      equip: p[6] === '1',
      text,
    });
  }
  return out;
}

/** `var dice`: "Title":"133 144 266" — per level fielding cost, attack, defense (hex), `*` for a burst. */
function levelStats(src: string, title: string): { cost: number; a: number; d: number; bursts: 0 | 1 | 2 }[] {
  const m = new RegExp(`"${title}":"([^"]+)"`).exec(src.slice(src.indexOf('var dice = {')));
  if (!m) throw new Error(`no dice line for ${title}`);
  return [...(m[1] as string).matchAll(/([0-9a-f])([0-9a-f])([0-9a-f])(\**)/g)].map((g) => ({
    cost: parseInt(g[1] as string, 16),
    a: parseInt(g[2] as string, 16),
    d: parseInt(g[3] as string, 16),
    bursts: g[4] === '**' ? 2 : g[4] === '*' ? 1 : 0,
  }));
}

/** The abilities the eight cards' TeamBuilder text names, as our encoding says them; unknown text throws. */
function abilitiesOfText(text: readonly string[]): Ability[] {
  return text.map((t): Ability => {
    const bw = /^Breath Weapon (\d+) /.exec(t);
    if (bw) return { kind: 'breath-weapon', x: Number(bw[1]) };
    if (/^Regenerate /.test(t)) return { kind: 'regenerate' };
    if (
      /^Whenever a character is knocked out during the attack step, you may pay \[S\] to have .* capture it\. This capture lasts until it is used again\.$/.test(
        t,
      )
    )
      return { kind: 'capture-knocked-out', cost: 'shield' };
    throw new Error(`ability text this test does not read: ${t}`);
  });
}

describe('the eight BfF cards added as data: facts from the TeamBuilder file', () => {
  it.skipIf(!HAVE_TEAMBUILDER)('cost, energy, affiliation, alignment, Max, gear icon, faces and abilities match the TeamBuilder data', () => {
    const src = readFileSync(TEAMBUILDER, 'utf8');
    const tb = teamBuilderCards(src);
    for (const key of BFF_KEYS) {
      const c = cardDef(key);
      const t = tb.get(`${c.title}|${c.subtitle}`);
      expect(t, key).toBeDefined();
      if (!t) continue;
      expect([c.kind, c.cost, c.energy, c.affiliation, c.alignment, c.max, c.equipSlot === true], key).toEqual([
        'character',
        t.cost,
        t.energy,
        t.affiliation,
        t.alignment,
        t.max,
        t.equip,
      ]);
      const energy = t.energy as EnergyType;
      const faces: Face[] = [
        { t: 'energy', type: energy, n: 1 },
        { t: 'energy', type: energy, n: 2 },
        { t: 'energy', type: energy, n: 2 },
        ...levelStats(src, c.title).map((l, i): Face => ({ t: 'char', level: i + 1, ...l })),
      ];
      expect(c.faces, key).toEqual(faces);
      expect(c.abilities, key).toEqual(abilitiesOfText(t.text));
    }
  });
});

describe('the eight BfF cards are data only (issue 16 acceptance)', () => {
  const kinds = new Set<string>(ABILITY_MODULES.map((m) => m.kind));
  it('every ability of every new card is an existing ability module, its row passes the module schema, and its rules text is the module text', () => {
    for (const key of BFF_KEYS) {
      const c = cardDef(key);
      for (const a of c.abilities) {
        expect(kinds.has(a.kind), `${key}: ${a.kind}`).toBe(true);
        const m = ABILITY_MODULES.find((x) => x.kind === a.kind);
        const { kind: _kind, ...params } = a;
        expect(m?.params.safeParse(params).success, key).toBe(true);
        expect(renderCard(c).split('\n')).toContain(renderAbility(a));
      }
    }
  });
  it('the three vanilla characters have no abilities: their rules text is the header and the faces only', () => {
    for (const key of ['drow-assassin/lesser-humanoid', 'orc/lesser-humanoid', 'skeleton/lesser-undead']) {
      expect(cardDef(key).abilities).toEqual([]);
      expect(renderCard(cardDef(key)).split('\n')).toHaveLength(2);
    }
  });
  it('the draft preset keeps its fixed pool (none of the new cards); a draft file without a pool offers them all', () => {
    for (const key of BFF_KEYS) {
      expect(DRAFT_PRESET_POOL).not.toContain(key);
      expect(draftableCards()).toContain(key);
    }
    const preset = module.presets.draft?.();
    expect(preset && 'draft' in preset ? preset.draft.pool : null).toEqual(DRAFT_PRESET_POOL);
  });
});

const FG = firstGameConfig();
const parties = (p1: string, p2: string): DmConfig => ({
  ...FG,
  players: [{ cards: [{ card: p1, dice: 2 }] }, { cards: [{ card: p2, dice: 2 }] }],
});

/** The active player passes the main step and declares these attackers. */
function attackWith(s: DmState, ...ds: DieState[]): void {
  if (pending(s).kind === 'main') choose(s, byId('pass'), 0);
  for (const d of ds) choose(s, byId(`attack:${d.id}`), 0);
  choose(s, byId('done'), 0);
}

/** Fields `d` from the reserve through the main step's field option (any payment). */
function field(s: DmState, d: DieState): void {
  choose(s, (o: Option) => o.id.startsWith('field:') && (o.payload as { die: number }).die === d.id, 0);
  expect(d.zone).toBe('field');
}

describe('SHORTHAND CARD ABILITIES: Breath Weapon on the new dragons', () => {
  it('Blue Dragon, Minion Dragon: fielded (1 energy), it attacks and pays 2 — 2 damage to the opponent and each opposing character', () => {
    let dragon!: DieState;
    let vamp!: DieState;
    let npc!: DieState;
    const s = position(parties('blue-dragon/minion-dragon', 'vampire/minion-undead'), (st, put) => {
      dragon = put('blue-dragon/minion-dragon', 0, 'reserve', 3); // L1: field 1, 3A/3D
      for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', 0); // 3 fist energy
      vamp = put('vampire/minion-undead', 1, 'field', 3); // L1 1A/4D
      npc = put('npc', 1, 'field', 5); // 1A/1D
    });
    field(s, dragon);
    attackWith(s, dragon);
    const p = pending(s);
    expect([p.kind, p.player]).toEqual(['breath-weapon', 0]);
    expect(p.prompt).toMatch(/Breath Weapon 2\b/);
    choose(s, (o) => o.id.startsWith('breath:'), 0);
    expect(s.players[1]?.life).toBe(8);
    expect(vamp.damage).toBe(2);
    expect(npc.zone).toBe('prep'); // 2 damage reaches the NPC's 1 defense: knocked out
    expect(s.dice.filter((d) => d.owner === 0 && d.zone === 'reserve')).toHaveLength(0); // 1 to field + 2 for the breath
  });

  for (const [key, x] of [
    ['green-dragon/minion-dragon', 1],
    ['green-dragon/apprentice-dragon', 2],
  ] as const) {
    it(`${key}: Breath Weapon ${x} is offered only with ${x} energy and deals ${x}`, () => {
      const setUp = (energy: number): { s: DmState; dragon: DieState; vamp: DieState } => {
        let dragon!: DieState;
        let vamp!: DieState;
        const s = position(parties(key, 'vampire/minion-undead'), (st, put) => {
          dragon = put(key, 0, 'field', 3); // L1 3A/4D
          for (let i = 0; i < energy; i++) put('npc', 0, 'reserve', 1); // bolt energy
          vamp = put('vampire/minion-undead', 1, 'field', 3);
        });
        return { s, dragon, vamp };
      };
      const poor = setUp(x - 1);
      attackWith(poor.s, poor.dragon);
      expect(pending(poor.s).kind).not.toBe('breath-weapon');
      expect(poor.s.players[1]?.life).toBe(10);

      const { s, dragon, vamp } = setUp(x);
      attackWith(s, dragon);
      expect(pending(s).prompt).toMatch(new RegExp(`Breath Weapon ${x}\\b`));
      choose(s, (o) => o.id.startsWith('breath:'), 0);
      expect(s.players[1]?.life).toBe(10 - x);
      expect(vamp.damage).toBe(x);
    });
  }
});

describe('SHORTHAND CARD ABILITIES: Regenerate on Troll, Minion Humanoid', () => {
  const setUp = (): { s: DmState; dragon: DieState; troll: DieState } => {
    let dragon!: DieState;
    let troll!: DieState;
    const s = position(parties('blue-dragon/master-dragon', 'troll/minion-humanoid'), (st, put) => {
      dragon = put('blue-dragon/master-dragon', 0, 'field', 5); // L3 6A/6D
      troll = put('troll/minion-humanoid', 1, 'field', 3); // L1 3A/3D
    });
    attackWith(s, dragon);
    return { s, dragon, troll };
  };
  it('knocked out blocking, it rolls: a character face puts it back in the field (and, unlike the Master, knocks out nobody)', () => {
    const { s, dragon, troll } = setUp();
    chooseWith(s, byId(`block:${dragon.id}`), rolls(s, [troll], ['L2 Troll']), 1);
    expect(troll.zone).toBe('field');
    expect([attack(s, troll), defense(s, troll)]).toEqual([4, 3]);
    expect(dragon.zone).not.toBe('prep');
    expect(s.players[0]?.life).toBe(10);
  });
  it('an energy face leaves it in the prep area', () => {
    const { s, dragon, troll } = setUp();
    chooseWith(s, byId(`block:${dragon.id}`), rolls(s, [troll], ['fistx2']), 1);
    expect(troll.zone).toBe('prep');
  });
});

describe('CAPTURING: Gelatinous Cube, Apprentice Ooze', () => {
  const setUp = (shields: number): { s: DmState; npc: DieState; cube: DieState } => {
    let npc!: DieState;
    let cube!: DieState;
    const s = position(parties('blue-dragon/master-dragon', 'gelatinous-cube/apprentice-ooze'), (st, put) => {
      npc = put('npc', 0, 'field', 5);
      cube = put('gelatinous-cube/apprentice-ooze', 1, 'field', 5); // L3 3A/5D
      put('npc', 1, 'field', 5);
      for (let i = 0; i < shields; i++) put('npc', 1, 'reserve', 3); // shield energy
    });
    attackWith(s, npc);
    choose(s, (o) => o.id === `block:${npc.id}`, 1); // player 2's NPC blocks (asked first in die order)
    while (pending(s).kind === 'blockers') choose(s, byId('none'), 1);
    return { s, npc, cube };
  };
  it('a character knocked out in the attack step: its owner may pay a shield to have the Cube capture it', () => {
    const { s, npc, cube } = setUp(1);
    while (pending(s).kind === 'capture' && !/Player 1's NPC die/.test(pending(s).prompt)) choose(s, byId('decline'), 1);
    expect(pending(s).kind).toBe('capture');
    choose(s, (o) => o.id.startsWith(`capture:${cube.id}:`), 1);
    expect(npc.zone).toBe('captured');
    expect(npc.capturedBy).toBe(cube.id);
    expect(s.dice.filter((d) => d.owner === 1 && d.zone === 'reserve')).toHaveLength(0); // the shield is paid
  });
  it('without a shield to pay, no capture is offered', () => {
    const { s, npc } = setUp(0);
    expect(game.pending(s).terminal || pending(s).kind !== 'capture').toBe(true);
    expect(npc.zone).toBe('prep');
  });
});

describe('the vanilla characters: Drow Assassin, Orc and Skeleton (Lesser)', () => {
  for (const [key, a] of [
    ['drow-assassin/lesser-humanoid', 3],
    ['orc/lesser-humanoid', 2],
    ['skeleton/lesser-undead', 2],
  ] as const) {
    it(`${key}: fielded at level 1 for 0 and attacking unblocked, it deals its ${a} attack and asks nothing else`, () => {
      let d!: DieState;
      const s = position(parties(key, 'vampire/minion-undead'), (st, put) => {
        d = put(key, 0, 'reserve', 3);
      });
      field(s, d);
      if (pending(s).kind === 'main') choose(s, byId('pass'), 0);
      choose(s, byId(`attack:${d.id}`), 0);
      const asked: string[] = [];
      const r = game.apply(s, pending(s).rqid, 'done');
      expect(r.ok).toBe(true);
      for (let p = game.pending(s); !p.terminal && p.player === 0 && p.kind !== 'main'; p = game.pending(s)) {
        asked.push(p.kind);
        choose(s, (o) => o.id === 'none' || o.id === 'pass' || o.id === 'done', 0);
      }
      expect(asked.filter((k) => !['blockers', 'attack-actions', 'priority'].includes(k))).toEqual([]);
      expect(s.players[1]?.life).toBe(10 - a);
    });
  }
});

describe('a draft over the whole catalogue (a set-up file with no pool) plays the new cards', () => {
  it('3 drafted random-vs-random games finish, invariants holding after the draft; the new cards are in the centre', () => {
    for (let g = 1; g <= 3; g++) {
      const r = game.setup({ draft: { partySize: 15, basicActions: 3 } }, g);
      if (!r.ok) throw new Error(r.error.message);
      const s = r.value.state;
      const first = pending(s);
      expect(first.options.map((o) => o.label).join('\n')).toMatch(/Green Dragon stack.*Minion Dragon/);
      let x = g * 7919;
      let initial: ReturnType<typeof census> | null = null;
      for (let n = 0; ; n++) {
        const p = game.pending(s);
        if (p.terminal) break;
        if (n > 50_000) throw new Error(`game ${g} did not finish`);
        if (p.kind !== 'draft') {
          initial ??= census(s);
          const errs = invariantErrors(s, initial);
          if (errs.length) throw new Error(`game ${g}, decision ${n}: ${errs.join('; ')}`);
        }
        x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
        const o = p.options[Math.floor((x / 2 ** 32) * p.options.length)] as Option;
        const res = game.apply(s, p.rqid, o.id);
        if (!res.ok) throw new Error(res.error.message);
      }
      const ret = game.returns(s);
      expect(ret === null ? null : [...ret].sort()).toEqual([-1, 1]);
    }
  });
});
