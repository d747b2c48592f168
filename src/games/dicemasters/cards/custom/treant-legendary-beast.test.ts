// Tests for cards/custom/treant-legendary-beast.ts — dice-masters-battle-for-faerun "COSTS" (a purchase
// never below 1) and "ACTIVE AND FIELDED" ("while active": once however many dice of a card are in the
// field): Treant, Legendary Beast costs 1 less to purchase per other active good character of its owner,
// played through the real engine with the card's facts imported from the TeamBuilder file.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { renderAbility } from '../render.js';
import { buildSet, registerSet } from '../bff/set.js';
import { choose, offered, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { treantLegendaryBeast } from './treant-legendary-beast.js';

const FILE = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(FILE);
if (!HAVE) console.warn('Treant, Legendary Beast: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so its test is skipped');

const L1 = 3;
const SHIELD = 3;
const TREANT = 'treant/legendary-beast';
const THIEF = 'halfling-thief/minion-harper'; // good
const PALADIN = 'human-paladin/minion-order-of-the-gauntlet'; // good
const VAMPIRE = 'vampire/minion-undead'; // evil

beforeAll(() => {
  if (!HAVE) return;
  const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'tdc-teambuilder-cards.php');
  if (!r.ok) throw new Error(r.error);
  registerSet(buildSet(r.value));
});

/** Player 0 with four shields in the reserve (the Treant's printed cost is 6) and `inField` in the field. */
const game = (inField: readonly string[]): DmState =>
  position(
    {
      life: 20,
      basicActions: ['blessing'],
      players: [{ cards: [TREANT, THIEF, PALADIN, VAMPIRE].map((card) => ({ card, dice: 4 })) }, { cards: [{ card: 'troll/minion-humanoid', dice: 4 }] }],
    },
    (_s, put) => {
      for (const key of inField) put(key, 0, 'field', L1);
      for (let i = 0; i < 4; i++) put('npc', 0, 'reserve', SHIELD);
    },
  );
const treantBuys = (s: DmState): string[] => offered(s).filter((id) => id.startsWith(`buy:${s.cards.findIndex((c) => c.key === TREANT)}:`));

describe.skipIf(!HAVE)('Treant, Legendary Beast (cards/custom/treant-legendary-beast.ts)', () => {
  it('costs 1 less to purchase per other active good character card: two make it 4, paid with four shields', () => {
    const s = game([THIEF, PALADIN]);
    expect(treantBuys(s).length).toBeGreaterThan(0);
    choose(s, (o) => treantBuys(s).includes(o.id), 0);
    expect(s.dice.filter((d: DieState) => d.owner === 0 && d.zone === 'reserve')).toEqual([]);
  });

  it('counts a card once however many of its dice are active, and never a Treant (itself) or an evil character', () => {
    expect(treantBuys(game([THIEF, THIEF, TREANT, VAMPIRE]))).toEqual([]); // 6 - 1 = 5 > 4
    expect(treantBuys(game([]))).toEqual([]);
  });

  it('its row renders its own line and the shared global', () => {
    expect(treantLegendaryBeast.abilities.map(renderAbility)[0]).toBe(treantLegendaryBeast.text);
    expect(treantLegendaryBeast.abilities.map(renderAbility)[1]).toMatch(/^Global \(pay 1 shield\)/);
  });
});
