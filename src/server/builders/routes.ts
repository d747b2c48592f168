/**
 * The builders' HTTP API (docs/web.md, "Builders"):
 *   GET  /api/games/:id/builder                 → BuilderPool
 *   POST /api/games/:id/builder/check {build, allowUnenforced?}   → BuildVerdict
 *   POST /api/games/:id/builder/setup {builds: [a, b], allowUnenforced?, scenario?} → {config} (for POST /api/tables) or 400 {error, problems}
 *   POST /api/games/:id/builder/link {link}          → {build} (a TeamBuilder team link read) or 400 {error}
 *   POST /api/games/:id/builder/link/export {build}  → {link} or 400 {error}   (only where the pool says `links`)
 * Nothing is stored: a saved build lives in the player's browser.
 */
import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import type { AnyGameModule } from '../../games/module.js';
import { formatZodError } from '../protocol.js';
import { BUILDERS, buildSetup, builderFor } from './index.js';
import type { GameBuilder } from './types.js';

const checkSchema = z.object({ build: z.unknown(), allowUnenforced: z.boolean().default(false) }).strict();
const linkSchema = z.object({ link: z.string().min(1).max(4000) }).strict();
const exportSchema = z.object({ build: z.unknown() }).strict();
const setupSchema = z
  .object({ builds: z.tuple([z.unknown(), z.unknown()]), allowUnenforced: z.boolean().default(false), scenario: z.string().min(1).max(60).optional() })
  .strict();

export function attachBuilders(
  app: Express,
  moduleOf: (id: string) => AnyGameModule | undefined,
  builders: Readonly<Record<string, GameBuilder>> = BUILDERS,
): void {
  const find = (req: Request, res: Response) => {
    const id = String(req.params.id);
    const mod = moduleOf(id);
    const builder = mod ? builderFor(id, builders) : undefined;
    if (!mod || !builder) {
      res.status(404).json({ error: { code: 'no-builder', message: `There is no builder for the game "${id}" on this server.` } });
      return null;
    }
    return { mod, builder };
  };
  app.get('/api/games/:id/builder', (req, res) => {
    const found = find(req, res);
    if (found) res.set('Cache-Control', 'max-age=3600').json(found.builder.pool());
  });
  app.post('/api/games/:id/builder/check', (req, res) => {
    const found = find(req, res);
    if (!found) return;
    const body = checkSchema.safeParse(req.body);
    if (!body.success)
      return void res.status(400).json({ error: { code: 'bad-request', message: `The build check request is not valid: ${formatZodError(body.error)}` } });
    res.json(found.builder.check(body.data.build, body.data.allowUnenforced));
  });
  app.post('/api/games/:id/builder/setup', (req, res) => {
    const found = find(req, res);
    if (!found) return;
    const body = setupSchema.safeParse(req.body);
    if (!body.success)
      return void res.status(400).json({ error: { code: 'bad-request', message: `The set-up request is not valid: ${formatZodError(body.error)}` } });
    const made = buildSetup(found.mod, found.builder, body.data.builds, body.data.allowUnenforced, body.data.scenario ? { scenario: body.data.scenario } : {});
    if (!made.ok)
      return void res.status(400).json({ error: { code: 'illegal-build', message: made.problems.map((p) => p.message).join('\n') }, problems: made.problems });
    res.json({ config: made.config });
  });
  const noLinks = (res: Response, id: string) =>
    void res
      .status(404)
      .json({ error: { code: 'no-team-links', message: `The ${id} builder on this server reads no team links (it needs an imported card set).` } });
  app.post('/api/games/:id/builder/link', (req, res) => {
    const found = find(req, res);
    if (!found) return;
    if (!found.builder.importLink) return noLinks(res, String(req.params.id));
    const body = linkSchema.safeParse(req.body);
    if (!body.success)
      return void res.status(400).json({ error: { code: 'bad-request', message: `The team link request is not valid: ${formatZodError(body.error)}` } });
    const read = found.builder.importLink(body.data.link);
    if (!read.ok) return void res.status(400).json({ error: { code: 'bad-link', message: read.error } });
    res.json({ build: read.build });
  });
  app.post('/api/games/:id/builder/link/export', (req, res) => {
    const found = find(req, res);
    if (!found) return;
    if (!found.builder.exportLink) return noLinks(res, String(req.params.id));
    const body = exportSchema.safeParse(req.body);
    if (!body.success)
      return void res.status(400).json({ error: { code: 'bad-request', message: `The team link request is not valid: ${formatZodError(body.error)}` } });
    const made = found.builder.exportLink(body.data.build);
    if (!made.ok) return void res.status(400).json({ error: { code: 'bad-build', message: made.error } });
    res.json({ link: made.link });
  });
}
