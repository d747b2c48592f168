// Implements: dice-masters-battle-for-faerun — "CARDS" ("global abilities ... can be used by either
// player") and "★ ACTIVE AND FIELDED": the card abilities in play as core effects, so announced events
// and the reaction window reach them like any other effect (issue 16: one event engine). Global
// abilities are on the cards of both parties from the start, so a card's abilities are in play for the
// whole game; each handler decides whether its ability acts now. The list is derived from the card
// slots (never copied into the state), cached per slot array.
//
// Every card's effect of one ability kind has the same name, so an announced event runs the kind's
// handler once (core duplicate suppression): the handler finds the dice that have the ability now
// (`abilityOf`, which sees copied abilities too, CAPTURING, CONTROLLING, AND COPYING). The reaction
// window asks every card's effect, so each card's global offers its own responses.
import type { EffectInstance } from '../../../core/index.js';
import type { DmState } from '../types.js';
import { cardDefs } from './dice.js';
import { abilityKey } from '../cards/ability-key.js';

/** The effect handler name of an ability kind (the game's effect table has one per listening module). */
export const abilityHandler = (kind: string): string => `ability:${kind}`;

/**
 * Card effects come before every status in age order, in card-slot then ability order; their ids are
 * far below the core's (which count up from 1), so the two never meet.
 */
const FIRST_ID = -1_000_000;

const cache = new WeakMap<readonly object[], readonly EffectInstance[]>();
let lastSlots: readonly object[] | null = null;
let lastList: readonly EffectInstance[] = [];

// The effect lists already made, by what they hold (each slot's owner and listening ability kinds): the
// next game with the same cards gets the same effect objects, so the core's cached listener plans match
// them by reference (no re-keying per game). Bounded: a long run over many card pools starts afresh.
const byContent = new Map<string, readonly EffectInstance[]>();
const MAX_LISTS = 256;

/** The abilities whose keys (cards/ability-key.ts: the kind, or `custom:<card>`) are in `listening`, as effects (`params`: slot, ability index). */
function cardEffects(s: DmState, listening: ReadonlySet<string>): readonly EffectInstance[] {
  if (s.cards === lastSlots) return lastList;
  let list = cache.get(s.cards);
  if (!list) {
    const defs = cardDefs(s);
    let key = '';
    defs.forEach((c, slot) => {
      key += `${s.cards[slot]?.owner ?? -1}:`;
      c.abilities.forEach((a, ability) => (listening.has(abilityKey(a)) ? (key += `${ability}=${abilityKey(a)},`) : undefined));
      key += ';';
    });
    list = byContent.get(key);
    if (!list) {
      const out: EffectInstance[] = [];
      defs.forEach((c, slot) =>
        c.abilities.forEach((a, ability) => {
          const k = abilityKey(a);
          if (!listening.has(k)) return;
          const id = FIRST_ID + out.length;
          const handler = abilityHandler(k);
          out.push({ id, name: handler, handler, owner: s.cards[slot]?.owner ?? -1, params: { slot, ability } });
        }),
      );
      if (byContent.size >= MAX_LISTS) byContent.clear();
      byContent.set(key, (list = out));
    }
    cache.set(s.cards, list);
  }
  lastSlots = s.cards;
  lastList = list;
  return list;
}

// The last joined list, kept while its parts are the same objects: a query or announcement then allocates
// nothing. `core.effects` grows in place (the core's addEffect), so its elements are compared, not the array.
let joinedCards: readonly EffectInstance[] | null = null;
let joined: readonly EffectInstance[] = [];

function sameTail(all: readonly EffectInstance[], from: number, tail: readonly EffectInstance[]): boolean {
  if (all.length !== from + tail.length) return false;
  for (let i = 0; i < tail.length; i++) if (all[from + i] !== tail[i]) return false;
  return true;
}

/** The effects in play: the listening card abilities, then the lasting effects in `core.effects`. */
export function effectsInPlay(s: DmState, listening: ReadonlySet<string>): readonly EffectInstance[] {
  const cards = cardEffects(s, listening);
  if (cards.length === 0) return s.core.effects;
  if (s.core.effects.length === 0) return cards;
  if (cards === joinedCards && sameTail(joined, cards.length, s.core.effects)) return joined;
  joinedCards = cards;
  joined = [...cards, ...s.core.effects];
  return joined;
}
