// Issue 16: the registry of Dice Masters custom cards (cards/custom/custom-card.ts), by card id — one
// line per card file. The `custom` ability module renders their text, abilities/index.ts registers their
// handlers and query answers, and the Battle for Faerûn set (cards/bff/set.ts) takes their data rows.
import type { CustomCard } from './custom-card.js';
import { zombieMinionUndead } from './zombie-minion-undead.js';
import { zombieParagonUndead } from './zombie-paragon-undead.js';
import { halfOrcFighterParagonZhentarim } from './half-orc-fighter-paragon-zhentarim.js';
import { mummyGreaterUndead } from './mummy-greater-undead.js';
import { drowAssassinGreaterHumanoid } from './drow-assassin-greater-humanoid.js';
import { dracolichParagonUndeadDragon } from './dracolich-paragon-undead-dragon.js';
import { manticoreParagonBeast } from './manticore-paragon-beast.js';
import { copperDragonGreaterDragon } from './copper-dragon-greater-dragon.js';
import { copperDragonParagonDragon } from './copper-dragon-paragon-dragon.js';
import { invisibleStalkerGreaterElemental } from './invisible-stalker-greater-elemental.js';
import { redDragonEpicDragon } from './red-dragon-epic-dragon.js';
import { minscAndBoo } from './minsc-and-boo-go-for-the-eyes-boo.js';

export const CUSTOM_CARDS: ReadonlyMap<string, CustomCard> = new Map(
  [
    zombieMinionUndead,
    zombieParagonUndead,
    halfOrcFighterParagonZhentarim,
    mummyGreaterUndead,
    drowAssassinGreaterHumanoid,
    dracolichParagonUndeadDragon,
    manticoreParagonBeast,
    copperDragonGreaterDragon,
    copperDragonParagonDragon,
    invisibleStalkerGreaterElemental,
    redDragonEpicDragon,
    minscAndBoo,
  ].map((c) => [c.card, c]),
);
