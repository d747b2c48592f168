// The server's resource limits: read from flags and the environment with clear errors, and AI
// budgets over the caps named in the refusal (issue #23 items 5 and 6).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, agentBudgetError, resolveLimits } from './limits.js';

describe('server limits', () => {
  it('takes flags over environment variables over defaults', () => {
    const r = resolveLimits({ 'open-tables': '3' }, { SKIRMISH_OPEN_TABLES: '9', SKIRMISH_SPECTATORS: '7' });
    expect(r).toEqual({ ok: true, limits: { ...DEFAULT_LIMITS, openTablesPerClient: 3, spectatorsPerTable: 7 } });
  });

  it('refuses a value that is not a positive whole number, naming the flag or variable', () => {
    expect(resolveLimits({ spectators: '0' }, {})).toEqual({ ok: false, error: expect.stringContaining('--spectators') });
    expect(resolveLimits({}, { SKIRMISH_AI_MAX_TIME_MS: '1e999' })).toEqual({ ok: false, error: expect.stringContaining('SKIRMISH_AI_MAX_TIME_MS') });
    expect(resolveLimits({}, { SKIRMISH_LOADED_TABLES: '' })).toMatchObject({ ok: false });
  });

  it('refuses AI specs over the time and iteration caps, naming the cap', () => {
    expect(agentBudgetError('mcts:time=600000', DEFAULT_LIMITS)).toContain(`at most time=${DEFAULT_LIMITS.aiMaxTimeMs}`);
    expect(agentBudgetError('mcts:it=10000000', DEFAULT_LIMITS)).toContain(`at most it=${DEFAULT_LIMITS.aiMaxIterations}`);
    expect(agentBudgetError(`mcts:time=${DEFAULT_LIMITS.aiMaxTimeMs}`, DEFAULT_LIMITS)).toBeNull();
    expect(agentBudgetError('greedy', DEFAULT_LIMITS)).toBeNull();
    expect(agentBudgetError('mcts', DEFAULT_LIMITS)).toBeNull();
  });
});
