// Implements: dice-masters-battle-for-faerun — "TOURNAMENT PARTIES", "BASIC PARTIES": a random legal
// party from a card pool (for random games and the AI's opponents): two different basic action cards,
// up to the format's number of cards with different titles, at least one die each, within each card's
// Max and the format's dice. Pure: the caller passes the random source.
import type { CardDef } from '../cards/types.js';
import { PARTY_FORMATS, type PartyFormat } from './formats.js';
import type { Party } from './validate.js';

/** A uniform whole number in [0, n). */
export type Pick = (n: number) => number;

function shuffled<T>(xs: readonly T[], pick: Pick): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}

/** A random legal party of `format` from `pool` (party cards) and `basics` (basic action cards). */
export function randomParty(pool: readonly CardDef[], basics: readonly CardDef[], format: PartyFormat, pick: Pick): Party {
  const f = PARTY_FORMATS[format];
  const basicActions = shuffled(basics, pick)
    .slice(0, f.basicActions)
    .map((c) => c.key);
  const chosen: CardDef[] = [];
  const titles = new Set<string>();
  for (const c of shuffled(
    pool.filter((c) => !c.basic),
    pick,
  )) {
    if (chosen.length >= f.cards) break;
    if (titles.has(c.title)) continue;
    titles.add(c.title);
    chosen.push(c);
  }
  // One die each first (every card needs one), then the rest of the dice one at a time where room is left.
  const dice = chosen.map(() => 1);
  let left = f.dice - chosen.length;
  while (left > 0) {
    const open = chosen.map((c, i) => i).filter((i) => (dice[i] ?? 0) < (chosen[i]?.max ?? 0));
    if (open.length === 0) break;
    const i = open[pick(open.length)] ?? 0;
    dice[i] = (dice[i] ?? 0) + 1;
    left--;
  }
  return { basicActions, cards: chosen.map((c, i) => ({ card: c.key, dice: dice[i] ?? 1 })) };
}

/** A two-party set-up file (setup.ts) in `format` for two parties. */
export function formatConfig(format: PartyFormat, parties: readonly [Party, Party], names: readonly [string, string] = ['First player', 'Second player']) {
  return {
    format,
    life: PARTY_FORMATS[format].life,
    basicActions: [...parties[0].basicActions, ...parties[1].basicActions],
    players: [
      { name: names[0], cards: parties[0].cards.map((e) => ({ ...e })) },
      { name: names[1], cards: parties[1].cards.map((e) => ({ ...e })) },
    ] as [{ name: string; cards: { card: string; dice: number }[] }, { name: string; cards: { card: string; dice: number }[] }],
  };
}
