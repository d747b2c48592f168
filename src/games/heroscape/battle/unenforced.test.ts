/**
 * A card with a printed power the engine does not play is refused at set-up unless the set-up says
 * `allowUnenforced` (battle/setup.ts; pool/bind.ts decides what is played): a battle never plays a
 * card silently without one of its powers.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (a card's powers are part of the card),
 * "2. GATHER AND PLACE YOUR ARMY".
 */
import { describe, expect, it } from 'vitest';
import { card, config, fieldWith, game } from './testkit.js';
import type { HsConfig } from './setup.js';

const ROWS = ['1 1 1 1', '1 1 1 1', '1 1 1 1'];
const field = () => fieldWith(ROWS, [[0, 0]], [[3, 2]]);
/** A power no encoding binds on this card: not played. */
const unplayed = card({ name: 'Untried Hero', powers: [{ name: 'Untried Gift', text: 'Something the engine does not know.' }] });
/** Our own test card naming its module: played. */
const played = card({ name: 'Sworn Guard', powers: [{ name: 'Double Attack', text: 'Attacks twice.', ability: 'double-attack' }] });
const plain = card({ name: 'Plain Soldier' });

function strict(cfg: HsConfig): HsConfig {
  const { allowUnenforced: _allowed, ...rest } = cfg;
  return rest;
}

describe('cards with powers the engine does not play', () => {
  it('are refused at set-up, naming the army, the card and the power', () => {
    const r = game.setup(strict(config(field(), [unplayed], [plain])), 1);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain('$.armies[0].cards[0]');
    expect(r.error.message).toContain('"Untried Hero"');
    expect(r.error.message).toContain('Untried Gift');
    expect(r.error.message).toContain('allowUnenforced');
  });

  it('play without that power when the set-up allows it', () => {
    const r = game.setup({ ...strict(config(field(), [unplayed], [plain])), allowUnenforced: true }, 1);
    expect(r.ok).toBe(true);
  });

  it('a card whose every power is played, or a card without powers, needs no permission (control)', () => {
    expect(game.setup(strict(config(field(), [played], [plain])), 1).ok).toBe(true);
  });

  it('a draft pool holding one is refused too, naming its place in the pool', () => {
    const cfg: HsConfig = {
      ...strict(config(field(), [], [])),
      pointLimit: 300,
      draft: { pool: [plain, played, unplayed] },
    };
    const r = game.setup(cfg, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('$.draft.pool[2]');
    expect(game.setup({ ...cfg, draft: { pool: [plain, played] } }, 1).ok).toBe(true);
  });
});
