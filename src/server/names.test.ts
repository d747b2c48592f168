import { describe, expect, it } from 'vitest';
import { setNameSchema } from './names.js';

describe('seat names (issue 22 item 6)', () => {
  it('are 1 to 40 characters after trimming, control and bidi characters removed, and nothing else', () => {
    expect(setNameSchema.parse({ name: '  Bob\u202e\u0000 ' })).toEqual({ name: 'Bob' });
    expect(setNameSchema.safeParse({ name: ' \u0007 ' }).success).toBe(false);
    expect(setNameSchema.safeParse({ name: 'x'.repeat(41) }).success).toBe(false);
    expect(setNameSchema.safeParse({ name: 'Bob', seat: 1 }).success).toBe(true);
    expect(setNameSchema.safeParse({ name: 'Bob', token: 'x' }).success).toBe(false);
  });
});
