// Intimidator, "(aura 1) Enemies in aura may not take Immediate actions", read from invented rows and
// played through the engine with forced dice (ddm-battle-rules-2011, "Immediate Action" broken by the
// card, "CORE RULES AND EXCEPTIONS"; "Aura"). The raider's spear hits the thug beside it: its Claw Rake
// (an immediate action) is not offered while it stands in the thug's aura; against a plain thug
// (control) it is offered, and with an intimidating ally 2 squares from the raider (outside aura 1) it
// is offered too. Fails if the power is ignored or reaches past its radius.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../../core/index.js';
import { addTestCards } from '../powers/test-cards.js';
import { act, byLabel, turnOf } from '../testkit.js';
import { entry, importedCards } from './fixtures.test-data.js';

const club = { type: 'ATTACK' as const, text: 'Club: +1 vs. AC; 5 damage.' };
const intimidator = { type: 'SPECIAL' as const, text: 'Intimidator: (aura 1) Enemies in aura may not take Immediate actions.' };
const rows = [
  entry({ name: 'Grim Thug', hp: 80, ac: 18, powers: [club, intimidator] }),
  entry({ name: 'Plain Thug', hp: 80, ac: 18, powers: [club] }),
  entry({ name: 'Far Thug', hp: 80, ac: 18, powers: [club, intimidator] }),
  entry({
    name: 'Reef Raider',
    powers: [
      { type: 'ATTACK', text: 'Spear: +10 vs. AC; 10 damage.' },
      { type: 'SPECIAL', text: 'Claw Rake: Immediate, when this creature hits with a {b} attack; +11 vs. AC against the same creature; 10 Damage.', limit: 2 },
    ],
  }),
];
const cards = importedCards(rows, 'intimidator.json');
afterAll(addTestCards(cards));

/** The raider at (2,2) spears `thug` at (3,2), `rolls` forced (the spear's 15, then the rake's when offered); `far`: the far thug at (4,4), 2 squares from the raider. */
function strike(thug: string, rolls: number[], far = false): { offered: number; lost: number } {
  const s = turnOf(['Reef Raider'], [thug, ...(far ? ['Far Thug'] : [])], [[2, 2], [3, 2], ...(far ? ([[4, 4]] as [number, number][]) : [])], 'Reef Raider');
  const asked: Decision[] = [];
  act(s, 'attack:0', rolls, (d) => {
    asked.push(d);
    if (d.kind === 'use-power') return d.options.find((o) => o.id !== 'no')?.id ?? null;
    return d.kind === 'choose-target' ? String(byLabel(s, thug).id) : null;
  });
  return { offered: asked.filter((d) => d.kind === 'use-power').length, lost: 80 - byLabel(s, thug).hp };
}

describe('Intimidator: enemies in the aura may not take immediate actions', () => {
  it('reads the power as the aura no-immediate-actions, radius 1', () => {
    expect(cards[0]?.powers).toEqual([{ kind: 'continuous', name: 'Intimidator', effect: { kind: 'aura-no-immediate-actions', radius: 1 } }]);
  });
  it('the raider beside the grim thug is not offered its Claw Rake', () => {
    expect(strike('Grim Thug', [15])).toEqual({ offered: 0, lost: 10 });
  });
  it('controls: against a plain thug, also with an intimidating thug 2 squares away, the rake is offered and hits', () => {
    expect(strike('Plain Thug', [15, 15])).toEqual({ offered: 1, lost: 20 });
    expect(strike('Plain Thug', [15, 15], true)).toEqual({ offered: 1, lost: 20 });
  });
});
