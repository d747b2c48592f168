/**
 * Stab in the Back (Sir Hawthorne) on the published card, through the real engine with forced d20s:
 * after his turn the d20 is rolled; on a 1 the opponent takes control of his card (its order markers
 * removed) and his figure; on a 2 nothing. Controls: the card without its powers rolls nothing.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card (../shared
 * units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { card, choose, figure, game, ofType, open, placeMarkers } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1 1 1 1 1 1';

describe.skipIf(!HAVE_UNITS)('Stab in the Back on the published card', () => {
  const bound = boundTo(cards, 'stab-in-the-back');
  it('the pool binds it on Sir Hawthorne', () => expect(bound.map((b) => b.card.name)).toEqual(['Sir Hawthorne']));

  /** Red's card at (0, 0), Blue's far off; Red's first turn is his and passes; the d20 after it shows `d20`. Who owns his card then, its markers, the rolls told. */
  const stab = (c: ArmyCard, d20: number) => {
    const s = play([ROW], [[0, 0]], [[12, 0]], [oneFigure(c)], [card({ name: 'Blue' })]);
    placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
    game.forceChance(s, [d20]);
    const events = choose(s, 'done', 'choose-mover');
    if (open(s).kind === 'choose-attack' && open(s).player === 0) events.push(...choose(s, 'done', 'choose-attack'));
    const rolls = ofType(events, 'PowerUsed').filter((e) => e.data['power'] === 'Stab in the Back').length;
    return { owner: s.cards[0]!.owner, figure: figure(s, 'a1').owner, markers: s.cards[0]!.markers.length, rolls };
  };

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: a 1 after his turn hands his card to the opponent, markers removed; a 2 does nothing',
    (_, c) => {
      expect(stab(c, 1)).toEqual({ owner: 1, figure: 1, markers: 0, rolls: 1 });
      expect(stab(c, 2)).toMatchObject({ owner: 0, figure: 0, rolls: 1 });
      expect(stab(c, 2).markers).toBeGreaterThan(0);
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers rolls nothing and stays', (_, c) => {
    expect(stab(withoutPowers(c), 1)).toMatchObject({ owner: 0, figure: 0, rolls: 0 });
  });
});
