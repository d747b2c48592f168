/**
 * The Heroscape table, loaded when a Heroscape table is opened: three.js is most of its weight, so
 * the lobby and the other games' tables do not download it.
 */
import { lazy, Suspense } from 'react';
import type { ViewProps } from './types.js';

const View = lazy(() => import('./Heroscape.js').then((m) => ({ default: m.HeroscapeView })));

export function HeroscapeLazyView(props: ViewProps) {
  return (
    <Suspense fallback={<p className="panel muted">Loading the battlefield…</p>}>
      <View {...props} />
    </Suspense>
  );
}
