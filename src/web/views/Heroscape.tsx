/**
 * The Heroscape table (issue 17, "The web table"; issue 22, "Cards on the table"): the battlefield in
 * 3D (HeroscapeBoard3D; a flat hex map where the browser has no WebGL, HeroscapeBoard2D), the army
 * cards of both players with their order markers as this seat may see them (its own by number,
 * another player's face down as "?", from `observe`), the army card of any figure or card under the
 * pointer (pinned by a tap), and a legend of the terrain on this battlefield.
 *
 * The open decision drives the board (heroscape-board.ts, boardChoices): the figures a question is
 * about (movers, targets) are lit and clicking one picks its option; the spaces a move may end on
 * are ringed (with the engine's count of leaving-engagement attacks the move would draw) and
 * clicking one, or its tile, moves there; an attack's targets carry the dice the engine's option
 * gives and, when one side is higher, its height advantage ("+1 attack die: height", the option's
 * payload: battle/describe.ts `detailOption`), also in the attack preview of the option under the
 * pointer (a target on the board or an option in the panel); an order marker goes on the card clicked. Several options on
 * one element open a picker. The decision panel beside it offers every option as a button.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Option } from '../../core/index.js';
import { useCardTexts } from '../card-texts.js';
import { Picker } from './Picker.js';
import { HeroscapeCard } from './HeroscapeCard.js';
import { Board2D } from './HeroscapeBoard2D.js';
import { Board3D, doorHeight, pieceHeight, webglAvailable, worldOf, type Anchor, type PieceDraw, type RingDraw } from './HeroscapeBoard3D.js';
import { HeroscapeLegend } from './HeroscapeLegend.js';
import {
  attackPreviewOf,
  boardChoices,
  carriedBy,
  destinationOf,
  diceOfLabel,
  heightNote,
  figureMark,
  figureName,
  hsView,
  markSpot,
  sideColours,
  spotKey,
  swipesOf,
  terrainName,
  THIN,
  withChanges,
  type Battlefield,
  type HsChanges,
  type HsCardView,
  type HsFigureView,
  type Spot,
} from './heroscape-board.js';
import type { ViewProps } from './types.js';
import './heroscape.css';

const FETCH_GAP_MS = 750;

/**
 * The battlefield on the position shown (src/server/heroscape-board.ts): a live table's, asked again
 * when `when` changes (glyphs turn over), or a replay step's (`position` is that step's path).
 */
function useBattlefield(position: string | undefined, when: string): { field: Battlefield | null; error: string | null } {
  const [field, setField] = useState<Battlefield | null>(null);
  const [error, setError] = useState<string | null>(null);
  const last = useRef(0);
  useEffect(() => {
    if (!position) return;
    let live = true;
    // At most one request every 750 ms, the last change always fetched: a fast AI turn asks once,
    // not once per decision (the server's request budget per address is shared by its tabs).
    const load = (): void => {
      last.current = Date.now();
      fetch(`${position}/battlefield`)
        .then(async (r) => {
          const body = (await r.json()) as Battlefield & { error?: { message: string } };
          if (!r.ok) throw new Error(body.error?.message ?? `${r.status} ${r.statusText}`);
          return body;
        })
        .then((next) => {
          if (!live) return;
          // The terrain sent is the battlefield as set up (what the battle changed comes with each
          // observation, `changed`): keep the drawn one so the scene and camera stay put.
          setField((prev) => (prev && prev.columns.length === next.columns.length ? { ...next, columns: prev.columns, obstacles: prev.obstacles } : next));
          setError(null);
        })
        .catch((e: unknown) => {
          if (live) setError(e instanceof Error ? e.message : String(e));
        });
    };
    const timer = setTimeout(load, Math.max(0, last.current + FETCH_GAP_MS - Date.now()));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [position, when]);
  return { field, error };
}

export function HeroscapeView({ obs, decision, choose, busy, tableId, position, viewer, hover }: ViewProps) {
  const v = hsView(obs.view);
  const texts = useCardTexts('heroscape');
  const [changing, setChanging] = useState(false);
  // Asked again each turn, and at every decision where the battlefield has glyphs, treasure glyphs or
  // Doors: a glyph turns over when a figure stops on it, a treasure glyph is picked up or dropped, a
  // Door takes wounds, none of which the seat's observation carries.
  const turnKey = v ? `${v.round ?? 0}:${v.turn?.player ?? '-'}:${v.turn?.marker ?? '-'}${changing ? `:${obs.core.pending?.rqid ?? 'end'}` : ''}` : '';
  // A live table's path, or in the replay viewer the step's (the battlefield as it was after it).
  const { field: setUp, error } = useBattlefield(position ?? (tableId ? `/api/tables/${encodeURIComponent(tableId)}` : undefined), turnKey);
  // What the battle changed on the battlefield (a tile placed, a Hive's piece and base gone), laid over
  // the battlefield as set up; keyed by its words so an unchanged observation keeps the drawn scene.
  const changedKey = JSON.stringify(v?.changed ?? null);
  const field = useMemo(() => (setUp ? withChanges(setUp, JSON.parse(changedKey) as HsChanges | null) : null), [setUp, changedKey]);
  const hasChanging = field !== null && (field.glyphs.length > 0 || field.treasures.length > 0 || field.doors.length > 0);
  useEffect(() => setChanging(hasChanging), [hasChanging]);
  const [gl] = useState(webglAvailable);
  const [picking, setPicking] = useState<{ title: string; options: Option[] } | null>(null);
  const [inspect, setInspect] = useState<{ card: number; pinned: boolean } | null>(null);
  // The attack options of the target under the pointer on the board, previewed beside it.
  const [aimed, setAimed] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>()).current;
  const choices = useMemo(() => boardChoices(decision), [decision]);
  const cards = v?.cards ?? [];
  const SIDE = sideColours(field, v?.armies?.length ?? 2);
  const figures = useMemo(() => (v?.figures ?? []).filter((f) => f.at && !f.destroyed), [v?.figures]);

  const pick = (title: string, options: readonly Option[]): void => {
    if (busy || options.length === 0) return;
    if (options.length === 1) choose(options[0]!.id);
    else setPicking({ title, options: [...options] });
  };
  const peek = (card: number): void => setInspect((cur) => (cur?.pinned ? cur : { card, pinned: false }));
  const unpeek = (): void => setInspect((cur) => (cur?.pinned ? cur : null));
  const pin = (card: number): void => setInspect((cur) => (cur?.pinned && cur.card === card ? null : { card, pinned: true }));

  const aim = (f: HsFigureView): void => {
    peek(f.card);
    setAimed(f.id);
  };
  const unaim = (): void => {
    unpeek();
    setAimed(null);
  };
  const heightOf = (f: HsFigureView): number => cards[f.card]?.card.height ?? 5;
  const pieces: PieceDraw[] = figures.map((f) => ({
    id: f.id,
    head: f.at!,
    tail: f.at!.tail,
    extra: f.at!.extra ?? [],
    colour: SIDE[f.owner] ?? '#555',
    height: heightOf(f),
    glow: (choices.byFigure.get(f.id)?.length ?? 0) > 0,
  }));
  const spaces = [...choices.bySpace.entries()].flatMap(([key, options]) => {
    const at = destinationOf(options[0]!);
    return at ? [{ key, at, options }] : [];
  });
  // The option under the pointer in the decision panel is previewed: its space ringed in white, its figure lit.
  const hovered = (o: Option): boolean => hover?.id === o.id;
  const rings: RingDraw[] = spaces.map((s) => ({
    key: s.key,
    at: s.at,
    colour: s.options.some(hovered) ? '#ffffff' : s.options.some((o) => swipesOf(o) > 0) ? '#ff8a1f' : '#ffe14a',
  }));
  const glyphs = field?.glyphs ?? [];
  const lying = (field?.treasures ?? []).flatMap((t) => (t.at ? [{ ...t, at: t.at }] : []));
  const doors = field?.doors ?? [];
  const carried = carriedBy(field);
  // The columns the battle changed, marked on the board at their top space (the tile placed, or the bare ground left).
  const changedCells = (v?.changed?.columns ?? []).flatMap((c) => {
    const top = c.cells[c.cells.length - 1];
    if (!top) return [];
    const at: Spot = { q: c.q, r: c.r, level: THIN.has(top.terrain) ? top.z : top.z + 1 };
    return [{ key: spotKey(at), at, terrain: top.terrain }];
  });
  const anchors: Anchor[] = [
    ...figures.map((f) => ({ key: `f:${f.id}`, at: worldOf(markSpot(f)!, pieceHeight(heightOf(f)) + 0.2) })),
    ...rings.map((r) => ({ key: `s:${r.key}`, at: worldOf(r.at, 0.05) })),
    ...glyphs.map((g) => ({ key: `g:${g.q},${g.r}`, at: worldOf(g, 0.12) })),
    ...changedCells.map((c) => ({ key: `c:${c.key}`, at: worldOf(c.at, 0.06) })),
    ...lying.map((t) => ({ key: `t:${spotKey(t.at)}`, at: worldOf(t.at, 0.15) })),
    // Low on the Door, where a figure's mark would be: the top of a tall Door can be out of the picture.
    ...doors.map((d, i) => ({ key: `d:${i}`, at: worldOf(d.at, d.state === 'closed' ? Math.min(doorHeight(d.height) / 2, 0.6) : 0.2) })),
  ];
  const onTile = (s: Spot): void => {
    const here = [...choices.bySpace.values()].flat().filter((o) => {
      const d = destinationOf(o);
      return d !== null && d.q === s.q && d.r === s.r;
    });
    pick(`Move to (${s.q}, ${s.r})`, here);
  };

  if (!v) {
    return (
      <section className="panel generic-view">
        <pre>{JSON.stringify(obs.view, null, 2)}</pre>
      </section>
    );
  }
  const inspected = inspect ? cards[inspect.card] : undefined;
  const whose = v.turn ? `Player ${v.turn.player + 1}'s turn ${v.turn.marker}${v.turn.card !== undefined ? ` (${cards[v.turn.card]?.name ?? ''})` : ''}` : '';
  return (
    <section className="panel hs-table" data-testid="hs-table">
      <p className="hs-round" data-testid="hs-round">
        {v.map ? <strong>{v.map}</strong> : null} — round {v.round} of {v.roundLimit}
        {v.phase === 'placing' ? ', order markers are being placed' : v.phase === 'deploying' ? ', armies are being placed' : ''}
        {whose ? `; ${whose}` : ''}
        {v.armies ? ` · scores ${v.armies.map((a) => `${a.name} ${a.score}`).join(', ')}` : ''}
      </p>
      {error ? <p className="error">The battlefield could not be loaded: {error}</p> : null}
      {!tableId && !position ? <p className="muted">The battlefield is drawn at a table or in a replay; here are the army cards.</p> : null}
      {field ? (
        <div className={`hs-board ${gl ? 'gl' : 'flat'}`} data-testid="hs-board" data-renderer={gl ? 'webgl' : 'svg'}>
          <AttackPreviewLine
            options={hover && attackPreviewOf(hover) ? [hover] : aimed ? (choices.byFigure.get(aimed) ?? []) : []}
            figures={v.figures ?? []}
            cards={cards}
          />
          {gl ? (
            <>
              <Board3D field={field} pieces={pieces} rings={rings} anchors={anchors} elements={elements} onTile={onTile} />
              <div className="hs-overlay">
                {figures.map((f) => {
                  const opts = choices.byFigure.get(f.id) ?? [];
                  const dice = opts.map(diceOf).find((d) => d !== null);
                  const height = opts.map((o) => heightNote(attackPreviewOf(o))).find((h) => h !== null);
                  const life = cards[f.card]?.card.life ?? 0;
                  return (
                    <button
                      key={f.id}
                      ref={(el) => void (el ? elements.set(`f:${f.id}`, el) : elements.delete(`f:${f.id}`))}
                      className={`hs-mark p${f.owner}${opts.length ? ' target' : ''}${opts.some(hovered) ? ' previewed' : ''}`}
                      style={{ background: SIDE[f.owner] }}
                      data-testid="hs-figure"
                      data-figure={f.id}
                      data-spot={f.at ? spotKey(f.at) : ''}
                      data-hexes={f.at ? 1 + (f.at.tail ? 1 : 0) + (f.at.extra?.length ?? 0) : 0}
                      data-options={opts.length}
                      data-treasure={(carried.get(f.id) ?? []).join(', ')}
                      title={opts.map((o) => o.label).join('\n') || figureName(f, cards)}
                      onClick={() => (opts.length ? pick(figureName(f, cards), opts) : pin(f.card))}
                      onMouseEnter={() => aim(f)}
                      onMouseLeave={unaim}
                      onFocus={() => aim(f)}
                      onBlur={unaim}
                    >
                      {figureMark(f, cards)}
                      {f.wounds > 0 ? <span className="hs-wounds"> ✚{f.wounds}</span> : null}
                      {carried.has(f.id) ? (
                        <span className="hs-carried" data-testid="hs-carried" title={`Carries ${(carried.get(f.id) ?? []).join(', ')}`}>
                          {' '}
                          ◆<span className="hs-sr">, carries {(carried.get(f.id) ?? []).join(', ')}</span>
                        </span>
                      ) : null}
                      {dice ? <span className="hs-dice-badge"> {`${dice.attack}⚔${dice.defense}🛡`}</span> : null}
                      {height ? (
                        <span className="hs-height" data-testid="hs-height" title={height}>
                          {' '}
                          ▲+1{height.startsWith('+1 attack') ? '⚔' : '🛡'}
                          <span className="hs-sr">, {height}</span>
                        </span>
                      ) : null}
                      <span className="hs-sr">
                        : {figureName(f, cards)}, player {f.owner + 1}, {f.wounds} wound{f.wounds === 1 ? '' : 's'} of life {life}
                        {opts.length ? ` — ${opts.map((o) => o.label).join('; ')}` : ''}
                      </span>
                    </button>
                  );
                })}
                {glyphs.map((g) => (
                  <span
                    key={`g${g.q},${g.r}`}
                    ref={(el) => void (el ? elements.set(`g:${g.q},${g.r}`, el) : elements.delete(`g:${g.q},${g.r}`))}
                    className="hs-glyph"
                    data-testid="hs-glyph"
                    data-side={g.side}
                    data-spot={spotKey(g)}
                    title={g.side === 'power' ? `Glyph ${g.name ?? g.letter ?? ''}` : 'Glyph, symbol side up'}
                  >
                    {g.side === 'power' ? (g.letter ?? '?') : '?'}
                  </span>
                ))}
                {changedCells.map((c) => (
                  <span
                    key={`c${c.key}`}
                    ref={(el) => void (el ? elements.set(`c:${c.key}`, el) : elements.delete(`c:${c.key}`))}
                    className="hs-glyph hs-changed"
                    data-testid="hs-changed-cell"
                    data-spot={c.key}
                    data-terrain={c.terrain}
                    title={`${terrainName(c.terrain)}, changed during the battle`}
                  >
                    ✦
                    <span className="hs-sr">
                      , {terrainName(c.terrain)} at ({c.at.q}, {c.at.r}), changed during the battle
                    </span>
                  </span>
                ))}
                {lying.map((t) => (
                  <span
                    key={`t${spotKey(t.at)}`}
                    ref={(el) => void (el ? elements.set(`t:${spotKey(t.at)}`, el) : elements.delete(`t:${spotKey(t.at)}`))}
                    className="hs-glyph hs-treasure"
                    data-testid="hs-treasure"
                    data-side={t.side}
                    data-spot={spotKey(t.at)}
                    data-name={t.name ?? ''}
                    title={t.side === 'power' ? `Treasure glyph: ${t.name ?? ''}` : 'Treasure glyph, symbol side up'}
                  >
                    ◆<span className="hs-sr">{t.side === 'power' ? `, treasure glyph ${t.name ?? ''}` : ', treasure glyph, symbol side up'}</span>
                  </span>
                ))}
                {doors.map((d, i) => {
                  const opts = choices.byDoor.get(i) ?? [];
                  const title = doorTitle(d, v.armies?.map((a) => a.name) ?? []);
                  const props = {
                    ref: (el: HTMLElement | null) => void (el ? elements.set(`d:${i}`, el) : elements.delete(`d:${i}`)),
                    className: `hs-glyph hs-door ${d.state}${opts.length ? ' target' : ''}`,
                    'data-testid': 'hs-door',
                    'data-state': d.state,
                    'data-wounds': d.wounds,
                    'data-life': d.life,
                    'data-spot': spotKey(d.at),
                    'data-options': opts.length,
                    title: opts.length ? opts.map((o) => o.label).join('\n') : title,
                  };
                  const body = (
                    <>
                      {d.state === 'destroyed' ? 'Door ✖' : `Door ✚${d.wounds}/${d.life}`}
                      <span className="hs-sr">
                        , {title}
                        {opts.length ? ` — ${opts.map((o) => o.label).join('; ')}` : ''}
                      </span>
                    </>
                  );
                  // A Door the open question is about (an attack on it, opening or closing it) is clicked like a figure.
                  return opts.length ? (
                    <button key={`d${i}`} {...props} onClick={() => pick('The Door', opts)}>
                      {body}
                    </button>
                  ) : (
                    <span key={`d${i}`} {...props}>
                      {body}
                    </span>
                  );
                })}
                {spaces.map((s) => {
                  const n = Math.max(...s.options.map(swipesOf));
                  return (
                    <button
                      key={s.key}
                      ref={(el) => void (el ? elements.set(`s:${s.key}`, el) : elements.delete(`s:${s.key}`))}
                      className={`hs-space${n > 0 ? ' engaged' : ''}`}
                      data-testid="hs-space"
                      data-spot={s.key}
                      data-swipes={n}
                      title={n > 0 ? `${n} leaving-engagement attack${n > 1 ? 's' : ''}` : s.options[0]!.label}
                      onClick={() => pick(s.options[0]!.label, s.options)}
                    >
                      {n > 0 ? `⚔${n}` : ''}
                      <span className="hs-sr">
                        {s.options.map((o) => o.label).join('; ')}
                        {n > 0 ? `, drawing ${n} leaving-engagement attack${n > 1 ? 's' : ''}` : ''}
                      </span>
                    </button>
                  );
                })}
              </div>
            </>
          ) : (
            <Board2D
              field={field}
              figures={figures}
              cards={cards}
              choices={choices}
              pick={pick}
              peek={peek}
              unpeek={unpeek}
              pin={pin}
              colours={SIDE}
              changed={changedCells}
              aim={(id) => setAimed(id)}
            />
          )}
          <p className="muted hs-hint">
            {gl ? 'Drag to turn the battlefield, scroll or pinch to zoom. ' : ''}Lit figures and ringed spaces can be clicked; orange rings draw
            leaving-engagement attacks.
          </p>
        </div>
      ) : null}
      {field ? <HeroscapeLegend field={field} players={v.armies?.map((a) => a.name) ?? []} colours={SIDE} /> : null}
      <div className="hs-cards" data-testid="hs-cards">
        {(v.armies ?? []).map((a, p) => (
          <div key={p} className={`hs-army p${p}`}>
            <h4 style={{ color: SIDE[p] }} data-testid="hs-army-name" data-team={a.team ?? p}>
              {a.name} (player {p + 1}
              {viewer === p ? ', you' : ''}
              {teamNote(v.armies ?? [], p, viewer)})
            </h4>
            <ul>
              {cards
                .filter((c) => c.owner === p)
                .map((c) => (
                  <CardLine key={c.index} card={c} options={choices.byCard.get(c.index) ?? []} pick={pick} peek={peek} unpeek={unpeek} pin={pin} />
                ))}
            </ul>
          </div>
        ))}
      </div>
      {inspected ? (
        <HeroscapeCard
          card={inspected}
          texts={texts}
          wounds={figures.filter((f) => f.card === inspected.index).map((f) => ({ id: f.id, wounds: f.wounds }))}
          pinned={inspect?.pinned ?? false}
          close={() => setInspect(null)}
        />
      ) : null}
      {picking ? <Picker title={picking.title} options={picking.options} choose={choose} close={() => setPicking(null)} /> : null}
    </section>
  );
}

/** One army card of the table: its markers as this seat sees them, clickable when an order marker may go on it. */
function CardLine({
  card,
  options,
  pick,
  peek,
  unpeek,
  pin,
}: {
  card: HsCardView;
  options: readonly Option[];
  pick: (title: string, o: readonly Option[]) => void;
  peek: (c: number) => void;
  unpeek: () => void;
  pin: (c: number) => void;
}) {
  const markers = card.markers.map((m, i) => (
    <span
      key={`m${i}`}
      className={`hs-marker${m === '?' ? ' face-down' : ''}`}
      data-testid="hs-marker"
      role="img"
      aria-label={m === '?' ? 'order marker, face down' : `order marker ${m}`}
    >
      {m}
    </span>
  ));
  const revealed = card.revealed.map((m, i) => (
    <span key={`r${i}`} className="hs-marker revealed" role="img" aria-label={`order marker ${m}, revealed`}>
      {m}
    </span>
  ));
  return (
    <li
      className={`hs-card-line${card.figuresLeft === 0 ? ' gone' : ''}`}
      data-testid="hs-card"
      data-card={card.index}
      onMouseEnter={() => peek(card.index)}
      onMouseLeave={unpeek}
    >
      <button
        className={options.length ? 'choosable' : 'secondary'}
        data-testid={options.length ? 'hs-card-choose' : 'hs-card-show'}
        aria-label={options.length ? `Place the order marker on ${card.name}` : `Show the army card of ${card.name}`}
        onClick={() => (options.length ? pick(card.name, options) : pin(card.index))}
        onFocus={() => peek(card.index)}
        onBlur={unpeek}
      >
        {card.name}
      </button>{' '}
      <span className="muted">
        {card.figuresLeft} left · {card.card.points} pts
      </span>{' '}
      {markers}
      {revealed}
    </li>
  );
}

/** What a Door's mark says: its state, its wound markers against its Life, who controls its Door Card, the bar. */
function doorTitle(d: Battlefield['doors'][number], names: readonly string[]): string {
  const state = d.state === 'destroyed' ? 'destroyed' : `${d.state}, ${d.wounds} of ${d.life} wounds`;
  const who = d.controller === null ? 'no one controls its Door Card yet' : `${names[d.controller] ?? `player ${d.controller + 1}`} controls its Door Card`;
  return `The Door: ${state}; ${who}${d.barred ? '; barred' : ''}`;
}

/** In a team battle, who a player's teammates are ("Team Play"), for the army's heading. */
function teamNote(armies: readonly { readonly name: string; readonly team?: number }[], p: number, viewer: number | null): string {
  const team = armies[p]?.team;
  if (team === undefined) return '';
  const mates = armies.flatMap((a, i) => (i !== p && a.team === team ? [i === viewer ? 'you' : `${a.name} (player ${i + 1})`] : []));
  return mates.length ? `; team with ${mates.join(' and ')}` : '';
}

/** An option's dice: the engine's preview in its payload, else the numbers its words give. */
const diceOf = (o: Option): { attack: number; defense: number } | null => {
  const p = attackPreviewOf(o);
  return p ? { attack: p.attackDice, defense: p.defenseDice } : diceOfLabel(o.label);
};

/**
 * The attack preview: for each attack option under the pointer, who attacks whom with how many dice
 * and the die height advantage adds — the engine's numbers from the option, nothing worked out here.
 * Laid over the board's top edge, so showing it never moves the board under the pointer.
 */
function AttackPreviewLine({ options, figures, cards }: { options: readonly Option[]; figures: readonly HsFigureView[]; cards: readonly HsCardView[] }) {
  const name = (id: string): string => {
    const f = figures.find((x) => x.id === id);
    return f ? figureName(f, cards) : id;
  };
  const lines = options.flatMap((o) => {
    const p = attackPreviewOf(o);
    if (!p) return [];
    const h = heightNote(p);
    return [
      <li key={o.id} data-height={p.height}>
        {name(p.attacker)} attacks {name(p.defender)}: {p.attackDice} attack {p.attackDice === 1 ? 'die' : 'dice'} against {p.defenseDice} defense{' '}
        {p.defenseDice === 1 ? 'die' : 'dice'}
        {h ? <strong className="hs-height-note"> — {h}</strong> : null}
      </li>,
    ];
  });
  return (
    <div className="hs-attack-preview" data-testid="hs-attack-preview" aria-live="polite">
      {lines.length ? <ul>{lines}</ul> : null}
    </div>
  );
}
