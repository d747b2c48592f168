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
  /** enforced (bound and tested), text-differs (the card's wording is not the one encoded), missing. */
  readonly status: PowerStatus;
  readonly test?: string;
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
  readonly powers: { readonly total: number; readonly enforced: number };
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
      if (b.status === 'enforced' && test) return { name: b.power, status: 'enforced', test };
      return { name: b.power, status: b.status === 'enforced' ? 'missing' : b.status, family: familyOf(b.power) };
    });
    return { name: card.name, set, points: card.points, enforced: powers.every((p) => p.status === 'enforced'), powers };
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
    powers: { total: all.length, enforced: all.filter((p) => p.status === 'enforced').length },
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

const mark = (p: CoveragePower): string =>
  p.status === 'enforced' ? `✓ ${p.name}` : p.status === 'text-differs' ? `✗ ${p.name} (text differs from the one encoded)` : `✗ ${p.name}`;

export function coverageText(cov: HsCoverage): string {
  const lines = [`Heroscape army cards: ${cov.enforced} of ${cov.total} cards enforced; ${cov.powers.enforced} of ${cov.powers.total} powers.`];
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
    `**${cov.enforced} of ${cov.total} cards enforced**; ${cov.powers.enforced} of ${cov.powers.total} powers.`,
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
      const powers = c.powers.map((p) => (p.status === 'enforced' ? `✓ ${p.name} (\`${base(p.test ?? '')}\`)` : mark(p))).join('; ');
      return `| ${cell(c.name)} | ${cell(c.set)} | ${c.points} | ${c.enforced ? '✓' : '✗'} | ${cell(powers || 'no special powers')} |`;
    }),
  ];
  return lines.join('\n');
}
