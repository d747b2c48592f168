import { createAgent, describeAgents } from '../../ai/index.js';
import { loadHeuristics } from '../../ai/heuristics-catalog.js';
import { makeRecord, narrate, type Choice, type Decision, type GameEvent, type GameState } from '../../core/index.js';
import { GAME_IDS, loadGameModule } from '../../games/catalog.js';
import { EXIT, parseFlags, type Command, type Io } from '../io.js';
import { CHECK_SEED } from '../check-file.js';
import { parseIntFlag, SEED_RANGE } from '../number-flags.js';
import { resolveConfig } from './setup.js';

/** Each game's own set-up flags (its `configFromArgs`), for `play <game> --help`. */
const GAME_FLAGS: Readonly<Record<string, string>> = {
  ddm: '[--warband a.json] [--vs b.json] [--map m.json] [--scenario NAME] [--creatures ddmwi-creatures.json [--allow-partial]]   (warband and map files as `skirmish validate` checks them; --creatures: the warbands name creatures of an imported pool, creatures with powers not enforced only with --allow-partial)',
  heroscape:
    '[--scenario ID] [--map FILE] [--cards units.json] [--armies preset|draft|pool [--allow-unenforced]] [--rounds N]   (army cards in the Heroscape JSON encoding; draft: the 16 Rise of the Valkyrie cards; pool: every card whose powers are all played, or with --allow-unenforced every card, unplayed powers absent; round limit 1-100)',
  dicemasters:
    '[--cards tdc-teambuilder-cards.php [--team LINK --vs LINK] [--allow-unenforced]]   (the Battle for Faerûn set imported from a TeamBuilder file: two team links as Tournament parties, a --setup file naming its cards, or else a draft over every enforced card)',
};

/** `play <game> --help`: that game's set-ups, flags and AI settings (loading that game and the tuned settings). */
async function gameHelp(id: string): Promise<string | undefined> {
  const [mod, { tunedSpec }] = await Promise.all([loadGameModule(id), import('../agent-help.js')]);
  if (!mod) return undefined;
  return [
    `skirmish play ${id} [--setup ${Object.keys(mod.presets).join('|') || 'file.json'}|file.json] ${GAME_FLAGS[id] ?? ''}`.trimEnd(),
    `    [--p1 human|AGENT] [--p2 human|AGENT] [--seed S] [--record out.json]`,
    `  ${mod.game.title}, ${mod.game.players.min}-${mod.game.players.max} players; the first set-up is played when none is given.`,
    `  AGENT: random, greedy (= ${tunedSpec(id, 'greedy')}) or mcts (= ${tunedSpec(id, 'mcts')}), the tuned settings; name:k=v,… changes one.`,
    '  Type an option number to choose it, q to stop.',
  ].join('\n');
}

/** Picks an option for a seat: a human at the terminal, or a bot. */
type Seat = (decision: Decision) => Promise<string | null>;

function humanSeat(io: Io): Seat {
  return async (d) => {
    for (;;) {
      io.out(`\nPlayer ${d.player + 1}: ${d.prompt}`);
      d.options.forEach((o, i) => io.out(`  ${String(i + 1).padStart(3)}. ${o.label}`));
      const line = await io.readLine?.(`choose 1-${d.options.length} (q to quit): `);
      if (line === null || line === undefined || line.trim() === 'q') return null;
      const n = Number(line.trim());
      const opt = Number.isInteger(n) ? d.options[n - 1] : undefined;
      if (opt) return opt.id;
      io.out(`"${line.trim()}" is not a number from 1 to ${d.options.length}.`);
    }
  };
}

export const command: Command = {
  summary: 'Play a game in the terminal: numbered options, the narrated log, the table after each step.',
  usage:
    'skirmish play <game> [--setup NAME|file.json] [game flags] [--p1 human|AGENT] [--p2 human|AGENT] [--seed S] [--record out.json]   (AGENT: random, greedy, mcts[:k=v,…]; skirmish play <game> --help for its set-ups and flags)',
  async help(args) {
    const [id] = parseFlags(args).positional;
    return (id && (await gameHelp(id))) || this.usage;
  },
  async run(args, io) {
    const { positional, flags } = parseFlags(args);
    const [id] = positional;
    // Only the game played is loaded, with its heuristics for the AI seats.
    const [mod, heuristics] = id ? await Promise.all([loadGameModule(id), loadHeuristics(id)]) : [undefined, undefined];
    if (!id || !mod) {
      io.err(`${id ? `skirmish play: no game "${id}"\n` : ''}usage: ${this.usage}  (games: ${GAME_IDS.join(', ') || 'none'})`);
      return EXIT.USAGE;
    }
    const seedFlag = parseIntFlag('seed', flags.seed, CHECK_SEED, SEED_RANGE);
    if (!seedFlag.ok) {
      io.err(seedFlag.error);
      return EXIT.USAGE;
    }
    const seed = seedFlag.value;
    const cfg = resolveConfig(mod, flags, io, seed);
    if (!cfg.ok) {
      io.err(cfg.error);
      return cfg.usage ? EXIT.USAGE : EXIT.RULE;
    }
    const started = cfg.started;
    const state = started.state as GameState;
    const seats: Seat[] = [];
    for (let p = 1; p <= mod.game.players.max; p++) {
      // Every seat the set-up has is filled (a Heroscape team battle seats three or four); --pN picks who plays it.
      const spec = flags[`p${p}`] ?? (p === 1 ? 'human' : p <= Math.max(mod.game.players.min, state.core.players) ? 'random' : undefined);
      if (spec === undefined) break;
      if (spec === 'human') {
        seats.push(humanSeat(io));
        continue;
      }
      const agent = createAgent(spec, { seed: seed * 31 + p, heuristics });
      if (!agent.ok) {
        io.err(`--p${p}: ${agent.error}. Seats are human or one of:\n  ${describeAgents().join('\n  ')}`);
        return EXIT.USAGE;
      }
      const bot = agent.value;
      seats.push(async (d) => bot.choose(mod.game, state, d));
    }
    const humans = seats.map((_, i) => (flags[`p${i + 1}`] ?? (i === 0 ? 'human' : 'random')) === 'human');
    const viewer = humans.indexOf(true);
    const show = (events: readonly GameEvent[]): void => {
      for (const line of narrate(mod.game.narrate, events, viewer >= 0 ? viewer : null)) io.out(`  · ${line}`);
    };
    show(started.events);
    const choices: Choice[] = [];
    for (;;) {
      const p = mod.game.pending(state);
      if (p.terminal) {
        io.out(`\nGame over: ${p.reason}`);
        break;
      }
      const seat = seats[p.player];
      if (!seat) {
        io.err(`player ${p.player + 1} has no seat`);
        return EXIT.USAGE;
      }
      if (humans[p.player]) io.out('\n' + mod.renderText(mod.game.observe(state, p.player)));
      const optionId = await seat(p);
      if (optionId === null) {
        io.out('Stopped.');
        break;
      }
      const r = mod.game.apply(state, p.rqid, optionId);
      if (!r.ok) {
        io.err(r.error.message);
        continue;
      }
      choices.push({ rqid: p.rqid, option: optionId });
      show(r.value);
    }
    if (flags.record) {
      io.writeFile(flags.record, JSON.stringify(makeRecord(mod.game, started.config, seed, choices, state), null, 1));
      io.out(`Record written to ${flags.record}`);
    }
    return EXIT.OK;
  },
};
