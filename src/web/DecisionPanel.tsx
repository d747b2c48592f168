/**
 * The generic decision panel: the open question and every offered option as a button (filterable
 * when long). Options that cover an area of the board (`needsConfirm`) are chosen in two steps: the
 * first click selects one (the game view draws it), "Confirm" chooses it.
 */
import { useState } from 'react';
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
  if (!pending) return null;
  if (!decision) {
    return (
      <section className="panel decision waiting" data-testid="decision-waiting">
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
    <section className="panel decision" data-testid="decision" data-kind={decision.kind} data-rqid={decision.rqid}>
      <h3>Your decision</h3>
      <p className="prompt">{decision.prompt}</p>
      {decision.options.length > 12 && (
        <input className="filter" placeholder={`Filter ${decision.options.length} options…`} value={filter} onChange={(e) => setFilter(e.target.value)} />
      )}
      <div className="options">
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
