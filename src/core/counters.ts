import type { Rng } from './rng.js';

/**
 * Usage bookkeeping shared by all games: once-per-turn limits, limited uses and recharge.
 * Kept as plain records in the core state so clone/hash/replay carry it.
 */
export interface CounterState {
  /** Keys used during the current turn; cleared by `newTurn`. */
  turnUsed: Record<string, number>;
  /** Uses spent of limited-use powers, keyed by the power's key. */
  spent: Record<string, number>;
  /** Turn number, advanced by `newTurn`. */
  turn: number;
}

export function emptyCounters(): CounterState {
  return { turnUsed: {}, spent: {}, turn: 0 };
}

export class Counters {
  constructor(private readonly s: CounterState) {}

  get turn(): number {
    return this.s.turn;
  }

  /** Starts a new turn: every once-per-turn use becomes available again. */
  newTurn(): void {
    this.s.turn++;
    this.s.turnUsed = {};
  }

  usedThisTurn(key: string): number {
    return this.s.turnUsed[key] ?? 0;
  }

  /** True when `key` has been used fewer than `limit` times this turn. */
  canUseThisTurn(key: string, limit = 1): boolean {
    return this.usedThisTurn(key) < limit;
  }

  markUsedThisTurn(key: string): void {
    this.s.turnUsed[key] = this.usedThisTurn(key) + 1;
  }

  spentCount(key: string): number {
    return this.s.spent[key] ?? 0;
  }

  /** Limited use: true while fewer than `uses` have been spent. */
  available(key: string, uses = 1): boolean {
    return this.spentCount(key) < uses;
  }

  spend(key: string): void {
    this.s.spent[key] = this.spentCount(key) + 1;
  }

  /** Makes a spent power usable again (e.g. after a successful recharge roll). */
  restore(key: string): void {
    delete this.s.spent[key];
  }

  /**
   * Recharge: for a spent power, roll a d20; on `min` or higher it is usable again.
   * Returns the roll, or null when the power was not spent (no roll is made).
   */
  rollRecharge(key: string, min: number, rng: Rng): number | null {
    if (this.spentCount(key) === 0) return null;
    const roll = rng.d20();
    if (roll >= min) this.restore(key);
    return roll;
  }
}
