/**
 * Who may hold a human seat (issue 23, item 3; docs/security.md "Seats"). A seat's secret token is
 * issued once, to the table's creator, inside that seat's invite link; the creator plays it or
 * sends the link on. Claiming a seat (`POST /api/tables/:id/seats/:n/claim`) needs that invite
 * secret and replaces it with a fresh token, so after the invitee has claimed it nobody else —
 * the creator included — can act for the seat. Nothing public says whether a seat is free.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SeatRecord } from './store/store.js';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
export const newToken = (): string => randomBytes(18).toString('base64url');

/** The claim request's body: the invite secret from the link. */
export const claimSchema = z.object({ invite: z.string().min(8).max(100) }).strict();

/** Whether `secret` is the current token of this human seat (compared in constant time). */
export function holdsSeat(seat: SeatRecord | undefined, secret: string): boolean {
  if (seat?.kind !== 'human') return false;
  const a = Buffer.from(hashToken(secret));
  const b = Buffer.from(seat.tokenHash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The web client's route for an invitation: it claims the seat with the secret, then plays it. */
export const invitePath = (table: string, seat: number, secret: string): string => `/#/i/${table}/${seat + 1}/${secret}`;
