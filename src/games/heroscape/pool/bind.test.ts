/**
 * Binding by card (pool/bind.ts): a power is enforced on a card only where that card's pool entry
 * lists it with the printed text it was encoded from — never by its name alone.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abilityByKey, enforcedPowers } from '../abilities/index.js';
import { card } from '../battle/testkit.js';
import { powerLines, unenforcedPowers } from '../abilities/render.js';
import { bindingsOf, fliesByBinding } from './bind.js';
import { DATA_ERRORS } from './sets/data-errors.js';
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

  it.skipIf(!HAVE_UNITS)(
    "the Iron Golem's Flying (the file prints Raelin's text on it) is not on its card: not played, it does not fly, and the card is whole",
    () => {
      const golem = published('Iron Golem');
      expect(bindingsOf(golem).find((b) => b.power === 'Flying')?.status).toBe('not-on-card');
      expect(fliesByBinding(golem)).toBe(false);
      expect(unenforcedPowers(golem)).toEqual([]);
      expect(powerLines(golem).find((l) => l.startsWith('Flying'))).toMatch(/not played/);
      expect(fliesByBinding(published('Wyvern'))).toBe(true);
    },
  );
});

describe('known data errors of the units file (pool/sets/data-errors.ts)', () => {
  it('each entry names a module that exists (or none: not on the card), and no set table binds the same power', () => {
    for (const d of DATA_ERRORS) {
      if (d.standard !== undefined) expect(abilityByKey(d.standard), `${d.card}: ${d.power}`).toBeDefined();
      expect(ENCODED.get(d.card)?.powers.some((p) => p.power === d.power) ?? false, `${d.card}: ${d.power}`).toBe(false);
    }
  });

  it.skipIf(!HAVE_UNITS)('each matches the shared file: that card lists that power with that erroneous text', () => {
    for (const d of DATA_ERRORS) expect(textHash(published(d.card).powers.find((p) => p.name === d.power)?.text ?? ''), `${d.card}: ${d.power}`).toBe(d.text);
  });

  it.skipIf(!HAVE_UNITS)(
    "the Fire Elemental's Lava Resistant and the Einar Imperium's Stealth Flying are played as the standard powers, and the player is told",
    () => {
      const fire = bindingsOf(published('Fire Elemental')).find((b) => b.power === 'Lava Resistant');
      expect(fire).toMatchObject({ status: 'enforced', ability: 'lava-resistant' });
      expect(fire?.dataError).toBeDefined();
      expect(powerLines(published('Fire Elemental')).find((l) => l.startsWith('Lava Resistant'))).toMatch(
        /text in the data file differs; enforced as the standard Lava Resistant/,
      );
      expect(bindingsOf(published('Einar Imperium')).find((b) => b.power === 'Stealth Flying')).toMatchObject({
        status: 'enforced',
        ability: 'stealth-flying',
      });
      expect(fliesByBinding(published('Einar Imperium'))).toBe(true);
      // control: a standard card's Lava Resistant carries no such note
      expect(powerLines(published('Brunak')).find((l) => l.startsWith('Lava Resistant'))).not.toMatch(/data file/);
    },
  );

  it.skipIf(!HAVE_UNITS)(
    'the erroneous text binds only on its card: another card carrying it stays unbound, and the card with other wording is "text differs" or missing',
    () => {
      const fire = published('Fire Elemental');
      const wrong = fire.powers.find((p) => p.name === 'Lava Resistant')!;
      // Brunak (a Lava Resistant card) given the Fire Elemental's wrong text: text differs, not played.
      const brunak = published('Brunak');
      const brunakWrong = { ...brunak, powers: brunak.powers.map((p) => (p.name === 'Lava Resistant' ? { ...p, text: wrong.text } : p)) };
      expect(bindingsOf(brunakWrong).find((b) => b.power === 'Lava Resistant')?.status).toBe('text-differs');
      expect(enforcedPowers(brunakWrong).some((a) => a.key === 'lava-resistant')).toBe(false);
      // A card outside the pool with the same power and wrong text: missing.
      const stranger = card({ name: 'Home-made Elemental', powers: [{ name: 'Lava Resistant', text: wrong.text }] });
      expect(bindingsOf(stranger).map((b) => b.status)).toEqual(['missing']);
      // The Fire Elemental with yet another wording: not the known error, not played.
      const reworded = { ...fire, powers: fire.powers.map((p) => (p.name === 'Lava Resistant' ? { ...p, text: `${p.text} Reworded.` } : p)) };
      expect(bindingsOf(reworded).find((b) => b.power === 'Lava Resistant')?.status).toBe('missing');
      // The Iron Golem's wrong Flying text on Raelin is Raelin's own, bound by its set table as usual.
      expect(bindingsOf(published('Raelin the Kyrie Warrior (1)')).find((b) => b.power === 'Flying')).toMatchObject({ status: 'enforced', ability: 'flying' });
      expect(bindingsOf(published('Raelin the Kyrie Warrior (1)')).find((b) => b.power === 'Flying')?.dataError).toBeUndefined();
    },
  );
});
