/** A small pop-over listing several options for one board element (e.g. the ways to pay a cost). */
import type { Option } from '../../core/index.js';

export function Picker({
  title,
  options,
  choose,
  close,
  onHover,
}: {
  title: string;
  options: readonly Option[];
  choose: (id: string) => void;
  close: () => void;
  onHover?: (o: Option | null) => void;
}) {
  return (
    // Opened from the keyboard (Enter on a board square), the first option takes the focus; Escape closes.
    <div className="picker" role="dialog" aria-label={title} data-testid="picker" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div className="panel">
        <h3>{title}</h3>
        <div className="options">
          {options.map((o, i) => (
            <button
              key={o.id}
              autoFocus={i === 0}
              data-testid="picker-option"
              onClick={() => {
                onHover?.(null);
                close();
                choose(o.id);
              }}
              onMouseEnter={() => onHover?.(o)}
              onMouseLeave={() => onHover?.(null)}
            >
              {o.label}
            </button>
          ))}
        </div>
        <button className="secondary" onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
