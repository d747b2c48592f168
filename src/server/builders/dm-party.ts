/**
 * The Dice Masters party builder's server side: the encoded cards as a pool, and the verdict of the
 * game's own party rules on a build (dice-masters-battle-for-faerun, "CUSTOMIZING YOUR PARTY" →
 * "BASIC PARTIES", "TOURNAMENT PARTIES": `validateParty` in party/validate.ts, the limits in
 * party/formats.ts). Two parties make a table with `formatConfig` (party/random.ts).
 * Given the set imported from a TeamBuilder file (`skirmish serve --dicemasters-cards FILE`, the CLI's
 * `--cards FILE`; cards/bff/set.ts), the pool is the whole Battle for Faerûn set, each card marked
 * enforced or not (catalogue or cards/bff/encodings.ts); an unenforced card is refused unless the
 * player allows it (validateParty), and a table's config carries the imported cards it uses.
 */
import { z } from 'zod';
import { describeIssues, type Json } from '../../core/index.js';
import type { SetCard } from '../../games/dicemasters/cards/bff/set.js';
import type { ImportedCard } from '../../games/dicemasters/import/teambuilder.js';
import { BFF_ENCODINGS } from '../../games/dicemasters/cards/bff/encodings.js';
import { ALL_CARDS, cardByKey } from '../../games/dicemasters/cards/catalogue.js';
import { FIRST_GAME } from '../../games/dicemasters/cards/first-game.js';
import { renderCard } from '../../games/dicemasters/cards/render.js';
import type { CardDef } from '../../games/dicemasters/cards/types.js';
import { PARTY_FORMATS, type PartyFormat } from '../../games/dicemasters/party/formats.js';
import { formatConfig } from '../../games/dicemasters/party/random.js';
import { parseTeamLink, teamLink } from '../../games/dicemasters/party/team-link.js';
import { validateParty, type CardLookup, type Party } from '../../games/dicemasters/party/validate.js';
import { BOOK } from '../../games/dicemasters/types.js';
import type { BuilderCard, BuilderPool, BuildProblem, BuildVerdict, GameBuilder } from './types.js';

const SET = 'Battle for Faerûn';

/** The build as the page sends it: a party, its format and a name (zod only checks its shape; the rules are validateParty's). */
const buildSchema = z
  .object({
    name: z.string().trim().min(1).max(40).optional(),
    format: z.enum(['basic', 'tournament']),
    basicActions: z.array(z.string().min(1).max(80)).max(10),
    cards: z.array(z.object({ card: z.string().min(1).max(80), dice: z.number().int() }).strict()).max(40),
  })
  .strict();
type Build = z.infer<typeof buildSchema>;

// Every card of the built-in catalogue is encoded ability by ability, so the engine enforces it.
const catalogueLookup: CardLookup = { card: cardByKey, enforced: (key) => cardByKey(key) !== undefined };

/** What the builder marks on a card whose abilities no encoding plays (the printed wording is not ours to show). */
export const UNENFORCED_ABILITIES = 'card abilities (not encoded: the card plays without them)';

function toCard(c: CardDef, enforced = true): BuilderCard {
  return {
    id: c.key,
    name: c.basic ? c.title : `${c.title}, ${c.subtitle}`,
    kind: c.basic ? 'basic action' : c.kind,
    cost: c.cost,
    groups: c.affiliation ? [c.affiliation] : [],
    level: null,
    keywords: [c.subtitle, c.energy ?? '', c.alignment ?? ''].filter(Boolean),
    set: SET,
    maxDice: c.max,
    unenforced: enforced ? [] : [UNENFORCED_ABILITIES],
    text: renderCard(c),
  };
}

function verdict(lookup: CardLookup, raw: unknown, allowUnenforced: boolean): { verdict: BuildVerdict; build: Build | null } {
  const parsed = buildSchema.safeParse(raw);
  const customizing = { book: BOOK, section: 'CUSTOMIZING YOUR PARTY' };
  if (!parsed.success)
    return {
      verdict: { legal: false, totals: [], problems: [{ message: describeIssues(parsed.error, 'party'), ...customizing }], unenforced: [] },
      build: null,
    };
  const b = parsed.data;
  const f = PARTY_FORMATS[b.format];
  const checked = validateParty({ cards: b.cards, basicActions: b.basicActions }, b.format, lookup, { allowUnenforced });
  const problems: BuildProblem[] = checked.ok
    ? []
    : checked.error.map((p) => {
        const c = p.card ? lookup.card(p.card) : undefined;
        const who = c && !p.message.includes(c.title) ? `${c.title}: ` : '';
        return { message: `${who}${p.message}`, book: p.rule.book, section: p.rule.section };
      });
  const dice = b.cards.reduce((n, e) => n + (Number.isInteger(e.dice) && e.dice > 0 ? e.dice : 0), 0);
  return {
    verdict: {
      legal: problems.length === 0,
      totals: [
        { label: 'cards', value: b.cards.length, limit: f.cards },
        { label: 'dice', value: dice, limit: f.dice },
        { label: 'basic actions', value: b.basicActions.length, limit: f.basicActions },
      ],
      problems,
      unenforced: [...new Set([...b.cards.map((e) => e.card), ...b.basicActions])].filter((k) => lookup.card(k) !== undefined && !lookup.enforced(k)),
    },
    build: b,
  };
}

const party = (b: Build): Party => ({ cards: b.cards, basicActions: b.basicActions });

function starter(i: 0 | 1, basics: readonly string[]): Json {
  return { name: `First Game ${i + 1}`, format: 'basic', basicActions: [...basics], cards: FIRST_GAME.parties[i].map((card) => ({ card, dice: 2 })) };
}

interface PartyPool {
  readonly lookup: CardLookup;
  readonly cards: readonly BuilderCard[];
  readonly extras: readonly BuilderCard[];
  /** Definitions a table's config must carry (imported cards the engine does not ship). */
  readonly carried: (key: string) => CardDef | undefined;
  /** The imported cards' facts, for team links (party/team-link.ts); none for the catalogue. */
  readonly facts?: readonly ImportedCard[];
  readonly note: string;
}

const CATALOGUE: PartyPool = {
  lookup: catalogueLookup,
  cards: ALL_CARDS.filter((c) => !c.basic).map((c) => toCard(c)),
  extras: ALL_CARDS.filter((c) => c.basic).map((c) => toCard(c)),
  carried: () => undefined,
  // The Battle for Faerûn encodings (cards/bff/encodings.ts) hold abilities only: a card's cost, dice
  // and faces come from the set's TeamBuilder file, so without it those cards cannot be played.
  note:
    `The built-in catalogue: every card the engine can play without a card file (${ALL_CARDS.length} cards). ` +
    `The ${Object.keys(BFF_ENCODINGS).length} further Battle for Faerûn cards it encodes, and the rest of the set (marked not enforced), ` +
    'come from the set’s card file: start the server with skirmish serve --dicemasters-cards tdc-teambuilder-cards.php.',
};

/** The pool of an imported set (cards/bff/set.ts `buildSet`, registered with the engine by `loadSet`). */
function setPool(set: readonly SetCard[]): PartyPool {
  const byKey = new Map(set.map((c) => [c.facts.key, c]));
  return {
    lookup: { card: (k) => byKey.get(k)?.def, enforced: (k) => byKey.get(k)?.enforced ?? false },
    cards: set.filter((c) => !c.def.basic).map((c) => toCard(c.def, c.enforced)),
    extras: set.filter((c) => c.def.basic).map((c) => toCard(c.def, c.enforced)),
    carried: (k) => {
      const c = byKey.get(k);
      return c && c.source !== 'catalogue' ? c.def : undefined;
    },
    facts: set.map((c) => c.facts),
    note: `The imported Battle for Faerûn set (${set.length} cards): ${set.filter((c) => c.enforced).length} enforced (the built-in catalogue and the encodings), the others marked not enforced.`,
  };
}

/** The party builder over the built-in catalogue, or over the whole imported set when given one. */
export function dmPartyBuilderFor(set?: readonly SetCard[]): GameBuilder {
  return partyBuilder(set ? setPool(set) : CATALOGUE);
}

function partyBuilder(p: PartyPool): GameBuilder {
  return {
    pool(): BuilderPool {
      const formats: PartyFormat[] = ['basic', 'tournament'];
      const [d0, d1, d2] = FIRST_GAME.basicActions;
      return {
        game: 'dicemasters',
        noun: 'party',
        formats: formats.map((id) => ({
          id,
          label: `${id === 'basic' ? 'Basic' : 'Tournament'}: up to ${PARTY_FORMATS[id].cards} cards, ${PARTY_FORMATS[id].dice} dice, ${PARTY_FORMATS[id].life} life`,
        })),
        cards: p.cards,
        extras: p.extras,
        extrasNoun: 'basic actions',
        ...(p.facts ? { links: true } : {}),
        note: p.note,
        starters: [
          { id: 'first-game-1', label: 'First Game party 1 (Basic)', build: starter(0, [d0, d1]) },
          { id: 'first-game-2', label: 'First Game party 2 (Basic)', build: starter(1, [d1, d2]) },
        ],
      };
    },
    check: (build, allowUnenforced) => verdict(p.lookup, build, allowUnenforced).verdict,
    setup(builds, allowUnenforced) {
      const [a, b] = builds.map((x) => verdict(p.lookup, x, allowUnenforced));
      const problems = [a, b].flatMap((v, i) => (v?.verdict.problems ?? []).map((p) => ({ ...p, message: `Seat ${i + 1}: ${p.message}` })));
      if (!a?.build || !b?.build || problems.length > 0) return { ok: false, problems };
      // One format for the table (its life total): the first seat's; the game's set-up check holds the second party to it.
      const config = formatConfig(a.build.format, [party(a.build), party(b.build)], [a.build.name ?? 'First player', b.build.name ?? 'Second player']);
      const keys = [a.build, b.build].flatMap((x) => [...x.cards.map((e) => e.card), ...x.basicActions]);
      const cards = [...new Set(keys)].flatMap((k) => p.carried(k) ?? []);
      return { ok: true, config: JSON.parse(JSON.stringify(cards.length > 0 ? { ...config, cards } : config)) as Json };
    },
    ...(p.facts ? linkMethods(p.facts) : {}),
  };
}

/**
 * TeamBuilder team links (party/team-link.ts; "TOURNAMENT PARTIES"): a link read as a Tournament
 * build (the party rules are then the verdict's), a build written as the TeamBuilder's own link.
 */
function linkMethods(facts: readonly ImportedCard[]): Pick<GameBuilder, 'importLink' | 'exportLink'> {
  return {
    importLink(link) {
      const t = parseTeamLink(link, facts);
      if (!t.ok) return { ok: false, error: `This team link cannot be read: ${t.error}` };
      const build: Build = {
        ...(t.value.name ? { name: t.value.name.slice(0, 40) } : {}),
        format: 'tournament',
        cards: t.value.party.cards.map((e) => ({ ...e })),
        basicActions: [...t.value.party.basicActions],
      };
      return { ok: true, build: JSON.parse(JSON.stringify(build)) as Json };
    },
    exportLink(raw) {
      const parsed = buildSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, error: describeIssues(parsed.error, 'party') };
      const made = teamLink(party(parsed.data), facts, 'teambuilder', parsed.data.name);
      return made.ok ? { ok: true, link: made.value } : { ok: false, error: made.error };
    },
  };
}

/** The party builder over the built-in catalogue (a server given no TeamBuilder file). */
export const dmPartyBuilder: GameBuilder = partyBuilder(CATALOGUE);
