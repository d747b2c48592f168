/**
 * A throwaway PostgreSQL server for tests: `initdb` into a temp dir, `pg_ctl start` on 127.0.0.1 at a
 * free port (the Unix socket in the same dir, so it never touches the system's server), trust auth
 * for the one local superuser, and a stop that removes everything. PostgreSQL refuses to run as root,
 * so as root (CI, containers) it runs as the `postgres` user the Debian package creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './free-port.js';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  /** A fresh empty database on this server; returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** The directory holding initdb, pg_ctl and postgres, or null when this machine has no server. */
export function findPostgresBin(): string | null {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) candidates.push(join(debian, v, 'bin'));
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) candidates.push(dirname(which.stdout.trim()));
  return candidates.find((d) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(d, b)))) ?? null;
}

function asServerUser(dir: string): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  let uid: number, gid: number;
  try {
    uid = id('-u');
    gid = id('-g');
  } catch {
    throw new Error('running as root, PostgreSQL needs a `postgres` user to run as (the Debian package postgresql creates it)');
  }
  chownSync(dir, uid, gid);
  return { uid, gid };
}

export async function startPostgres(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-pg-'));
  const data = join(dir, 'data');
  const user = asServerUser(dir);
  const run = (cmd: string, args: string[]): void => {
    const r = spawnSync(join(bin, cmd), args, { ...user, encoding: 'utf8', cwd: dir, env: { ...process.env, LC_ALL: 'C' } });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`;
    run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import('pg')).default;
  return {
    url,
    async createDatabase(name) {
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`database name "${name}" must be lower-case letters, digits and _`);
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE ${name}`);
      } finally {
        await c.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
