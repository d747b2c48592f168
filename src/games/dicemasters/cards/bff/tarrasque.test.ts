// Tests for Tarrasque, Greater Aberration (cards/bff/encodings.ts) — dice-masters-battle-for-faerun
// "SHORTHAND CARD ABILITIES" (Regenerate), "ASSIGN DAMAGE" (knocked out to the prep area, unless card text
// says otherwise: the knockOutToUsed query read by rules/damage.ts `knockOut`), "CARD TEXT DETAILS".
// Played through the real engine with forced rolls; each assertion fails if the card's text were ignored.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, chooseWith, pending, position, rolls } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { attackWith, L1, L3, party, registerFromText, SHIELD, SKIP_MESSAGE, target, TEAMBUILDER_FILE } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const TARRASQUE = 'tarrasque/greater-aberration'; // L1 6A 3D
const DRAGON = 'blue-dragon/master-dragon'; // L3 6A 6D
const THIEF = 'halfling-thief/minion-harper'; // an adventurer (Experience)
const ORC = 'orc/lesser-humanoid'; // L1 2A 2D, no card text

/** Both players pass while the attack step asks them, until it resolves. */
function resolve(s: DmState): void {
  for (let n = 0; n < 20 && s.active === 0 && !s.core.terminal; n++) {
    const p = pending(s);
    if (p.kind !== 'attack-actions' && p.kind !== 'breath-weapon') return;
    choose(s, byId(p.kind === 'breath-weapon' ? 'decline' : 'pass'));
  }
}

describe.skipIf(!HAVE)('Tarrasque, Greater Aberration', () => {
  it('regenerating, it knocks out every adventurer, both players’, and deals 1 damage to its opponent for each', () => {
    const play = (face: string): { s: DmState; tarrasque: DieState; thieves: DieState[] } => {
      let dragon!: DieState;
      let tarrasque!: DieState;
      const thieves: DieState[] = [];
      const s = position(party([DRAGON, THIEF], [TARRASQUE, THIEF]), (_s, put) => {
        dragon = put(DRAGON, 0, 'field', L3);
        thieves.push(put(THIEF, 0, 'field', L1), put(THIEF, 0, 'field', L1), put(THIEF, 1, 'field', L1));
        tarrasque = put(TARRASQUE, 1, 'field', L1);
      });
      attackWith(s, [dragon]);
      // Player 1 is asked about each of its two characters; the last answer resolves the attack, whose
      // damage knocks the Tarrasque out, and it rolls.
      for (let asked = 0; pending(s).kind === 'blockers'; asked++) {
        const blocker = Number(pending(s).prompt.match(/#(\d+)/)?.[1] ?? -1);
        const answer = byId(blocker === tarrasque.id ? `block:${dragon.id}` : 'none');
        if (asked === 1) chooseWith(s, answer, rolls(s, [tarrasque], [face]), 1);
        else choose(s, answer, 1);
      }
      resolve(s);
      return { s, tarrasque, thieves };
    };
    const back = play('L1 Tarrasque');
    expect(back.tarrasque.zone).toBe('field');
    expect(back.thieves.map((d) => d.zone)).toEqual(['prep', 'prep', 'prep']);
    expect(back.s.players[0]?.life).toBe(17);
    // The roll fails: no trigger.
    const out = play('shieldx2');
    expect(out.tarrasque.zone).toBe('prep');
    expect(out.thieves.map((d) => d.zone)).toEqual(['field', 'field', 'field']);
    expect(out.s.players[0]?.life).toBe(20);
  });

  it('global (pay a shield): the attacking character chosen goes to the used pile when knocked out this turn, not the prep area', () => {
    const play = (useGlobal: boolean): DieState => {
      let orc!: DieState;
      let blocker!: DieState;
      const s = position(party([ORC], [TARRASQUE, 'troll/minion-humanoid']), (_s, put) => {
        orc = put(ORC, 0, 'field', L1);
        blocker = put('troll/minion-humanoid', 1, 'field', L1); // 3A 3D
        put('npc', 1, 'reserve', SHIELD);
      });
      attackWith(s, [orc]);
      while (pending(s).kind === 'blockers') {
        const b = Number(pending(s).prompt.match(/#(\d+)/)?.[1] ?? -1);
        choose(s, b === blocker.id ? byId(`block:${orc.id}`) : byId('none'), 1);
      }
      for (let n = 0; n < 20 && s.active === 0 && pending(s).kind === 'attack-actions'; n++) {
        const p = pending(s);
        const g = p.options.find((o) => o.id.startsWith('global:'));
        if (useGlobal && p.player === 1 && g) {
          choose(s, byId(g.id), 1);
          choose(s, target(orc), 1);
          useGlobal = false;
        } else choose(s, byId('pass'));
      }
      resolve(s);
      return orc;
    };
    expect(play(true).zone).toBe('used');
    expect(play(false).zone).toBe('prep');
  });
});
