import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { memoryIo } from './test-io.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'skirmish.js');

describe('skirmish CLI', () => {
  it('--help lists every command and the exit codes', async () => {
    const io = memoryIo();
    expect(await main(['--help'], io)).toBe(0);
    const text = io.stdout.join('\n');
    for (const c of ['games', 'replay', 'validate', 'play', 'sim', 'cards', 'map', 'serve']) expect(text).toContain(`  ${c}`);
    expect(text).toContain('Exit codes: 0 ok, 1 rule or validation error, 2 usage error.');
  });

  it('an unknown command or a missing argument is a usage error (exit 2)', async () => {
    const io = memoryIo();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.stderr.join('\n')).toContain('unknown command "frobnicate"');
    expect(await main([], memoryIo())).toBe(2);
    expect(await main(['validate'], memoryIo())).toBe(2);
    expect(await main(['replay'], memoryIo())).toBe(2);
  });

  it('validate: a malformed record exits 1 naming the file, the JSON path and what was expected', async () => {
    const bad = { formatVersion: 1, engineVersion: '0.1.0', game: 'dicemasters', contentHash: 'x', config: {}, seed: 'seven', choices: [{ rqid: 1 }] };
    const io = memoryIo({ 'bad.json': JSON.stringify(bad) });
    expect(await main(['validate', 'bad.json'], io)).toBe(1);
    const text = io.stderr.join('\n');
    expect(text).toContain('bad.json');
    expect(text).toContain('$.seed');
    expect(text).toMatch(/expected number/);
    expect(text).toContain('$.choices[0].option');
  });

  it('validate: a well-formed record passes; unreadable or non-JSON files are errors naming the file', async () => {
    const played = memoryIo();
    expect(await main(['play', 'dicemasters', '--p1', 'random', '--p2', 'random', '--seed', '7', '--record', 'good.json'], played)).toBe(0);
    const io = memoryIo({ 'good.json': played.files['good.json'] ?? '', 'junk.json': '{"a":' });
    expect(await main(['validate', 'good.json'], io)).toBe(0);
    expect(io.stdout.join('')).toContain('valid record');
    const io2 = memoryIo({ 'junk.json': '{"a":' });
    expect(await main(['validate', 'junk.json'], io2)).toBe(1);
    expect(io2.stderr.join('')).toContain('junk.json: not valid JSON');
    const io3 = memoryIo();
    expect(await main(['validate', 'missing.json'], io3)).toBe(1);
    expect(io3.stderr.join('')).toContain('missing.json: cannot read');
    expect(await main(['validate', 'good.json', '--schema', 'nope'], memoryIo({ 'good.json': '{}' }))).toBe(2);
  });

  it('replay: a record for an unknown game is refused with exit 1', async () => {
    const rec = { formatVersion: 1, engineVersion: '0.1.0', game: 'chess', contentHash: 'x', config: {}, seed: 7, choices: [] };
    const io = memoryIo({ 'r.json': JSON.stringify(rec) });
    expect(await main(['replay', 'r.json'], io)).toBe(1);
    expect(io.stderr.join('')).toContain('"chess"');
  });

  it('runs as a real process through bin/skirmish.js (what npx skirmish runs)', () => {
    const help = execFileSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(help).toContain('skirmish — ');
    const games = spawnSync(process.execPath, [bin, 'games'], { encoding: 'utf8' });
    expect(games.status).toBe(0);
    const usage = spawnSync(process.execPath, [bin, 'nonsense'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
  });
});
