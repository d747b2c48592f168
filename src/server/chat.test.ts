import { describe, expect, it } from 'vitest';
import { CHAT_LINES_KEPT, CHAT_MAX_CHARS, CHAT_TABLES_KEPT, chatSchema, TableChats } from './chat.js';

describe('table chat bounds (issue 22 item 6)', () => {
  it('takes {text} only, trimmed, 1 to 300 characters, control and bidi characters removed', () => {
    expect(chatSchema.parse({ text: '  hello\u0007 there\u202e  ' })).toEqual({ text: 'hello there' });
    expect(chatSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(chatSchema.safeParse({ text: 'x'.repeat(CHAT_MAX_CHARS + 1) }).success).toBe(false);
    expect(chatSchema.safeParse({ text: 'x'.repeat(CHAT_MAX_CHARS) }).success).toBe(true);
    expect(chatSchema.safeParse({ text: 'hi', seat: 1 }).success).toBe(false);
    expect(chatSchema.safeParse('hi').success).toBe(false);
  });

  it('keeps the last lines of each table and the chats of a bounded number of tables', () => {
    const chats = new TableChats();
    for (let i = 0; i < CHAT_LINES_KEPT + 10; i++) chats.add('t', { seat: 0, name: 'A', text: String(i), at: i });
    expect(chats.recent('t')).toHaveLength(CHAT_LINES_KEPT);
    expect(chats.recent('t')[0]!.text).toBe('10');
    for (let i = 0; i < CHAT_TABLES_KEPT + 5; i++) chats.add(`x${i}`, { seat: 0, name: 'A', text: 'hi', at: 0 });
    expect(chats.tables).toBe(CHAT_TABLES_KEPT);
    expect(chats.recent('t')).toEqual([]);
  });
});
