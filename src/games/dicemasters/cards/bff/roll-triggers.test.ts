// Tests for rolls as a trigger (the `Rolled` and `RollKept` events of rules/roll-and-reroll.ts;
// cards/custom/dracolich-paragon-undead-dragon.ts, manticore-paragon-beast.ts) — dice-masters-battle-for-
// faerun "ROLL AND REROLL STEP" (the roll, then one group reroll), "LEXICON" (action die), "ACTIVE AND
// FIELDED", "BONUSES AND DAMAGE". Played through the real engine, the next turn's draw and roll forced
// (`chooseWith`, `turnStart`); each case has a control without the text.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, chooseWith, pending, position, turnStart } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, L3, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

/** Player 0 ends the turn without attacking; player 1's clear and draw and roll are forced to `drawn` and `faces`. */
function endTurnInto(s: DmState, drawn: readonly string[], faces: readonly string[]): void {
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  chooseWith(s, byId('done'), turnStart(s, 1, drawn, faces), 0);
}

describe.skipIf(!HAVE)('Battle for Faerûn cards: rolls as a trigger', () => {
  it("Dracolich, Paragon Undead Dragon: while active, the opponent's roll of two action dice deals them 2 damage (their NPC dice count for nothing); with Dracolich, Greater nothing happens", () => {
    const play = (dracolich: string): DmState => {
      const s = position(party([dracolich], ['troll/minion-humanoid'], ['blessing']), (_s, put) => {
        put(dracolich, 0, 'field', L1);
        put('blessing', 1, 'bag', 0);
        put('blessing', 1, 'bag', 0);
      });
      endTurnInto(s, ['Blessing', 'Blessing', 'NPC', 'NPC'], ['Blessing', 'Blessing', 'fist', 'mask']);
      return s;
    };
    const paragon = play('dracolich/paragon-undead-dragon');
    expect(paragon.players[1]?.life).toBe(18);
    expect(pending(paragon).kind).toBe('reroll'); // the damage came with the roll, before the reroll
    expect(play('dracolich/greater-undead-dragon').players[1]?.life).toBe(20);
  });

  it('Manticore, Paragon Beast: while active, a two-bolt face its owner rolls and keeps deals 2 damage to a character or player of their choice; rerolled, or a Manticore without the text, nothing', () => {
    const play = (manticore: string, reroll: boolean): { s: DmState; rolled: DieState } => {
      let rolled!: DieState;
      const s = position(party(['troll/minion-humanoid'], [manticore]), (_s, put) => {
        put(manticore, 1, 'field', L3);
        put('troll/minion-humanoid', 0, 'field', L1); // so player 0 is asked for attackers (and declines)
        rolled = put(manticore, 1, 'prep', 0); // left there on an earlier turn: rolled with the four drawn
      });
      const others = s.dice.filter((d) => d.owner === 1 && d.zone === 'prep').length - 1 + 4;
      endTurnInto(s, ['NPC', 'NPC', 'NPC', 'NPC'], ['boltx2', ...Array<string>(others).fill('fist')]);
      expect(pending(s).kind).toBe('reroll');
      const opt = pending(s).options.find((o) =>
        reroll ? o.id.startsWith('group:') && (o.payload as { dice: number[] }).dice.join() === String(rolled.id) : o.id === 'reroll',
      );
      if (!opt) throw new Error('no such reroll option');
      if (reroll) chooseWith(s, byId(opt.id), [0], 1);
      else choose(s, byId(opt.id), 1);
      return { s, rolled };
    };
    const kept = play('manticore/paragon-beast', false);
    const p = pending(kept.s);
    expect(p.player).toBe(1);
    const opponent = p.options.find((o) => (o.payload as { player?: number } | undefined)?.player === 0);
    expect(opponent).toBeDefined();
    choose(kept.s, byId((opponent as { id: string }).id), 1);
    expect(kept.s.players[0]?.life).toBe(18);
    const rerolled = play('manticore/paragon-beast', true);
    expect(pending(rerolled.s).kind).toBe('main');
    expect(rerolled.s.players[0]?.life).toBe(20);
    const greater = play('manticore/greater-beast', false);
    expect(pending(greater.s).kind).toBe('main');
    expect(greater.s.players[0]?.life).toBe(20);
  });
});
