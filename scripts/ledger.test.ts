import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ledgerProblems, renderLedger, RULES_DIR } from './ledger.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('rules ledger', () => {
  it.skipIf(!existsSync(RULES_DIR))('has exactly one row for every section of every rulebook, with a known status', () => {
    expect(ledgerProblems()).toEqual([]);
  });

  it.skipIf(!existsSync(RULES_DIR))('docs/rules-ledger.md is generated from the current fragments (npx tsx scripts/ledger.ts)', () => {
    expect(readFileSync(join(root, 'docs', 'rules-ledger.md'), 'utf8')).toBe(renderLedger());
  });
});

if (!existsSync(RULES_DIR)) console.warn(`rules ledger checks skipped: ${RULES_DIR} is absent (the rulebooks live in ../shared)`);
