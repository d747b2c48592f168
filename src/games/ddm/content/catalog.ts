// The built-in card catalog: every starter creature and item by name.
import type { Catalog } from '../rules/warband.js';
import { STARTER_CREATURES } from './creatures.js';
import { STARTER_ITEMS } from './items.js';

export const CATALOG: Catalog = {
  creatures: new Map(STARTER_CREATURES.map((c) => [c.name, c])),
  items: new Map(STARTER_ITEMS.map((i) => [i.name, i])),
};
