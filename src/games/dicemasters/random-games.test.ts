// Seeded random-vs-random First Game games: every game ends with a winner, the invariants hold after
// every step (dice conserved, each die in exactly one area, life within bounds) and replay reproduces
// each game. By default: 200 First Game games, 60 with every encoded card and 60 with the gear,
// control and reroll cards (every 10th replayed); SKIRMISH_LONG=1: the 10,000 First Game games the
// issue asks for (and 3,000 with every card, 1,000 with the card-text party), every one replayed.
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, type Choice, type Decision, type OfferedOption } from '../../core/index.js';
import { firstGameConfig, type DmConfig } from './setup.js';
import { census, game, invariantErrors } from './test-helpers.js';
import { rerollOptions } from './rules/roll-and-reroll.js';
import { actOptions, batchOptions } from './rules/main-step.js';
import { attackerOptions, blockOptions } from './rules/attack.js';
import type { DieState, DmState } from './types.js';

/**
 * Reroll, main-step, attack-step, batch, attacker and blocker options are offered without labels and worded by the
 * game's `describe` when shown (game.ts). The words must be exactly those the option lists build with
 * labels on: this rebuilds the open question's list eagerly and compares ids and labels.
 */
function eagerOptions(s: DmState, p: Decision): readonly OfferedOption[] | null {
  const st = s.core.stack[s.core.stack.length - 1];
  if (!st) return null;
  if (p.kind === 'reroll') return rerollOptions(s, (st.marked as number[] | undefined) ?? [], (st.nextClass as number | undefined) ?? 0);
  if (p.kind === 'main' || p.kind === 'attack-actions')
    return [p.options[0] as OfferedOption, ...actOptions(s, st.actor as number, st.phase as 'main' | 'attack', null, true)];
  if (p.kind === 'batch') return batchOptions(s, st.player as number, true);
  if (p.kind === 'attackers') return attackerOptions(s, st.marked as number[]);
  if (p.kind === 'blockers') return blockOptions(s, s.dice[(st.blockers as number[])[0] as number] as DieState, st.blocking as number[]);
  return null;
}

const LONG = process.env.SKIRMISH_LONG === '1';
const GAMES = LONG ? 10_000 : 200;

/** Every encoded card and all ten basic actions, so every effect meets random play. */
const EVERYTHING: DmConfig = {
  life: 15,
  basicActions: [
    'blessing',
    'charm',
    'cone-of-cold',
    'dimension-door',
    'finger-of-death',
    'fireball',
    'magic-missile',
    'polymorph',
    'resurrection',
    'stinking-cloud',
  ],
  players: [
    {
      cards: [
        { card: 'blue-dragon/apprentice-dragon', dice: 2 },
        { card: 'human-paladin/minion-order-of-the-gauntlet', dice: 2 },
        { card: 'vampire/apprentice-undead', dice: 2 },
        { card: 'purple-worm/lesser-beast', dice: 2 },
        { card: 'halfling-thief/minion-harper', dice: 2 },
        { card: 'magic-sword/lesser-gear', dice: 2 },
        { card: 'prismatic-spray/paragon-spell', dice: 2 },
      ],
    },
    {
      cards: [
        { card: 'gelatinous-cube/master-ooze', dice: 3 },
        { card: 'troll/master-humanoid', dice: 2 },
        { card: 'orc/greater-humanoid', dice: 4 },
        { card: 'blue-dragon/master-dragon', dice: 2 },
        { card: 'vampire/minion-undead', dice: 2 },
        { card: 'magic-sword/greater-gear', dice: 2 },
        { card: 'umber-hulk/paragon-beast', dice: 2 },
      ],
    },
  ],
};

/**
 * The Equip, control and reroll cards in parties built to reach them often (cheap characters to hold
 * gear and to trade, few basic actions): in random play with EVERYTHING, Prismatic Spray rarely finds
 * two characters on each side, so this party makes sure control meets the invariants too.
 */
const CARD_TEXT: DmConfig = {
  life: 20,
  basicActions: ['resurrection', 'charm'],
  players: [
    {
      cards: [
        { card: 'umber-hulk/paragon-beast', dice: 3 },
        { card: 'prismatic-spray/paragon-spell', dice: 4 },
        { card: 'halfling-thief/minion-harper', dice: 4 },
        { card: 'orc/greater-humanoid', dice: 4 },
        { card: 'magic-sword/lesser-gear', dice: 2 },
      ],
    },
    {
      cards: [
        { card: 'umber-hulk/paragon-beast', dice: 3 },
        { card: 'prismatic-spray/paragon-spell', dice: 4 },
        { card: 'human-paladin/minion-order-of-the-gauntlet', dice: 4 },
        { card: 'orc/greater-humanoid', dice: 4 },
        { card: 'magic-sword/greater-gear', dice: 2 },
      ],
    },
  ],
};

describe.each([
  ['First Game', firstGameConfig(), GAMES],
  ['every encoded card', EVERYTHING, LONG ? 3_000 : 60],
  ['gear, control and rerolls', CARD_TEXT, LONG ? 1_000 : 60],
] as const)('%s: random games', (_name, config, count) => {
  it(
    `${count} games end with a winner, keep the invariants and replay exactly`,
    () => {
      let wins0 = 0;
      const GAMES = count;
      for (let g = 1; g <= GAMES; g++) {
        const started = game.setup(config, g);
        if (!started.ok) throw new Error(started.error.message);
        const s = started.value.state;
        const init = census(s);
        const choices: Choice[] = [];
        let x = g * 2654435761;
        for (let i = 0; ; i++) {
          expect(i).toBeLessThan(20_000);
          const errs = invariantErrors(s, init);
          if (errs.length) throw new Error(`game ${g}, decision ${i}: ${errs.join('; ')}`);
          // Bots read the options as offered (no labels); every 4th decision, the labelled form too.
          const p = game.pending(s, { labels: false });
          if (i % 4 === 1 && !p.terminal) {
            const shown = game.pending(s);
            if (shown.terminal) throw new Error('labelled and unlabelled pending disagree');
            expect(shown.options.map((o) => o.id)).toEqual(p.options.map((o) => o.id));
            expect(shown.options.every((o) => typeof o.label === 'string' && o.label.length > 0)).toBe(true);
            const eager = eagerOptions(s, shown);
            if (eager) expect(shown.options.map((o) => [o.id, o.label])).toEqual(eager.map((o) => [o.id, o.label]));
          }
          if (p.terminal) {
            expect(p.returns.includes(1)).toBe(true);
            if (p.returns[0] === 1) wins0++;
            break;
          }
          // The hand-written clone (clone.ts) shares only values the rules replace, never change: every 25th
          // position, the copy hashes alike, and playing on the copy leaves the original untouched.
          if (i % 25 === 7) {
            const before = game.hash(s);
            const copy = game.clone(s);
            expect(game.hash(copy)).toBe(before);
            const first = p.options[0];
            if (first) expect(game.apply(copy, p.rqid, first.id).ok).toBe(true);
            expect(game.hash(s)).toBe(before);
          }
          x = (Math.imul(x, 1103515245) + 12345) >>> 0;
          const o = p.options[x % p.options.length];
          if (!o) throw new Error('no option');
          choices.push({ rqid: p.rqid, option: o.id });
          const r = game.apply(s, p.rqid, o.id);
          if (!r.ok) throw new Error(`game ${g}: ${r.error.message}`);
        }
        // Replay every 10th game in the default run (all in the long run) from its record.
        if (GAMES >= 1000 || g % 10 === 0) {
          const rec = makeRecord(game, config, g, choices, s);
          const rep = replay(game, rec);
          if (!rep.ok) throw new Error(`game ${g} does not replay: ${rep.error.message}`);
          expect(rep.value.hash).toBe(game.hash(s));
        }
      }
      // Both seats win some games (the set-up is not one-sided to the point of never winning).
      expect(wins0).toBeGreaterThan(0);
      expect(wins0).toBeLessThan(GAMES);
    },
    LONG ? 4 * 3_600_000 : 600_000,
  );
});
