/**
 * EMP Response (abilities/emp-response.ts) on the published card bound to it (Omnicron Repulsors),
 * through the real engine with forced dice: Red's Soulborg squad attacks the card's figure, which
 * blocks both skulls; on 14 Red's turn ends at once (its second figure is not asked to attack) and its
 * card loses its order markers; on 13 nothing happens. No roll when the figure took a wound, when the
 * attacker is not a Soulborg, or for the card without its powers (the control).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "3. ON YOUR TURN"; the power's text is on the
 * card (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { EMP_RESPONSE_NEEDS } from '../abilities/emp-response.js';
import { FACE } from '../battle/dice.js';
import { card, choose, game, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const { skull, shield, blank } = FACE;
const ROWS = ['1 1 1 1 1 1 1 1 1 1 1', '1 1 1 1 1 1 1 1 1 1 1'];

/** Red's squad (2 figures, Attack 2, Range 9) at (0, 0) and (0, 1); a1 attacks the card's figure (Defense 3, Life 10) at (5, 0). */
function attacked(c: ArmyCard, defense: readonly number[], d20: number, species = 'soulborg') {
  const squad = card({ name: 'Borgs', kind: 'squad', rarity: 'common', figures: 2, species, attack: 2, range: 9, life: 1 });
  const s = play(
    ROWS,
    [
      [0, 0],
      [0, 1],
    ],
    [[5, 0]],
    [squad],
    [oneFigure(c, { defense: 3, life: 10, move: 0 })],
  );
  toAfterMove(s, 0, 1);
  game.forceChance(s, [skull, skull, ...defense, d20]);
  const rolls = ofType(choose(s, 'a1>b1', 'choose-attack'), 'PowerUsed').filter((e) => e.data['power'] === 'EMP Response').length;
  const p = open(s);
  const attacksLeft = p.kind === 'choose-attack' && p.options.some((o) => o.id === 'a2>b1');
  return { rolls, attacksLeft, markers: s.cards[0]!.markers.length };
}

describe.skipIf(!HAVE_UNITS)('EMP Response on the published cards', () => {
  const bound = boundTo(cards, 'emp-response');

  it('the pool binds it on the Omnicron Repulsors', () => expect(bound.map((b) => b.card.name)).toEqual(['Omnicron Repulsors']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))('%s: a blocked Soulborg attack, then the d20', (_, c) => {
    const blocked = [shield, shield, blank];
    expect(attacked(c, blocked, EMP_RESPONSE_NEEDS)).toEqual({ rolls: 1, attacksLeft: false, markers: 0 });
    expect(attacked(c, blocked, EMP_RESPONSE_NEEDS - 1)).toEqual({ rolls: 1, attacksLeft: true, markers: 3 });
    // A wound taken: no roll.
    expect(attacked(c, [shield, blank, blank], EMP_RESPONSE_NEEDS)).toEqual({ rolls: 0, attacksLeft: true, markers: 3 });
    // Not a Soulborg's attack: no roll.
    expect(attacked(c, blocked, EMP_RESPONSE_NEEDS, 'human')).toEqual({ rolls: 0, attacksLeft: true, markers: 3 });
    expect(attacked(withoutPowers(c), blocked, EMP_RESPONSE_NEEDS)).toEqual({ rolls: 0, attacksLeft: true, markers: 3 });
  });
});
