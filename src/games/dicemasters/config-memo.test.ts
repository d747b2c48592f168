// "CUSTOMIZING YOUR PARTY" (dice-masters-battle-for-faerun): a set-up object that passed the check is not
// checked again when it starts another game or a replay of its record (config-memo.ts); the same
// object changed in any way since, a forged record, or a copy from a file is checked as before and
// refused with the same messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecord, recordSchema, replay, type Choice } from '../../core/index.js';
import { cardByKey } from './cards/catalogue.js';
import { sameJson } from './config-memo.js';
import { firstGameConfig, partyConfigSchema } from './setup.js';
import { game } from './test-helpers.js';

/** A First Game set-up carrying a catalogue card's definition (as an imported set-up carries its cards). */
function carrying(): Record<string, unknown> & { cards: Record<string, unknown>[]; life: number } {
  const cfg = firstGameConfig();
  const key = cfg.players[0].cards[0]?.card ?? '';
  return JSON.parse(JSON.stringify({ ...cfg, cards: [cardByKey(key)] })) as never;
}

function play(config: unknown, seed: number): { choices: Choice[]; hash: string } {
  const r = game.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  const choices: Choice[] = [];
  for (let i = 0; i < 40; i++) {
    const p = game.pending(s, { labels: false });
    if (p.terminal) break;
    const o = p.options[i % p.options.length];
    if (!o) break;
    choices.push({ rqid: p.rqid, option: o.id });
    const a = game.apply(s, p.rqid, o.id);
    if (!a.ok) throw new Error(a.error.message);
  }
  return { choices, hash: game.hash(s) };
}

afterEach(() => vi.restoreAllMocks());

describe('a set-up checked once', () => {
  it('the same object starts a second game and its replay without a second check, to the same hash', () => {
    const cfg = carrying();
    const check = vi.spyOn(partyConfigSchema, 'safeParse');
    const { choices, hash } = play(cfg, 5);
    expect(check).toHaveBeenCalledTimes(1);
    const rep = replay(game, makeRecord(game, cfg, 5, choices));
    if (!rep.ok) throw new Error(rep.error.message);
    expect(rep.value.hash).toBe(hash);
    expect(play(cfg, 5).hash).toBe(hash);
    expect(check).toHaveBeenCalledTimes(1);
    // A copy (as from a file or a request) is another set-up: checked, and plays the same.
    expect(play(JSON.parse(JSON.stringify(cfg)), 5).hash).toBe(hash);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('the same object changed after it passed is checked again and refused, naming the field', () => {
    const cfg = carrying();
    expect(game.setup(cfg, 1).ok).toBe(true);
    cfg.life = 0;
    const r = game.setup(cfg, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/\$\.life/);
    cfg.life = 10;
    expect(game.setup(cfg, 1).ok).toBe(true);
    // A carried card changed in place: its cost beyond the card range.
    const card = cfg.cards[0];
    if (!card) throw new Error('no carried card');
    card.cost = 99;
    const c = game.setup(cfg, 1);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.message).toMatch(/\$\.cards\[0\]\.cost/);
  });

  it('a change no JSON text would show (an unknown key holding undefined) is still refused', () => {
    const cfg = carrying();
    expect(game.setup(cfg, 1).ok).toBe(true);
    Object.assign(cfg, { extra: undefined });
    expect(JSON.stringify(cfg)).toBe(JSON.stringify(carrying()));
    const r = game.setup(cfg, 1);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/extra/);
  });

  it('a forged record (its set-up changed after the game) is refused on replay', () => {
    const cfg = carrying();
    const { choices } = play(cfg, 3);
    const forged = recordSchema.parse(JSON.parse(JSON.stringify(makeRecord(game, cfg, 3, choices))));
    (forged.config as { players: { cards: { dice: number }[] }[] }).players[0]!.cards[0]!.dice = 9;
    const rep = replay(game, forged);
    expect(rep.ok).toBe(false);
    if (!rep.ok) expect(rep.error.message).toMatch(/at most \d+ dice, not 9/);
  });
});

describe('sameJson', () => {
  it('is equality of plain JSON values, key for key', () => {
    expect(sameJson({ a: [1, 'x', null, true], b: { c: 2 } }, { b: { c: 2 }, a: [1, 'x', null, true] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson(new Date(0), {})).toBe(false);
    expect(sameJson(Number.NaN, Number.NaN)).toBe(false);
    const holed: unknown[] = [];
    holed[1] = 1;
    expect(sameJson(holed, [undefined, 1])).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});
