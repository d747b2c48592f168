import { describe, expect, it } from 'vitest';
import { unwrap } from '../index.js';
import { priorityGame } from './fixture-priority.js';
import { raceGame } from './fixture-race.js';

function choose<S extends Parameters<typeof priorityGame.pending>[0]>(s: S, id: string): number {
  const p = priorityGame.pending(s);
  if (p.terminal) throw new Error('over');
  unwrap(priorityGame.apply(s, p.rqid, id));
  return p.player;
}

describe('tournament priority procedure (dice-masters-battle-for-faerun, TOURNAMENT RULES)', () => {
  it('the inactive player may act between the active player’s actions', () => {
    const { state } = unwrap(priorityGame.setup({ actions: 2, turns: 1 }, 1));
    expect(choose(state, 'act')).toBe(0);
    // After an active-player action the inactive player holds priority.
    expect(priorityGame.pending(state)).toMatchObject({ player: 1, kind: 'priority' });
    expect(choose(state, 'act')).toBe(1);
    expect(choose(state, 'act')).toBe(0);
    expect(choose(state, 'pass')).toBe(1);
    // One pass does not close the step: the active player may still act.
    expect(priorityGame.pending(state)).toMatchObject({ player: 0 });
    expect(priorityGame.pending(state).terminal).toBe(false);
  });

  it('two passes in a row close the step; a pass followed by an action does not', () => {
    const { state } = unwrap(priorityGame.setup({ actions: 1, turns: 1 }, 1));
    choose(state, 'pass');
    choose(state, 'act'); // the inactive player acts after the active player's pass
    expect(priorityGame.pending(state)).toMatchObject({ player: 0 });
    choose(state, 'pass');
    expect(state.log).toEqual(['0:pass', '1:act', '0:pass']);
    expect(priorityGame.pending(state).terminal).toBe(false);
    choose(state, 'pass');
    expect(priorityGame.pending(state).terminal).toBe(true);
  });

  it('a player with nothing to do is offered only the pass', () => {
    const { state } = unwrap(priorityGame.setup({ actions: 0, turns: 1 }, 1));
    const p = priorityGame.pending(state);
    expect(p.terminal === false && p.options.map((o) => o.id)).toEqual(['pass']);
  });
});

describe('turn order', () => {
  it('three players take turns in seat order', () => {
    const { state } = unwrap(raceGame.setup({ players: 3, goal: 100 }, 5));
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      const p = raceGame.pending(state);
      if (p.terminal) throw new Error('over');
      seen.push(p.player);
      unwrap(raceGame.apply(state, p.rqid, 'walk'));
    }
    expect(seen).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('refuses a player count outside the game’s range', () => {
    expect(raceGame.setup({ players: 7 }, 1).ok).toBe(false);
    expect(raceGame.setup({ players: 1 }, 1).ok).toBe(false);
    expect(raceGame.setup({ players: 6 }, 1).ok).toBe(true);
  });
});
