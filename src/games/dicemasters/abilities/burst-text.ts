// Implements: dice-masters-battle-for-faerun — "★ BURSTS": a line that needs a burst face is shown after
// its stars (one, two, or "* or **" for the one-or-two-stars text).
import type { BurstMatch } from '../cards/types.js';

export const burstStars = (b: BurstMatch | undefined): string => (b === undefined ? '' : b === 'any' ? '* or ** : ' : `${'*'.repeat(b)} : `);
