/**
 * Per-IP rate limits on HTTP (issue #23 item 5): one budget for every route, static files
 * included, one for opening live-table connections (the Socket.IO handshake bypasses Express), and
 * a smaller one for creating tables. In-memory counters (rate-limiter-flexible's
 * memory backend; its Redis backend would share them across processes). A request over a budget is
 * answered 429 with a JSON error naming the limit and a `Retry-After` header, and does nothing else.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Socket } from 'socket.io';
import type { ServerLimits } from './limits.js';

/** The client's address as the socket sees it (no proxy headers are trusted: they are forgeable). */
export const clientIp = (req: Request): string => req.socket.remoteAddress ?? 'unknown';

function limiterMiddleware(limiter: RateLimiterMemory, what: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    limiter.consume(clientIp(req)).then(
      () => next(),
      (r: unknown) => {
        if (!(r instanceof RateLimiterRes)) return next(r);
        const wait = Math.max(1, Math.ceil(r.msBeforeNext / 1000));
        res.set('Retry-After', String(wait));
        res.status(429).json({ error: { code: 'rate-limited', message: `Too many requests: ${what}. Try again in ${wait} s.` } });
      },
    );
  };
}

/** Every route: `httpRequests` per `httpWindowMs` per IP address. */
export function httpRateLimit(limits: ServerLimits): RequestHandler {
  const limiter = new RateLimiterMemory({ points: limits.httpRequests, duration: limits.httpWindowMs / 1000 });
  return limiterMiddleware(limiter, `at most ${limits.httpRequests} requests per ${limits.httpWindowMs / 1000} s from one address`);
}

/** Table creation: `createsPerWindow` per `createWindowMs` per IP address. */
export function createRateLimit(limits: ServerLimits): RequestHandler {
  const limiter = new RateLimiterMemory({ points: limits.createsPerWindow, duration: limits.createWindowMs / 1000 });
  return limiterMiddleware(limiter, `at most ${limits.createsPerWindow} new tables per ${limits.createWindowMs / 1000} s from one address`);
}

/** Live-table connections: `httpRequests` per `httpWindowMs` per IP address (a Socket.IO middleware). */
export function connectionRateLimit(limits: ServerLimits): (socket: Socket, next: (e?: Error) => void) => void {
  const limiter = new RateLimiterMemory({ points: limits.httpRequests, duration: limits.httpWindowMs / 1000 });
  return (socket, next) => {
    limiter.consume(socket.handshake.address).then(
      () => next(),
      () => next(new Error(`rate-limited: at most ${limits.httpRequests} connections per ${limits.httpWindowMs / 1000} s from one address`)),
    );
  };
}
