/**
 * The build being made: its name, format (point limit or party format), kind and battle map (DDM), faction, members (with
 * dice or items), basic actions, and the server's live verdict — the totals against their limits and
 * every rule the game's validators say is broken, with the rulebook section.
 */
import type { BuilderPool, BuildVerdict } from '../../server/builders/types.js';
import type { Draft, DraftEntry } from './drafts.js';

export function BuildEditor({
  pool,
  draft,
  onChange,
  verdict,
}: {
  pool: BuilderPool;
  draft: Draft;
  onChange: (d: Draft) => void;
  verdict: BuildVerdict | null;
}) {
  const byId = new Map([...pool.cards, ...pool.extras].map((c) => [c.id, c]));
  const factions = [...new Set(pool.cards.flatMap((c) => c.groups))].sort();
  const setEntry = (i: number, e: DraftEntry | null): void =>
    onChange({ ...draft, entries: e === null ? draft.entries.filter((_, j) => j !== i) : draft.entries.map((x, j) => (j === i ? e : x)) });
  return (
    <section className="panel build" aria-label={`Your ${pool.noun}`}>
      <h3>Your {pool.noun}</h3>
      <div className="filters">
        <label>
          Name
          <input data-testid="build-name" maxLength={40} value={draft.name} onChange={(e) => onChange({ ...draft, name: e.target.value })} />
        </label>
        <label>
          {pool.noun === 'party' ? 'Format' : 'Point limit'}
          <select data-testid="build-format" value={draft.format} onChange={(e) => onChange({ ...draft, format: e.target.value })}>
            {pool.formats.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {pool.kinds && (
          <label>
            Kind
            <select data-testid="build-kind" value={draft.kind} onChange={(e) => onChange({ ...draft, kind: e.target.value })}>
              {pool.kinds.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {pool.maps && (
          <label>
            Battle map
            <select data-testid="build-map" value={draft.map} onChange={(e) => onChange({ ...draft, map: e.target.value })}>
              <option value="">none (the server's first map)</option>
              {pool.maps.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {pool.noun === 'warband' && (
          <label>
            Faction
            <select data-testid="build-faction" value={draft.faction} onChange={(e) => onChange({ ...draft, faction: e.target.value })}>
              {factions.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {verdict && (
        <p className="totals" data-testid="build-totals" aria-live="polite">
          {verdict.totals.map((t) => (
            <span key={t.label} className={t.limit !== null && t.value > t.limit ? 'over' : ''} data-testid={`total-${t.label.replace(/\s+/g, '-')}`}>
              {t.label}: {t.value}
              {t.limit !== null ? ` / ${t.limit}` : ''}
            </span>
          ))}
          <strong className={verdict.legal ? 'legal' : 'illegal'} data-testid="build-legal">
            {verdict.legal ? 'legal' : 'not legal'}
          </strong>
        </p>
      )}
      {draft.entries.length === 0 && <p className="muted">Add cards from the list.</p>}
      <ul className="build-list">
        {draft.entries.map((e, i) => {
          const c = byId.get(e.card);
          return (
            <li key={`${e.card}-${i}`} data-testid="build-entry">
              <span className="pool-name">{c?.name ?? e.card}</span>
              {c?.unenforced.length ? (
                <span className="unenforced" title={`Not enforced: ${c.unenforced.join('; ')}`}>
                  not fully enforced
                </span>
              ) : null}
              {pool.noun === 'party' && (
                <label className="inline">
                  dice
                  <input
                    type="number"
                    data-testid="entry-dice"
                    min={1}
                    value={e.count}
                    aria-label={`Dice of ${c?.name ?? e.card}`}
                    onChange={(ev) => setEntry(i, { ...e, count: Math.max(0, Math.floor(Number(ev.target.value) || 0)) })}
                  />
                </label>
              )}
              {pool.noun === 'warband' && pool.extras.length > 0 && (
                <label className="inline">
                  item
                  <select
                    data-testid="entry-item"
                    aria-label={`Item carried by ${c?.name ?? e.card}`}
                    value={e.items[0] ?? ''}
                    onChange={(ev) => setEntry(i, { ...e, items: ev.target.value ? [ev.target.value] : [] })}
                  >
                    <option value="">none</option>
                    {pool.extras.map((x) => (
                      <option key={x.id} value={x.id}>
                        {x.name} ({x.cost} pts)
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <button type="button" data-testid="remove-entry" aria-label={`Remove ${c?.name ?? e.card}`} onClick={() => setEntry(i, null)}>
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      {pool.noun === 'party' && (
        <fieldset className="basic-actions">
          <legend>Basic action cards</legend>
          {pool.extras.map((x) => (
            <label key={x.id} className="check" title={x.text}>
              <input
                type="checkbox"
                data-testid="basic-action"
                value={x.id}
                checked={draft.extras.includes(x.id)}
                onChange={(ev) => onChange({ ...draft, extras: ev.target.checked ? [...draft.extras, x.id] : draft.extras.filter((k) => k !== x.id) })}
              />
              {x.name}
            </label>
          ))}
        </fieldset>
      )}
      {verdict && verdict.problems.length > 0 && (
        <ul className="problems" data-testid="build-problems" aria-label="Broken rules">
          {verdict.problems.map((p, i) => (
            <li key={i} data-testid="build-problem">
              {p.message} <span className="muted">({p.section})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
