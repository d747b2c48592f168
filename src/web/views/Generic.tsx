/** Fallback view for a game without its own table view: the observation as readable data. */
import type { ViewProps } from './types.js';

export function GenericView({ obs }: ViewProps) {
  return (
    <section className="panel generic-view" data-testid="generic-view">
      <h3>Position</h3>
      <pre>{JSON.stringify(obs.view, null, 2)}</pre>
    </section>
  );
}
