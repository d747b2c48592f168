// Effect "redirect-to-self": the attack targets this creature instead (guidelines "Declare
// target(s)" T3, redirect effects; ddm-battle-rules-2011 "Redirect Effects").
import type { PowerEffectModule } from '../language.js';

export const redirectToSelf: PowerEffectModule<'redirect-to-self'> = {
  kind: 'redirect-to-self',
  text: () => 'the attack targets this creature instead',
  resolve({ ctx, subject, rec }) {
    if (!rec) return;
    rec.target = subject.id;
    rec.redirected = true;
    ctx.emit('redirect', { creature: subject.id, label: subject.label });
  },
};
