// Trigger "self-first-bloodied": this creature becomes bloodied for the first time in the battle
// ("Use when this creature first becomes bloodied", "Immediate, when first Bloodied") —
// ddm-battle-rules-2011, "Hit Points": bloodied while its hit points are at or below its Bloodied
// score; a creature healed above it may become bloodied again, and "first" is read literally: only the
// first crossing. The crossings are counted (CreatureState `bloodiedTimes`, rules/hit-points.ts) for a
// creature with such a power only. Otherwise as self-becomes-bloodied: the window on Bloodied is for
// this creature.
import { windowOn, type TriggerModule } from '../language.js';
import { named } from './compose.js';

const base = named({
  trigger: 'self-first-bloodied',
  text: 'this creature first becomes bloodied',
  window: windowOn('Bloodied', { order: 0, who: 'subject' }),
  conditions: [{ kind: 'bloodied', of: 'self' }],
  on: {
    Bloodied: ({ ctx, subject }, p) =>
      p.creature === subject.id && subject.bloodiedTimes === 1 ? { other: p.by >= 0 ? (ctx.state.creatures[p.by] ?? null) : null } : null,
  },
});

/** The first crossing only: its count is 1 while the window on it is open. */
export const selfFirstBloodied: TriggerModule<'self-first-bloodied'> = { ...base, holds: (x) => base.holds(x) && x.subject.bloodiedTimes === 1 };
