import type { Io } from './io.js';

/** An in-memory Io for command tests: files from a map, output captured. */
export function memoryIo(files: Record<string, string> = {}, input: string[] = []): Io & { stdout: string[]; stderr: string[]; files: Record<string, string> } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    files,
    out: (l) => stdout.push(l),
    err: (l) => stderr.push(l),
    readFile(p) {
      const t = files[p];
      if (t === undefined) throw new Error(`ENOENT: no such file '${p}'`);
      return t;
    },
    readBytes(p) {
      const t = files[p];
      if (t === undefined) throw new Error(`ENOENT: no such file '${p}'`);
      return new TextEncoder().encode(t);
    },
    writeFile(p, t) {
      files[p] = t;
    },
    readLine: async () => input.shift() ?? null,
    isTTY: false,
  };
}
