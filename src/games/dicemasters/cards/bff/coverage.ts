// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" (the 138 cards of the set, with
// the promotional and organised-play cards): which cards the engine enforces and the test that plays
// each one's abilities. Used by `skirmish cards dicemasters --coverage` and the generated
// docs/dicemasters-cards.md (scripts/dicemasters-cards.ts). Only our own rules text is shown, rendered
// from the encodings; printed card text is never reproduced.
import { renderAbility } from '../render.js';
import type { SetCard } from './set.js';
import { BFF_ENCODINGS } from './encodings.js';
import { CUSTOM_CARDS } from '../custom/index.js';

const D = 'src/games/dicemasters';

/** Where each card of the shipped catalogue is played through the engine. */
const CATALOGUE_TESTS: Readonly<Record<string, string>> = {
  'halfling-thief/minion-harper': `${D}/rules/turn.test.ts`,
  'blue-dragon/master-dragon': `${D}/detailed-combat.test.ts`,
  'blue-dragon/apprentice-dragon': `${D}/detailed-combat.test.ts`,
  'vampire/minion-undead': `${D}/detailed-combat.test.ts`,
  'vampire/apprentice-undead': `${D}/detailed-combat.test.ts`,
  'troll/master-humanoid': `${D}/detailed-combat.test.ts`,
  'human-paladin/minion-order-of-the-gauntlet': `${D}/detailed-combat.test.ts`,
  'gelatinous-cube/master-ooze': `${D}/detailed-combat.test.ts`,
  'purple-worm/lesser-beast': `${D}/rules/attack.test.ts`,
  'umber-hulk/paragon-beast': `${D}/rules/card-text.test.ts`,
  'orc/greater-humanoid': `${D}/rules/attack.test.ts`,
  'blue-dragon/minion-dragon': `${D}/cards/bff-cards.test.ts`,
  'green-dragon/minion-dragon': `${D}/cards/bff-cards.test.ts`,
  'green-dragon/apprentice-dragon': `${D}/cards/bff-cards.test.ts`,
  'troll/minion-humanoid': `${D}/cards/bff-cards.test.ts`,
  'gelatinous-cube/apprentice-ooze': `${D}/cards/bff-cards.test.ts`,
  'drow-assassin/lesser-humanoid': `${D}/cards/bff-cards.test.ts`,
  'orc/lesser-humanoid': `${D}/cards/bff-cards.test.ts`,
  'skeleton/lesser-undead': `${D}/cards/bff-cards.test.ts`,
  'magic-sword/lesser-gear': `${D}/rules/card-text.test.ts`,
  'magic-sword/greater-gear': `${D}/rules/card-text.test.ts`,
  'prismatic-spray/paragon-spell': `${D}/rules/card-text.test.ts`,
};
const BASIC_ACTION_TEST = `${D}/rules/actions.test.ts`;

export interface CoverageCard {
  readonly key: string;
  readonly title: string;
  readonly subtitle: string;
  /** TeamBuilder list and position: bff 1–138, bff_promo, bff_op. */
  readonly list: string;
  readonly number: number;
  readonly rarity: number;
  readonly enforced: boolean;
  /** Where the encoding lives: the shipped catalogue, cards/bff/encodings.ts, or none. */
  readonly source: 'catalogue' | 'encoding' | 'none';
  /** Printed ability lines on the card (counted, never shown). */
  readonly abilityLines: number;
  /** Our rules text for each encoded ability. */
  readonly abilities: readonly string[];
  /** The test that plays the card's abilities (null: nothing to test, or nothing encoded). */
  readonly test: string | null;
  /** What of an encoded card's text is not enforced yet (null: all of it, or nothing is encoded). */
  readonly partial: string | null;
}

export interface Coverage {
  /** Cards of the 138-card set (`var bff`). */
  readonly total: number;
  readonly enforced: number;
  /** The promotional and organised-play cards, counted apart. */
  readonly extra: { readonly total: number; readonly enforced: number };
  readonly cards: readonly CoverageCard[];
}

function testOf(c: SetCard): string | null {
  if (!c.enforced && !c.partial) return null;
  if (c.source === 'encoding') return BFF_ENCODINGS[c.facts.key]?.test ?? CUSTOM_CARDS.get(c.facts.key)?.test ?? null;
  if (c.source === 'catalogue') return c.facts.basic ? BASIC_ACTION_TEST : (CATALOGUE_TESTS[c.facts.key] ?? null);
  return null;
}

export function coverage(set: readonly SetCard[]): Coverage {
  const cards = set.map((c): CoverageCard => ({
    key: c.facts.key,
    title: c.facts.title,
    subtitle: c.facts.subtitle,
    list: c.facts.list,
    number: c.facts.entry,
    rarity: c.facts.rarity,
    enforced: c.enforced,
    source: c.source,
    abilityLines: c.facts.abilityLines.length,
    abilities: c.def.abilities.map(renderAbility),
    test: testOf(c),
    partial: c.partial ?? null,
  }));
  const main = cards.filter((c) => c.list === 'bff');
  const extra = cards.filter((c) => c.list !== 'bff');
  return {
    total: main.length,
    enforced: main.filter((c) => c.enforced).length,
    extra: { total: extra.length, enforced: extra.filter((c) => c.enforced).length },
    cards,
  };
}

/** The report as terminal text: the counts, then one line per card. */
export function coverageText(cov: Coverage): string {
  const lines = [
    `Battle for Faerûn: ${cov.enforced} of ${cov.total} cards enforced; promotional and organised-play cards: ${cov.extra.enforced} of ${cov.extra.total}.`,
  ];
  for (const c of cov.cards)
    lines.push(
      `${c.enforced ? 'enforced    ' : 'not enforced'}  ${c.list} ${String(c.number).padStart(3)}  ${c.title}, ${c.subtitle}${c.test ? `  (${c.test})` : ''}${c.partial ? `  partly encoded; not yet: ${c.partial}` : ''}`,
    );
  return lines.join('\n');
}

const RARITY = ['starter', 'common', 'uncommon', 'rare', 'super rare', 'promotional'];
const LIST_NAME: Readonly<Record<string, string>> = { bff: 'Battle for Faerûn', bff_promo: 'Promotional', bff_op: 'Organised play' };

/** docs/dicemasters-cards.md. */
export function coverageMarkdown(cov: Coverage): string {
  const out = [
    '# Dice Masters: Battle for Faerûn — card coverage',
    '',
    '<!-- Generated by `npx tsx scripts/dicemasters-cards.ts` from the TeamBuilder file and our encodings; CI runs it with `--check`. Do not edit by hand. -->',
    '',
    `**${cov.enforced} of ${cov.total}** cards of the set are enforced (every ability encoded and played through the engine by the test named); promotional and organised-play cards: **${cov.extra.enforced} of ${cov.extra.total}**.`,
    'The rules text below is ours, rendered from each encoding (`skirmish cards dicemasters`); the printed wording belongs to its publisher and is not reproduced.',
    'A card marked *not enforced* has ability lines we have not encoded: it is refused in a party unless the player allows unenforced cards (`--allow-unenforced`), and then plays without those abilities.',
    '',
  ];
  for (const list of ['bff', 'bff_promo', 'bff_op']) {
    const cards = cov.cards.filter((c) => c.list === list);
    if (!cards.length) continue;
    out.push(`## ${LIST_NAME[list] ?? list}`, '', '| # | Card | Rarity | Status | Our rules text | Test |', '|---|---|---|---|---|---|');
    for (const c of cards) {
      const status = c.enforced
        ? c.abilityLines === 0
          ? 'enforced (no card text)'
          : `enforced (${c.source})`
        : c.partial
          ? `not enforced: partly encoded — not yet: ${c.partial.replace(/\|/g, '\\|')}`
          : `not enforced (${c.abilityLines} ability line${c.abilityLines === 1 ? '' : 's'})`;
      const text = c.enforced || c.partial ? c.abilities.map((a) => a.replace(/\|/g, '\\|')).join('<br>') || '—' : '—';
      out.push(`| ${c.number} | ${c.title}, ${c.subtitle} | ${RARITY[c.rarity] ?? c.rarity} | ${status} | ${text} | ${c.test ? `\`${c.test}\`` : '—'} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
