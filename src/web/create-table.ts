/**
 * Creating a table from this browser, for the lobby and for a rematch: with one human seat (or
 * hot-seat) this browser keeps every human seat's token; with several, it claims the first human
 * seat with its own invite secret and returns the other seats' invitations (their secrets and
 * links), so no URL of this browser ever holds another seat's secret (docs/security.md, "Seats").
 * The request is remembered per table so a finished game can be played again with the same set-up.
 */
import { api, myTokens } from './api.js';
import { savedInvites, type InviteLink } from './InviteLinks.js';

export type CreateRequest = Parameters<typeof api.create>[0];

export type Created =
  | { readonly kind: 'play'; readonly id: string; readonly hash: string }
  | {
      readonly kind: 'invites';
      readonly id: string;
      readonly hash: string;
      readonly mySeat: number;
      readonly links: readonly InviteLink[];
      readonly secrets: readonly { readonly seat: number; readonly secret: string }[];
    };

const setupKey = (id: string): string => `skirmish:setup:${id}`;

export const savedSetup = {
  get(id: string): { request: CreateRequest; hotSeat: boolean } | null {
    try {
      const v = JSON.parse(localStorage.getItem(setupKey(id)) ?? 'null') as { request: CreateRequest; hotSeat: boolean } | null;
      return v && typeof v === 'object' && v.request && typeof v.request.game === 'string' ? v : null;
    } catch {
      return null;
    }
  },
  set(id: string, request: CreateRequest, hotSeat: boolean): void {
    try {
      localStorage.setItem(setupKey(id), JSON.stringify({ request, hotSeat }));
    } catch {
      // A full storage only loses the "play again" button.
    }
  },
};

/** `mySeat`: the human seat this browser takes (a rematch keeps each player's seat); the first human seat by default. */
export async function createTable(request: CreateRequest, hotSeat: boolean, mySeat?: number): Promise<Created> {
  const made = await api.create(request);
  savedSetup.set(made.id, request, hotSeat);
  const humans = made.invites;
  if (humans.length <= 1 || hotSeat) {
    const mine = humans.map((i) => i.token);
    myTokens.add(made.id, mine);
    return { kind: 'play', id: made.id, hash: `#/t/${made.id}/${mine.join('/')}` };
  }
  const first = humans.find((i) => i.seat === mySeat) ?? humans[0];
  const others = humans.filter((i) => i !== first);
  const claimed = await api.claim(made.id, first!.seat, first!.token);
  myTokens.add(made.id, [claimed.token]);
  const links = others.map((i) => ({ seat: i.seat, url: `${location.origin}${location.pathname}${i.path.replace(/^\//, '')}` }));
  savedInvites.set(made.id, links);
  return {
    kind: 'invites',
    id: made.id,
    hash: `#/t/${made.id}/${claimed.token}`,
    mySeat: first!.seat,
    links,
    secrets: others.map((i) => ({ seat: i.seat, secret: i.token })),
  };
}
