/** The narrated game log (only the events this viewer may see), newest at the bottom. */
import { useEffect, useRef } from 'react';

export function GameLog({ lines }: { lines: readonly string[] }) {
  const end = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    // A block body: newer Chromium returns a Promise from scrollIntoView, which React would take
    // for an effect clean-up function.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section className="panel log" data-testid="log">
      <h3>Game log</h3>
      <ol>
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
        <li ref={end} className="log-end" />
      </ol>
    </section>
  );
}
