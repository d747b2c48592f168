// The attack option's preview (describe.ts `detailOption`, `Game.detail`): the dice and height
// advantage the engine decides at the question, read by the web table to show "+1 attack die:
// height" — heroscape-master-game-guide "ATTACKING" (the dice "adding any extra dice for height
// advantage"), Example 18 (the higher defender adds 1 defense die). Built only when the question's
// words are read: a bot's unlabelled question carries the bare attacker/defender payload.
import { describe, expect, it } from 'vitest';
import type { AttackPreview } from './describe.js';
import { card, choose, config, fieldWith, game, ofType, placeMarkers, start } from './testkit.js';

const red = card({ name: 'Red', range: 5, attack: 3 });
const blue = card({ name: 'Blue', defense: 2 });

/** Red's attack on Blue as the question offers it: the labelled option's payload and the bare one. */
function attackAt(rows: readonly string[]): { preview: AttackPreview; bare: unknown; label: string; s: ReturnType<typeof start> } {
  const s = start(config(fieldWith(rows, [[0, 0]], [[0, 2]]), [red], [blue]));
  placeMarkers(s, [0, 0, 0, 0], [1, 1, 1, 1]);
  choose(s, 'done');
  const p = game.pending(s);
  const bare = game.pending(s, { labels: false });
  if (p.terminal || bare.terminal) throw new Error('the battle ended');
  expect(p.kind).toBe('choose-attack');
  const o = p.options.find((x) => x.id === 'a1>b1');
  if (!o) throw new Error('no attack a1>b1 offered');
  return { preview: o.payload as AttackPreview, bare: bare.options.find((x) => x.id === 'a1>b1')?.payload, label: o.label, s };
}

describe('the attack preview: dice and height advantage as the engine decides them ("ATTACKING", Example 18)', () => {
  it('the attacker higher: +1 attack die, named as its height advantage; the attack then rolls that many', () => {
    const { preview, bare, label, s } = attackAt(['2 2 2', '1 1 1', '1 1 1']);
    expect(preview).toEqual({ attacker: 'a1', defender: 'b1', attackDice: 4, defenseDice: 2, height: 'attacker' });
    expect(bare).toEqual({ attacker: 'a1', defender: 'b1' });
    expect(label).toMatch(/4 attack dice against 2 defense dice/);
    const declared = ofType(choose(s, 'a1>b1'), 'AttackDeclared')[0]?.data;
    expect(declared).toMatchObject({ attackDice: preview.attackDice, defenseDice: preview.defenseDice, height: preview.height });
  });

  it('the defender higher: +1 defense die, named as the defender’s', () => {
    const { preview } = attackAt(['1 1 1', '1 1 1', '2 2 2']);
    expect(preview).toMatchObject({ attackDice: 3, defenseDice: 3, height: 'defender' });
  });

  it('the same level: no extra die and no height advantage', () => {
    const { preview } = attackAt(['1 1 1', '1 1 1', '1 1 1']);
    expect(preview).toMatchObject({ attackDice: 3, defenseDice: 2, height: 'none' });
  });

  it('options other than a normal attack keep their own payload', () => {
    const s = start(config(fieldWith(['1 1 1', '1 1 1', '1 1 1'], [[0, 0]], [[0, 2]]), [red], [blue]));
    const p = game.pending(s);
    const bare = game.pending(s, { labels: false });
    if (p.terminal || bare.terminal) throw new Error('the battle ended');
    expect(p.options.map((o) => o.payload)).toEqual(bare.options.map((o) => o.payload));
  });
});
