// "PURCHASING A DIE" and "FIELD CHARACTERS" (ENERGY AND COSTS): a main-step option names its payment
// by index and the payment is built when it is chosen; the labelled option shows that payment (`pay`,
// the dice a UI highlights), and choosing the option spends exactly those dice.
import { describe, expect, it } from 'vitest';
import type { Option } from '../../../core/index.js';
import { firstGameConfig } from '../setup.js';
import { game } from '../test-helpers.js';
import type { DmState } from '../types.js';

type Shown = { readonly a?: string; readonly payment?: number; readonly pay?: readonly { readonly ref: string; readonly amount: number }[] };
const shown = (o: Option): Shown => o.payload as Shown;

/** Plays seeded random choices until a main-step decision offers a purchase or a fielding paid with dice. */
function atPaidChoice(seed: number): { s: DmState; option: Option } | null {
  const r = game.setup(firstGameConfig(), seed);
  if (!r.ok) throw new Error(r.error.message);
  const s = r.value.state;
  let x = seed;
  for (let i = 0; i < 2000; i++) {
    const p = game.pending(s);
    if (p.terminal) return null;
    if (p.kind === 'main') {
      const option = p.options.find(
        (o) => (shown(o).a === 'buy' || shown(o).a === 'field') && (shown(o).pay ?? []).some((part) => part.ref.startsWith('die:')),
      );
      if (option) return { s, option };
    }
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const a = game.apply(s, p.rqid, (p.options[x % p.options.length] as Option).id);
    if (!a.ok) throw new Error(a.error.message);
  }
  return null;
}

describe('main-step payments: named by index, built when chosen', () => {
  it('bots get the index only; a UI gets the payment, and choosing spends exactly those dice', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const found = atPaidChoice(seed);
      if (!found) continue;
      const { s, option } = found;
      // As offered to bots: the index, no payment built.
      const raw = game.pending(s, { labels: false });
      if (raw.terminal) throw new Error('over');
      const offered = raw.options.find((o) => o.id === option.id)?.payload as Shown;
      expect(offered.pay).toBeUndefined();
      expect(typeof offered.payment).toBe('number');
      // As shown: the same index, with the payment whose words are the label's.
      const pay = shown(option).pay ?? [];
      expect(shown(option).payment).toBe(offered.payment);
      const paid = new Set(pay.filter((part) => part.ref.startsWith('die:')).map((part) => Number(part.ref.slice(4))));
      const kept = s.dice.filter((d) => d.zone === 'reserve' && d.owner === raw.player && !paid.has(d.id) && shown(option).a === 'buy');
      const r = game.apply(s, raw.rqid, option.id);
      if (!r.ok) throw new Error(r.error.message);
      // A die spent whole went to the used pile; one spent in part stayed in the reserve, spun down.
      for (const part of pay) {
        if (!part.ref.startsWith('die:')) continue;
        const d = s.dice[Number(part.ref.slice(4))];
        expect(d?.zone === 'used' || (d?.zone === 'reserve' && d.partial)).toBe(true);
      }
      // Nothing else was spent (a purchase moves no other reserve die).
      for (const d of kept) expect(s.dice[d.id]?.zone).toBe('reserve');
      expect(paid.size).toBeGreaterThan(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
