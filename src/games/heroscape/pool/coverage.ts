/**
 * Which army cards of a heroscape-json units file the engine enforces: each card's printed powers,
 * each bound to a module for that card (pool/bind.ts) and proved by a test through the real engine
 * (pool/tests.ts), and, per missing power family, how many cards enforcing it would complete. Used
 * by `skirmish cards heroscape --coverage` and the generated docs/heroscape-cards.md
 * (scripts/heroscape-cards.ts). Only power names and our own words are shown; printed power text is
 * never reproduced.
 * Rulebook: heroscape-master-game-guide — "About the Army Cards", "Special Powers".
 */
import { err, ok, type Result } from '../../../core/index.js';
import type { ArmyCard } from '../cards/army-card.js';
import { parseUnits } from '../cards/import-units.js';
import { bindingsOf, type PowerStatus } from './bind.js';
import { ABILITY_TESTS } from './tests.js';

export interface CoveragePower {
  readonly name: string;
  /** enforced (bound and tested), text-differs (the card's wording is not the one encoded), missing, not-on-card (a data error: not played, not needed). */
  readonly status: PowerStatus;
  readonly test?: string;
  /** The units file's text is a known data error (pool/sets/data-errors.ts): enforced as the standard power, or not on the card. */
  readonly dataError?: true;
  /** The missing family it belongs to (our name), when not enforced. */
  readonly family?: string;
}

export interface CoverageCard {
  readonly name: string;
  readonly set: string;
  readonly points: number;
  readonly enforced: boolean;
  readonly powers: readonly CoveragePower[];
}

export interface CoverageFamily {
  readonly family: string;
  /** Cards whose only missing family this is: enforcing it completes them. */
  readonly completes: number;
  readonly cards: number;
  readonly powers: number;
}

export interface HsCoverage {
  readonly total: number;
  readonly enforced: number;
  /** Every power the file lists; `notOnCard` of them are data errors the printed cards do not have (neither enforced nor needed). */
  readonly powers: { readonly total: number; readonly enforced: number; readonly notOnCard: number };
  readonly families: readonly CoverageFamily[];
  readonly cards: readonly CoverageCard[];
}

/** A missing power's family: the printed name without its number ("Climb X2" → Climb, "Mind Shackle 20" → Mind Shackle), every "… Bonding" one family. */
export function familyOf(power: string): string {
  if (/\bbonding$/i.test(power.trim())) return 'Bonding';
  return power
    .trim()
    .replace(/\s+(?:\d+X|X\d+|\d+)$/i, '')
    .trim();
}

export function coverageOf(cards: readonly { readonly card: ArmyCard; readonly set: string }[]): HsCoverage {
  const out = cards.map(({ card, set }): CoverageCard => {
    const powers = bindingsOf(card).map((b): CoveragePower => {
      const test = b.ability === undefined ? undefined : ABILITY_TESTS[b.ability];
      const fault = b.dataError === undefined ? {} : { dataError: true as const };
      if (b.status === 'enforced' && test) return { name: b.power, status: 'enforced', test, ...fault };
      if (b.status === 'not-on-card') return { name: b.power, status: 'not-on-card', ...fault };
      return { name: b.power, status: b.status === 'enforced' ? 'missing' : b.status, family: familyOf(b.power), ...fault };
    });
    const whole = powers.every((p) => p.status === 'enforced' || p.status === 'not-on-card');
    return { name: card.name, set, points: card.points, enforced: whole, powers };
  });
  const fam = new Map<string, { completes: number; cards: number; powers: number }>();
  for (const c of out) {
    const missing = c.powers.flatMap((p) => (p.family ? [p.family] : []));
    const distinct = new Set(missing);
    for (const f of missing) {
      const e = fam.get(f) ?? { completes: 0, cards: 0, powers: 0 };
      e.powers++;
      fam.set(f, e);
    }
    for (const f of distinct) {
      const e = fam.get(f)!;
      e.cards++;
      if (distinct.size === 1) e.completes++;
    }
  }
  const families = [...fam]
    .map(([family, e]) => ({ family, ...e }))
    .sort((a, b) => b.completes - a.completes || b.cards - a.cards || b.powers - a.powers || a.family.localeCompare(b.family));
  const all = out.flatMap((c) => c.powers);
  return {
    total: out.length,
    enforced: out.filter((c) => c.enforced).length,
    powers: {
      total: all.length,
      enforced: all.filter((p) => p.status === 'enforced').length,
      notOnCard: all.filter((p) => p.status === 'not-on-card').length,
    },
    families,
    cards: out,
  };
}

/** The units file's cards with their sets (`set` is optional in the file). Errors name the file and the JSON path. */
export function coverageFromUnits(text: string, fileName: string): Result<HsCoverage, string> {
  const cards = parseUnits(text, fileName);
  if (!cards.ok) return cards;
  // parseUnits has checked that the text is an array of units; the set is read beside it.
  const raw = JSON.parse(text) as readonly { readonly set?: unknown }[];
  const sets: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const set = raw[i]?.set;
    if (set !== undefined && typeof set !== 'string') return err(`${fileName} at $[${i}].set: expected a string`);
    sets.push(set ?? '(no set given)');
  }
  return ok(coverageOf(cards.value.map((card, i) => ({ card, set: sets[i]! }))));
}

const DATA_ERROR = 'text in the data file differs; enforced as the standard';
const NOT_ON_CARD = 'listed by the data file, not a power of the printed card: not played';

const mark = (p: CoveragePower): string =>
  p.status === 'enforced'
    ? `✓ ${p.name}${p.dataError ? ` (${DATA_ERROR} ${p.name})` : ''}`
    : p.status === 'not-on-card'
      ? `– ${p.name} (${NOT_ON_CARD})`
      : p.status === 'text-differs'
        ? `✗ ${p.name} (text differs from the one encoded)`
        : `✗ ${p.name}`;

/** The powers' count, with the data errors that are on no printed card. */
const powersLine = (cov: HsCoverage): string =>
  `${cov.powers.enforced} of ${cov.powers.total} powers${cov.powers.notOnCard ? ` (${cov.powers.notOnCard} of them listed by the data file but on no printed card: not played)` : ''}`;

export function coverageText(cov: HsCoverage): string {
  const lines = [`Heroscape army cards: ${cov.enforced} of ${cov.total} cards enforced; ${powersLine(cov)}.`];
  for (const c of cov.cards)
    lines.push(`${c.enforced ? '✓' : '✗'} ${c.name} (${c.set}, ${c.points} points): ${c.powers.map(mark).join('; ') || 'no special powers'}`);
  lines.push('', 'Missing families (cards each would complete alone / cards missing it / powers):');
  for (const f of cov.families) lines.push(`  ${f.family}: ${f.completes} / ${f.cards} / ${f.powers}`);
  return lines.join('\n');
}

const cell = (s: string): string => s.replace(/\|/g, '\\|');
const base = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

export function coverageMarkdown(cov: HsCoverage, source: string): string {
  const lines = [
    '# Heroscape army cards: coverage',
    '',
    `Generated by \`npx tsx scripts/heroscape-cards.ts\` from \`${source}\` (read at run time, never copied; \`--check\` in CI).`,
    'A card is enforced when every printed power is bound to a module for that card (`src/games/heroscape/pool/`, with the',
    "printed text's hash it was encoded from) and that module is proved by a test through the real engine (named beside it).",
    'Power names only; the rules text we play is our own (`skirmish cards heroscape`).',
    '',
    `**${cov.enforced} of ${cov.total} cards enforced**; ${powersLine(cov)}.`,
    'A power whose text in the data file is a known error (`src/games/heroscape/pool/sets/data-errors.ts`) is enforced as the',
    'standard power the card carries, or, when the printed card has no such power, not played and not needed.',
    '',
    '## Missing families, by the cards each would complete',
    '',
    '| family | completes | cards missing it | powers |',
    '|---|---:|---:|---:|',
    ...cov.families.map((f) => `| ${cell(f.family)} | ${f.completes} | ${f.cards} | ${f.powers} |`),
    '',
    '## Cards',
    '',
    '| card | set | points | enforced | powers |',
    '|---|---|---:|:---:|---|',
    ...cov.cards.map((c) => {
      const powers = c.powers
        .map((p) => (p.status === 'enforced' ? `✓ ${p.name} (\`${base(p.test ?? '')}\`${p.dataError ? `; ${DATA_ERROR} ${p.name}` : ''})` : mark(p)))
        .join('; ');
      return `| ${cell(c.name)} | ${cell(c.set)} | ${c.points} | ${c.enforced ? '✓' : '✗'} | ${cell(powers || 'no special powers')} |`;
    }),
  ];
  return lines.join('\n');
}
