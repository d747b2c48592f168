/**
 * How the JSON API answers an error no route handled (issue 23, item 9; docs/security.md): always
 * JSON `{error: {code, message}}`, never a stack trace. A client's own mistake (a malformed JSON
 * body, a body too large: errors that carry a 4xx status) is told its message and is not logged;
 * anything else is the server's fault: the client gets a generic sentence and the log one line
 * naming the route, without the request body or a stack.
 */
import type { NextFunction, Request, Response } from 'express';

const statusOf = (e: unknown): number => {
  const s = typeof e === 'object' && e !== null && 'status' in e ? e.status : undefined;
  return typeof s === 'number' && Number.isInteger(s) && s >= 400 && s <= 599 ? s : 500;
};

export function jsonErrors(log: (line: string) => void) {
  return (e: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const status = statusOf(e);
    if (status < 500) {
      // body-parser marks messages safe to show with `expose` (e.g. "Unexpected token } in JSON at position 5").
      const exposed = typeof e === 'object' && e !== null && 'expose' in e && e.expose === true && e instanceof Error;
      res.status(status).json({ error: { code: 'bad-request', message: exposed ? e.message : 'The request is not valid.' } });
      return;
    }
    const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    log(`server error on ${req.method} ${req.path}: ${what.split('\n')[0]}`);
    res.status(status).json({ error: { code: 'server-error', message: 'The server failed on this request; it has been logged.' } });
  };
}
