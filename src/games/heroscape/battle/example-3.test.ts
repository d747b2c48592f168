import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseUnits } from '../cards/import-units.js';
import { exampleArmies } from '../content/example-armies.js';
import { testField } from '../content/test-field.js';
import { choose, game, open, start } from './testkit.js';

const UNITS = new URL('../../../../../shared/data/heroscape/heroscape-json-units.json', import.meta.url);
const HAVE_UNITS = existsSync(UNITS);
if (!HAVE_UNITS) console.warn('Example 3: ../shared/data/heroscape/heroscape-json-units.json is absent, so the test is skipped');

type View = { cards: { name: string; markers: string[] }[] };

describe.skipIf(!HAVE_UNITS)('Example 3: You Place Your Order Markers (the imported armies of Examples 2, 3 and 16)', () => {
  it("1 on Grimnak, 2 on the Marro Warriors, 3 on Finn, X on the Zettian Guards; the opponent 1 on Syvarris, 2 and 3 on Deathwalker, X on the Krav Maga Agents — each sees only the other's face-down markers", () => {
    const cards = parseUnits(readFileSync(UNITS, 'utf8'), 'heroscape-json-units.json');
    if (!cards.ok) throw new Error(cards.error);
    const armies = exampleArmies(cards.value, 'heroscape-json-units.json');
    if (!armies.ok) throw new Error(armies.error);
    const s = start({ map: testField(), armies: armies.value, roundLimit: 3 });
    const index = (name: string) => s.cards.findIndex((c) => c.card.name === name);
    for (const name of ['Grimnak', 'Marro Warriors', 'Finn the Viking Champion', 'Zettian Guards']) choose(s, `card:${index(name)}`, 'place-marker');
    const mine = game.observe(s, 0).view as View;
    expect(mine.cards.slice(0, 4).map((c) => c.markers)).toEqual([['1'], ['2'], ['3'], ['X']]);
    // The opponent places while seeing none of them.
    expect((game.observe(s, 1).view as View).cards.slice(0, 4).map((c) => c.markers)).toEqual([[], [], [], []]);
    const theirs = ['Syvarris', 'Deathwalker 9000', 'Deathwalker 9000', 'Krav Maga Agents'];
    theirs.forEach((name, i) => {
      if (i === theirs.length - 1) game.forceChance(s, [3, 17]);
      choose(s, `card:${index(name)}`, 'place-marker');
    });
    // The opponent won initiative: Syvarris's marker 1 is revealed; the rest stay face down for you.
    const yours = game.observe(s, 0).view as View;
    expect(yours.cards.slice(4).map((c) => [c.name, c.markers])).toEqual([
      ['Syvarris', []],
      ['Deathwalker 9000', ['?', '?']],
      ['Krav Maga Agents', ['?']],
      ['Tarn Viking Warriors', []],
    ]);
    expect(open(s)).toMatchObject({ kind: 'choose-mover', player: 1 });
  });
});
