import { describe, expect, it } from 'vitest';
import { rematchSchema } from './rematch.js';

describe('rematch offers (issue 22 item 6)', () => {
  it('carry a table id and seat invitations only, bounded', () => {
    expect(rematchSchema.safeParse({ table: 'abcd1234', offers: [{ seat: 1, secret: 'x'.repeat(24) }] }).success).toBe(true);
    expect(rematchSchema.safeParse({ table: 'abcd1234', offers: [] }).success).toBe(false);
    expect(rematchSchema.safeParse({ table: '../x', offers: [{ seat: 1, secret: 'x'.repeat(24) }] }).success).toBe(false);
    expect(rematchSchema.safeParse({ table: 'abcd1234', offers: [{ seat: 1, secret: 'x'.repeat(24), path: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(rematchSchema.safeParse({ table: 'abcd1234', offers: [{ seat: 9, secret: 'x'.repeat(24) }] }).success).toBe(false);
    expect(rematchSchema.safeParse({ table: 'abcd1234', offers: Array.from({ length: 8 }, (_, i) => ({ seat: i % 7, secret: 'x'.repeat(24) })) }).success).toBe(
      false,
    );
  });
});
