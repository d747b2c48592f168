// `skirmish play|sim|replay heroscape` with a team battle for three or four players ("Team Play").
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import { memoryIo } from '../../cli/test-io.js';

describe('skirmish … heroscape, team battles', () => {
  it('play --scenario test-field-2v2: four seats (the ones not given play random), to the end, recorded and replayed', async () => {
    const io = memoryIo();
    expect(
      await main(['play', 'heroscape', '--scenario', 'test-field-2v2', '--p1', 'random', '--rounds', '2', '--seed', '5', '--record', 'team.json'], io),
    ).toBe(0);
    const text = io.stdout.join('\n');
    expect(text).toContain('Player 4 has placed all order markers.');
    expect(text).toContain('Game over:');
    const again = memoryIo({ 'team.json': io.files['team.json'] ?? '' });
    expect(await main(['replay', 'team.json'], again)).toBe(0);
  });

  it('play --scenario trollsford-team: the rescuers are two seats on one team; sim plays it with one agent per seat', async () => {
    const io = memoryIo();
    expect(
      await main(
        ['play', 'heroscape', '--scenario', 'trollsford-team', '--p1', 'random', '--p2', 'greedy', '--p3', 'random', '--rounds', '1', '--seed', '2'],
        io,
      ),
    ).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/Game over: .*(Rescuer West and Rescuer East|Captor)/);
    const sim = memoryIo();
    expect(await main(['sim', 'heroscape', '--scenario', 'trollsford-team', '--games', '1', '--workers', '0', '--json'], sim)).toBe(0);
    expect(sim.stdout.at(-1)).toMatch(/"agents":\{"p1":"random","p2":"random","p3":"random"\}/);
  });
});
