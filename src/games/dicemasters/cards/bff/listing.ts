// Implements: dice-masters-battle-for-faerun — "CARDS" (the card facts) and "CUSTOMIZING YOUR PARTY" (the
// cards of the set): `skirmish cards dicemasters` with a TeamBuilder file — every imported card, its
// facts and our rules text rendered from its encoding (cards/render.ts), marked enforced or not. The
// printed ability lines are never shown: an unenforced card says how many it has that we do not encode
// (a partly encoded one, what of it is not enforced yet, beside the rules text of what is).
import { renderCard } from '../render.js';
import type { SetCard } from './set.js';

export interface CardListing {
  readonly name: string;
  readonly text: string;
  readonly enforced: boolean;
}

const LIST: Readonly<Record<string, string>> = { bff: 'Battle for Faerûn', bff_promo: 'promotional', bff_op: 'organised play' };

/** One entry per card of the set, in the file's order. */
export function setListing(set: readonly SetCard[]): CardListing[] {
  return set.map((c) => {
    const f = c.facts;
    const lines = f.abilityLines.length;
    const status = c.enforced
      ? 'enforced'
      : c.partial
        ? `not enforced: partly encoded, not yet ${c.partial} (refused in a party unless unenforced cards are allowed)`
        : `not enforced: ${lines} ability line${lines === 1 ? '' : 's'} not encoded (refused in a party unless unenforced cards are allowed)`;
    return {
      name: `${f.title}, ${f.subtitle} [${f.key}] (${LIST[f.list] ?? f.list} #${f.entry}) — ${status}`,
      text: renderCard(c.def),
      enforced: c.enforced,
    };
  });
}
