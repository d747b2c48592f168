// Power "mount" (ddm-battle-rules-2011, "Mounts and Riders", MOUNT): who may ride this creature, in
// the project's words; the Definition Block shows "Mount" (cards/render.ts).
import { mountPowerSchema } from '../../cards/schema.js';
import type { PowerModule } from './module.js';

export const mount: PowerModule<'mount'> = {
  kind: 'mount',
  section: 'ddm-battle-rules-2011, "Mounts and Riders", MOUNT',
  schema: mountPowerSchema,
  text(p) {
    const who =
      p.keywords.length === 0
        ? 'creature'
        : p.keywords.length === 1
          ? `${p.keywords[0]}`
          : `${p.keywords.slice(0, -1).join(', ')} or ${p.keywords[p.keywords.length - 1]}`;
    const count = p.riders === 1 ? 'one rider' : `up to ${p.riders} riders`;
    return `${p.name}: Mount. Carries ${count}: a ${p.nonMounted ? 'non-Mounted ' : ''}${p.maxSize} or smaller ${who} ally.`;
  },
  answers: (p) => ({ mount: p }),
};
