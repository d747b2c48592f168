// The power language's triggered power (ddm-battle-rules-2011, "Automatic Powers", "Activated
// Powers", "COMMON TRIGGERED POWERS"): a trigger (abilities/triggers/: named, or an event × condition
// parts) × a target (abilities/targets/) × an effect (abilities/effects/) × a duration, with the
// card's limits — activated or automatic, the action it takes, its uses.
import { triggeredPowerSchema } from '../../cards/schema.js';
import { effectModule } from '../index.js';
import { triggerModule } from '../triggers/index.js';
import { usesText, type PowerModule } from './module.js';

export const triggered: PowerModule<'triggered'> = {
  kind: 'triggered',
  section: 'ddm-battle-rules-2011, "Automatic Powers" and "Activated Powers"',
  schema: triggeredPowerSchema,
  text(p) {
    const when = triggerModule(p.trigger).text;
    const at = when.startsWith('the ');
    const use = p.activated ? `Use ${at ? 'at' : 'when'} ${when}` : `${at ? 'At' : 'Whenever'} ${when}`;
    return `${p.name}${usesText(p.uses)}: ${p.action === 'immediate' ? 'Immediate action. ' : ''}${use}: ${effectModule(p.effect).text(p.effect, p.duration, p.target)}${p.action === 'free' ? ' as a free action' : ''}.`;
  },
  // The reaction windows (powers/windows.ts) and the roll-order rule ask for the creature's triggered powers.
  answers: (p) => ({ triggered: p, ...(p.trigger === 'self-first-bloodied' ? { countsBloodied: true } : {}) }),
};
