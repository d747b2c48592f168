/** The web client's side of the JSON API (same origin as the page). */
import type { Json } from '../core/index.js';
import type { ReplayFrame } from '../server/replay.js';
import type { SplitFrame } from '../server/replay-statics.js';
import type { TableSummary } from '../server/store/store.js';
import type { BuilderPool, BuildVerdict } from '../server/builders/types.js';

export type { TableMessage, StaticMessage, SeatInfo, Ack, WireError } from '../server/protocol.js';
export type { ReplayFrame, SplitFrame, TableSummary, BuilderPool, BuildVerdict };

export interface CatalogGame {
  readonly id: string;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly presets: readonly string[];
  /** Seats of each preset (a Heroscape team battle seats three or four); a preset not named has `players.min`. */
  readonly seats?: Readonly<Record<string, number>>;
  /** The game has a party/warband/army builder (`#/b/<game>`). */
  readonly builder?: boolean;
}

export interface Catalog {
  readonly games: readonly CatalogGame[];
  readonly agents: readonly string[];
}

export interface CardText {
  readonly name: string;
  readonly text: string;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const r = await fetch(path, init);
  const body = (await r.json()) as T & { error?: { message: string } };
  if (!r.ok) throw new Error(body.error?.message ?? `${r.status} ${r.statusText}`);
  return body;
}

export const api = {
  catalog: () => call<Catalog>('/api/catalog'),
  tables: (status?: string) => call<{ tables: TableSummary[] }>(`/api/tables${status ? `?status=${status}` : ''}`),
  create: (body: { game: string; preset?: string; config?: Json; seats: ({ kind: 'human'; name?: string } | { kind: 'ai'; agent: string })[] }) =>
    call<{ id: string; invites: { seat: number; token: string; path: string }[] }>('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  /** Claims an invited seat with the secret from its invite link; the answer is the seat's new token. */
  claim: (id: string, seat: number, invite: string) =>
    call<{ token: string; path: string }>(`/api/tables/${id}/seats/${seat + 1}/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invite }),
    }),
  /** A replay frame without the large view fields whose digests the client names in `have`. */
  frame: (id: string, n: number, viewer: number | null, have: readonly string[]) =>
    call<SplitFrame>(`/api/tables/${id}/replay/${n}?have=${have.join(',')}${viewer === null ? '' : `&viewer=${viewer}`}`),
  /** A finished table's set-up (for a rematch offered by any of its players). */
  setup: (id: string) => call<Parameters<typeof api.create>[0]>(`/api/tables/${id}/setup`),
  cards: (game: string) => call<{ cards: CardText[] }>(`/api/games/${game}/cards`),
  builder: (game: string) => call<BuilderPool>(`/api/games/${game}/builder`),
  checkBuild: (game: string, build: Json, allowUnenforced: boolean) =>
    call<BuildVerdict>(`/api/games/${game}/builder/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ build, allowUnenforced }),
    }),
  /** The table config two builds make (seat 1 the first), or an error listing every broken rule. */
  buildSetup: (game: string, builds: [Json, Json], allowUnenforced: boolean, scenario?: string) =>
    call<{ config: Json }>(`/api/games/${game}/builder/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ builds, allowUnenforced, ...(scenario ? { scenario } : {}) }),
    }),
  /** A build read from a TeamBuilder team link (an error names the wrong part of the link). */
  importTeamLink: (game: string, link: string) =>
    call<{ build: Json }>(`/api/games/${game}/builder/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link }),
    }),
  /** A build written as a TeamBuilder team link. */
  exportTeamLink: (game: string, build: Json) =>
    call<{ link: string }>(`/api/games/${game}/builder/link/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ build }),
    }),
};

/** Seat tokens this browser holds, per table (so "my games" and a refresh find them again). */
export const myTokens = {
  get(id: string): string[] {
    try {
      return JSON.parse(localStorage.getItem(`skirmish:${id}`) ?? '[]') as string[];
    } catch {
      return [];
    }
  },
  add(id: string, tokens: readonly string[]): void {
    const all = [...new Set([...this.get(id), ...tokens])];
    localStorage.setItem(`skirmish:${id}`, JSON.stringify(all));
  },
};
