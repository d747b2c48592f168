/**
 * The builder's card list: the whole pool the server offers, searched and filtered by the fields
 * players use (name or text, faction/affiliation, kind, cost, level, keyword, set). Each card shows
 * its cost and what the engine does not enforce, opens its rules text, and is added with one button.
 */
import { useMemo, useState } from 'react';
import type { BuilderCard, BuilderPool } from '../../server/builders/types.js';

const uniq = (xs: readonly string[]): string[] => [...new Set(xs.filter(Boolean))].sort();
const groupLabel = (noun: BuilderPool['noun']): string => (noun === 'warband' ? 'Faction' : noun === 'party' ? 'Affiliation' : 'General');

export function CardPool({ pool, cards, onAdd }: { pool: BuilderPool; cards: readonly BuilderCard[]; onAdd: (id: string) => void }) {
  const [text, setText] = useState('');
  const [group, setGroup] = useState('');
  const [kind, setKind] = useState('');
  const [keyword, setKeyword] = useState('');
  const [set, setSet] = useState('');
  const [maxCost, setMaxCost] = useState('');
  const [minLevel, setMinLevel] = useState('');
  const [maxLevel, setMaxLevel] = useState('');
  const groups = useMemo(() => uniq(cards.flatMap((c) => c.groups)), [cards]);
  const kinds = useMemo(() => uniq(cards.map((c) => c.kind)), [cards]);
  const keywords = useMemo(() => uniq(cards.flatMap((c) => c.keywords)), [cards]);
  const sets = useMemo(() => uniq(cards.map((c) => c.set)), [cards]);
  const hasLevels = cards.some((c) => c.level !== null);
  const shown = cards.filter((c) => {
    const q = text.trim().toLowerCase();
    if (q && !c.name.toLowerCase().includes(q) && !c.text.toLowerCase().includes(q)) return false;
    if (group && !c.groups.includes(group)) return false;
    if (kind && c.kind !== kind) return false;
    if (keyword && !c.keywords.includes(keyword)) return false;
    if (set && c.set !== set) return false;
    if (maxCost !== '' && c.cost > Number(maxCost)) return false;
    if (minLevel !== '' && (c.level ?? 0) < Number(minLevel)) return false;
    if (maxLevel !== '' && (c.level ?? 0) > Number(maxLevel)) return false;
    return true;
  });
  const choose = (label: string, value: string, onChange: (v: string) => void, options: readonly string[], testId: string) => (
    <label>
      {label}
      <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">any</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="panel pool" aria-label="Card pool">
      <h3>
        Cards ({shown.length} of {cards.length})
      </h3>
      {pool.note && (
        <p className="muted" data-testid="pool-note">
          {pool.note}
        </p>
      )}
      <div className="filters">
        <label>
          Search
          <input data-testid="pool-search" type="search" value={text} placeholder="name or rules text" onChange={(e) => setText(e.target.value)} />
        </label>
        {choose(groupLabel(pool.noun), group, setGroup, groups, 'filter-group')}
        {kinds.length > 1 && choose('Kind', kind, setKind, kinds, 'filter-kind')}
        {choose('Keyword', keyword, setKeyword, keywords, 'filter-keyword')}
        {sets.length > 1 && choose('Set', set, setSet, sets, 'filter-set')}
        <label>
          Cost at most
          <input data-testid="filter-cost" type="number" min={0} value={maxCost} onChange={(e) => setMaxCost(e.target.value)} />
        </label>
        {hasLevels && (
          <>
            <label>
              Level from
              <input data-testid="filter-level-min" type="number" min={0} value={minLevel} onChange={(e) => setMinLevel(e.target.value)} />
            </label>
            <label>
              to
              <input data-testid="filter-level-max" type="number" min={0} value={maxLevel} onChange={(e) => setMaxLevel(e.target.value)} />
            </label>
          </>
        )}
      </div>
      <ul className="pool-list">
        {shown.map((c) => (
          <li key={c.id} data-testid="pool-card" data-card={c.id}>
            <div className="pool-row">
              <button type="button" data-testid="add-card" aria-label={`Add ${c.name}`} onClick={() => onAdd(c.id)}>
                Add
              </button>
              <span className="pool-name">{c.name}</span>
              <span className="muted">
                {' '}
                · {pool.noun === 'party' ? `cost ${c.cost}, max ${c.maxDice ?? '?'} dice` : `${c.cost} pts`}
                {c.level !== null && pool.noun === 'warband' ? ` · level ${c.level}` : ''}
                {c.groups.length > 0 ? ` · ${c.groups.join('/')}` : ''}
              </span>
              {c.unenforced.length > 0 && (
                <span className="unenforced" data-testid="unenforced-mark" title={`Not enforced: ${c.unenforced.join('; ')}`}>
                  not fully enforced
                </span>
              )}
            </div>
            <details>
              <summary>Card text</summary>
              <pre className="card-text">{c.text}</pre>
              {c.unenforced.length > 0 && <p className="unenforced-text">Not enforced by the engine: {c.unenforced.join('; ')}</p>}
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
