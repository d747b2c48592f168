/** What a CLI command may touch, passed in so commands are testable without spawning processes. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): string;
  /** Binary files (Virtualscape .hsc maps). */
  readBytes(path: string): Uint8Array;
  writeFile(path: string, text: string): void;
  /** Lines typed by a human player (terminal play); null at end of input. */
  readLine?(prompt: string): Promise<string | null>;
  /** Lets go of the terminal's input once a command is done, so the process can end. */
  close?(): void;
  readonly isTTY: boolean;
}

export type Command = {
  readonly summary: string;
  readonly usage: string;
  /** Usage for these arguments (`play ddm --help`: that game's set-ups and flags, loading that game); `usage` otherwise. */
  help?(args: readonly string[]): string | Promise<string>;
  run(args: readonly string[], io: Io): Promise<number>;
};

/** Exit codes: 0 ok, 1 rule or validation error, 2 usage error. */
export const EXIT = { OK: 0, RULE: 1, USAGE: 2 } as const;

/** Splits `--flag value` / `--flag=value` / `--switch` pairs from positional arguments. */
export function parseFlags(args: readonly string[], switches: readonly string[] = []): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    if (eq > 0) {
      flags[a.slice(2, eq)] = a.slice(eq + 1);
    } else if (switches.includes(a.slice(2))) {
      flags[a.slice(2)] = 'true';
    } else {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) flags[a.slice(2)] = 'true';
      else {
        flags[a.slice(2)] = next;
        i++;
      }
    }
  }
  return { positional, flags };
}
