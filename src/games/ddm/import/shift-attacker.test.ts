// Attack hit clause "this creature shifts N squares" (Strike and Fade, Skirmish Strike, Inevitable
// Push; also "shifts up to N", "may shift one square"), read from invented rows and played through the
// engine with forced dice (ddm-battle-rules-2011, "Move Actions", SHIFT: no opportunity attacks;
// "Applying Damage", Additional Effects: after the damage, in printed order). On a hit its player
// shifts it up to N squares (or stays); on a miss nothing is asked; the control (the same attack
// without the clause) is asked nothing. A push printed before it is resolved first. On an attack
// with several targets it stays a gap. Fails if the clause is ignored (no question, it stays).
import { afterAll, describe, expect, it } from 'vitest';
import { attackText } from '../cards/render.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';
import { parseDdmwi } from './parse.js';

const rows = [
  entry({ name: 'Fade Rogue', powers: [{ type: 'ATTACK', text: 'Strike and Fade: +10 vs. AC; 5 damage AND this creature shifts 2 squares' }] }),
  entry({ name: 'Shove Brute', powers: [{ type: 'ATTACK', text: 'Shove: +10 vs. AC; 5 damage AND push 1 square AND this creature shifts 1 square' }] }),
  entry({ name: 'Plain Rogue', powers: [{ type: 'ATTACK', text: 'Strike and Fade: +10 vs. AC; 5 damage' }] }),
  entry({ name: 'Straw Dummy', hp: 80, powers: [{ type: 'ATTACK', text: 'Claws: +5 vs. AC; 5 damage.' }] }),
  entry({ name: 'Frail Dummy', hp: 5, powers: [{ type: 'ATTACK', text: 'Claws: +5 vs. AC; 5 damage.' }] }),
];
const cards = importedCards(rows, 'shift-attacker.json');
afterAll(addTestCards(cards));

/** `who` at (4,4) attacks `target` at (5,4) with the roll given; every destination asked of it is `to`. */
function strike(who: string, roll: number, to: string, target = 'Straw Dummy') {
  const s = turnOf(
    [who],
    [target],
    [
      [4, 4],
      [5, 4],
    ],
    who,
  );
  // The push's destination (asked first when printed first) is always (6,4).
  const r = act(s, 'attack:0', [roll], (d) => (d.kind !== 'choose-destination' ? null : d.prompt.includes('push') ? '6,4' : to));
  return { s, asked: r.asked, pos: byLabel(s, who).pos, target: byLabel(s, target) };
}

describe('attack hit clause: this creature shifts N squares', () => {
  it('reads the clause (every wording) as the effect shift-attacker, after the printed ones', () => {
    expect(cards[0]?.attacks[0]?.effects).toEqual([{ kind: 'shift-attacker', squares: 2 }]);
    expect(cards[1]?.attacks[0]?.effects).toEqual([
      { kind: 'push', squares: 1 },
      { kind: 'shift-attacker', squares: 1 },
    ]);
    expect(attackText(cards[0]?.attacks[0] as never)).toContain('this creature shifts 2 squares');
    const wordings: [string, number][] = [
      ['this creature shifts up to 2 squares', 2],
      ['this creature may shift one square', 1],
      ['this creature shifts 1 square.', 1],
    ];
    for (const [text, squares] of wordings) {
      const [card] = importedCards([entry({ name: 'Wording', powers: [{ type: 'ATTACK', text: `Cut: +10 vs. AC; 5 damage AND ${text}` }] })], 'w.json');
      expect(card?.attacks[0]?.effects).toEqual([{ kind: 'shift-attacker', squares }]);
    }
  });
  it('on a hit (15) its player shifts it up to 2 squares, or it may stay; no opportunity attack', () => {
    const r = strike('Fade Rogue', 15, '2,4');
    const where = r.asked.find((d) => d.kind === 'choose-destination');
    expect(where?.options.map((o) => o.id)).toEqual(expect.arrayContaining(['4,4', '3,4', '2,4']));
    expect(where?.options.map((o) => o.id)).not.toContain('1,4');
    expect(r.pos).toEqual({ x: 2, y: 4 });
    expect(r.target.hp).toBe(75);
    expect(strike('Fade Rogue', 15, '4,4').pos).toEqual({ x: 4, y: 4 });
  });
  it('also when the hit destroys the target', () => {
    expect(strike('Fade Rogue', 15, '2,4', 'Frail Dummy').pos).toEqual({ x: 2, y: 4 });
  });
  it('not on a miss (2), nor for the control', () => {
    const miss = strike('Fade Rogue', 2, '2,4');
    expect(miss.asked.map((d) => d.kind)).not.toContain('choose-destination');
    expect(miss.pos).toEqual({ x: 4, y: 4 });
    const control = strike('Plain Rogue', 15, '2,4');
    expect(control.asked.map((d) => d.kind)).not.toContain('choose-destination');
    expect(control.pos).toEqual({ x: 4, y: 4 });
  });
  it('the push printed first is resolved first, then the shift (1 square)', () => {
    const r = strike('Shove Brute', 15, '5,4');
    expect(r.asked.filter((d) => d.kind === 'choose-destination').map((d) => d.prompt.includes('push'))).toEqual([true, false]);
    expect(r.target.pos).toEqual({ x: 6, y: 4 });
    expect(r.pos).toEqual({ x: 5, y: 4 });
  });
  it('on an attack with several targets it stays a gap', () => {
    const rows = [entry({ name: 'Spinner', powers: [{ type: 'ATTACK', text: 'Spin: (burst 1) +10 vs. AC; 5 damage AND this creature shifts 1 square' }] })];
    expect(() => importedCards(rows, 'w.json')).toThrow(/single target only/);
    const parsed = parseDdmwi(JSON.stringify(rows), 'w.json');
    expect(parsed.ok && parsed.value.creatures[0]?.enforced).toBe(false);
  });
});
