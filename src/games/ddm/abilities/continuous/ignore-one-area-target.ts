// Continuous "ignore-one-area-target" (Golden Wyvern): may leave one creature out of the area of its
// close and area attacks. Asked where the area's choices are built (`rules/tactics.ts`, the query
// `ignoresOneAreaTarget`), so it is not an effect in play.
import type { ContinuousModule } from './module.js';

export const ignoreOneAreaTarget: ContinuousModule<'ignore-one-area-target'> = {
  kind: 'ignore-one-area-target',
  text: () => 'may leave one creature out of the area of its close and area attacks',
  answers: () => ({ ignoresOneAreaTarget: true }),
};
