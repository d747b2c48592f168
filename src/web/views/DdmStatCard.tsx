/**
 * A DDM creature's stat card (issue 22, item 2), shown when the pointer is on a piece or its roster
 * line, or pinned by tapping it: the card as the engine renders it from its encoding
 * (`src/games/ddm/cards/render.ts` through `GET /api/games/ddm/cards`) — level, keywords, defenses,
 * speed, HP, attacks, powers, champion powers, and the powers the engine does not enforce — with the
 * creature's items and its state now (HP, conditions). Nothing here restates a rule.
 */
import type { CardText } from '../api.js';

export interface StatCardCreature {
  readonly id: number;
  readonly owner: number;
  readonly card?: string;
  readonly hp?: number;
  readonly maxHp?: number;
  readonly items?: readonly string[];
  readonly destroyed?: boolean;
}

/** The rendered text split into its head lines and its titled sections ("Attacks:", "Powers:"…). */
function sections(text: string): { head: string[]; parts: { title: string; lines: string[] }[]; notEnforced: string | null } {
  const head: string[] = [];
  const parts: { title: string; lines: string[] }[] = [];
  let notEnforced: string | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('Not yet enforced:')) notEnforced = line.slice('Not yet enforced:'.length).trim();
    else if (/^\S.*:$/.test(line)) parts.push({ title: line.slice(0, -1), lines: [] });
    else if (/^\s/.test(line) && parts.length > 0) parts[parts.length - 1]!.lines.push(line.trim());
    else head.push(line);
  }
  return { head, parts, notEnforced };
}

export function DdmStatCard({
  creature,
  name,
  conditions,
  texts,
  pinned,
  close,
}: {
  creature: StatCardCreature;
  name: string;
  conditions: readonly string[];
  texts: readonly CardText[];
  pinned: boolean;
  close: () => void;
}) {
  const card = texts.find((t) => t.name === creature.card);
  const items = (creature.items ?? []).map((i) => texts.find((t) => t.name === i) ?? { name: i, text: i });
  const s = card ? sections(card.text) : null;
  return (
    <aside
      className={`stat-card p${creature.owner}${pinned ? ' pinned' : ''}`}
      data-testid="stat-card"
      data-creature={creature.id}
      aria-label={`Stat card: ${name}`}
    >
      <header>
        <strong>{name}</strong>
        <span className="muted"> · Player {creature.owner + 1}</span>
        {pinned && (
          <button className="secondary close" onClick={close} aria-label="Close the stat card">
            ×
          </button>
        )}
      </header>
      <p className="now" data-testid="stat-card-now">
        {creature.destroyed ? 'Destroyed' : `HP ${creature.hp ?? '?'}/${creature.maxHp ?? '?'}`}
        {conditions.length > 0 && ` · ${conditions.join(', ')}`}
      </p>
      {!s && <p className="muted">{texts.length ? `No card text for "${creature.card ?? name}".` : 'Loading the card…'}</p>}
      {s && (
        <>
          {s.head.map((l, i) => (
            <p key={i} className={i === 0 ? 'title' : i === 1 ? 'stats' : 'muted'}>
              {l}
            </p>
          ))}
          {s.parts.map((p) => (
            <section key={p.title}>
              <h4>{p.title}</h4>
              <ul>
                {p.lines.map((l, i) => (
                  <li key={i}>{l}</li>
                ))}
              </ul>
            </section>
          ))}
          {s.notEnforced && (
            <p className="not-enforced" data-testid="not-enforced">
              <strong>Not enforced by the engine:</strong> {s.notEnforced}. Play it by agreement.
            </p>
          )}
        </>
      )}
      {items.length > 0 && (
        <section>
          <h4>Items</h4>
          <ul>
            {items.map((i) => (
              <li key={i.name}>{i.text}</li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
