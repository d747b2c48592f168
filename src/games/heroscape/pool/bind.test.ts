/**
 * Binding by card (pool/bind.ts): a power is enforced on a card only where that card's pool entry
 * lists it with the printed text it was encoded from — never by its name alone.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abilityByKey, enforcedPowers } from '../abilities/index.js';
import { card } from '../battle/testkit.js';
import { bindingsOf, fliesByBinding } from './bind.js';
import { duplicateCards, ENCODED } from './tables.js';
import { textHash } from './text-hash.js';
import { ABSENT, named, parsePublished, UNITS_FILE } from './units-fixture.js';

const HAVE_UNITS = existsSync(UNITS_FILE);
if (!HAVE_UNITS) console.warn(ABSENT);
const cards = HAVE_UNITS ? parsePublished(readFileSync(UNITS_FILE, 'utf8')) : [];
const published = (name: string) => named(cards, name);

describe('the pool tables', () => {
  it('name only modules that exist, and each card once', () => {
    for (const c of ENCODED.values()) for (const p of c.powers) expect(abilityByKey(p.ability), `${c.card}: ${p.power} → ${p.ability}`).toBeDefined();
    expect(duplicateCards()).toEqual([]);
  });

  it.skipIf(!HAVE_UNITS)('match the shared units file: every encoded power of every listed card is there with the text encoded', () => {
    const byName = new Map(cards.map((c) => [c.name, c]));
    for (const e of ENCODED.values()) {
      if (e.card.startsWith('Test ')) continue; // the project's own cards (pool/sets/project.ts)
      const c = byName.get(e.card);
      expect(c, e.card).toBeDefined();
      for (const p of e.powers) expect(textHash(c!.powers.find((x) => x.name === p.power)?.text ?? ''), `${e.card}: ${p.power}`).toBe(p.text);
    }
  });
});

describe('binding by card, not by name', () => {
  it.skipIf(!HAVE_UNITS)("Counter Strike carries its card's own exception: the Samurai cards exclude Samurai, Charos excludes nobody", () => {
    expect(enforcedPowers(published('Izumi Samurai')).find((a) => a.key === 'counter-strike')?.params).toEqual({ except: 'samurai' });
    const charos = enforcedPowers(published('Charos')).find((a) => a.key === 'counter-strike');
    expect(charos).toBeDefined();
    expect(charos?.params).toBeUndefined();
  });

  it.skipIf(!HAVE_UNITS)('a published card with other wording for an encoded power is "text differs", not played', () => {
    const izumi = published('Izumi Samurai');
    const reworded = { ...izumi, powers: izumi.powers.map((p) => ({ ...p, text: `${p.text} Also against ranged attacks.` })) };
    expect(bindingsOf(reworded).map((b) => b.status)).toEqual(['text-differs']);
    expect(enforcedPowers(reworded)).toEqual([]);
    // control: the printed wording is enforced
    expect(bindingsOf(izumi).map((b) => b.status)).toEqual(['enforced']);
  });

  it('a card outside the pool with a power of an encoded name is not played by that name', () => {
    const stranger = card({ name: 'Home-made Samurai', powers: [{ name: 'Counter Strike', text: 'anything' }] });
    expect(bindingsOf(stranger).map((b) => b.status)).toEqual(['missing']);
    expect(enforcedPowers(stranger)).toEqual([]);
    // control: our own card naming the module is played by it
    const ours = card({ name: 'Home-made Samurai', powers: [{ name: 'Counter Strike', text: 'anything', ability: 'counter-strike' }] });
    expect(enforcedPowers(ours).map((a) => a.key)).toEqual(['counter-strike']);
  });

  it.skipIf(!HAVE_UNITS)("the Iron Golem's Flying (the file prints Raelin's text on it) is not played, and it does not fly", () => {
    const golem = published('Iron Golem');
    expect(bindingsOf(golem).find((b) => b.power === 'Flying')?.status).toBe('missing');
    expect(fliesByBinding(golem)).toBe(false);
    expect(fliesByBinding(published('Wyvern'))).toBe(true);
  });
});
