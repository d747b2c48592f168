// Implements the rulebook's worked example: dice-masters-battle-for-faerun — "EXAMPLE OF PLAY"
// (Eric, Turn 1 … Eric, Turn 4). Every player choice goes through apply(); the dice the book names
// are forced through the public API (`game.forceChance`, set-up's `chance`): each forced list names
// the dice drawn and the faces they show (test-helpers.ts `turnStart`, `rolls`).
import { describe, expect, it } from 'vitest';
import type { Option } from '../../core/index.js';
import { firstGameConfig } from './setup.js';
import { byId, choose, chooseWith, draws, facesIn, game, kindsIn, pending, rolls, sameMultiset, setupShows, shows, turnStart, zone } from './test-helpers.js';
import type { DmState } from './types.js';

const ERIC = 0;
const MIKE = 1;
const base = firstGameConfig();
const cfg = {
  ...base,
  players: [
    { ...base.players[0], name: 'Eric' },
    { ...base.players[1], name: 'Mike' },
  ],
};

/** The reroll option whose group shows exactly these faces (the reroll is one decision per group). */
const rerollGroup =
  (s: DmState, faces: string[]) =>
  (o: Option): boolean =>
    o.id.startsWith('group:') &&
    sameMultiset(
      (o.payload as { dice: number[] }).dice.map((id) => shows(s, s.dice[id] as DmState['dice'][number])),
      faces,
    );
const keep = byId('reroll');
const buy =
  (card: RegExp, pay?: RegExp) =>
  (o: Option): boolean =>
    o.id.startsWith('buy:') && card.test(o.label) && (!pay || pay.test(o.label.split('paying')[1] ?? ''));
const field =
  (what: RegExp) =>
  (o: Option): boolean =>
    o.id.startsWith('field:') && what.test(o.label);
const attackWith =
  (what: RegExp) =>
  (o: Option): boolean =>
    o.id.startsWith('attack:') && what.test(o.label);
const npcs = (n: number): string[] => Array.from({ length: n }, () => 'NPC');

function expectAsk(s: DmState, kind: string, who: number): void {
  const p = pending(s);
  expect(`${p.kind}/${p.player}`).toBe(`${kind}/${who}`);
}

/** Ends the main step; when nothing else is legal the engine has already passed for the player. */
function passMain(s: DmState, who: number): void {
  const p = pending(s);
  if (p.kind === 'main' && p.player === who) choose(s, byId('pass'), who);
}

/** The rolls that make the reroll group `pred` picks show `faces`, die by die in the group's order. */
function groupShows(s: DmState, pred: (o: Option) => boolean, faces: string[]): number[] {
  const o = pending(s).options.find(pred);
  if (!o) throw new Error('no such reroll group');
  return rolls(
    s,
    (o.payload as { dice: number[] }).dice.map((id) => s.dice[id] as DmState['dice'][number]),
    faces,
  );
}

describe('EXAMPLE OF PLAY (Eric and Mike, First Game set-up)', () => {
  it('plays turns 1–4 as the book tells them, zones and life checked after every turn', () => {
    // ---- Eric, Turn 1: four NPCs rolled fist, fist, shield, NPC.
    const s = setupShows(cfg, npcs(4), ['fist', 'fist', 'shield', 'NPC']);
    expect(s.players.map((p) => p.life)).toEqual([10, 10]);
    expect(kindsIn(s, ERIC, 'prep')).toEqual(npcs(4));
    expectAsk(s, 'reroll', ERIC);
    // He cannot buy a character with this roll: no mask and no bolt.
    // He rerolls all four as one group: fist, wild, bolt, NPC.
    const group = rerollGroup(s, ['fist', 'fist', 'shield', 'NPC']);
    chooseWith(s, group, groupShows(s, group, ['wild', 'NPC', 'fist', 'bolt']));
    expect(sameMultiset(facesIn(s, ERIC, 'reserve'), ['fist', 'wild', 'bolt', 'NPC'])).toBe(true);
    // Main step: the wildcard pays the mask of a Halfling Thief (cost 2); a Blue Dragon is out of reach.
    const thief = pending(s).options.filter(buy(/Halfling Thief/));
    const paid = thief
      .map((o) =>
        (o.label.split('paying')[1] ?? '')
          .split('+')
          .map((x) => x.trim())
          .sort()
          .join(' + '),
      )
      .sort();
    expect(paid).toEqual(['1 bolt + 1 wild', '1 fist + 1 wild']);
    expect(pending(s).options.some(buy(/Blue Dragon/))).toBe(false);
    choose(s, buy(/Halfling Thief/, /fist/), ERIC);
    choose(s, field(/NPC/), ERIC); // fielding an NPC costs nothing
    passMain(s, ERIC); // Mike has no global ability to use, so the step closes
    // Mike's opening (drawn and rolled inside Eric's last choice): bolt, fist, mask, NPC.
    chooseWith(s, byId('done'), turnStart(s, MIKE, npcs(4), ['mask', 'bolt', 'NPC', 'fist']), ERIC);
    expect(facesIn(s, ERIC, 'reserve')).toEqual(['bolt']); // the last energy remains in his reserve
    expect(kindsIn(s, ERIC, 'used')).toEqual(['Halfling Thief', 'NPC', 'NPC']);
    expect(kindsIn(s, ERIC, 'field')).toEqual(['NPC']);
    expect(zone(s, ERIC, 'bag').length).toBe(4);
    expect(s.players.map((p) => p.life)).toEqual([10, 10]);

    // ---- Mike, Turn 1: all three energy buy a Vampire; the NPC is fielded and attacks.
    choose(s, keep, MIKE);
    expect(pending(s).options.filter(buy(/Vampire/)).length).toBe(1);
    choose(s, buy(/Vampire/), MIKE);
    choose(s, field(/NPC/), MIKE);
    passMain(s, MIKE);
    choose(s, attackWith(/NPC/), MIKE);
    choose(s, byId('done'), MIKE);
    expectAsk(s, 'blockers', ERIC);
    // Eric does not block; the NPC hits him for 1. Eric's turn 2 starts inside this choice.
    chooseWith(s, byId('none'), turnStart(s, ERIC, npcs(4), ['fist', 'shield', 'fist', 'NPC']), ERIC);
    expect(s.players.map((p) => p.life)).toEqual([9, 10]);
    expect(kindsIn(s, MIKE, 'used')).toEqual(['NPC', 'NPC', 'NPC', 'NPC', 'Vampire']);
    expect(zone(s, MIKE, 'field').length).toBe(0);
    expect(zone(s, MIKE, 'bag').length).toBe(4);
    // Eric's clear step moved his leftover bolt to the used pile.
    expect(kindsIn(s, ERIC, 'used')).toEqual(['Halfling Thief', 'NPC', 'NPC', 'NPC']);

    // ---- Eric, Turn 2: no mask for a Thief, too little for a Dragon: buys Stinking Cloud (2, any energy).
    choose(s, keep, ERIC);
    expect(pending(s).options.some(buy(/Halfling Thief/))).toBe(false);
    expect(pending(s).options.some(buy(/Blue Dragon/))).toBe(false);
    choose(s, buy(/Stinking Cloud/, /fist.*fist/), ERIC);
    choose(s, field(/NPC/), ERIC);
    passMain(s, ERIC);
    // He does not attack, so his turn ends at once. Mike rolls a fist and three NPCs.
    chooseWith(s, byId('done'), turnStart(s, MIKE, npcs(4), ['NPC', 'fist', 'NPC', 'NPC']), ERIC);
    expect(kindsIn(s, ERIC, 'field')).toEqual(npcs(2));
    expect(facesIn(s, ERIC, 'reserve')).toEqual(['shield']);
    expect(kindsIn(s, ERIC, 'used')).toEqual(['Halfling Thief', 'NPC', 'NPC', 'NPC', 'NPC', 'NPC', 'Stinking Cloud']);
    expect(zone(s, ERIC, 'bag').length).toBe(0);
    expect(s.players.map((p) => p.life)).toEqual([9, 10]);

    // ---- Mike, Turn 2: fields three NPCs for free and does not attack.
    choose(s, keep, MIKE);
    choose(s, field(/NPC/), MIKE);
    choose(s, field(/NPC/), MIKE);
    choose(s, field(/NPC/), MIKE);
    passMain(s, MIKE);
    // Eric's bag is empty: his used pile (6 NPCs, Thief, Stinking Cloud) refills it; he draws three
    // NPCs and the Stinking Cloud and ends with mask, shield, NPC and a Stinking Cloud action with burst.
    chooseWith(s, byId('done'), turnStart(s, ERIC, ['NPC', 'NPC', 'Stinking Cloud', 'NPC'], ['Stinking Cloud**', 'NPC', 'mask', 'shield']), MIKE);
    expect(kindsIn(s, MIKE, 'field')).toEqual(npcs(3));
    expect(facesIn(s, MIKE, 'reserve')).toEqual(['fist']);
    expect(kindsIn(s, MIKE, 'used')).toEqual(['NPC', 'NPC', 'NPC', 'NPC', 'Vampire']);
    expect(kindsIn(s, ERIC, 'bag')).toEqual(['Halfling Thief', 'NPC', 'NPC', 'NPC']);
    expect(kindsIn(s, ERIC, 'used')).toEqual([]); // all went to the bag (the shield too)
    expect(s.players.map((p) => p.life)).toEqual([9, 10]);

    // ---- Eric, Turn 3: Stinking Cloud knocks out all five NPCs in the field (to their prep areas).
    choose(s, keep, ERIC);
    choose(s, (o) => o.id.startsWith('action:') && /Stinking Cloud/.test(o.label), ERIC);
    expect(kindsIn(s, ERIC, 'prep')).toEqual(npcs(2));
    expect(kindsIn(s, MIKE, 'prep')).toEqual(npcs(3));
    expect(zone(s, MIKE, 'field').length).toBe(0);
    expect(kindsIn(s, ERIC, 'used')).toEqual(['Stinking Cloud']);
    // Then a second Halfling Thief with mask + shield, the NPC fielded and sent in: Mike 10 → 9.
    choose(s, buy(/Halfling Thief/), ERIC);
    choose(s, field(/NPC/), ERIC);
    passMain(s, ERIC);
    choose(s, attackWith(/NPC/), ERIC);
    // Mike draws three NPCs and the Vampire, adds his three prepped NPCs, and ends with six energy
    // (one a fist) and a level 2 Vampire.
    chooseWith(s, byId('done'), turnStart(s, MIKE, ['NPC', 'NPC', 'Vampire', 'NPC'], ['shield', 'shield', 'fist', 'mask', 'bolt', 'bolt', 'L2 Vampire']), ERIC);
    expect(s.players.map((p) => p.life)).toEqual([9, 9]);
    expect(kindsIn(s, ERIC, 'prep')).toEqual(npcs(2));
    expect(kindsIn(s, ERIC, 'bag')).toEqual(['Halfling Thief', 'NPC', 'NPC', 'NPC']);
    expect(kindsIn(s, ERIC, 'used')).toEqual(['Halfling Thief', 'NPC', 'NPC', 'NPC', 'Stinking Cloud']);
    expect(zone(s, ERIC, 'field').length + zone(s, ERIC, 'reserve').length).toBe(0);

    // ---- Mike, Turn 3: five energy buy a Troll, one fields the Vampire, which attacks unblocked.
    choose(s, keep, MIKE);
    choose(s, buy(/Troll/), MIKE);
    choose(s, field(/Vampire/), MIKE);
    expect(zone(s, MIKE, 'reserve').length).toBe(0);
    passMain(s, MIKE);
    choose(s, attackWith(/Vampire/), MIKE);
    // Eric has nothing to block with: 2 damage, 9 → 7; Mike gains no life (it hit a player, not a
    // character). Eric's turn 4 opening: Thief at level 2, two NPCs, a mask and two bolts.
    chooseWith(s, byId('done'), turnStart(s, ERIC, ['Halfling Thief', 'NPC', 'NPC', 'NPC'], ['NPC', 'bolt', 'bolt', 'NPC', 'mask', 'L2 Halfling Thief']), MIKE);
    expect(s.players.map((p) => p.life)).toEqual([7, 9]);
    expect(kindsIn(s, MIKE, 'used')).toEqual([...npcs(6), 'Troll', 'Vampire']);
    expect(zone(s, MIKE, 'bag').length).toBe(2);
    expect(kindsIn(s, ERIC, 'prep')).toEqual(['Halfling Thief', ...npcs(5)]);

    // ---- Eric, Turn 4: fields the Thief for one energy; its burst draws a die (an NPC: to the used pile).
    choose(s, keep, ERIC);
    chooseWith(s, field(/Halfling Thief/), draws(s, ERIC, ['NPC'], false).outcomes, ERIC);
    expect(kindsIn(s, ERIC, 'field')).toEqual(['Halfling Thief']);
    choose(s, field(/NPC/), ERIC);
    choose(s, field(/NPC/), ERIC);
    passMain(s, ERIC);
    // Only the two NPCs attack; the Thief stays back.
    choose(s, attackWith(/NPC/), ERIC);
    choose(s, attackWith(/NPC/), ERIC);
    const p = pending(s);
    const r = game.apply(s, p.rqid, 'done');
    expect(r.ok).toBe(true);
    const attack = r.ok ? r.value.find((e) => e.type === 'attack') : undefined;
    expect((attack?.data.dice as string[]).every((d) => /NPC/.test(d))).toBe(true);
    expect((attack?.data.dice as string[]).length).toBe(2);
    // Mike has no characters in the field, so both NPCs are unblocked (the book stops here).
    expect(s.players.map((q) => q.life)).toEqual([7, 7]);
    expect(kindsIn(s, ERIC, 'field')).toEqual(['Halfling Thief']);
  });
});
