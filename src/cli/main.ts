import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { EXIT, type Command, type Io } from './io.js';

/** Each command lives in its own file and is loaded only when used, so `--help` stays fast. */
const COMMANDS: Readonly<Record<string, () => Promise<{ command: Command }>>> = {
  games: () => import('./commands/games.js'),
  replay: () => import('./commands/replay.js'),
  validate: () => import('./commands/validate.js'),
  play: () => import('./commands/play.js'),
  sim: () => import('./commands/sim.js'),
  worker: () => import('./commands/worker.js'),
  cards: () => import('./commands/cards.js'),
  map: () => import('./commands/map.js'),
  serve: () => import('./commands/serve.js'),
};

export function nodeIo(): Io {
  let rl: ReturnType<typeof createInterface> | null = null;
  const lines: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let closed = false;
  return {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
    readFile: (p) => readFileSync(p, 'utf8'),
    readBytes: (p) => new Uint8Array(readFileSync(p)),
    writeFile: (p, t) => writeFileSync(p, t),
    isTTY: Boolean(process.stdout.isTTY),
    readLine(prompt) {
      if (!rl) {
        rl = createInterface({ input: process.stdin, terminal: false });
        rl.on('line', (l) => (waiting.length ? waiting.shift()?.(l) : lines.push(l)));
        rl.on('close', () => {
          closed = true;
          while (waiting.length) waiting.shift()?.(null);
        });
      }
      process.stdout.write(prompt);
      if (lines.length) return Promise.resolve(lines.shift() ?? null);
      if (closed) return Promise.resolve(null);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      // Without this an open stdin keeps the process alive after the game (a terminal waits for Ctrl-D).
      rl?.close();
    },
  };
}

async function help(io: Io): Promise<void> {
  io.out('skirmish — D&D Miniatures (2011) and Dice Masters: Battle for Faerûn with their rules enforced, and a first Heroscape');
  io.out('engine (battlefields from Virtualscape maps; the rules it does not enforce yet: docs/ledger/heroscape.md)');
  io.out('');
  io.out('Usage: skirmish <command> [arguments]');
  io.out('');
  for (const [name, load] of Object.entries(COMMANDS)) {
    const { command } = await load();
    io.out(`  ${name.padEnd(9)} ${command.summary}`);
    io.out(`  ${''.padEnd(9)} ${command.usage}`);
  }
  io.out('');
  io.out('AI players: random, greedy or mcts; a bare name plays the tuned setting of the game (docs/ai.md), name:k=v,… changes one:');
  // Each game's tuned settings come from its heuristics; the games themselves are not loaded.
  const [{ GAME_IDS }, { tunedLines }] = await Promise.all([import('../games/catalog.js'), import('./agent-help.js')]);
  for (const line of tunedLines(GAME_IDS)) io.out(`  ${line}`);
  io.out('');
  io.out('Exit codes: 0 ok, 1 rule or validation error, 2 usage error.');
}

export async function main(argv: readonly string[], io: Io = nodeIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    await help(io);
    return name ? EXIT.OK : EXIT.USAGE;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.err(`skirmish: unknown command "${name}". Run skirmish --help for the list.`);
    return EXIT.USAGE;
  }
  const { command } = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`${command.summary}\nUsage: ${(await command.help?.(rest)) ?? command.usage}`);
    return EXIT.OK;
  }
  try {
    return await command.run(rest, io);
  } finally {
    io.close?.();
  }
}
