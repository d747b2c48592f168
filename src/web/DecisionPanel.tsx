/**
 * The generic decision panel: the open question and every offered option as a button (filterable
 * when long). Options that cover an area of the board (`needsConfirm`) are chosen in two steps: the
 * first click selects one (the game view draws it), "Confirm" chooses it.
 *
 * Keyboard play: every option is a button in one labelled group; the panel is the target of the
 * table page's "skip to your decision" link, and when a new question opens while the keyboard focus
 * was lost (the option just chosen is gone) or was inside the panel, focus moves to the panel, so
 * Tab reaches the next options at once. Focus in the chat or elsewhere is never taken.
 */
import { useEffect, useRef, useState } from 'react';
import type { Decision, Option } from '../core/index.js';
import type { TableMessage, WireError } from './api.js';
import { needsConfirm } from './views/types.js';

export function DecisionPanel(props: {
  decision: Decision | null;
  pending: TableMessage['obs']['core']['pending'];
  choose: (id: string) => void;
  busy: boolean;
  seatName: (i: number) => string;
  refused: WireError | null;
  onHover?: (o: Option | null) => void;
  selected?: Option | null;
  select?: (o: Option | null) => void;
}) {
  const { decision, pending, choose, busy, seatName, refused, onHover, selected, select } = props;
  const [filter, setFilter] = useState('');
  const panel = useRef<HTMLElement | null>(null);
  const rqid = decision?.rqid;
  useEffect(() => {
    const el = panel.current;
    if (rqid === undefined || !el) return;
    const at = document.activeElement;
    if (at === null || at === document.body || el.contains(at)) el.focus({ preventScroll: true });
  }, [rqid]);
  if (!pending) return null;
  if (!decision) {
    return (
      <section className="panel decision waiting" data-testid="decision-waiting" aria-live="polite">
        <h3>Waiting</h3>
        <p>
          {seatName(pending.player)} is deciding: {pending.prompt}
        </p>
      </section>
    );
  }
  const f = filter.trim().toLowerCase();
  const shown = f ? decision.options.filter((o) => o.label.toLowerCase().includes(f)) : decision.options;
  return (
    <section
      className="panel decision"
      data-testid="decision"
      data-kind={decision.kind}
      data-rqid={decision.rqid}
      id="decision"
      tabIndex={-1}
      ref={panel}
      aria-labelledby="decision-title decision-prompt"
    >
      <h3 id="decision-title">Your decision</h3>
      <p className="prompt" id="decision-prompt">
        {decision.prompt}
      </p>
      {decision.options.length > 12 && (
        <input
          className="filter"
          aria-label="Filter the options"
          placeholder={`Filter ${decision.options.length} options…`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <div className="options" role="group" aria-label="Your decision: the options">
        {shown.map((o) => (
          <button
            key={o.id}
            data-testid="option"
            data-option={o.id}
            disabled={busy}
            aria-pressed={selected?.id === o.id ? true : undefined}
            className={selected?.id === o.id ? 'selected' : undefined}
            onClick={() => {
              onHover?.(null);
              if (select && needsConfirm(o)) select(selected?.id === o.id ? null : o);
              else choose(o.id);
            }}
            onMouseEnter={() => onHover?.(o)}
            onMouseLeave={() => onHover?.(null)}
            onFocus={() => onHover?.(o)}
            onBlur={() => onHover?.(null)}
          >
            {o.label}
          </button>
        ))}
      </div>
      {selected && decision.options.some((o) => o.id === selected.id) && (
        <div className="confirm-row">
          <button data-testid="confirm-option" disabled={busy} onClick={() => choose(selected.id)}>
            Confirm: {selected.label}
          </button>
          <button className="secondary" onClick={() => select?.(null)}>
            Cancel
          </button>
        </div>
      )}
      {refused && (
        <p className="error" role="alert">
          Refused: {refused.message}
        </p>
      )}
    </section>
  );
}
