/**
 * The narrated game log (only the events this viewer may see), newest at the bottom. New lines
 * scroll the log's own box, never the page (issue 22, item 7: scrolling an element into view moves
 * every scrollable ancestor, the window too, and slid the board under the sticky status bar). A
 * reader who scrolled the log up to read older lines is left where they are.
 */
import { useLayoutEffect, useRef } from 'react';

export function GameLog({ lines }: { lines: readonly string[] }) {
  const box = useRef<HTMLOListElement | null>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel log" data-testid="log">
      <h3>Game log</h3>
      <ol
        ref={box}
        tabIndex={0}
        aria-label="Game log"
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </section>
  );
}
