import { GAME_IDS, loadGameModule } from '../../games/catalog.js';
import { EXIT, parseFlags, type Command } from '../io.js';

export const command: Command = {
  summary: "List a game's encoded cards with rules text rendered from the encoding.",
  usage: 'skirmish cards <game> [--name TEXT] [--json] [--cards FILE] [--coverage [--creatures FILE] [--units FILE]]',
  async run(args, io) {
    const { positional, flags } = parseFlags(args, ['json', 'coverage']);
    const [id] = positional;
    const mod = id ? await loadGameModule(id) : undefined;
    if (!id || !mod) {
      io.err(`usage: ${this.usage}  (games: ${GAME_IDS.join(', ') || 'none'})`);
      return EXIT.USAGE;
    }
    if (flags.coverage) {
      if (!mod.coverage) {
        io.err(`${mod.game.title} has no coverage report.`);
        return EXIT.USAGE;
      }
      const report = mod.coverage(flags, (p) => io.readFile(p));
      if (!report.ok) {
        io.err(report.error);
        return EXIT.RULE;
      }
      io.out(flags.json ? JSON.stringify(report.value.json) : report.value.text);
      return EXIT.OK;
    }
    // A set read from a file (--cards FILE, or the game's default copy when present) lists every card, each marked.
    const fromFile = mod.setCards?.(flags, (p) => io.readFile(p)) ?? null;
    if (fromFile && !fromFile.ok) {
      io.err(fromFile.error);
      return EXIT.RULE;
    }
    if (!fromFile && !mod.cards) {
      io.err(`${mod.game.title} has no card list.`);
      return EXIT.USAGE;
    }
    const filter = flags.name?.toLowerCase();
    const all = fromFile ? fromFile.value : (mod.cards?.() ?? []);
    const cards = all.filter((c) => !filter || c.name.toLowerCase().includes(filter));
    if (flags.json) io.out(JSON.stringify(cards));
    else for (const c of cards) io.out(`${c.name}\n${c.text}\n`);
    return EXIT.OK;
  },
};
