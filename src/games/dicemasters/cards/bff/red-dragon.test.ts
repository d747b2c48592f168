// Tests for the Red Dragons of the Battle for Faerûn set (abilities/ops/next-action-discount.ts,
// discounted-purchase.ts, field-free-if-opposing.ts, breath-life-cost.ts) — dice-masters-battle-for-faerun
// "PURCHASING A DIE", "COSTS", "USING GLOBAL ABILITIES", "FIELD CHARACTERS", "SHORTHAND CARD ABILITIES"
// (Breath Weapon). Played through the real engine with the cards' facts imported from the TeamBuilder
// file; each case fails if the text were ignored (the purchase or fielding would not be affordable, the
// life payment not offered).
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, offered, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, BOLT, L1, NPC_CHAR, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const buyOf = (s: DmState, key: string): string | undefined => {
  const slot = s.cards.findIndex((c) => c.key === key && c.owner !== 1);
  return offered(s).find((id) => id.startsWith(`buy:${slot}:`));
};

describe.skipIf(!HAVE)('Battle for Faerûn cards: Red Dragons', () => {
  it('Red Dragon, Lesser Dragon: its global (a bolt, once a turn) makes my next action die 2 cheaper, and buying it deals 1 damage to my opponent', () => {
    const s = position(party(['red-dragon/lesser-dragon'], ['troll/minion-humanoid'], ['stinking-cloud']), (_s, put) => {
      put('red-dragon/lesser-dragon', 0, 'field', L1);
      put('npc', 0, 'reserve', BOLT);
      put('npc', 0, 'reserve', BOLT);
    });
    const g = offered(s).filter((id) => id.startsWith('global:'));
    expect(g.length).toBeGreaterThan(0);
    choose(s, byId(g[0] as string), 0);
    // One energy left: Stinking Cloud (3) costs 1 now.
    const buy = buyOf(s, 'stinking-cloud');
    expect(buy).toBeDefined();
    choose(s, byId(buy as string), 0);
    expect(s.players[1]?.life).toBe(19);
    expect(s.core.effects.some((e) => e.handler === 'next-action-discount')).toBe(false);
  });

  it('Red Dragon, Lesser Dragon: fielded for free while my opponent has two non-NPC characters in the field (NPCs do not count)', () => {
    const play = (second: 'troll/minion-humanoid' | 'npc'): boolean => {
      let dragon!: DieState;
      const s = position(party(['red-dragon/lesser-dragon'], ['troll/minion-humanoid']), (_s, put) => {
        dragon = put('red-dragon/lesser-dragon', 0, 'reserve', L1); // fields for 1
        for (let i = 0; i < 3; i++) put('npc', 0, 'reserve', NPC_CHAR); // busy, but no energy
        put('troll/minion-humanoid', 1, 'field', L1);
        if (second === 'npc') put('npc', 1, 'field', NPC_CHAR);
        else put('troll/minion-humanoid', 1, 'field', L1);
      });
      return offered(s).some((id) => id.startsWith(`field:${dragon.id}:`));
    };
    expect(play('troll/minion-humanoid')).toBe(true);
    expect(play('npc')).toBe(false);
  });

  it('Red Dragon, Greater Dragon: its Breath Weapon 2 may be paid with 2 life instead of energy', () => {
    let dragon!: DieState;
    const s = position(party(['red-dragon/greater-dragon'], ['troll/minion-humanoid']), (_s, put) => {
      dragon = put('red-dragon/greater-dragon', 0, 'field', L1);
      put('npc', 1, 'field', NPC_CHAR);
    });
    attackWith(s, [dragon]);
    expect(offered(s).sort()).toEqual(['breath-life', 'decline']);
    choose(s, byId('breath-life'), 0);
    // 2 life paid; the opponent takes 2 from the Breath Weapon (its only blocker knocked out), then 5 from the unblocked Dragon.
    expect([s.players[0]?.life, s.players[1]?.life]).toEqual([18, 13]);
  });
});
