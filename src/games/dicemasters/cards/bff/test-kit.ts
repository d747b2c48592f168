// Test-only helpers for the Battle for Faerûn card tests (cards/bff/*.test.ts; not used by the shipped
// game): the imported set registered from the TeamBuilder file's text (each test file reads the shared
// copy by path and skips when it is absent), two-player parties of imported cards, and the moves the
// tests make through the game API — fielding a die, picking a target, attacking, declining blocks.
import type { Option } from '../../../../core/index.js';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { attack, defense } from '../../rules/dice.js';
import type { DmConfig } from '../../setup.js';
import { byId, choose, pending } from '../../test-helpers.js';
import type { DieState, DmState } from '../../types.js';
import { buildSet, registerSet } from './set.js';

/** The shared TeamBuilder file, from a test file in this folder. */
export const TEAMBUILDER_FILE = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
export const SKIP_MESSAGE = 'BfF cards: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the card tests are skipped';

/** Registers the imported set so set-ups may name its cards. */
export function registerFromText(text: string): void {
  const r = parseTeamBuilder(text, 'tdc-teambuilder-cards.php');
  if (!r.ok) throw new Error(r.error);
  registerSet(buildSet(r.value));
}

// Face indices of a character die (bff-dice-faces.md: energy faces, then levels) and of an NPC die.
export const L1 = 3;
export const L2 = 4;
export const L3 = 5;
export const NPC_CHAR = 5;
export const FIST = 0;
export const BOLT = 1;
export const MASK = 2;
export const SHIELD = 3;
export const ACTION_2 = 5;

/** A card of a party: its id (four dice) or its id and how many dice (a card whose Max is lower). */
export type PartyCard = string | readonly [string, number];

const entry = (c: PartyCard): { card: string; dice: number } => (typeof c === 'string' ? { card: c, dice: 4 } : { card: c[0], dice: c[1] });

/** A Tournament-life game: four dice of each card unless said, Blessing the only basic action unless said. */
export const party = (p0: readonly PartyCard[], p1: readonly PartyCard[], basicActions: string[] = ['blessing']): DmConfig => ({
  life: 20,
  basicActions,
  players: [{ cards: p0.map(entry) }, { cards: p1.map(entry) }],
});

/** The option that picks die `d`. */
export const target =
  (d: DieState) =>
  (o: Option): boolean =>
    (o.payload as { die?: number } | undefined)?.die === d.id;

/** The option that fields die `d` (any payment). */
export const field = (d: DieState) => (o: Option) => o.id.startsWith(`field:${d.id}:`);

/** The dice the pending decision offers to pick. */
export const targets = (s: DmState): number[] =>
  pending(s)
    .options.map((o) => (o.payload as { die?: number } | undefined)?.die)
    .filter((x): x is number => x !== undefined);

export const stats = (s: DmState, d: DieState): [number, number] => [attack(s, d), defense(s, d)];

/** Player 0 passes the rest of the main step and attacks with `dice`. */
export function attackWith(s: DmState, dice: readonly DieState[]): void {
  while (pending(s).kind === 'main') choose(s, byId('pass'));
  for (const d of dice) choose(s, byId(`attack:${d.id}`), 0);
  choose(s, byId('done'), 0);
}

/** The blockers asked about and the attackers each may block, declining every block. */
export function blockChoices(s: DmState): Map<number, number[]> {
  const out = new Map<number, number[]>();
  while (pending(s).kind === 'blockers') {
    const p = pending(s);
    const blocker = Number(p.prompt.match(/#(\d+)/)?.[1] ?? -1);
    out.set(
      blocker,
      p.options.map((o) => (o.payload as { die?: number } | undefined)?.die).filter((x): x is number => x !== undefined),
    );
    choose(s, byId('none'), 1);
  }
  return out;
}

/** Both players pass until the attack resolves (no one acts in the attack step). */
export function passToEnd(s: DmState): void {
  while (s.active === 0 && pending(s).kind !== 'main' && pending(s).kind !== 'blockers') {
    const p = pending(s);
    const pass = p.options.find((o) => o.id === 'pass' || o.id === 'decline' || o.id === 'none');
    if (!pass) return;
    choose(s, byId(pass.id));
  }
}

/** Player 0 uses action die `die` (e.g. Prismatic Spray, Lesser Spell) in their main step; the opponent passes or declines whatever it asks them. */
export function useAction(s: DmState, die: DieState): void {
  choose(s, byId(`action:${die.id}`), 0);
  for (let i = 0; i < 50 && s.active === 0 && pending(s).player !== 0; i++) choose(s, (o) => o.id === 'pass' || o.id === 'decline');
}

/** Everybody passes (or declines, or takes the first option) until it is `player`'s main step. */
export function passUntilMainOf(s: DmState, player: number): void {
  for (let i = 0; i < 200 && !(s.active === player && pending(s).kind === 'main'); i++) {
    const p = pending(s);
    const pass = p.options.find((o) => o.id === 'pass' || o.id === 'decline' || o.id === 'none' || o.id === 'done');
    choose(s, pass ? byId(pass.id) : () => true);
  }
  if (!(s.active === player && pending(s).kind === 'main')) throw new Error(`passUntilMainOf: not player ${player + 1}'s main step after 200 decisions`);
}
