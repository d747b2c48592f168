// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" → "BASIC PARTIES" and
// "TOURNAMENT PARTIES" (two different basic action cards; up to 6/8 cards, no basic action among them;
// up to 15/20 dice; no more dice than a card allows; at least one die on each card; one card per
// title "even if the cards have different subtitles") and "DRAFT PARTIES" (up to the party size in
// dice; one card per stack, a stack being the cards that share a title; cards with no dice are not
// used). Every problem is reported, each naming the card and the rule's section; nothing is changed.
import { err, ok, type Result } from '../../../core/index.js';
import type { CardDef } from '../cards/types.js';
import { BOOK } from '../types.js';
import { DRAFT_RULES, PARTY_FORMATS, type PartyFormat } from './formats.js';

export interface PartyEntry {
  readonly card: string;
  readonly dice: number;
}

export interface Party {
  readonly cards: readonly PartyEntry[];
  readonly basicActions: readonly string[];
}

export interface PartyProblem {
  /** The card the problem is about (its id), or null for the party as a whole. */
  readonly card: string | null;
  /** Rulebook and section. */
  readonly rule: { readonly book: string; readonly section: string };
  readonly message: string;
}

/** What party building needs to know about a card id. */
export interface CardLookup {
  card(key: string): CardDef | undefined;
  /** Whether every ability of the card is enforced by the engine. */
  enforced(key: string): boolean;
}

export interface PartyOptions {
  /** The player allows cards whose abilities are not enforced (they play without those abilities). */
  readonly allowUnenforced?: boolean;
}

function named(c: CardDef): string {
  return c.basic ? c.title : `${c.title}, ${c.subtitle}`;
}

/** The checks every format shares on one party's cards; `section` is the format's. */
function checkCards(party: Party, lookup: CardLookup, section: string, opts: PartyOptions, out: PartyProblem[]): number {
  const rule = { book: BOOK, section };
  const titles = new Map<string, string>();
  let dice = 0;
  for (const e of party.cards) {
    const c = lookup.card(e.card);
    if (!c || e.card === 'npc') {
      out.push({ card: e.card, rule, message: `"${e.card}" is not a card of the set` });
      continue;
    }
    if (c.basic) out.push({ card: e.card, rule, message: `${named(c)} is a basic action card: it goes with the basic actions, not among the party's cards` });
    if (!Number.isInteger(e.dice) || e.dice < 1)
      out.push({ card: e.card, rule, message: `${named(c)} has ${e.dice} dice: each card chosen must have at least one die assigned to it` });
    else if (e.dice > c.max) out.push({ card: e.card, rule, message: `${named(c)} allows at most ${c.max} dice, not ${e.dice}` });
    const prev = titles.get(c.title);
    if (prev !== undefined)
      out.push({ card: e.card, rule, message: `${named(c)} shares the title "${c.title}" with ${prev}: no more than one card with the same title` });
    else titles.set(c.title, named(c));
    if (!lookup.enforced(e.card) && !opts.allowUnenforced)
      out.push({
        card: e.card,
        rule: { book: BOOK, section: 'CARDS' },
        message: `${named(c)}: its abilities are not enforced by this engine yet; allow unenforced cards explicitly to play it without them`,
      });
    if (Number.isInteger(e.dice) && e.dice > 0) dice += e.dice;
  }
  return dice;
}

/** Checks one player's Basic or Tournament party. */
export function validateParty(party: Party, format: PartyFormat, lookup: CardLookup, opts: PartyOptions = {}): Result<Party, PartyProblem[]> {
  const f = PARTY_FORMATS[format];
  const rule = { book: BOOK, section: f.section };
  const out: PartyProblem[] = [];
  if (party.basicActions.length !== f.basicActions)
    out.push({ card: null, rule, message: `choose ${f.basicActions} different basic action cards, not ${party.basicActions.length}` });
  party.basicActions.forEach((k, i) => {
    const c = lookup.card(k);
    if (!c || !c.basic) out.push({ card: k, rule, message: `"${k}" is not a basic action card` });
    else if (party.basicActions.indexOf(k) !== i)
      out.push({ card: k, rule, message: `${c.title} is chosen twice: you cannot bring two of the same basic action card` });
  });
  if (party.cards.length > f.cards) out.push({ card: null, rule, message: `choose up to ${f.cards} cards, not ${party.cards.length}` });
  const dice = checkCards(party, lookup, f.section, opts, out);
  if (dice > f.dice) out.push({ card: null, rule, message: `choose up to ${f.dice} dice, not ${dice}` });
  return out.length ? err(out) : ok(party);
}

/**
 * Checks a drafted party: at most `partySize` dice, one card per stack (title), no more dice than a
 * card's Max; cards drafted with no dice are allowed (they are simply not used).
 */
export function validateDraftedParty(
  cards: readonly PartyEntry[],
  partySize: number,
  lookup: CardLookup,
  opts: PartyOptions = {},
): Result<PartyEntry[], PartyProblem[]> {
  const rule = { book: BOOK, section: DRAFT_RULES.section };
  const out: PartyProblem[] = [];
  if (!Number.isInteger(partySize) || partySize < DRAFT_RULES.minSize || partySize > DRAFT_RULES.maxSize)
    out.push({ card: null, rule, message: `the party size is a number from ${DRAFT_RULES.minSize} to ${DRAFT_RULES.maxSize}, not ${partySize}` });
  const used = cards.filter((e) => e.dice !== 0);
  const dice = checkCards({ cards: used, basicActions: [] }, lookup, DRAFT_RULES.section, opts, out);
  if (dice > partySize) out.push({ card: null, rule, message: `the players select up to ${partySize} dice, not ${dice}` });
  return out.length ? err(out) : ok(used);
}

/** One line per problem: "Card: message (rulebook, SECTION)". */
export function describeProblems(problems: readonly PartyProblem[]): string {
  return problems.map((p) => `${p.card ? `${p.card}: ` : ''}${p.message} (${p.rule.book}, ${p.rule.section})`).join('\n');
}
