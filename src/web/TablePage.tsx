/**
 * A live table: connects to the server with this browser's seat tokens (none: watching), keeps each
 * held seat's latest view and narrated log, and sends choices as `(rqid, optionId)` only. Socket.IO
 * reconnects by itself after a dropped connection; the server then resends the whole view.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { Decision, Option, Terminal } from '../core/index.js';
import { api, myTokens, type Ack, type SeatInfo, type StaticMessage, type TableMessage, type WireError } from './api.js';
import { DecisionPanel } from './DecisionPanel.js';
import { EndScreen } from './EndScreen.js';
import { GameLog } from './GameLog.js';
import { DiceTray } from './DiceTray.js';
import type { LogRoll } from '../server/log-dice.js';
import type { RematchOffer } from '../server/rematch.js';
import { ChatPanel, type ChatLineView } from './ChatPanel.js';
import { createTable, savedSetup } from './create-table.js';
import { InviteLinks, savedInvites } from './InviteLinks.js';
import { useTurnNotice } from './turn-notice.js';
import { StaticCache } from './static-cache.js';
import { viewFor } from './views/index.js';

type ViewerKey = number | 'spec';

export function TablePage({ id, tokens }: { id: string; tokens: string[] }) {
  const [views, setViews] = useState<Map<ViewerKey, TableMessage>>(new Map());
  const [seats, setSeats] = useState<SeatInfo[]>([]);
  const [logs, setLogs] = useState<Map<ViewerKey, string[]>>(new Map());
  const [rolls, setRolls] = useState<Map<ViewerKey, LogRoll[]>>(new Map());
  const [fatal, setFatal] = useState<WireError | null>(null);
  const [refused, setRefused] = useState<WireError | null>(null);
  const [connected, setConnected] = useState(false);
  const [chat, setChat] = useState<ChatLineView[]>([]);
  const [offer, setOffer] = useState<RematchOffer | null>(null);
  const [naming, setNaming] = useState<{ draft: string; error: string | null } | null>(null);
  // Resigning asks once more before it is sent (it cannot be taken back).
  const [resigning, setResigning] = useState<{ error: string | null } | null>(null);
  const [abandoning, setAbandoning] = useState<{ error: string | null } | null>(null);
  const autoNamed = useRef(false);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState<Option | null>(null);
  // An option selected for a second, confirming click (an area template), tied to its question.
  const [selection, setSelection] = useState<{ rqid: number; option: Option } | null>(null);
  const socketRef = useRef<Socket | null>(null);

  useEffect(() => {
    if (tokens.length) myTokens.add(id, tokens);
    const socket = io({ auth: { table: id, tokens }, transports: ['websocket'] });
    socketRef.current = socket;
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on('fatal', (e: WireError) => setFatal(e));
    socket.on('seats', (s: SeatInfo[]) => setSeats(s));
    // A reconnection sends the recent lines again: they replace what this page had.
    socket.on('chat-history', (lines: ChatLineView[]) => setChat(lines));
    socket.on('chat', (line: ChatLineView) => setChat((prev) => [...prev, line].slice(-200)));
    socket.on('rematch', (o: RematchOffer) => setOffer(o));
    // Large view fields (a battle map) arrive once per connection; views name them by digest.
    const statics = new StaticCache();
    socket.on('static', (text: string) => statics.add(JSON.parse(text) as StaticMessage));
    socket.on('table', (text: string) => {
      const m = statics.resolve(JSON.parse(text) as TableMessage);
      if (!m) {
        socket.emit('sync');
        return;
      }
      const key: ViewerKey = m.viewer ?? 'spec';
      setViews((prev) => new Map(prev).set(key, m));
      setSeats(m.seats as SeatInfo[]);
      setLogs((prev) => {
        const have = prev.get(key) ?? [];
        if (m.log.from > have.length) {
          // Missed lines (should not happen on one ordered connection): ask for everything again.
          socket.emit('sync');
          return prev;
        }
        return new Map(prev).set(key, [...have.slice(0, m.log.from), ...m.log.lines]);
      });
      // The dice of the lines from `from` on replace what this page had for them.
      setRolls((prev) => new Map(prev).set(key, [...(prev.get(key) ?? []).filter((r) => r.line < m.log.from), ...(m.log.rolls ?? [])]));
    });
    return () => {
      socket.close();
      socketRef.current = null;
    };
  }, [id, tokens]);

  // The seat this screen shows: the held seat whose decision it is, else the first held seat.
  const shown = useMemo((): TableMessage | null => {
    const all = [...views.values()];
    if (all.length === 0) return null;
    const acting = all.find((m) => m.obs.core.pending !== null && m.viewer === m.obs.core.pending.player);
    return acting ?? all[0]!;
  }, [views]);

  const choose = useCallback(
    (optionId: string) => {
      const socket = socketRef.current;
      const p = shown?.obs.core.pending;
      if (!socket || !p || busy) return;
      setBusy(true);
      setRefused(null);
      socket
        .timeout(15_000)
        .emitWithAck('choose', { rqid: p.rqid, option: optionId })
        .then((a: Ack) => {
          if (!a.ok) setRefused(a.error);
        })
        .catch(() => setRefused({ code: 'timeout', message: 'The server did not answer; the connection may have dropped. It will reconnect.' }))
        .finally(() => setBusy(false));
    },
    [shown, busy],
  );

  const pendingNow = shown?.obs.core.pending ?? null;
  const myTurnNow =
    !!pendingNow && !shown?.obs.core.terminal && !shown?.resigned && !shown?.abandoned && shown?.viewer === pendingNow.player && 'options' in pendingNow;
  const notice = useTurnNotice(myTurnNow, pendingNow?.prompt ?? null);

  const setName = useCallback(
    async (name: string, seat: number): Promise<Ack> => {
      const socket = socketRef.current;
      if (!socket) return { ok: false, error: { code: 'offline', message: 'Not connected.' } };
      const a = (await socket.timeout(10_000).emitWithAck('set-name', { name, seat })) as Ack;
      if (a.ok) localStorage.setItem('skirmish:name', name);
      return a;
    },
    [socketRef],
  );
  // An invited player who has a name in this browser (from the lobby) takes it on their seat at once.
  const viewerNow = shown?.viewer ?? null;
  const defaultName = viewerNow !== null && /^Player \d+$/.test(seats[viewerNow]?.name ?? '');
  useEffect(() => {
    const saved = localStorage.getItem('skirmish:name');
    if (autoNamed.current || !saved || viewerNow === null || tokens.length !== 1 || !defaultName || !connected) return;
    autoNamed.current = true;
    void setName(saved, viewerNow).catch(() => undefined);
  }, [viewerNow, defaultName, connected, tokens.length, setName]);

  if (fatal) {
    return (
      <div className="panel error" role="alert" data-testid="fatal">
        <h2>Cannot open this table</h2>
        <p>{fatal.message}</p>
        <a href="#/">Back to the lobby</a>
      </div>
    );
  }
  if (!shown) return <div className="panel">Connecting to table {id}…</div>;

  const obs = shown.obs;
  // A resigned game ends without the engine ending it: the server sends the result (resign.ts).
  const terminal: Terminal | null =
    obs.core.terminal ?? (shown.resigned ? { terminal: true, returns: shown.resigned.returns, reason: shown.resigned.reason } : null);
  const pending = obs.core.pending;
  const mine =
    !shown.abandoned && !shown.resigned && pending !== null && shown.viewer === pending.player && 'options' in pending ? (pending as Decision) : null;
  const seatName = (i: number): string => seats[i]?.name ?? `Seat ${i + 1}`;
  const View = viewFor(shown.game);
  const setup = savedSetup.get(id);
  const log = logs.get(shown.viewer ?? 'spec') ?? [];
  const selected = mine && selection && selection.rqid === mine.rqid ? selection.option : null;
  const select = (o: Option | null): void => setSelection(o && mine ? { rqid: mine.rqid, option: o } : null);

  return (
    <div className="table-page" data-game={shown.game}>
      <div className="status-bar" data-testid="status">
        <span className={`dot ${connected ? 'on' : 'off'}`} title={connected ? 'connected' : 'reconnecting'} />
        <strong>{shown.title}</strong> · table <code>{id}</code> · {shown.viewer === null ? 'watching' : `you are ${seatName(shown.viewer)}`}
        {shown.viewer !== null &&
          (naming ? (
            <form
              className="rename"
              onSubmit={(e) => {
                e.preventDefault();
                const seat = shown.viewer!;
                setName(naming.draft, seat)
                  .then((a) => setNaming(a.ok ? null : { draft: naming.draft, error: a.error.message }))
                  .catch(() => setNaming({ draft: naming.draft, error: 'The name was not sent.' }));
              }}
            >
              <input
                data-testid="name-input"
                aria-label="Your name"
                maxLength={40}
                value={naming.draft}
                autoFocus
                onChange={(e) => setNaming({ draft: e.target.value, error: null })}
              />
              <button type="submit" data-testid="save-name">
                Save
              </button>
              <button type="button" className="secondary" onClick={() => setNaming(null)}>
                Cancel
              </button>
              {naming.error && <span className="error">{naming.error}</span>}
            </form>
          ) : (
            <button
              className="secondary rename-button"
              data-testid="rename"
              title="Change the name the other players see"
              onClick={() => setNaming({ draft: seatName(shown.viewer!), error: null })}
            >
              rename
            </button>
          ))}
        {shown.chosenSeed && <span title="A player chose this game's seed, so its dice could be known in advance"> · unranked (chosen seed)</span>}
        {' · '}
        {terminal || shown.abandoned ? (
          <span>{terminal ? 'game over' : 'abandoned'}</span>
        ) : pending ? (
          <span data-testid="whose-turn" className={mine ? 'your-turn' : ''}>
            {mine ? 'Your decision' : `Waiting for ${seatName(pending.player)}`}: {pending.prompt}
          </span>
        ) : null}
        <button
          className="secondary sound"
          data-testid="sound-toggle"
          aria-pressed={notice.sound}
          title={notice.sound ? 'A tone plays when a decision becomes yours: click to turn it off' : 'Click to hear a tone when a decision becomes yours'}
          onClick={() => notice.setSound(!notice.sound)}
        >
          {notice.sound ? '♪ on' : '♪ off'}
        </button>
        {shown.viewer !== null &&
          !terminal &&
          !shown.abandoned &&
          shown.moves === 0 &&
          shown.viewer === seats.findIndex((x) => x.kind === 'human') &&
          (abandoning ? (
            <span className="resign-confirm" role="group" aria-label="Confirm abandoning the table">
              Abandon this table? Its invite links stop working.{' '}
              <button
                className="danger"
                data-testid="abandon-confirm"
                onClick={() => {
                  const socket = socketRef.current;
                  if (!socket) return setAbandoning({ error: 'Not connected.' });
                  (socket.timeout(10_000).emitWithAck('abandon', {}) as Promise<Ack>)
                    .then((a) => setAbandoning(a.ok ? null : { error: a.error.message }))
                    .catch(() => setAbandoning({ error: 'The server did not answer; try again.' }));
                }}
              >
                Yes, abandon
              </button>
              <button className="secondary" data-testid="abandon-cancel" onClick={() => setAbandoning(null)}>
                No
              </button>
              {abandoning.error && <span className="error">{abandoning.error}</span>}
            </span>
          ) : (
            <button
              className="secondary"
              data-testid="abandon"
              title="Close this table before anyone has played: the invite links stop working"
              onClick={() => setAbandoning({ error: null })}
            >
              abandon
            </button>
          ))}
        {shown.viewer !== null &&
          !terminal &&
          !shown.abandoned &&
          (resigning ? (
            <span className="resign-confirm" role="group" aria-label="Confirm resignation">
              Resign as {seatName(shown.viewer)}? The other side wins.{' '}
              <button
                className="danger"
                data-testid="resign-confirm"
                onClick={() => {
                  const socket = socketRef.current;
                  if (!socket) return setResigning({ error: 'Not connected.' });
                  (socket.timeout(10_000).emitWithAck('resign', { seat: shown.viewer }) as Promise<Ack>)
                    .then((a) => setResigning(a.ok ? null : { error: a.error.message }))
                    .catch(() => setResigning({ error: 'The server did not answer; try again.' }));
                }}
              >
                Yes, resign
              </button>
              <button className="secondary" data-testid="resign-cancel" onClick={() => setResigning(null)}>
                No
              </button>
              {resigning.error && <span className="error">{resigning.error}</span>}
            </span>
          ) : (
            <button className="secondary" data-testid="resign" title="Give up this game: the other side wins" onClick={() => setResigning({ error: null })}>
              resign
            </button>
          ))}
        <span className="seats">
          {seats.map((s) => (
            <span key={s.seat} className={`seat ${s.connected ? 'on' : 'off'}`}>
              {s.name}
            </span>
          ))}
        </span>
      </div>
      {!connected && <div className="banner">Connection lost — reconnecting…</div>}
      {shown.abandoned && (
        <div className="banner" role="status" data-testid="abandoned">
          This table was abandoned by its creator before it started. <a href="#/">Back to the lobby</a>
        </div>
      )}
      {!terminal && !shown.abandoned && shown.viewer !== null && <PendingInvites id={id} seats={seats} seatName={seatName} />}
      <div className="table-layout">
        <div className="board-area">
          <View
            obs={obs}
            viewer={shown.viewer}
            seats={seats}
            decision={mine}
            choose={choose}
            busy={busy}
            hover={hover}
            selected={selected}
            select={select}
            tableId={id}
            position={`/api/tables/${encodeURIComponent(id)}`}
          />
        </div>
        <aside className="side">
          <DecisionPanel
            decision={mine}
            pending={pending}
            choose={choose}
            busy={busy}
            seatName={seatName}
            refused={refused}
            onHover={setHover}
            selected={selected}
            select={select}
          />
          <DiceTray rolls={rolls.get(shown.viewer ?? 'spec') ?? []} />
          <GameLog lines={log} />
          <ChatPanel
            lines={chat}
            canWrite={shown.viewer !== null}
            send={(text) => {
              const socket = socketRef.current;
              if (!socket) return Promise.reject(new Error('not connected'));
              return socket.timeout(10_000).emitWithAck('chat', { text }) as Promise<Ack>;
            }}
          />
        </aside>
      </div>
      {offer && (
        <div className="banner" data-testid="rematch-banner">
          {offer.from} offers a rematch: <a href={offer.path.slice(offer.path.indexOf('#'))}>accept</a>
        </div>
      )}
      {terminal && (
        <EndScreen
          terminal={terminal}
          resigned={shown.resigned?.seat ?? null}
          viewer={shown.viewer}
          seatName={seatName}
          tableId={id}
          offer={offer}
          rematch={
            !setup && shown.viewer !== null && seats.filter((x) => x.kind === 'human').length > 1
              ? {
                  // An invited player: the finished table's set-up comes from the server; each player keeps their seat.
                  label: 'Offer a rematch (same set-up)',
                  run: async () => {
                    const viewer = shown.viewer!;
                    const made = await createTable(await api.setup(id), false, viewer);
                    if (made.kind === 'invites') {
                      const socket = socketRef.current;
                      if (!socket) throw new Error('Not connected: the rematch could not be offered.');
                      const a = (await socket.timeout(10_000).emitWithAck('rematch', { table: made.id, offers: made.secrets })) as Ack;
                      if (!a.ok) throw new Error(a.error.message);
                    }
                    window.location.hash = made.hash;
                  },
                }
              : setup && shown.viewer !== null
                ? {
                    label: setup.hotSeat || seats.filter((x) => x.kind === 'human').length <= 1 ? 'Play again (same set-up)' : 'Offer a rematch (same set-up)',
                    run: async () => {
                      const made = await createTable(setup.request, setup.hotSeat);
                      if (made.kind === 'invites') {
                        // Each other player gets the new table's invite for their seat, through the server, to them only.
                        const socket = socketRef.current;
                        if (!socket) throw new Error('Not connected: the rematch could not be offered.');
                        const a = (await socket.timeout(10_000).emitWithAck('rematch', { table: made.id, offers: made.secrets })) as Ack;
                        if (!a.ok) throw new Error(a.error.message);
                      }
                      window.location.hash = made.hash;
                    },
                  }
                : undefined
          }
        />
      )}
    </div>
  );
}

/** The creator's invite links (kept by the lobby in this browser) for seats nobody has taken yet. */
function PendingInvites({ id, seats, seatName }: { id: string; seats: readonly SeatInfo[]; seatName: (i: number) => string }) {
  const links = useMemo(() => savedInvites.get(id), [id]);
  const waiting = links.filter((l) => seats[l.seat] && !seats[l.seat]!.connected);
  if (waiting.length === 0) return null;
  return (
    <details className="panel" open data-testid="pending-invites">
      <summary>Waiting for {waiting.map((l) => seatName(l.seat)).join(', ')} to join</summary>
      <InviteLinks links={waiting} seatName={seatName} />
    </details>
  );
}
