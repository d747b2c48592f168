// Issue 16, "An ability is one module": the parameter schemas several ability modules share — an energy
// symbol a global ability costs ("ENERGY AND COSTS"), the burst a line needs ("★ BURSTS"), the kind of game
// effect a prevention names and where a redirection may go ("★ PREVENTING AND REDIRECTING").
import { z } from 'zod';

export const energyTypeSchema = z.enum(['fist', 'bolt', 'mask', 'shield']);
export const burstSchema = z.union([z.literal(1), z.literal(2), z.literal('any')]);
export const effectClassSchema = z.enum(['draw', 'move', 'knock-out', 'capture', 'life', 'damage', 'spin', 'bonus', 'global', 'action', 'any']);
export const redirectTargetSchema = z.enum(['opposing-character', 'own-other-character', 'any-other-character', 'opponent', 'opponent-or-opposing-character']);
