/**
 * End-to-end harness: builds the web app when needed, starts the real server in this process on a
 * fresh SQLite file (with the test-only fixture game added to the registered games), and launches
 * Debian's Chromium through playwright-core (no browser download). Screenshots go to
 * test-artifacts/ (git-ignored), kept as CI artifacts.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { buildWeb, webBuildNeeded } from '../../src/cli/commands/serve.js';
import { gameModules } from '../../src/games/index.js';
import type { AnyGameModule } from '../../src/games/module.js';
import { duelModule } from '../../src/server/fixtures/duel.js';
import { startServer, type Started, type StartOptions } from '../../src/server/main.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const artifacts = join(root, 'test-artifacts');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) console.warn(`e2e: ${CHROMIUM} is missing — run scripts/ci-browser-setup.sh (installs Debian's chromium); skipping browser tests.`);

export interface E2e {
  readonly url: string;
  readonly server: Started;
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * `builders`: the server's builders over card files (src/server/builders/card-files.ts), as `skirmish serve` makes them;
 * `modules`: the games served, as `skirmish serve` makes them (e.g. with `--heroscape-map`'s set-up), the test fixture added.
 */
export async function startE2e(aiDelayMs = 30, builders?: StartOptions['builders'], modules: readonly AnyGameModule[] = gameModules): Promise<E2e> {
  // buildWeb builds what `npm start` ships (production React) even under vitest's NODE_ENV=test.
  if (webBuildNeeded()) await buildWeb((l) => console.log(l));
  const dir = mkdtempSync(join(tmpdir(), 'skirmish-e2e-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    sqlitePath: join(dir, 'e2e.sqlite'),
    webDir: join(root, 'web-dist'),
    aiDelayMs,
    modules: [...modules, duelModule],
    extraModuleUrls: [{ url: new URL('../../src/server/fixtures/duel.ts', import.meta.url).href, name: 'duelModule' }],
    log: (l) => console.error(l),
    ...(builders ? { builders } : {}),
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      // WebGL (the Heroscape 3D board) through SwiftShader, Chromium's software renderer: it works
      // here without a GPU, and newer Chromiums no longer fall back to it unless told to.
      '--enable-unsafe-swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(artifacts, { recursive: true });
  return {
    url: `http://127.0.0.1:${server.port}`,
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Serious and critical axe-core violations on the page, one line each (rule, what, where). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const found = await page.evaluate(async () => {
    interface Violation {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }
    const axe = (window as { axe?: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }).axe;
    if (!axe) throw new Error('axe-core did not load');
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

/** A small seeded generator so the "human" picks vary but a run can be repeated (E2E_SEED). */
export function picker(seed = Number(process.env.E2E_SEED ?? 1)): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
}

/** Starts a game from the lobby form: game, set-up, and what sits in each seat ('human' or 'ai:<agent>'). */
export async function startFromLobby(page: Page, url: string, game: string, preset: string, seats: string[]): Promise<void> {
  await page.goto(url);
  await page.getByTestId('game-select').selectOption(game);
  await page.getByTestId('preset-select').selectOption(preset);
  for (let i = 0; i < seats.length; i++) await page.getByTestId(`seat-${i}`).selectOption(seats[i]!);
  await page.getByTestId('start-game').click();
  await page.getByTestId('status').waitFor();
}

/** Two players in their own browsers at one Dice Masters table. */
export interface InvitedPair {
  readonly alice: Page;
  readonly bob: Page;
  readonly bobContext: BrowserContext;
  /** Bob's invite link (seat 2). */
  readonly link: string;
}

/**
 * Alice creates a two-human Dice Masters table from the lobby under her name and goes to it; Bob
 * opens her invite link for seat 2 in a browser context of his own (`bobOptions`: viewport, touch).
 */
export async function aliceInvitesBob(e: E2e, bobOptions: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }): Promise<InvitedPair> {
  const alice = await e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await alice.goto(e.url);
  await alice.getByTestId('game-select').selectOption('dicemasters');
  await alice.getByTestId('seat-0').selectOption('human');
  await alice.getByTestId('seat-1').selectOption('human');
  await alice.getByTestId('player-name').fill('Alice');
  await alice.getByTestId('start-game').click();
  const link = await alice.getByTestId('invite-2').getByTestId('invite-url').inputValue();
  await alice.getByTestId('go-to-table').click();
  await alice.getByTestId('dm-table').waitFor();
  const bobContext = await e.browser.newContext(bobOptions);
  const bob = await bobContext.newPage();
  await bob.goto(link);
  await bob.getByTestId('dm-table').waitFor();
  return { alice, bob, bobContext, link };
}

/**
 * Plays the human seat by clicking decision buttons until the end screen appears: each time a new
 * question (rqid) is open, clicks one offered option chosen by `choosePick`. Returns the clicks made
 * (with `requireEnd` false, stops quietly after `maxClicks`).
 */
export async function clickThrough(page: Page, choosePick: (labels: string[]) => number, maxClicks = 2000, requireEnd = true): Promise<number> {
  let last = '';
  let clicks = 0;
  while (clicks < maxClicks) {
    const handle = await page.waitForFunction(
      (prev: string) => {
        if (document.querySelector('[data-testid=end-screen]')) return 'end';
        const d = document.querySelector('[data-testid=decision]');
        const r = d?.getAttribute('data-rqid');
        const enabled = d?.querySelectorAll('[data-testid=option]:not([disabled])').length ?? 0;
        return r && r !== prev && enabled > 0 ? r : null;
      },
      last,
      { timeout: 60_000, polling: 50 },
    );
    const v = (await handle.jsonValue()) as string;
    if (v === 'end') return clicks;
    const buttons = page.locator('[data-testid=decision] [data-testid=option]');
    const labels = await buttons.allTextContents();
    await buttons.nth(choosePick(labels)).click();
    last = v;
    clicks++;
  }
  if (requireEnd) throw new Error(`no end screen after ${maxClicks} clicks`);
  return clicks;
}
