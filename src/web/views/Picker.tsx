/** A small pop-over listing several options for one board element (e.g. the ways to pay a cost). */
import type { Option } from '../../core/index.js';

export function Picker({ title, options, choose, close }: { title: string; options: readonly Option[]; choose: (id: string) => void; close: () => void }) {
  return (
    <div className="picker" role="dialog" aria-label={title} data-testid="picker">
      <div className="panel">
        <h3>{title}</h3>
        <div className="options">
          {options.map((o) => (
            <button
              key={o.id}
              data-testid="picker-option"
              onClick={() => {
                close();
                choose(o.id);
              }}
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
