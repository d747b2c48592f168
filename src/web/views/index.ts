/** Which table view draws which game; any other registered game gets the generic view and decision panel. */
import type { ComponentType } from 'react';
import { DdmView } from './Ddm.js';
import { DiceMastersView } from './DiceMasters.js';
import { GenericView } from './Generic.js';
import { HeroscapeLazyView } from './HeroscapeLazy.js';
import type { ViewProps } from './types.js';

const VIEWS: Readonly<Record<string, ComponentType<ViewProps>>> = {
  dicemasters: DiceMastersView,
  ddm: DdmView,
  heroscape: HeroscapeLazyView,
};

export function viewFor(game: string): ComponentType<ViewProps> {
  return VIEWS[game] ?? GenericView;
}
