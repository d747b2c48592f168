/**
 * Summon Elemental (abilities/summon-elemental.ts) on the published card bound to it (Kurrok the
 * Elementalist), through the real engine with forced dice: after moving, the d20 is offered while a
 * destroyed small or medium Elemental of Red's lies off the battlefield; 11 lets Red choose it (not
 * the destroyed large one) and place it unwounded within 3 spaces in clear sight (not 4 spaces away);
 * controls — 10 brings nothing back, a destroyed figure of another species is never offered, and the
 * card without its powers asks nothing.
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces", "Special Powers"; the power's text is
 * on the card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle, toAfterMove } from '../abilities/rotv-testkit.js';
import { SUMMON_ELEMENTAL_NEEDS, SUMMON_ELEMENTAL_SPACES } from '../abilities/summon-elemental.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import { card, choose, figure, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

/** The printed card with only this power (its instead-of-turn power would ask first). */
const onlySummon = (c: ArmyCard): ArmyCard => ({ ...c, powers: c.powers.filter((p) => p.name === 'Summon Elemental') });

/**
 * One row of level 1. Red: a1 the card at (0, 0); a2 a medium Elemental and a3 a large one, both
 * destroyed (they stood at (8, 0) and (9, 0)). Blue's b1 far off at (12, 0). Red's turn, after moving.
 */
function afterMove(c: ArmyCard, species = 'elemental'): HsState {
  const s = battle(
    ['1 1 1 1 1 1 1 1 1 1 1 1 1'],
    [
      [0, 0],
      [8, 0],
      [9, 0],
    ],
    [[12, 0]],
    [oneFigure(c), card({ name: 'Elemental', species }), card({ name: 'Big Elemental', species, size: 'large', height: 7 })],
    [card({ name: 'Blue' })],
  );
  for (const id of ['a2', 'a3']) {
    const f = figure(s, id);
    f.destroyed = true;
    f.wounds = 4;
    f.head = -1;
    f.tail = -1;
  }
  toAfterMove(s, 0, 3);
  return s;
}

const qs = (s: HsState): number[] =>
  open(s)
    .options.filter((o) => o.id !== 'skip')
    .map((o) => (o.payload as { q: number }).q);

describe.skipIf(!HAVE_UNITS)('Summon Elemental on the published card', () => {
  const bound = boundTo(cards, 'summon-elemental');
  it('the pool binds it on Kurrok', () => expect(bound.map((b) => b.card.name)).toEqual(['Kurrok the Elementalist']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    `%s: ${SUMMON_ELEMENTAL_NEEDS} returns the medium Elemental within ${SUMMON_ELEMENTAL_SPACES} spaces, unwounded; ${SUMMON_ELEMENTAL_NEEDS - 1} nothing`,
    (_, c) => {
      const s = afterMove(onlySummon(c));
      expect(open(s)).toMatchObject({ kind: 'use-power', player: 0 });
      expect(open(s).options.map((o) => o.id)).toEqual(['summon-elemental:roll', 'skip']);
      game.forceChance(s, [SUMMON_ELEMENTAL_NEEDS]);
      choose(s, 'summon-elemental:roll', 'use-power');
      // The large Elemental is not summonable.
      expect(open(s).options.map((o) => o.id)).toEqual(['summon-elemental:figure:a2', 'skip']);
      choose(s, 'summon-elemental:figure:a2', 'use-power');
      expect(qs(s)).toEqual([1, 2, 3]);
      const events = choose(s, open(s).options.find((o) => (o.payload as { q?: number } | undefined)?.q === 3)!.id, 'use-power');
      const a2 = figure(s, 'a2');
      expect(a2.destroyed).toBe(false);
      expect(a2.wounds).toBe(0);
      expect(whereIs(boardOf(s), a2.head)).toMatchObject({ q: 3, r: 0 });
      expect(ofType(events, 'Revived')).toHaveLength(1);
      expect(figure(s, 'a3').destroyed).toBe(true);

      const t = afterMove(onlySummon(c));
      game.forceChance(t, [SUMMON_ELEMENTAL_NEEDS - 1]);
      choose(t, 'summon-elemental:roll', 'use-power');
      expect(figure(t, 'a2').destroyed).toBe(true);
      expect(open(t)).toMatchObject({ kind: 'choose-mover', player: 1 });
    },
  );

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a destroyed figure of another species is never offered', (_, c) => {
    expect(open(afterMove(onlySummon(c), 'human'))).toMatchObject({ kind: 'choose-mover', player: 1 });
  });

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s without its powers asks nothing after moving', (_, c) => {
    expect(open(afterMove(withoutPowers(c)))).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
