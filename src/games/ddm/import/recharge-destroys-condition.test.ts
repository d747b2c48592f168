// A limited attack that comes back when its creature destroys an enemy that has a condition, printed after
// a semicolon and with the file's cut "RECHARGE i" (Tail Sweep): the recharge event destroys-enemy with the
// new field `victim` (the enemy's conditions as it is destroyed; rules/hit-points.ts destroy), and a
// "; RECHARGE …" sentence read as ". RECHARGE …" (import/attack-grammar.ts). ddm-battle-rules-2011,
// "Rechargeable Powers": each time the recharge condition occurs a spent use comes back; "STUNNED".
// Played through the engine with forced dice: the club destroying a Stunned rat gives the sweep back; destroying
// a rat that is not Stunned does not, nor does the card whose sweep recharges on no such event (controls).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { addCond } from '../rules/common.js';
import { act, byLabel, ctxFor, testCondition, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +5 vs. AC; 10 damage.' };
const rows = [
  entry({
    name: 'Spike Tail',
    powers: [club, { type: 'ATTACK', text: '(burst 1) +5 vs. DEF(Ref); 10 Damage AND Stunned; RECHARGE i this creature destroys a Stunned enemy', limit: 1 }],
  }),
  entry({ name: 'Plain Tail', powers: [club, { type: 'ATTACK', text: 'Sweep: (burst 1) +5 vs. DEF(Ref); 10 Damage AND Stunned', limit: 1 }] }),
  entry({
    name: 'Semi Toad',
    powers: [club, { type: 'ATTACK', text: 'Spit: (range 5) +5 vs. AC; 10 acid Damage; RECHARGE when this creature takes damage', limit: 1 }],
  }),
  entry({ name: 'Glass Rat', hp: 10, ac: 10, powers: [{ type: 'ATTACK', text: 'Nip: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'recharge-destroys-condition.json');
afterAll(addTestCards(cards));

/** `who` beside the rat (Stunned when `stunned`), its limited attack (attack 1) spent, destroys the rat with its club: spent still? */
function spentAfterKill(who: string, stunned: boolean): boolean {
  const s = turnOf(
    [who],
    ['Glass Rat'],
    [
      [5, 5],
      [5, 6],
    ],
    who,
    { prepare: (st) => void (stunned ? addCond(st, byLabel(st, 'Glass Rat'), testCondition('Stunned')) : undefined) },
  );
  const name = cards.find((c) => c.name === who)?.attacks[1]?.name ?? '';
  const key = `${byLabel(s, who).id}:${name}`;
  ctxFor(s).counters.spend(key);
  act(s, 'attack:0', [15], (d) => (d.kind === 'choose-target' ? String(byLabel(s, 'Glass Rat').id) : null));
  expect(byLabel(s, 'Glass Rat').destroyed).toBe(true);
  return ctxFor(s).counters.spentCount(key) > 0;
}

describe('RECHARGE when this creature destroys a Stunned enemy (after a semicolon)', () => {
  it('reads the sentence after the semicolon as the recharge, with the victim condition', () => {
    expect(cards[0]?.attacks[1]?.recharge).toEqual({ kind: 'when', event: 'destroys-enemy', victim: 'Stunned' });
    expect(cards[0]?.attacks[1]?.effects).toEqual([{ kind: 'condition', condition: 'Stunned', duration: 'end-of-next-turn' }]);
    expect(cards[2]?.attacks[1]?.recharge).toEqual({ kind: 'when', event: 'damaged' });
    const sweep = cards[0]?.attacks[1];
    if (!sweep) throw new Error('no sweep');
    expect(attackText(sweep)).toContain('recharges when it destroys a Stunned enemy');
  });

  it('destroying a Stunned rat gives the attack back; a rat not Stunned, or the card without the sentence, does not', () => {
    expect(spentAfterKill('Spike Tail', true)).toBe(false);
    expect(spentAfterKill('Spike Tail', false)).toBe(true);
    expect(spentAfterKill('Plain Tail', true)).toBe(true);
  });
});
