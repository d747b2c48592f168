// Implements: dice-masters-battle-for-faerun — "TOURNAMENT PARTIES" (a party as players share it).
// TeamBuilder team links, read and written, so a player can paste the link they already use:
// - the TeamBuilder's own link (tb.dicecoalition.com): `…?view&cards=<n>x<number><set>;…&name=<name>`,
//   where <n> is the dice on the card, <number> the card's position in its TeamBuilder list and <set>
//   `bff` (the 138 cards), `bffpr` (promotional) or `bffop` (organised play); party cards first, then
//   the basic action cards;
// - the classic form `?cards=<n>x<slug>,…` naming each card by its slug (title and subtitle in kebab
//   case, e.g. `4xblue-dragon-master-dragon`; a basic action card by its title).
// Reading a link checks its shape only; party rules are party/validate.ts's. Errors name the part of
// the link that is wrong.
import { err, ok, type Result } from '../../../core/index.js';
import type { BffList, ImportedCard } from '../import/teambuilder.js';
import type { Party, PartyEntry } from './validate.js';

export const TEAMBUILDER_URL = 'https://tb.dicecoalition.com/index.php';

/** The TeamBuilder's set code of each list. */
export const SET_CODES: Readonly<Record<BffList, string>> = { bff: 'bff', bff_promo: 'bffpr', bff_op: 'bffop' };

export type LinkForm = 'teambuilder' | 'classic';

export interface TeamLink {
  readonly form: LinkForm;
  readonly name: string | null;
  readonly party: Party;
}

/** The classic slug of a card: title and subtitle in kebab case (a basic action card: its title). */
export function slugOf(c: ImportedCard): string {
  return c.key.replace('/', '-');
}

/** The TeamBuilder code of a card: its number in its list and the list's set code, e.g. `37bff`. */
export function codeOf(c: ImportedCard): string {
  return `${c.entry}${SET_CODES[c.list]}`;
}

/** The query string of a link or a bare query (`?…`, `view&cards=…`, `cards=…`). */
function queryOf(link: string): Result<string, string> {
  const t = link.trim();
  if (t === '') return err('the link is empty');
  const q = t.indexOf('?');
  if (q >= 0) return ok(t.slice(q + 1).replace(/#.*$/, ''));
  if (/^(view&)?cards=/.test(t)) return ok(t);
  return err(`"${t.slice(0, 60)}" has no query string (expected "?cards=…" or "?view&cards=…")`);
}

function decode(s: string, what: string): Result<string, string> {
  try {
    return ok(decodeURIComponent(s.replace(/\+/g, ' ')));
  } catch {
    return err(`${what} "${s}" is not valid URL encoding`);
  }
}

/**
 * Reads a team link against the imported set. Errors name the wrong part: no `cards` parameter, an
 * entry without `<n>x`, a die count that is not a whole number from 1 to 99, an unknown set code or
 * card number, an unknown slug, a card listed twice.
 */
export function parseTeamLink(link: string, set: readonly ImportedCard[]): Result<TeamLink, string> {
  const query = queryOf(link);
  if (!query.ok) return query;
  const params = new Map<string, string>();
  for (const part of query.value.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    const v = eq < 0 ? '' : part.slice(eq + 1);
    params.set(k, v);
  }
  const raw = params.get('cards');
  if (raw === undefined) return err(`the link has no "cards" parameter (found: ${[...params.keys()].join(', ') || 'none'})`);
  const cards = decode(raw, 'the "cards" parameter');
  if (!cards.ok) return cards;
  const name = params.get('name');
  const decodedName = name === undefined ? null : decode(name, 'the "name" parameter');
  if (decodedName && !decodedName.ok) return decodedName;
  const form: LinkForm = params.has('view') ? 'teambuilder' : 'classic';
  const byCode = new Map(set.map((c) => [codeOf(c), c]));
  const bySlug = new Map(set.map((c) => [slugOf(c), c]));
  const entries = cards.value.split(/[;,]/).filter((e) => e.trim() !== '');
  if (entries.length === 0) return err('the "cards" parameter lists no cards');
  const partyCards: PartyEntry[] = [];
  const basicActions: string[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    const where = `cards entry ${i + 1} "${entry}"`;
    const m = /^\s*([^x]*)x(.+?)\s*$/.exec(entry);
    if (!m) return err(`${where}: expected <dice>x<card>, e.g. 4x37bff`);
    const [, count = '', ref = ''] = m;
    if (!/^\d{1,2}$/.test(count) || Number(count) < 1) return err(`${where}: the dice count "${count}" is not a whole number from 1 to 99`);
    const code = /^(\d+)([a-z]+)$/i.exec(ref);
    let card: ImportedCard | undefined;
    if (code) {
      const [, num = '', setCode = ''] = code;
      const lower = setCode.toLowerCase();
      if (!Object.values(SET_CODES).includes(lower)) return err(`${where}: unknown set "${setCode}" (this set: ${Object.values(SET_CODES).join(', ')})`);
      card = byCode.get(`${Number(num)}${lower}`);
      if (!card) return err(`${where}: ${lower} has no card number ${num}`);
    } else {
      card = bySlug.get(ref.toLowerCase());
      if (!card) return err(`${where}: no card has the slug "${ref}"`);
    }
    if (seen.has(card.key)) return err(`${where}: ${card.title}, ${card.subtitle} is listed twice`);
    seen.add(card.key);
    if (card.basic) basicActions.push(card.key);
    else partyCards.push({ card: card.key, dice: Number(count) });
  }
  return ok({ form, name: decodedName ? decodedName.value : null, party: { cards: partyCards, basicActions } });
}

/** Writes a party as a team link of `form`; every card must be in `set`. */
export function teamLink(party: Party, set: readonly ImportedCard[], form: LinkForm, name?: string): Result<string, string> {
  const byKey = new Map(set.map((c) => [c.key, c]));
  const parts: string[] = [];
  const all = [...party.cards, ...party.basicActions.map((card) => ({ card, dice: 3 }))];
  for (const e of all) {
    const c = byKey.get(e.card);
    if (!c) return err(`"${e.card}" is not a card of the imported set`);
    parts.push(`${e.dice}x${form === 'teambuilder' ? codeOf(c) : slugOf(c)}`);
  }
  const named = name ? `&name=${encodeURIComponent(name)}` : '';
  return ok(form === 'teambuilder' ? `${TEAMBUILDER_URL}?view&cards=${parts.join(';')}${named}` : `?cards=${parts.join(',')}${named}`);
}
