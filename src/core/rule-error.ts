/**
 * Where a rule lives: the rulebook file under ../shared/rules (without extension) and the section
 * heading as the book writes it. Every rejection cites one, so a player or judge can look it up.
 */
export interface RuleRef {
  readonly book: string;
  readonly section: string;
}

/** Machine-readable kinds shared by every game; games add their own codes as plain strings. */
export type CoreErrorCode = 'stale-request' | 'unknown-option' | 'game-over' | 'invalid-config' | 'replay-mismatch';

export interface RuleError {
  readonly code: CoreErrorCode | (string & {});
  /** One plain sentence a player can read. */
  readonly message: string;
  readonly rule: RuleRef;
}

export const ENGINE_RULE: RuleRef = { book: 'skirmish', section: 'Decisions and choices' };

export function ruleError(code: RuleError['code'], message: string, rule: RuleRef = ENGINE_RULE): RuleError {
  return { code, message, rule };
}
