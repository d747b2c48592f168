// Tests for `skirmish cards dicemasters` with a TeamBuilder file — dice-masters-battle-for-faerun "CARDS"
// and "CUSTOMIZING YOUR PARTY": every card of the file is listed (148 with the promotional and
// organised-play cards), each marked enforced or not as the coverage report says, with our rules text
// only; without a file given and no default copy, the shipped cards are listed as before.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../../../cli/main.js';
import { memoryIo } from '../../../../cli/test-io.js';
import type { Coverage } from './coverage.js';
import { module } from '../../module.js';
import { parseTeamBuilder } from '../../import/teambuilder.js';
import { BFF_ENCODINGS } from './encodings.js';
import { setListing } from './listing.js';
import { buildSet } from './set.js';

const PATH = new URL('../../../../../../shared/data/dicemasters/tdc-teambuilder-cards.php', import.meta.url);
const HAVE = existsSync(PATH);
if (!HAVE) console.warn('card listing: ../shared/data/dicemasters/tdc-teambuilder-cards.php is absent, so the whole-set listing is not checked');

describe.skipIf(!HAVE)('skirmish cards dicemasters with the TeamBuilder file', () => {
  const text = HAVE ? readFileSync(PATH, 'utf8') : '';

  it('lists every card of the file, marked as the coverage report marks it', () => {
    const listed = module.setCards?.({ cards: 'tb.php' }, () => text);
    if (!listed?.ok) throw new Error('no listing');
    const cov = module.coverage?.({ cards: 'tb.php' }, () => text);
    if (!cov?.ok) throw new Error('no coverage');
    const cards = (cov.value.json as Coverage).cards;
    expect(listed.value).toHaveLength(cards.length);
    listed.value.forEach((c, i) => {
      const k = cards[i];
      expect(c.name, k?.key).toContain(`[${k?.key ?? ''}]`);
      expect(c.enforced, k?.key).toBe(k?.enforced);
      expect(c.name.endsWith(' — enforced'), k?.key).toBe(k?.enforced);
    });
    // An enforced card shows our rules text; an unenforced one only its facts and faces.
    const stirge = listed.value.find((c) => c.name.includes('[stirge/lesser-beast]'));
    expect(stirge?.text).toContain('may block one of its dice');
    // (Whichever card is still unenforced: each set of cards encoded leaves fewer.)
    for (const c of listed.value.filter((x) => !x.enforced && !x.name.includes('partly encoded'))) expect(c.text.split('\n'), c.name).toHaveLength(2);
    // A partly encoded card shows the rules text of what is encoded and says what is not yet.
    for (const k of cards.filter((x) => x.partial)) {
      const c = listed.value.find((x) => x.name.includes(`[${k.key}]`));
      expect(c?.name).toContain(`partly encoded, not yet ${k.partial ?? ''}`);
      expect(c?.text.split('\n').length).toBeGreaterThan(2);
    }
  });

  it('a partly encoded card (a test-only encoding: every card of the set is wholly encoded) shows the rules text of what is encoded and says what is not yet', () => {
    const r = parseTeamBuilder(text, 'tb.php');
    if (!r.ok) throw new Error(r.error);
    const KEY = 'prismatic-spray/lesser-spell';
    const enc = BFF_ENCODINGS[KEY];
    if (!enc) throw new Error(`${KEY} has no encoding`);
    const c = setListing(buildSet(r.value, { [KEY]: { ...enc, partial: 'a test-only gap' } })).find((x) => x.name.includes(`[${KEY}]`));
    expect(c?.enforced).toBe(false);
    expect(c?.name).toContain('partly encoded, not yet a test-only gap');
    expect(c?.text.split('\n').length).toBeGreaterThan(2);
  });

  it('through the CLI: --cards FILE prints each card with its status; --json carries the flag', async () => {
    const a = memoryIo({ 'tb.php': text });
    expect(await main(['cards', 'dicemasters', '--cards', 'tb.php', '--name', 'stirge'], a)).toBe(0);
    expect(a.stdout.join('\n')).toMatch(/Stirge, Lesser Beast \[stirge\/lesser-beast\] \(Battle for Faerûn #52\) — enforced/);
    const b = memoryIo({ 'tb.php': text });
    expect(await main(['cards', 'dicemasters', '--cards', 'tb.php', '--json'], b)).toBe(0);
    const json = JSON.parse(b.stdout.join('')) as { enforced: boolean }[];
    expect(json).toHaveLength(148);
    expect(json.every((c) => typeof c.enforced === 'boolean')).toBe(true);
  });
});

describe('skirmish cards dicemasters without a TeamBuilder file', () => {
  it('an unreadable --cards file is an error naming it; no file at all lists the shipped cards', async () => {
    const a = memoryIo({});
    expect(await main(['cards', 'dicemasters', '--cards', 'nowhere.php'], a)).toBe(1);
    expect(a.stderr.join('\n')).toContain('nowhere.php: cannot read the file');
    // The default copy absent (this reader has no files): the shipped catalogue, as before.
    const b = memoryIo({});
    expect(await main(['cards', 'dicemasters', '--name', 'NPC'], b)).toBe(0);
    expect(b.stdout.join('\n')).toContain('NPC die (no card)');
  });
});
