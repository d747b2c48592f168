/**
 * Movement Bonding (abilities/movement-bonding.ts) on every published card bound to it (Nakita
 * Agents: 3 Gorillinators up to 7 spaces; Blastatrons: 4 Gladiatrons up to 5), through the real
 * engine: after the reveal the player may move the named card's figures one at a time, each up to the
 * power's spaces (not its own Move: the partner here has Move 2), no more figures than the power
 * says, then the card's own turn begins. Control: without its powers the card's own turn starts at
 * once.
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN" (Action 2), "Special Powers"; the powers'
 * texts are on the cards (../shared units file, read at run time).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { battle } from '../abilities/rotv-testkit.js';
import { card, choose, open, optionWhere, placeMarkers } from '../battle/testkit.js';
import { boardOf, whereIs, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { boundTo, oneFigure, withoutPowers } from './family-testkit.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];

const ROW = '1 1 1 1 1 1 1 1 1 1 1 1';

/** Red: the bonding card and `n` figures of the partner card (Move 2), every Red figure at q 0 on its own row; Blue far off; Red's markers on the bonding card. */
function turnOf(bonder: ArmyCard, partner: ArmyCard, n: number): HsState {
  const rows = Array.from({ length: n + 1 }, () => ROW);
  const red = Array.from({ length: n + 1 }, (_, r) => [0, r] as [number, number]);
  const s = battle(rows, red, [[11, n]], [oneFigure(bonder), oneFigure(partner, { kind: 'squad', figures: n, move: 2 })], [card({ name: 'Blue', life: 20 })]);
  placeMarkers(s, [0, 0, 0, 0], [2, 2, 2, 2]);
  return s;
}

/** The farthest q the open destination question reaches along the moving figure's row (it stands at q 0). */
function reach(s: HsState, figure: string): number {
  const f = s.figures.find((x) => x.id === figure)!;
  const r = whereIs(boardOf(s), f.head).r;
  let out = 0;
  for (let q = 1; q < 12; q++) {
    try {
      optionWhere(s, { q, r });
      out = q;
    } catch {
      break;
    }
  }
  return out;
}

describe.skipIf(!HAVE_UNITS)('Movement Bonding on the published cards', () => {
  const bound = boundTo(cards, 'movement-bonding');

  it('the pool binds it on the Nakita Agents and the Blastatrons', () =>
    expect(bound.map((b) => b.card.name).sort()).toEqual(['Blastatrons', 'Nakita Agents']));

  it.each(bound.map((b) => [b.card.name, b.card, b.params] as const))(
    '%s: its partner figures move up to the power’s spaces, as many as it says, then its own turn; without the power its own turn at once',
    (_, c, params) => {
      const partner = named(cards, String(params['name']));
      const figures = Number(params['figures']);
      const spaces = Number(params['spaces']);
      const s = turnOf(c, partner, figures + 1);
      const moved: string[] = [];
      for (let i = 0; i < figures; i++) {
        const q = open(s);
        expect(q.kind).toBe('use-power');
        // Every partner figure not moved yet is offered, the bonding card's own figure is not.
        const offered = q.options.map((o) => o.id).filter((id) => id !== 'skip');
        expect(offered).toHaveLength(figures + 1 - i);
        expect(offered).not.toContain('movement-bonding:a1');
        const id = offered[0]!.slice('movement-bonding:'.length);
        choose(s, offered[0]!);
        expect(open(s).kind).toBe('choose-destination');
        expect(reach(s, id)).toBe(spaces);
        choose(s, 'stay');
        moved.push(id);
      }
      // No more than the power's number: the card's own turn begins.
      expect(open(s).kind).toBe('choose-mover');
      expect(s.turn!.card).toBe(0);
      expect(s.cards[0]!.tokens.some((t) => t.startsWith('movement-bonding:'))).toBe(false);
      // Control: without its powers no partner moves first.
      const control = turnOf(withoutPowers(c), partner, figures + 1);
      expect(open(control).kind).toBe('choose-mover');
      expect(control.turn!.card).toBe(0);
    },
  );

  it('passing ends it: the card’s own turn begins', () => {
    const [b] = bound;
    const s = turnOf(b!.card, named(cards, String(b!.params['name'])), 2);
    choose(s, 'skip', 'use-power');
    expect(open(s).kind).toBe('choose-mover');
    expect(s.turn!.card).toBe(0);
  });
});
