/**
 * A Heroscape army card (issue 22, "Cards on the table"), shown when the pointer is on a figure or a
 * card of the table, or pinned by a tap: the card's facts as the battle carries them (imported from
 * the units file or the project's test cards: life, move, range, attack, defense, points, figures)
 * and its powers in the engine's own words (`skirmish cards heroscape`, `GET /api/games/heroscape/cards`),
 * each power no module enforces marked as the engine marks it. The figures' wounds now are added.
 */
import type { CardText } from '../api.js';
import type { HsCardView } from './heroscape-board.js';

const NOT_ENFORCED = '(not yet enforced)';

/** The card's power lines from the rendered text (the lines that start with one of its powers' names). */
function powerLines(card: HsCardView, texts: readonly CardText[]): { name: string; text: string; enforced: boolean }[] {
  const rendered = texts.find((t) => t.name === card.name)?.text.split('\n') ?? [];
  return (card.card.powers ?? []).map((p) => {
    const line = rendered.find((l) => l.startsWith(`${p.name}:`) || l.startsWith(`${p.name} (`));
    if (line?.endsWith(NOT_ENFORCED)) return { name: p.name, text: p.text ?? '', enforced: false };
    if (line) return { name: p.name, text: line.slice(p.name.length + 1).trim(), enforced: true };
    // The game's card list has no text for this card: the card's own (imported) wording, unmarked.
    return { name: p.name, text: p.text ?? '', enforced: true };
  });
}

export function HeroscapeCard({
  card,
  texts,
  wounds,
  pinned,
  close,
}: {
  card: HsCardView;
  texts: readonly CardText[];
  /** Wounds on each figure of the card still on the battlefield. */
  wounds: readonly { id: string; wounds: number }[];
  pinned: boolean;
  close: () => void;
}) {
  const c = card.card;
  const about = [c.rarity, c.kind, c.species, c.class, c.personality].filter(Boolean).join(' · ');
  const body = [
    c.size,
    c.height !== undefined ? `height ${c.height}` : '',
    c.figures ? `${c.figures} figure${c.figures > 1 ? 's' : ''}` : '',
    c.spaces && c.spaces > 1 ? `${c.spaces}-space` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const powers = powerLines(card, texts);
  return (
    <aside
      className={`stat-card hs-army-card p${card.owner}${pinned ? ' pinned' : ''}`}
      data-testid="hs-army-card"
      data-card={card.index}
      aria-label={`Army card: ${card.name}`}
    >
      <header>
        <strong>{card.name}</strong> <span className="muted">Player {card.owner + 1}</span>
        {pinned ? (
          <button className="secondary" onClick={close} aria-label="Close the army card">
            ×
          </button>
        ) : null}
      </header>
      {about ? <p className="title">{about}</p> : null}
      {body ? <p className="title">{body}</p> : null}
      <dl className="hs-stats" data-testid="hs-card-stats">
        {(
          [
            ['Life', c.life],
            ['Move', c.move],
            ['Range', c.range],
            ['Attack', c.attack],
            ['Defense', c.defense],
            ['Points', c.points],
          ] as const
        ).map(([k, n]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      {powers.length ? (
        <>
          <h4>Special powers</h4>
          <ul>
            {powers.map((p) => (
              <li key={p.name} className={p.enforced ? '' : 'not-enforced'} data-testid={p.enforced ? 'hs-power' : 'hs-power-not-enforced'}>
                <strong>{p.name}</strong>
                {p.enforced ? null : <em> — not yet enforced by the engine</em>}
                {p.text ? `: ${p.text}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="muted">
        {card.figuresLeft} figure{card.figuresLeft === 1 ? '' : 's'} on the battlefield
        {wounds.some((w) => w.wounds > 0) ? ` — wounds: ${wounds.map((w) => `${w.id} ${w.wounds}`).join(', ')}` : ''}
      </p>
    </aside>
  );
}
