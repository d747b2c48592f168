// Issue 22, items 9 and 10: the CLI's rough edges a new player meets first — one AI setting per game
// named the same everywhere, per-game usage, clear errors with the right exit codes, an honest
// --help, and `play` ending when the game does or when the player types q.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tunedSpec } from './agent-help.js';
import { main } from './main.js';
import { memoryIo } from './test-io.js';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'skirmish.js');

/** Runs the real CLI with stdin left open (as a terminal is); resolves with the exit code, or 'hung'. */
function runOpenStdin(args: string[], input: string, ms: number): Promise<number | 'hung'> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'ignore', 'ignore'] });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('hung');
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? -1);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.write(input);
  });
}

describe('CLI rough edges (issue 22 items 9-10)', () => {
  it('--help names each game tuned AI setting, the one docs/ai.md measures, and does not claim Heroscape is enforced', async () => {
    const io = memoryIo();
    expect(await main(['--help'], io)).toBe(0);
    const text = io.stdout.join('\n');
    expect(tunedSpec('dicemasters', 'mcts')).toMatch(/^mcts:it=\d+/);
    expect(text).toContain(`dicemasters: greedy = ${tunedSpec('dicemasters', 'greedy')}; mcts = ${tunedSpec('dicemasters', 'mcts')}`);
    expect(text).toContain(`ddm: greedy = ${tunedSpec('ddm', 'greedy')}; mcts = ${tunedSpec('ddm', 'mcts')}`);
    expect(text).not.toMatch(/Heroscape, with the rules enforced/);
    expect(text).toMatch(/first Heroscape\s+engine/);
  });

  it('play <game> --help gives that game its set-ups, flags and AI settings', async () => {
    const ddm = memoryIo();
    expect(await main(['play', 'ddm', '--help'], ddm)).toBe(0);
    const d = ddm.stdout.join('\n');
    expect(d).toContain('--scenario NAME');
    expect(d).toContain('starter');
    expect(d).toContain(`mcts (= ${tunedSpec('ddm', 'mcts')})`);
    const hs = memoryIo();
    expect(await main(['play', 'heroscape', '--help'], hs)).toBe(0);
    expect(hs.stdout.join('\n')).toContain('--cards units.json');
    const dm = memoryIo();
    expect(await main(['play', 'dicemasters', '--help'], dm)).toBe(0);
    expect(dm.stdout.join('\n')).toMatch(/--setup first-game\|draft/);
    expect(dm.stdout.join('\n')).not.toBe(d);
  });

  it('a bad game flag value is a usage error (exit 2) naming it', async () => {
    const io = memoryIo();
    expect(await main(['play', 'ddm', '--scenario', 'nosuch', '--p1', 'random'], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(/^--scenario nosuch: not a scenario/);
    const io2 = memoryIo();
    expect(await main(['sim', 'ddm', '--scenario', 'nosuch', '--games', '1'], io2)).toBe(2);
    const io3 = memoryIo();
    expect(await main(['play', 'chess'], io3)).toBe(2);
    expect(io3.stderr.join('\n')).toContain('no game "chess"');
  });

  it('map stats on a missing file says so in words (exit 1), not a raw ENOENT', async () => {
    const io = memoryIo();
    expect(await main(['map', 'stats', 'missing.hsc'], io)).toBe(1);
    const text = io.stderr.join('\n');
    expect(text).toContain('missing.hsc: cannot read the file: there is no such file');
    expect(text).not.toContain('ENOENT');
  });

  it('play ends when the player types q, and when the game ends, with the input still open', async () => {
    expect(await runOpenStdin(['play', 'dicemasters', '--p2', 'random', '--seed', '3'], 'q\n', 30_000)).toBe(0);
    // Always the first option until the game is over (far more lines than it needs).
    expect(await runOpenStdin(['play', 'dicemasters', '--p2', 'random', '--seed', '3'], '1\n'.repeat(4000), 60_000)).toBe(0);
  }, 100_000);
});
