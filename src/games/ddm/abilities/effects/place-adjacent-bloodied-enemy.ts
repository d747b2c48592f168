// Effect "place-adjacent-bloodied-enemy": PLACE this creature in a legal space adjacent to a bloodied
// enemy (ddm-battle-rules-2011, "PLACE"; also how a Delayed Appearance creature enters, "Set-Up").
import { geo } from '../../geo.js';
import { placesNearBloodied } from '../../powers/appearance.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const placeAdjacentBloodiedEnemy: PowerEffectModule<'place-adjacent-bloodied-enemy'> = {
  kind: 'place-adjacent-bloodied-enemy',
  text: () => 'place this creature on the battle map in a space adjacent to a bloodied enemy',
  grantsAction: true,
  entersPlay: true,
  possible: ({ ctx, subject }) => placesNearBloodied(geo(ctx.state), subject).length > 0,
  resolve: ({ ctx, subject }) => ctx.push(step('place-power', { creature: subject.id })),
};
