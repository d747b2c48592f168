/**
 * Disciplined Influence (Parmenio; abilities/disciplined-influence.ts) on the published card bound to
 * it, through the real engine: at the start of the battle the player may make a Unique card they
 * control Disciplined. Seen through the Sacred Band's Disciplined Army Defense Bonus (1 more defense
 * die while every Army Card its player controls is Disciplined): with a Valiant Unique Hero in Blue's
 * army the Sacred Band (Defense 3 here) rolls 3 defense dice; that Hero chosen, 4. Controls: the choice declined, and
 * the card without its powers (no question, 3 dice). Only Unique cards not yet Disciplined are offered.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards"; the powers' texts
 * are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toAfterMove } from '../abilities/rotv-testkit.js';
import { card, choose, ofType, open } from '../battle/testkit.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { play } from './field-battle.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const ROW = '1 1 1 1 1 1 1 1';
const KEY = 'disciplined-influence';

/**
 * Red's attacker (card 0) at (0, 0) beside Blue's Sacred Band figure b1 (card 1) at (1, 0); Blue's
 * card under test (card 2) at (6, 0), a Valiant Unique Hero (card 3) at (7, 0) and, with `common`, a
 * Valiant Common one (card 4) at (7, 1). `pick`: the option taken when the power asks ('decline' or a
 * card index). The options asked and the defense dice the Sacred Band figure rolls against Red's attack.
 */
function defense(c: ArmyCard, pick: 'decline' | number, common = false): { asked: string[]; dice: number } {
  const blue: [number, number][] = [
    [1, 0],
    [6, 0],
    [7, 0],
  ];
  const army = [
    oneFigure(named(cards, 'Sacred Band'), { kind: 'squad', rarity: 'common', defense: 3 }),
    oneFigure(c),
    card({ name: 'Valiant Hero', personality: 'valiant', rarity: 'unique' }),
  ];
  if (common) {
    blue.push([7, 1]);
    army.push(card({ name: 'Valiant Common', personality: 'valiant', rarity: 'common' }));
  }
  const s = play([ROW, ROW], [[0, 0]], blue, [card({ name: 'Attacker', attack: 2 })], army);
  let asked: string[] = [];
  if (open(s).kind === 'use-power') {
    asked = open(s).options.map((o) => o.id);
    choose(s, pick === 'decline' ? `${KEY}:decline` : `${KEY}:choose:${pick}`);
  }
  toAfterMove(s, 0, 1);
  return { asked, dice: Number(ofType(choose(s, 'a1>b1', 'choose-attack'), 'AttackDeclared')[0]?.data['defenseDice']) };
}

describe.skipIf(!HAVE_UNITS)('Disciplined Influence on the published cards', () => {
  const bound = boundTo(cards, KEY);
  it('the pool binds it on Parmenio', () => expect(bound.map((b) => b.card.name)).toEqual(['Parmenio']));

  it.each(bound.map((b) => [b.card.name, b.card] as const))(
    '%s: the chosen Unique card becomes Disciplined; declined or without the power it stays Valiant',
    (_, c) => {
      // The Valiant Hero chosen: every card of Blue's is Disciplined, the Sacred Band rolls 1 more die.
      expect(defense(c, 3)).toEqual({ asked: [`${KEY}:choose:3`, `${KEY}:decline`], dice: 4 });
      // Declined: the Valiant Hero keeps its personality.
      expect(defense(c, 'decline').dice).toBe(3);
      // A Common card is not offered (nor the Sacred Band, nor the Disciplined card itself); with it Valiant, no bonus.
      expect(defense(c, 3, true)).toEqual({ asked: [`${KEY}:choose:3`, `${KEY}:decline`], dice: 3 });
      // Without the power: no question, 3 dice.
      expect(defense(withoutPowers(c), 3)).toEqual({ asked: [], dice: 3 });
    },
  );
});
