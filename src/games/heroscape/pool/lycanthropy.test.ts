/**
 * Lycanthropy (Werewolf Lord; abilities/lycanthropy.ts) on the published card, through the real engine
 * with forced dice: the card starts with 3 markers; its figure's attack wounds an opponent's Unique
 * Hero, its player places a marker, and that card is Hybrid, Hunter, Tormented from then on (2 markers
 * left). Controls: declined (the card unchanged), no wound, a Common Hero, a Soulborg, a Construct, and
 * the card without its powers: no question.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Special Power References on Army Cards"; the
 * power's text is on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, open } from '../battle/testkit.js';
import type { HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const KEY = 'lycanthropy';
const { skull, blank } = FACE;
const HERO = card({ name: 'Hero', rarity: 'unique', kind: 'hero', species: 'human', class: 'soldier', personality: 'valiant', life: 5, defense: 0 });

/** The card's figure a1 (Attack 2) at (0, 0) attacks Blue's `target` at (1, 0) with `faces`. The question then asked (Red's), and the state. */
function bite(c: ArmyCard, target: ArmyCard, faces: readonly number[]): { s: HsState; asked: string[] } {
  const s = play(['1 1 1 1'], [[0, 0]], [[1, 0]], [oneFigure(c, { attack: 2 })], [target]);
  toAfterMove(s, 0, 1);
  game.forceChance(s, faces);
  choose(s, 'a1>b1', 'choose-attack');
  const asked = open(s).kind === 'use-power' && open(s).player === 0 ? open(s).options.map((o) => o.id) : [];
  return { s, asked };
}

const words = (s: HsState, card: number): string[] => [s.cards[card]!.card.species, s.cards[card]!.card.class, s.cards[card]!.card.personality];
const markers = (s: HsState, card: number): number => s.cards[card]!.tokens.filter((t) => t === KEY).length;

describe.skipIf(!HAVE_UNITS)('Lycanthropy on the published cards', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on the Werewolf Lord', () => expect(bound.map((b) => b.card.name)).toEqual(['Werewolf Lord']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s marks a wounded Unique Hero: Hybrid, Hunter, Tormented; controls', (_, c) => {
    const used = bite(c, HERO, [skull, blank]);
    expect(markers(used.s, 0)).toBe(3);
    expect(used.asked).toEqual([`${KEY}:place`, 'skip']);
    choose(used.s, `${KEY}:place`);
    expect(words(used.s, 1)).toEqual(['hybrid', 'hunter', 'tormented']);
    expect([markers(used.s, 0), markers(used.s, 1)]).toEqual([2, 1]);
    // Declined: the card keeps its words, the markers stay.
    const declined = bite(c, HERO, [skull, blank]);
    choose(declined.s, 'skip');
    expect(words(declined.s, 1)).toEqual(['human', 'soldier', 'valiant']);
    expect(markers(declined.s, 0)).toBe(3);
    // No wound, a Common Hero, a Soulborg, a Construct, and without the power: nothing asked.
    expect(bite(c, HERO, [blank, blank]).asked).toEqual([]);
    expect(bite(c, { ...HERO, rarity: 'common' }, [skull, blank]).asked).toEqual([]);
    expect(bite(c, { ...HERO, species: 'soulborg' }, [skull, blank]).asked).toEqual([]);
    expect(bite(c, { ...HERO, class: 'construct' }, [skull, blank]).asked).toEqual([]);
    expect(bite(withoutPowers(c), HERO, [skull, blank]).asked).toEqual([]);
  });
});
