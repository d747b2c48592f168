// The Dice Masters party builder over the whole Battle for Faerûn set imported from a TeamBuilder file
// (dice-masters-battle-for-faerun, "CUSTOMIZING YOUR PARTY"): every card of the set is in the pool,
// marked enforced or not as cards/bff/set.ts decides; an unenforced card is refused until the player
// allows it; a table's config carries the imported cards it names and the game starts it. Reads the
// shared TeamBuilder file by path; skips without it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { module as dicemasters } from '../../games/dicemasters/module.js';
import type { AnyGameModule } from '../../games/module.js';
import { parseTeamBuilder } from '../../games/dicemasters/import/teambuilder.js';
import { buildSet } from '../../games/dicemasters/cards/bff/set.js';
import { buildersFromFiles } from './card-files.js';
import { buildSetup } from './index.js';

const FILE = resolve('../shared/data/dicemasters/tdc-teambuilder-cards.php');
const present = existsSync(FILE);
if (!present) console.warn(`skipping the Battle for Faerûn builder tests: ${FILE} is absent`);

describe.skipIf(!present)('Dice Masters party builder over the imported set', () => {
  const made = present ? buildersFromFiles({ dicemasters: FILE }, (p) => readFileSync(p, 'utf8')) : null;
  const builder = () => {
    if (!made?.ok) throw new Error(made ? made.error : 'no file');
    return made.value['dicemasters']!;
  };
  // The cards of the set cards/bff/set.ts leaves unenforced (none once every card is encoded: the refusal
  // case below then skips; party/validate.test.ts refuses a test-only unenforced card either way).
  const unenforcedInSet = (() => {
    if (!present) return [];
    const r = parseTeamBuilder(readFileSync(FILE, 'utf8'), 'tdc-teambuilder-cards.php');
    if (!r.ok) throw new Error(r.error);
    return buildSet(r.value)
      .filter((c) => !c.enforced)
      .map((c) => c.facts.key);
  })();

  it('lists the whole set, the encoded cards enforced and the rest marked', () => {
    const pool = builder().pool();
    expect(pool.cards.length + pool.extras.length).toBeGreaterThan(130);
    // From the catalogue, from cards/bff/encodings.ts, and a card with no encoding.
    expect(pool.cards.find((c) => c.id === 'blue-dragon/master-dragon')?.unenforced).toEqual([]);
    expect(pool.cards.find((c) => c.id === 'owlbear/greater-beast')?.unenforced).toEqual([]);
    const marked = [...pool.cards, ...pool.extras].filter((c) => c.unenforced.length > 0).map((c) => c.id);
    expect(marked.sort()).toEqual([...unenforcedInSet].sort());
  });

  const starterWith = (card: string) => {
    const starter = builder().pool().starters[0]!.build as { cards: { card: string; dice: number }[] };
    return { ...starter, cards: [...starter.cards.slice(0, -1), { card, dice: 2 }] };
  };

  it.skipIf(unenforcedInSet.length === 0)('refuses an unenforced card of the set unless allowed (skipped: every card of the set is enforced)', () => {
    const pool = builder().pool();
    // Whichever card is still not enforced (a partly encoded one counts).
    const unenforced = pool.cards.find((c) => c.unenforced.length > 0)!;
    const swap = starterWith;
    const refused = builder().check(swap(unenforced.id), false);
    expect(refused.legal).toBe(false);
    expect(refused.unenforced).toEqual([unenforced.id]);
    expect(refused.problems.map((p) => p.message).join('\n')).toContain('not enforced');
    expect(builder().check(swap(unenforced.id), true).legal).toBe(true);
  });

  it('accepts an enforced card, and the set-up carries the imported cards', () => {
    const pool = builder().pool();
    const withOwlbear = starterWith('owlbear/greater-beast');
    expect(builder().check(withOwlbear, false)).toMatchObject({ legal: true, unenforced: [] });
    const mod = dicemasters as unknown as AnyGameModule;
    const table = buildSetup(mod, builder(), [withOwlbear, pool.starters[1]!.build], false);
    if (!table.ok) throw new Error(table.problems.map((p) => p.message).join('\n'));
    expect((table.config as { cards: { key: string }[] }).cards.map((c) => c.key)).toEqual(['owlbear/greater-beast']);
  });

  it('reads a TeamBuilder team link into a Tournament build and writes the build back as a link; a bad link names the wrong part', () => {
    const b = builder();
    expect(b.pool().links).toBe(true);
    const starter = b.pool().starters[0]!.build;
    const link = b.exportLink!(starter);
    if (!link.ok) throw new Error(link.error);
    expect(link.link).toMatch(/^https:\/\/tb\.dicecoalition\.com\/index\.php\?view&cards=/);
    const read = b.importLink!(link.link);
    if (!read.ok) throw new Error(read.error);
    const s = starter as { name: string; cards: unknown[]; basicActions: unknown[] };
    expect(read.build).toEqual({ name: s.name, format: 'tournament', cards: s.cards, basicActions: s.basicActions });
    expect(b.importLink!('https://tb.dicecoalition.com/index.php?view&cards=3x999bff')).toEqual({
      ok: false,
      error: 'This team link cannot be read: cards entry 1 "3x999bff": bff has no card number 999',
    });
  });
});
