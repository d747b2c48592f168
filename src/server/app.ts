/**
 * The web table's server: Express for the JSON API and the built web app, Socket.IO for the live
 * tables. Socket.IO rather than Colyseus: Colyseus (0.18) needs Node 22 and is built around
 * synchronising one shared state object, while here each seat must get its own `observe` view;
 * Socket.IO gives rooms, acknowledgements, automatic client reconnection, and — for running on
 * several processes or machines later — the Redis adapter (`@socket.io/redis-adapter`), without
 * needing Redis on one machine. See docs/web.md.
 *
 * Rooms: `<table>:<seat>` for each seat and `<table>:spec` for spectators, so a change is sent to
 * each seat as that seat's own observation and the public view goes to everyone else.
 */
import express, { type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { Server as IoServer, type Socket } from 'socket.io';
import { describeAgents } from '../ai/index.js';
import type { AiChooser } from './ai-pool.js';
import type { Cluster } from './cluster.js';
import type { AnyGameModule } from '../games/module.js';
import { chooseSchema, createTableSchema, formatZodError, handshakeSchema, type Ack, type SeatInfo, type TableMessage, type WireError } from './protocol.js';
import { DEFAULT_LIMITS, agentBudgetError, type ServerLimits } from './limits.js';
import { OpenTables } from './open-tables.js';
import { clientIp, connectionRateLimit, createRateLimit, httpRateLimit } from './rate-limit.js';
import { DEFAULT_HOST } from './bind.js';
import { jsonErrors } from './http-errors.js';
import { ReplayCache } from './replay.js';
import { parseHave, splitFrame } from './replay-statics.js';
import { CHOSEN_SEED_NOT_NUMBER, CHOSEN_SEED_REFUSED } from './seeds.js';
import { claimSchema, holdsSeat, invitePath } from './seats.js';
import { Residency } from './residency.js';
import { SentStatics, splitObservation, type StaticPart } from './static-parts.js';
import { isChosenSeed, type Store, type TableStatus } from './store/store.js';
import type { LiveTable } from './table.js';
import { Tables } from './tables.js';
import { attachChat, chatLimiter, TableChats, type ChatLine } from './chat.js';
import { attachRematch, rematchSetup } from './rematch.js';
import { attachResign, resignedSeat } from './resign.js';
import { ABANDONED_REASON, attachAbandon, creatorSeat, openGames, STALE_TABLE_MS } from './abandon.js';
import { attachNames } from './names.js';
import { attachBuilders } from './builders/routes.js';
import type { GameBuilder } from './builders/types.js';
import { builderFor } from './builders/index.js';
import { attachMeasure } from './measure.js';
import { attachHeroscapeBoard } from './heroscape-board.js';
import { presetSeats } from './preset-seats.js';

export interface ServerOptions {
  readonly store: Store;
  readonly modules: readonly AnyGameModule[];
  /** Folder of the built web app (index.html); omitted: API only. */
  readonly webDir?: string;
  readonly aiDelayMs?: number;
  /** Messages a connection may send per second (default 20). */
  readonly messagesPerSecond?: number;
  /** A table nobody is connected to leaves memory after this long (default 10 minutes); it reloads from the log. */
  readonly idleUnloadMs?: number;
  /** Resource bounds (limits.ts); unset ones take their defaults. `idleUnloadMs` above wins over the one here. */
  readonly limits?: Partial<ServerLimits>;
  /** Game modules outside src/games/index.ts that worker threads must load too (test fixtures). */
  readonly extraModuleUrls?: readonly { url: string; name: string }[];
  readonly log?: (line: string) => void;
  /**
   * Accept a `seed` in POST /api/tables: only for a local, unranked server (`skirmish serve --dev-seeds`,
   * tests, benchmarks). Otherwise refused: whoever chooses the seed knows every roll (docs/security.md).
   */
  readonly allowChosenSeeds?: boolean;
  /** The builders by game (builders/index.ts `createBuilders`: card files given to `skirmish serve`); default the built-in content's. */
  readonly builders?: Readonly<Record<string, GameBuilder>>;
  /** AI worker threads (see ai-pool.ts); omitted: AI seats think on the server thread. */
  readonly ai?: AiChooser;
  /** Measurement hook (the load benchmark): milliseconds per applied choice, log write included. */
  readonly onApplied?: (ms: number) => void;
  /** Several processes share the tables (cluster.ts: Redis adapter, one owner per table); omitted: one process. */
  readonly cluster?: Cluster;
  /** The open-games list leaves out tables nobody has made a choice at for this long (abandon.ts; default an hour). */
  readonly staleTableMs?: number;
}

export interface SkirmishServer {
  readonly http: HttpServer;
  readonly io: IoServer;
  readonly tables: Tables;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

interface Conn {
  table: LiveTable;
  seats: number[];
}

const viewerRoom = (id: string, seat: number | null): string => `${id}:${seat === null ? 'spec' : seat}`;

export function createSkirmishServer(opts: ServerOptions): SkirmishServer {
  const log = opts.log ?? (() => undefined);
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...opts.limits, ...(opts.idleUnloadMs !== undefined ? { idleUnloadMs: opts.idleUnloadMs } : {}) };
  const app = express();
  const http = createServer(app);
  const io = new IoServer(http, { maxHttpBufferSize: 16 * 1024, serveClient: false });
  const limiter = new RateLimiterMemory({ points: opts.messagesPerSecond ?? 20, duration: 1 });
  /** How many sockets hold each seat, for the "connected" dots. */
  const presence = new Map<string, number[]>();
  /** Per table, each viewer's log length at the last broadcast (so updates carry only new lines). */
  const sent = new Map<string, number[]>();
  /** Open connections per table id (seats and spectators): idle unload and AI pausing go by it. */
  const conns = new Map<string, number>();
  /** Per connection, the large view fields it already has (static-parts.ts). */
  const statics = new Map<string, SentStatics>();
  const openTables = new OpenTables(limits.openTablesPerClient);
  // Table chat (chat.ts): in memory, bounded per table and in tables.
  const chats = new TableChats();
  const chatLimit = chatLimiter();
  // Renaming has its own budget of the same size (names.ts).
  const nameLimit = chatLimiter();

  const seatInfo = (t: LiveTable): SeatInfo[] =>
    t.record.seats.map((s, i) => ({
      seat: i,
      kind: s.kind,
      name: s.name,
      connected: s.kind === 'ai' || (presence.get(t.id)?.[i] ?? 0) > 0 || opts.cluster?.remoteConnected(t.id, i) === true,
    }));

  /** A viewer's 'table' message as JSON text, with its large view fields taken out as `parts`. */
  const message = (
    t: LiveTable,
    viewer: number | null,
    from: number,
    memo?: Map<object, StaticPart | null>,
  ): { text: string; parts: readonly StaticPart[] } => {
    const split = splitObservation(t.observe(viewer), memo);
    const m: TableMessage = {
      id: t.id,
      game: t.game.id,
      title: t.game.title,
      status: t.broken ? 'broken' : t.record.status,
      chosenSeed: isChosenSeed(t.record.seed),
      seats: seatInfo(t),
      moves: t.moves,
      viewer,
      obs: split.obs,
      log: { from, lines: t.logFor(viewer, from), rolls: t.rollsFor(viewer, from) },
      ...(split.parts.length ? { statics: split.statics } : {}),
      ...resignedField(t),
      ...(t.record.status === 'finished' && t.record.reason === ABANDONED_REASON ? { abandoned: true as const } : {}),
    };
    return { text: JSON.stringify(m), parts: split.parts };
  };
  /** Sends a connection the large view fields it has not had yet (before the view that names them). */
  const sendStatics = (socket: Socket, parts: readonly StaticPart[]): void => {
    if (parts.length === 0) return;
    let have = statics.get(socket.id);
    if (!have) statics.set(socket.id, (have = new SentStatics()));
    for (const p of parts) if (have.needs(p.digest)) socket.emit('static', p.message);
  };

  // Views go out as JSON text: Socket.IO then skips its deep scan for binary parts, and a view sent
  // to a room is serialised once. A viewer with nobody connected here is skipped (nothing to send).
  const broadcast = (t: LiveTable): void => {
    const lens = sent.get(t.id) ?? [];
    const memo = new Map<object, StaticPart | null>();
    for (let v = 0; v <= t.players; v++) {
      const viewer = v === t.players ? null : v;
      const from = lens[v] ?? 0;
      const room = viewerRoom(t.id, viewer);
      const members = io.sockets.adapter.rooms.get(room);
      if (members && members.size > 0) {
        const m = message(t, viewer, from, memo);
        for (const sid of members) {
          const socket = io.sockets.sockets.get(sid);
          if (socket) sendStatics(socket, m.parts);
        }
        // This process's sockets only: with several processes each sends its own clients their views.
        io.local.to(room).emit('table', m.text);
      }
      lens[v] = t.logLength(viewer);
    }
    sent.set(t.id, lens);
  };

  const tables = new Tables(
    opts.store,
    opts.modules,
    {
      aiDelayMs: opts.aiDelayMs ?? 400,
      // AI seats play only while someone is connected to the table: nobody watching, nothing to compute.
      // With several processes the watchers may be on another one, so the owner always plays on.
      aiMayMove: (t) => opts.cluster !== undefined || (conns.get(t.id) ?? 0) > 0,
      ...(opts.cluster ? { ownership: opts.cluster } : {}),
      onError: (t, e) => log(`table ${t.id}: ${e.message}`),
      ...(opts.onApplied ? { onApplied: opts.onApplied } : {}),
      ...(opts.ai ? { ai: opts.ai } : {}),
    },
    (t) => {
      sent.set(
        t.id,
        Array.from({ length: t.players + 1 }, (_, v) => t.logLength(v === t.players ? null : v)),
      );
      residency.touch(t.id);
      t.onChange(() => {
        residency.touch(t.id);
        if (t.broken || t.record.status !== 'playing') openTables.ended(t.id);
        broadcast(t);
      });
    },
  );
  const replays = new ReplayCache(opts.store, tables, opts.extraModuleUrls ?? []);
  opts.cluster?.attach(io, tables, {
    local: () => [...presence.entries()].filter(([, counts]) => counts.some((n) => n > 0)),
    changed: (id) => {
      const t = tables.peek(id);
      if (t) sendPresence(t);
    },
  });

  // Every loaded table, whatever loaded it, leaves memory once nobody has been connected to it for
  // a while, and at most `loadedTables` are held at once (residency.ts); the next use reloads it.
  const residency = new Residency(limits.loadedTables, limits.idleUnloadMs, {
    loadedIds: () => tables.loadedIds(),
    connections: (id) => conns.get(id) ?? 0,
    unload: async (id) => {
      sent.delete(id);
      presence.delete(id);
      conns.delete(id);
      await tables.unload(id);
    },
    now: () => Date.now(),
  });
  /** Room for one more table in memory, unless it is loaded already. */
  const admit = async (id: string | null): Promise<WireError | null> => (id !== null && tables.isLoaded(id) ? null : residency.admit());

  // ---- JSON API -------------------------------------------------------------------------------
  app.use(httpRateLimit(limits));
  app.use(express.json({ limit: '256kb' }));
  const refuse = (res: Response, status: number, error: WireError): void => void res.status(status).json({ error });

  app.get('/api/catalog', (_req, res) => {
    res.json({
      games: opts.modules.map((m) => ({
        id: m.game.id,
        title: m.game.title,
        players: m.game.players,
        presets: Object.keys(m.presets),
        seats: presetSeats(m),
        builder: builderFor(m.game.id) !== undefined,
      })),
      agents: describeAgents(),
    });
  });

  // Rules text is rendered by each game from its card encodings (never pasted card text).
  app.get('/api/games/:id/cards', (req: Request, res: Response) => {
    const mod = tables.module(String(req.params.id));
    if (!mod) return refuse(res, 404, { code: 'unknown-game', message: `There is no game "${String(req.params.id)}".` });
    res.set('Cache-Control', 'max-age=3600').json({ cards: mod.cards?.() ?? [] });
  });

  attachBuilders(app, (id) => tables.module(id), opts.builders);
  attachMeasure(app, (id) => tables.peek(id), replays);
  attachHeroscapeBoard(app, (id) => tables.peek(id), replays);

  app.get('/api/tables', async (req: Request, res: Response) => {
    const status = typeof req.query.status === 'string' ? req.query.status : undefined;
    if (status !== undefined && !['playing', 'finished', 'broken'].includes(status))
      return refuse(res, 400, { code: 'bad-request', message: `status must be playing, finished or broken, not "${status}".` });
    const list = await opts.store.listTables(status ? { status: status as TableStatus } : {});
    // The open games: stale tables nobody joined are left out (abandon.ts).
    res.json({ tables: status === 'playing' ? openGames(list, Date.now(), opts.staleTableMs ?? STALE_TABLE_MS) : list });
  });

  app.post('/api/tables', createRateLimit(limits), async (req: Request, res: Response) => {
    const parsed = createTableSchema.safeParse(req.body);
    if (!parsed.success) return refuse(res, 400, { code: 'bad-request', message: `The new table request is not valid: ${formatZodError(parsed.error)}` });
    if (parsed.data.seed !== undefined && !opts.allowChosenSeeds) return refuse(res, 403, CHOSEN_SEED_REFUSED);
    // Chosen seeds are whole numbers, so a table's seed alone says whether a player chose it (TableSummary.chosenSeed).
    if (typeof parsed.data.seed === 'string') return refuse(res, 400, CHOSEN_SEED_NOT_NUMBER);
    for (const [i, seat] of parsed.data.seats.entries()) {
      const over = seat.kind === 'ai' ? agentBudgetError(seat.agent, limits) : null;
      if (over) return refuse(res, 400, { code: 'ai-budget', message: `Seat ${i + 1}: ${over}` });
    }
    const ip = clientIp(req);
    const tooMany = openTables.refusal(ip, Date.now());
    if (tooMany) return refuse(res, 429, { code: 'too-many-tables', message: tooMany });
    const busy = await admit(null);
    if (busy) return refuse(res, 503, busy);
    const made = await tables.create(parsed.data);
    if (!made.ok) return refuse(res, 400, made.error);
    openTables.opened(ip, made.id, Date.now());
    log(`table ${made.id}: ${parsed.data.game} created`);
    res.status(201).json({ id: made.id, invites: made.invites.map((i) => ({ ...i, path: invitePath(made.id, i.seat, i.token) })) });
  });

  app.get('/api/tables/:id', async (req: Request, res: Response) => {
    const rec = await opts.store.getTable(String(req.params.id));
    if (!rec) return refuse(res, 404, { code: 'no-table', message: `There is no table "${String(req.params.id)}".` });
    // A table this server cannot take into memory now is described from its record alone.
    const t = (await admit(rec.id)) ? null : await tables.get(rec.id);
    if (t) residency.touch(t.id);
    res.json({
      id: rec.id,
      game: rec.game,
      status: rec.status,
      moves: t?.moves ?? rec.moves,
      seats: t ? seatInfo(t) : [],
      reason: rec.reason,
      returns: rec.returns,
    });
  });

  app.post('/api/tables/:id/seats/:seat/claim', async (req: Request, res: Response) => {
    const seat = Number(req.params.seat) - 1;
    if (!Number.isInteger(seat) || seat < 0) return refuse(res, 400, { code: 'bad-seat', message: 'Seats are numbered from 1.' });
    const body = claimSchema.safeParse(req.body);
    if (!body.success)
      return refuse(res, 403, {
        code: 'bad-invite',
        message: `Claiming a seat needs its invite secret, {"invite": "…"} from the invite link: ${formatZodError(body.error)}`,
      });
    const r = await tables.claim(String(req.params.id), seat, body.data.invite);
    if (!r.ok) return refuse(res, r.error.code === 'no-table' ? 404 : r.error.code === 'bad-invite' ? 403 : 409, r.error);
    // Connections that opened the seat with the secret just used lose it: only the claimant holds it now.
    const room = viewerRoom(String(req.params.id), seat);
    io.to(room).emit('fatal', { code: 'seat-claimed', message: `Seat ${seat + 1} was claimed with its invite link; this connection no longer holds it.` });
    io.in(room).disconnectSockets(true);
    res.json({ token: r.token, path: `/#/t/${String(req.params.id)}/${r.token}` });
  });

  // Records and replays exist only for finished games: the seed would reveal every hidden card.
  // A finished table's set-up, for a rematch offered by any of its players (rematch.ts).
  app.get('/api/tables/:id/setup', async (req: Request, res: Response) => {
    const rec = await opts.store.getTable(String(req.params.id));
    if (!rec) return refuse(res, 404, { code: 'no-table', message: `There is no table "${String(req.params.id)}".` });
    const setup = rematchSetup(rec);
    if (!setup) return refuse(res, 409, { code: 'not-finished', message: `Table ${rec.id} is not finished: its set-up is given for a rematch only.` });
    res.json(setup);
  });

  app.get('/api/tables/:id/record', async (req: Request, res: Response) => {
    const r = await replays.record(String(req.params.id));
    if (!r.ok) return refuse(res, r.status, r.error);
    res.json(r.record);
  });

  app.get('/api/tables/:id/replay/:n', async (req: Request, res: Response) => {
    const viewerQ = req.query.viewer;
    const viewer = viewerQ === undefined || viewerQ === 'spec' ? null : Number(viewerQ);
    if (viewer !== null && (!Number.isInteger(viewer) || viewer < 0))
      return refuse(res, 400, { code: 'bad-request', message: 'viewer must be a seat index or "spec".' });
    const have = parseHave(req.query.have);
    if (!have.ok) return refuse(res, 400, { code: 'bad-request', message: have.message });
    const r = await replays.frame(String(req.params.id), Number(req.params.n), viewer);
    if (!r.ok) return refuse(res, r.status, r.error);
    res.json(have.have ? splitFrame(r.frame, have.have) : r.frame);
  });

  app.use('/api', (_req, res) => refuse(res, 404, { code: 'not-found', message: 'No such API route.' }));
  // Errors thrown by a route (a malformed JSON body, a store failure) are answered as JSON too.
  app.use(jsonErrors(log));

  if (opts.webDir && existsSync(join(opts.webDir, 'index.html'))) {
    const dir = opts.webDir;
    app.use(
      express.static(dir, { index: 'index.html', maxAge: '1h', setHeaders: (r, p) => p.endsWith('index.html') && r.setHeader('Cache-Control', 'no-cache') }),
    );
    app.use((_req, res) => res.sendFile(join(dir, 'index.html')));
  }

  // ---- live tables ----------------------------------------------------------------------------
  io.use(connectionRateLimit(limits));
  io.on('connection', (socket: Socket) => {
    void onConnection(socket);
  });

  async function onConnection(socket: Socket): Promise<void> {
    const fatal = (error: WireError): void => {
      socket.emit('fatal', error);
      socket.disconnect(true);
    };
    const hs = handshakeSchema.safeParse(socket.handshake.auth);
    if (!hs.success) return fatal({ code: 'bad-handshake', message: `The connection request is not valid: ${formatZodError(hs.error)}` });
    let table: LiveTable | null;
    try {
      const busy = await admit(hs.data.table);
      if (busy) return fatal(busy);
      table = await tables.get(hs.data.table);
    } catch (e) {
      return fatal({ code: 'table-unavailable', message: `Table ${hs.data.table} cannot be opened: ${e instanceof Error ? e.message : String(e)}` });
    }
    if (!table) return fatal({ code: 'no-table', message: `There is no table "${hs.data.table}".` });
    // Another process may have claimed a seat (and replaced its token) since this one loaded the table.
    if (opts.cluster) await tables.refreshSeats(table);
    const held = tables.seatsFor(table, hs.data.tokens);
    if ('error' in held) return fatal(held.error);
    if (held.seats.length === 0 && (io.sockets.adapter.rooms.get(viewerRoom(table.id, null))?.size ?? 0) >= limits.spectatorsPerTable)
      return fatal({ code: 'spectators-full', message: `Table ${table.id} already has its maximum of ${limits.spectatorsPerTable} spectators.` });
    if (!socket.connected) return;
    const conn: Conn = { table, seats: held.seats };
    await tables.markClaimed(table, conn.seats);
    const viewers: (number | null)[] = conn.seats.length ? conn.seats : [null];
    await socket.join(viewers.map((v) => viewerRoom(table.id, v)));
    // Gone while joining: its 'disconnect' has passed, so it must not be counted.
    if (!socket.connected) {
      for (const v of viewers) void socket.leave(viewerRoom(table.id, v));
      return;
    }
    const counts = presence.get(table.id) ?? Array.from({ length: table.players }, () => 0);
    for (const s of conn.seats) counts[s] = (counts[s] ?? 0) + 1;
    presence.set(table.id, counts);
    conns.set(table.id, (conns.get(table.id) ?? 0) + 1);
    residency.touch(table.id);
    const sendAll = (): void => {
      for (const v of viewers) {
        const m = message(conn.table, v, 0);
        sendStatics(socket, m.parts);
        socket.emit('table', m.text);
      }
    };
    sendAll();
    broadcastPresence(table);
    // Someone is watching now: an AI seat held back while nobody was may move.
    table.wakeAi();
    attachChat(socket, {
      table: table.id,
      seats: conn.seats,
      name: (s) => table.record.seats[s]?.name ?? `Seat ${s + 1}`,
      chats,
      limiter: chatLimit,
      now: () => Date.now(),
      post: (line: ChatLine) => {
        chats.add(table.id, line);
        io.to([...Array.from({ length: table.players }, (_, i) => viewerRoom(table.id, i)), viewerRoom(table.id, null)]).emit('chat', line);
      },
    });
    attachRematch(socket, {
      seats: conn.seats,
      players: table.players,
      name: (s) => table.record.seats[s]?.name ?? `Seat ${s + 1}`,
      limiter: chatLimit,
      holds: async (id, seat, secret) => holdsSeat((await opts.store.getTable(id))?.seats[seat], secret),
      send: (seat, offer) => void io.to(viewerRoom(table.id, seat)).emit('rematch', offer),
    });
    attachResign(socket, { seats: conn.seats, limiter: nameLimit, resign: (seat) => conn.table.resign(seat) });
    attachAbandon(socket, {
      seats: conn.seats,
      creator: () => creatorSeat(table.record.seats),
      limiter: nameLimit,
      abandon: async () => {
        const r = await conn.table.abandon(ABANDONED_REASON);
        if (r.ok) await tables.revokeInvites(conn.table);
        return r;
      },
    });
    attachNames(socket, {
      seats: conn.seats,
      limiter: nameLimit,
      rename: async (seat, name) => {
        await tables.rename(table, seat, name);
        broadcastPresence(table);
      },
    });

    const limited = async (): Promise<WireError | null> => {
      try {
        await limiter.consume(socket.id);
        return null;
      } catch {
        return { code: 'rate-limited', message: `Too many messages: at most ${opts.messagesPerSecond ?? 20} a second per connection.` };
      }
    };

    socket.on('choose', async (raw: unknown, ack?: unknown) => {
      const reply = (a: Ack): void => {
        if (typeof ack === 'function') (ack as (a: Ack) => void)(a);
        else if (!a.ok) socket.emit('refused', a.error);
      };
      const lim = await limited();
      if (lim) return reply({ ok: false, error: lim });
      const m = chooseSchema.safeParse(raw);
      if (!m.success)
        return reply({ ok: false, error: { code: 'bad-message', message: `A choice is {rqid, option} and nothing else: ${formatZodError(m.error)}` } });
      const r = await conn.table.submit(conn.seats, m.data.rqid, m.data.option);
      reply(r.ok ? { ok: true } : { ok: false, error: r.error });
    });

    // The client lost track (a view naming a large field it lacks, a gap in the log): it gets
    // everything again, large fields included. Over the rate limit the resend is put off, never
    // dropped: a client whose last sync was dropped would keep a stale view for good (the page that
    // never showed its decision after a burst of moves, issue 22 item 6).
    let syncLater: ReturnType<typeof setTimeout> | null = null;
    const resend = (): void => {
      statics.get(socket.id)?.clear();
      sendAll();
    };
    socket.on('sync', async () => {
      if (!(await limited())) return resend();
      syncLater ??= setTimeout(() => {
        syncLater = null;
        if (socket.connected) resend();
      }, 1_000);
    });
    socket.on('disconnect', () => {
      if (syncLater) clearTimeout(syncLater);
    });

    socket.on('disconnect', () => {
      const c = presence.get(table.id);
      if (c) for (const s of conn.seats) c[s] = Math.max(0, (c[s] ?? 0) - 1);
      limiter.delete(socket.id).catch(() => undefined);
      statics.delete(socket.id);
      conns.set(table.id, Math.max(0, (conns.get(table.id) ?? 0) - 1));
      residency.touch(table.id);
      broadcastPresence(table);
    });
  }

  /** The result of a resigned table, for its 'table' messages (TableMessage.resigned). */
  function resignedField(t: LiveTable): Pick<TableMessage, 'resigned'> {
    const seat = t.record.status === 'finished' ? resignedSeat(t.record.reason) : null;
    return seat === null || !t.record.returns || !t.record.reason ? {} : { resigned: { seat, returns: t.record.returns, reason: t.record.reason } };
  }

  /** Seat connection dots changed: a small message, not a full view (and the other processes are told). */
  function broadcastPresence(t: LiveTable): void {
    sendPresence(t);
    opts.cluster?.sharePresence(t.id, presence.get(t.id) ?? []);
  }

  /** The dots to this process's sockets of a table. */
  function sendPresence(t: LiveTable): void {
    io.local.to([...Array.from({ length: t.players }, (_, i) => viewerRoom(t.id, i)), viewerRoom(t.id, null)]).emit('seats', seatInfo(t));
  }

  return {
    http,
    io,
    tables,
    listen(port, host) {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        // This machine only unless a host is given (bind.ts).
        http.listen(port, host ?? DEFAULT_HOST, () => resolve((http.address() as AddressInfo).port));
      });
    },
    async close() {
      residency.close();
      await replays.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await tables.close();
      if (http.listening) await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
