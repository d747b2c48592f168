// Implements: dice-masters-battle-for-faerun — "USING A GLOBAL ABILITY" and "ENERGY AND COSTS": the global
// every Battle for Faerûn Beholder card carries — pay one energy of any type: move one of your dice showing
// an action face from your reserve pool to your prep area; it is not rolled in your next roll step
// (abilities/ops/reserve-action-to-prep-held.ts). The Beholders' data rows (cards/bff/encodings.ts) share
// this one line.
import type { Ability } from '../types.js';

export const BEHOLDER_GLOBAL: Ability = { kind: 'global', cost: 'any', effect: { op: 'reserve-action-to-prep-held' } };
