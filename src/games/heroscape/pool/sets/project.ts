/**
 * The project's own invented army cards (content/test-armies.ts): the powers their text (our own
 * wording) gives them, bound like a published card's.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import type { CardEncoding } from '../types.js';

export const PROJECT_CARDS: readonly CardEncoding[] = [
  { card: 'Test Hawk Rider', powers: [{ power: 'Flying', ability: 'flying', text: '852229f5' }] },
  { card: 'Test Agents', powers: [{ power: 'Stealth Dodge', ability: 'stealth-dodge', text: '5d9d251e' }] },
];
