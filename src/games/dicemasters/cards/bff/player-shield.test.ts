// Tests for the Battle for Faerûn cards encoded in cards/bff/encodings.ts — dice-masters-battle-for-faerun
// "PREVENTING AND REDIRECTING" (ops/shield-player.ts), "COSTS" (abilities/cost-change.ts).
// Each card is played through the real engine (set-up, apply, forced rolls) with its facts imported from
// the TeamBuilder file; each assertion fails if the card's ability were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DmConfig } from '../../setup.js';
import { byId, choose, game, offered, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, party, registerFromText, SKIP_MESSAGE, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

describe.skipIf(!HAVE)('Battle for Faerûn cards: Treants (player shields, costs of evil characters)', () => {
  const SHIELD = 3;
  const withFireball = (p0: string[], p1: string[]): DmConfig => ({ ...party(p0, p1), basicActions: ['fireball'] });

  it('Treant, Lesser Beast: its global spares the user the next 2 damage from an ability this turn (the other player still takes it)', () => {
    const setup = (useGlobal: boolean): DmState => {
      const s = position(withFireball(['orc/lesser-humanoid'], ['treant/lesser-beast']), (_s, put) => {
        put('treant/lesser-beast', 1, 'field', L1);
        put('npc', 0, 'reserve', SHIELD);
        put('fireball', 0, 'reserve', 3);
      });
      if (useGlobal) {
        const g = offered(s).find((id) => id.startsWith('global:'));
        expect(g).toBeDefined();
        choose(s, byId(g as string), 0);
      }
      choose(s, (o) => o.id.startsWith('action:') && /Fireball/.test(o.label), 0);
      while (pending(s).kind !== 'main' && !game.pending(s).terminal && s.active === 0)
        choose(s, (o) => o.id === 'done' || o.id === 'decline' || o.id === 'pass', 0);
      return s;
    };
    const shielded = setup(true);
    expect([shielded.players[0]?.life, shielded.players[1]?.life]).toEqual([20, 18]);
    const plain = setup(false);
    expect([plain.players[0]?.life, plain.players[1]?.life]).toEqual([18, 18]);
  });

  it('Treant, Lesser Beast: while active, evil characters cost 1 more to field, either player’s', () => {
    let skel!: DieState;
    let orc!: DieState;
    const s = position(party(['skeleton/lesser-undead', 'orc/lesser-humanoid'], ['treant/lesser-beast']), (_s, put) => {
      put('treant/lesser-beast', 1, 'field', L1);
      skel = put('skeleton/lesser-undead', 0, 'reserve', L1); // evil: 0 + 1
      orc = put('orc/lesser-humanoid', 0, 'reserve', L1); // neutral: 0
    });
    expect(offered(s).some((id) => id.startsWith(`field:${skel.id}:`))).toBe(false);
    expect(offered(s).some((id) => id.startsWith(`field:${orc.id}:`))).toBe(true);
  });

  it('Treant, Greater Beast: while active, evil characters cost 1 more to purchase, either player’s', () => {
    const setup = (zone: DieState['zone']): DmState =>
      position(party(['skeleton/lesser-undead'], ['treant/greater-beast']), (_s, put) => {
        put('treant/greater-beast', 1, zone, L1);
        put('npc', 0, 'reserve', 2); // mask
        put('npc', 0, 'reserve', 2);
      });
    const slotOf = (s: DmState): number => s.cards.findIndex((c) => c.key === 'skeleton/lesser-undead' && c.owner === 0);
    const off = setup('used');
    expect(offered(off).some((id) => id.startsWith(`buy:${slotOf(off)}:`))).toBe(true); // 2 mask
    const on = setup('field');
    expect(offered(on).some((id) => id.startsWith(`buy:${slotOf(on)}:`))).toBe(false); // 3
  });
});
