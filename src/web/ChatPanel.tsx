/**
 * The table's chat (issue 22, item 6; the server side is src/server/chat.ts): players write, everyone
 * at the table reads. Lines are rendered as text (never HTML); the server trims, bounds and
 * rate-limits them and says why when it refuses one.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Ack } from './api.js';

export interface ChatLineView {
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

export const CHAT_MAX_CHARS = 300;

export function ChatPanel({ lines, canWrite, send }: { lines: readonly ChatLineView[]; canWrite: boolean; send: (text: string) => Promise<Ack> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLOListElement | null>(null);
  useLayoutEffect(() => {
    // The chat's own box follows new lines; the page never moves.
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel chat" data-testid="chat">
      <h3>Chat</h3>
      <ol ref={box} aria-live="polite" aria-label="Chat messages">
        {lines.length === 0 && <li className="muted">No messages yet.</li>}
        {lines.map((l, i) => (
          <li key={i} data-testid="chat-line" className={`p${l.seat}`}>
            <strong>{l.name}:</strong> <span data-testid="chat-text">{l.text}</span>
          </li>
        ))}
      </ol>
      {canWrite ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const t = text.trim();
            if (!t || sending) return;
            setSending(true);
            setError(null);
            send(t)
              .then((a) => {
                if (a.ok) setText('');
                else setError(a.error.message);
              })
              .catch(() => setError('The message was not sent: the connection may have dropped.'))
              .finally(() => setSending(false));
          }}
        >
          <input
            data-testid="chat-input"
            aria-label="Chat message"
            maxLength={CHAT_MAX_CHARS}
            value={text}
            placeholder="Say something to the table"
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" data-testid="chat-send" disabled={sending || !text.trim()}>
            Send
          </button>
        </form>
      ) : (
        <p className="muted">Spectators read the chat.</p>
      )}
      {error && (
        <p className="error" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
    </section>
  );
}
