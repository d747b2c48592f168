// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" — redirect: the damage about
// to be dealt goes to a new target instead (legal for it or not); the source stays the same. Only inside
// a damage reaction (rules/redirect.ts carries it out), so it is never usable or run on its own.
import { z } from 'zod';
import type { RedirectTarget } from '../../cards/types.js';
import type { EffectOpModule } from './op.js';

/** Where redirected damage (or effect) may go, in our words. */
export const REDIRECT_TEXT: Record<RedirectTarget, string> = {
  'opposing-character': 'an opposing character of your choice',
  'own-other-character': 'another of your characters of your choice',
  'any-other-character': 'another character of your choice',
  opponent: 'your opponent',
  'opponent-or-opposing-character': 'your opponent or an opposing character of your choice',
};

export const redirectDamage: EffectOpModule<'redirect-damage'> = {
  op: 'redirect-damage',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ to: z.enum(['opposing-character', 'own-other-character', 'any-other-character', 'opponent', 'opponent-or-opposing-character']) }),
  classes: [],
  text: (e) => `The damage goes instead to ${REDIRECT_TEXT[e.to]} (even one the original effect could not target); its source does not change.`,
  usable: () => false,
  run: () => null,
  choose: () => undefined,
};
