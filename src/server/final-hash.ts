/**
 * The `finalHash` of a finished table's record (issue 23, item 10), so that `skirmish replay` can
 * check a web game's final state. Worked out once per table by replaying its record and kept:
 * a finished game never changes. A record that does not replay (a table stopped by an engine
 * error) is served without one; `skirmish replay` then reports where it fails.
 */
import { replay, type AnyGame, type GameRecord } from '../core/index.js';

export class FinalHashes {
  private readonly known = new Map<string, string | null>();

  constructor(private readonly max = 5000) {}

  of(table: string, game: AnyGame, record: GameRecord): string | null {
    const have = this.known.get(table);
    if (have !== undefined) return have;
    let hash: string | null = null;
    try {
      const r = replay(game, record);
      hash = r.ok ? r.value.hash : null;
    } catch {
      hash = null;
    }
    this.known.set(table, hash);
    // Bounded: the oldest entries go first.
    if (this.known.size > this.max) this.known.delete(this.known.keys().next().value as string);
    return hash;
  }
}
