// Trigger "self-becomes-bloodied": this creature becomes bloodied (ddm-battle-rules-2011, "Hit Points":
// bloodied while its hit points are at or below its Bloodied score; the rules announce Bloodied when
// it crosses that line). An automatic power hears the announced event (the event itself says this
// creature crossed the line; "that creature" is the one that bloodied it); an activated or champion
// power is declared in the window on it, for this creature.
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const selfBecomesBloodied = named({
  trigger: 'self-becomes-bloodied',
  text: 'this creature becomes bloodied',
  window: windowOn('Bloodied', { order: 0, who: 'subject' }),
  conditions: [{ kind: 'bloodied', of: 'self' }],
  on: {
    Bloodied: ({ ctx, subject }, p) => (p.creature === subject.id ? { other: p.by >= 0 ? (ctx.state.creatures[p.by] ?? null) : null } : null),
  },
});
