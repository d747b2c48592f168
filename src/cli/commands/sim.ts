import { EXIT, type Command } from '../io.js';

// Placeholder until the owning module lands; says so plainly rather than pretending to work.
export const command: Command = {
  summary: '(not available yet)',
  usage: 'skirmish sim …',
  async run(_args, io) {
    io.err('skirmish sim: not available in this build yet.');
    return EXIT.USAGE;
  },
};
