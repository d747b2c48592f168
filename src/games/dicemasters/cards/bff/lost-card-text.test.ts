// Tests for Prismatic Spray, Lesser Spell (cards/bff/encodings.ts; abilities/ops/opponent-characters-lose-text.ts,
// abilities/lost-card-text.ts) — dice-masters-battle-for-faerun "FUNDAMENTAL RULES" (card text supersedes
// basic rule text), "GAME STATES" (effects end with the turn): "All of your opponent's characters lose all
// their card text until the end of the turn." Played through the real engine with the facts imported from
// the TeamBuilder file; each assertion fails if the spell were ignored (the control game casts nothing).
// Where rules read the printed card or its "while active" text instead: lost-card-text-printed.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { byId, choose, game, pending, position } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { L1, NPC_CHAR, party, passUntilMainOf, registerFromText, SKIP_MESSAGE, stats, target, TEAMBUILDER_FILE, useAction } from './test-kit.js';

const HAVE = existsSync(TEAMBUILDER_FILE);
if (!HAVE) console.warn(SKIP_MESSAGE);
beforeAll(() => {
  if (HAVE) registerFromText(readFileSync(TEAMBUILDER_FILE, 'utf8'));
});

const ACTION_FACE = 3;
const SPRAY = 'prismatic-spray/lesser-spell';
const PARAGON = 'orc/paragon-humanoid'; // L1 2A 2D, +1A/+1D for each other Orc in the field (either player's)
const STALKER = 'invisible-stalker/paragon-elemental'; // must block
const TROLL = 'troll/minion-humanoid';
const ELF = 'elf-wizard/greater-order-of-the-gauntlet'; // when blocking: a used action die to prep

const cast = useAction;

/** Player 0 passes the main step and attacks with `attacker`. */
function attackWith(s: DmState, attacker: DieState): void {
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  choose(s, byId(`attack:${attacker.id}`), 0);
  choose(s, byId('done'), 0);
}

/** The blocking options offered for `blocker` (declining every other blocker's), then every block declined where allowed. */
function blockOptions(s: DmState, blocker: DieState): string[] {
  let asked: string[] = [];
  while (pending(s).kind === 'blockers') {
    const p = pending(s);
    const ids = p.options.map((o) => o.id);
    if (p.prompt.includes(`#${blocker.id}`)) asked = ids;
    choose(s, ids.includes('none') ? byId('none') : () => true, 1);
  }
  return asked;
}

describe.skipIf(!HAVE)('Prismatic Spray, Lesser Spell', () => {
  const setup = (): { s: DmState; spray: DieState; mine: DieState; theirs: DieState; stalker: DieState; troll: DieState } => {
    let spray!: DieState;
    let mine!: DieState;
    let theirs!: DieState;
    let stalker!: DieState;
    let troll!: DieState;
    const s = position(party([SPRAY, PARAGON, TROLL], [PARAGON, STALKER]), (_s, put) => {
      spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
      mine = put(PARAGON, 0, 'field', L1);
      put(PARAGON, 0, 'field', L1);
      troll = put(TROLL, 0, 'field', L1);
      theirs = put(PARAGON, 1, 'field', L1);
      put(PARAGON, 1, 'field', L1);
      stalker = put(STALKER, 1, 'field', L1);
    });
    return { s, spray, mine, theirs, stalker, troll };
  };

  it('this turn the opponent’s characters lose their stat changes and keywords (Must Block); the caster’s keep theirs; next turns they work again', () => {
    const control = setup();
    attackWith(control.s, control.troll);
    expect(blockOptions(control.s, control.stalker)).toEqual([`block:${control.troll.id}`]);

    const { s, spray, mine, theirs, stalker, troll } = setup();
    // Each Paragon Orc counts the three other Orcs: 5A 5D.
    expect([stats(s, mine), stats(s, theirs)]).toEqual([
      [5, 5],
      [5, 5],
    ]);
    cast(s, spray);
    expect(stats(s, theirs)).toEqual([2, 2]);
    expect(stats(s, mine)).toEqual([5, 5]); // its own text stays, and the opposing Orcs are still Orcs
    attackWith(s, troll);
    // Without its text the Stalker may decline to block.
    expect(blockOptions(s, stalker)).toEqual(expect.arrayContaining([`block:${troll.id}`, 'none']));

    // Next turn (the opponent's): the text is back.
    passUntilMainOf(s, 1);
    expect(stats(s, theirs)).toEqual([5, 5]);
    // The turn after (the caster's again): the Stalker must block once more.
    passUntilMainOf(s, 0);
    attackWith(s, mine); // the Troll went to the used pile after its unblocked attack
    expect(blockOptions(s, stalker)).toEqual([`block:${mine.id}`]);
  });

  it('this turn an opposing character’s triggered ability does nothing (Elf Wizard, Greater: when blocking, a used action die to prep)', () => {
    const play = (castIt: boolean): DieState => {
      let spray!: DieState;
      let npc!: DieState;
      let used!: DieState;
      const s = position(party([SPRAY, TROLL], [ELF]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        npc = put('npc', 0, 'field', NPC_CHAR);
        put(ELF, 1, 'field', L1);
        used = put('blessing', 1, 'used', 0);
      });
      if (castIt) cast(s, spray);
      attackWith(s, npc);
      choose(s, byId(`block:${npc.id}`), 1);
      if (pending(s).options.some(target(used))) choose(s, target(used), 1);
      return used;
    };
    expect(play(false).zone).toBe('prep');
    expect(play(true).zone).toBe('used');
  });

  it('this turn an opposing character’s keyword Regenerate does nothing; the caster’s own Troll still regenerates', () => {
    const play = (castIt: boolean): { mine: DieState; theirs: DieState; rolled: number[] } => {
      let spray!: DieState;
      let mine!: DieState;
      let theirs!: DieState;
      const s = position(party([SPRAY, TROLL], [TROLL]), (_s, put) => {
        spray = put(SPRAY, 0, 'reserve', ACTION_FACE);
        mine = put(TROLL, 0, 'field', L1); // 3A 3D
        theirs = put(TROLL, 1, 'field', L1);
      });
      if (castIt) cast(s, spray);
      attackWith(s, mine);
      // Both are knocked out; each die that regenerates rolls its level 1 face (forced).
      const forced = game.forceChance(s, [L1, L1]);
      if (!forced.ok) throw new Error(forced.error.message);
      const rolled: number[] = [];
      const act = (id: string): void => {
        const r = game.apply(s, pending(s).rqid, id);
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.value) if (e.type === 'regenerated' || e.type === 'regenerate-failed') rolled.push((e.data as { die: number }).die);
      };
      act(`block:${mine.id}`);
      for (let i = 0; i < 50 && s.step === 'attack'; i++) {
        const pass = pending(s).options.find((o) => o.id === 'pass' || o.id === 'decline' || o.id === 'none' || o.id === 'done');
        act(pass ? pass.id : (pending(s).options[0]?.id ?? ''));
      }
      return { mine, theirs, rolled: rolled.sort((a, b) => a - b) };
    };
    const control = play(false);
    expect([control.mine.zone, control.theirs.zone]).toEqual(['field', 'field']);
    expect(control.rolled).toEqual([control.mine.id, control.theirs.id].sort((a, b) => a - b));
    const { mine, theirs, rolled } = play(true);
    expect([mine.zone, theirs.zone]).toEqual(['field', 'prep']);
    expect(rolled).toEqual([mine.id]); // only the caster's Troll rolled to regenerate
  });
});
