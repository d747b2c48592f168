// The shape of one entry of a ddmwi creatures file (mkouba/ddmwi `creatures.json`), checked before
// anything is read from it, so a malformed entry is reported by file and entry.
import { z } from 'zod';

export const ddmwiPowerSchema = z.object({
  type: z.enum(['ATTACK', 'SPECIAL', 'ABILITY', 'CHAMPION']),
  text: z.string(),
  limit: z.number().int().positive().optional(),
});

export const ddmwiEntrySchema = z.object({
  name: z.string().min(1),
  setInfo: z.string(),
  alignment: z.enum(['GOOD', 'NEUTRAL', 'EVIL']),
  movementMode: z.enum(['NORMAL', 'FLIGHT', 'BURROW']),
  cost: z.number().int().nonnegative(),
  level: z.number().int().nonnegative(),
  speed: z.number().int().nonnegative(),
  hp: z.number().int().positive(),
  ac: z.number().int(),
  fort: z.number().int(),
  ref: z.number().int(),
  will: z.number().int(),
  factions: z.array(z.enum(['BORDERLANDS', 'CIVILIZATION', 'UNDERDARK', 'WILD'])).min(1),
  keywords: z.array(z.string()),
  championRating: z.number().int().nonnegative().optional(),
  powers: z.array(ddmwiPowerSchema),
});
export type DdmwiEntry = z.infer<typeof ddmwiEntrySchema>;
export type DdmwiPower = z.infer<typeof ddmwiPowerSchema>;
