/**
 * The Heroscape GameModule: the ready-made set-up (two pre-set armies of the project's own test
 * cards on the built-in test field), CLI arguments (`--cards FILE` plays the armies of the guide's
 * Examples 2, 3 and 16 imported from the heroscape-json units file; `--rounds N` the round limit),
 * the terminal rendering, the card listing and the set-up schema.
 */
import { err, ok, type Json, type Observation } from '../../core/index.js';
import type { GameModule } from '../module.js';
import { abilityFor } from './abilities/index.js';
import { game } from './battle/game.js';
import { configSchema, type HsConfig } from './battle/setup.js';
import type { HsState } from './battle/state.js';
import type { ArmyCard } from './cards/army-card.js';
import { parseUnits } from './cards/import-units.js';
import { blueArmy, redArmy, TEST_CARDS } from './content/test-armies.js';
import { exampleArmies } from './content/example-armies.js';
import { ROTV_CARDS, type RotvCard } from './content/rotv.js';
import { testField } from './content/test-field.js';

export const DEFAULT_ROUND_LIMIT = 8;

export function testArmiesConfig(roundLimit = DEFAULT_ROUND_LIMIT): HsConfig {
  return { map: testField(), armies: [redArmy(), blueArmy()], roundLimit };
}

function rows(view: Json): string {
  if (typeof view !== 'object' || view === null || Array.isArray(view)) return JSON.stringify(view);
  const v = view as { [k: string]: Json | undefined };
  const lines: string[] = [`${String(v['map'])} — round ${String(v['round'])} of ${String(v['roundLimit'])} (${String(v['phase'])})`];
  const cards = Array.isArray(v['cards']) ? v['cards'] : [];
  const figures = Array.isArray(v['figures']) ? v['figures'] : [];
  for (const c of cards) {
    if (typeof c !== 'object' || c === null || Array.isArray(c)) continue;
    const card = c as { [k: string]: Json | undefined };
    const markers = Array.isArray(card['markers']) ? card['markers'].join(' ') : '';
    const revealed = Array.isArray(card['revealed']) ? card['revealed'].join(' ') : '';
    lines.push(`P${Number(card['owner']) + 1} ${String(card['name'])}  markers [${markers}] revealed [${revealed}]`);
    for (const f of figures) {
      if (typeof f !== 'object' || f === null || Array.isArray(f)) continue;
      const fig = f as { [k: string]: Json | undefined };
      if (fig['card'] !== card['index']) continue;
      const at = fig['at'] as { q?: number; r?: number; level?: number; tail?: { q: number; r: number } | null } | null;
      const tail = at?.tail ? ` + (${at.tail.q}, ${at.tail.r})` : '';
      const where = at ? `(${at.q}, ${at.r})${tail} level ${at.level}, ${String(fig['wounds'])} wound(s)` : 'not on the battlefield yet';
      lines.push(`    ${String(fig['id'])}: ${fig['destroyed'] ? 'destroyed' : where}`);
    }
  }
  return lines.join('\n');
}

function cardText(c: ArmyCard): string {
  const head = `${c.rarity} ${c.kind} · ${c.species} ${c.class} · ${c.personality} · ${c.size} ${c.height} · ${c.figures} figure${c.figures > 1 ? 's' : ''}${c.spaces > 1 ? ` (${c.spaces}-space)` : ''}`;
  const stats = `Life ${c.life}  Move ${c.move}  Range ${c.range}  Attack ${c.attack}  Defense ${c.defense}  Points ${c.points}`;
  return [head, stats, ...c.powers.map((p) => powerText(p.name))].join('\n');
}

/** A power as our module renders it, or marked when no module enforces it. */
function powerText(name: string): string {
  const a = abilityFor(name);
  return a ? `${a.name}: ${a.text}` : `${name} (not yet enforced)`;
}

/** A Rise of the Valkyrie card: its powers in our words (its numbers come from the units file, `--cards FILE`). */
function rotvText(c: RotvCard): string {
  return ['Rise of the Valkyrie · numbers imported with --cards FILE', ...c.powers.map(powerText)].join('\n');
}

export const heroscapeModule: GameModule<HsState, HsConfig> = {
  game,
  presets: {
    'test-armies': () => testArmiesConfig(),
  },
  configFromArgs(flags, readFile) {
    if (!flags['cards'] && !flags['rounds']) return null;
    // Decimal digits only, as the CLI's other whole-number flags: "1e1" or "0x10" is a typo, not 10 or 16.
    const given = flags['rounds'];
    const rounds = given === undefined ? DEFAULT_ROUND_LIMIT : /^\d{1,3}$/.test(given.trim()) ? Number(given.trim()) : NaN;
    if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100) return err(`--rounds ${flags['rounds']}: expected a whole number of rounds from 1 to 100`);
    const path = flags['cards'];
    if (!path) return ok(testArmiesConfig(rounds));
    let text: string;
    try {
      text = readFile(path);
    } catch (e) {
      return err(`${path}: cannot read the file (${(e as Error).message})`);
    }
    const cards = parseUnits(text, path);
    if (!cards.ok) return cards;
    const armies = exampleArmies(cards.value, path);
    if (!armies.ok) return armies;
    return ok({ map: testField(), armies: armies.value, roundLimit: rounds });
  },
  renderText: (obs: Observation) => rows(obs.view),
  cards: () => [
    ...ROTV_CARDS.map((c) => ({ name: c.name, text: rotvText(c) })),
    ...Object.values(TEST_CARDS).map((c) => ({ name: c.name, text: cardText(c) })),
  ],
  schemas: [
    {
      name: 'heroscape-setup',
      description: 'A Heroscape set-up: the battlefield (map JSON), two armies with their army cards and starting-zone colours, the round limit.',
      schema: configSchema,
      detect: (v) => typeof v === 'object' && v !== null && 'armies' in v && 'roundLimit' in v,
    },
  ],
};
