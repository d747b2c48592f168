import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../core/index.js';
import { game } from '../games/heroscape/battle/game.js';
import { testArmiesConfig } from '../games/heroscape/module.js';
import { rollsOf } from './log-dice.js';

/** The events of a seeded test-army battle, every choice the first offered except 'end' while an attack is offered. */
function battleEvents(seed: number): GameEvent[] {
  const started = game.setup(testArmiesConfig(), seed);
  if (!started.ok) throw new Error(started.error.message);
  const s = started.value.state;
  const events: GameEvent[] = [...started.value.events];
  for (let n = 0; n < 3000; n++) {
    const p = game.pending(s);
    if (p.terminal) break;
    const attack = p.options.find((o) => o.id.includes('>'));
    const moveOn = p.options.filter((o) => o.id.startsWith('to:'));
    const o = attack ?? moveOn[moveOn.length - 1] ?? p.options.find((x) => x.id !== 'stay' && x.id !== 'pass') ?? p.options[0]!;
    const r = game.apply(s, p.rqid, o.id);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.value);
  }
  return events;
}

describe('Heroscape dice beside the log', () => {
  const events = battleEvents(3);

  it('an attack and its defense are drawn with the faces the engine rolled, counted as the engine counted them', () => {
    const attack = events.find((e) => e.type === 'AttackRolled')!;
    const defense = events.find((e) => e.type === 'DefenseRolled')!;
    expect(attack).toBeDefined();
    const rolls = rollsOf('heroscape', events, 0, 0);
    const a = rolls.find((r) => r.what.startsWith('attack on'))!;
    expect(a.faces).toEqual(attack.data['faces']);
    expect(a.outcome).toBe(`${String(attack.data['skulls'])} skull${attack.data['skulls'] === 1 ? '' : 's'}`);
    const d = rolls.find((r) => r.what.startsWith('defense against'))!;
    expect(d.faces).toEqual(defense.data['faces']);
    expect(d.outcome).toMatch(new RegExp(`^${String(defense.data['shields'])} shield`));
  });

  it('initiative is a d20 per player, the tie named as the engine lists it', () => {
    const init = events.find((e) => e.type === 'InitiativeRolled')!;
    const rolls = rollsOf('heroscape', [init], null, 0);
    expect(rolls.map((r) => r.dice[0])).toEqual((init.data['rolls'] as number[]).filter((r) => typeof r === 'number'));
    expect(rolls.every((r) => r.sides === 20 && r.what === 'initiative')).toBe(true);
    const tied = init.data['tied'] as number[];
    if (tied.length) expect(rolls.filter((r) => r.outcome.startsWith('tied')).length).toBe(tied.length);
    else expect(rolls.filter((r) => r.outcome === 'highest')).toHaveLength(1);
  });
});
