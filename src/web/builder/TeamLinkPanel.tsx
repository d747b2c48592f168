/**
 * TeamBuilder team links in the Dice Masters party builder (docs/web.md, "Builders"): paste a link to
 * load its party, or write the current party as a link. The server reads and writes the link with the
 * game's own parser (party/team-link.ts); a bad link shows its error, which names the wrong part.
 */
import { useState } from 'react';
import type { Json } from '../../core/index.js';
import { api } from '../api.js';

export function TeamLinkPanel({ game, current, onImport }: { game: string; current: () => Json; onImport: (build: Json) => void }) {
  const [link, setLink] = useState('');
  const [made, setMade] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function read(): Promise<void> {
    setError(null);
    try {
      onImport((await api.importTeamLink(game, link.trim())).build);
    } catch (e) {
      setError((e as Error).message);
    }
  }
  async function write(): Promise<void> {
    setError(null);
    try {
      setMade((await api.exportTeamLink(game, current())).link);
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <section className="panel" aria-label="TeamBuilder team link">
      <h3>TeamBuilder team link</h3>
      <div className="row">
        <label>
          Link
          <input
            data-testid="team-link-input"
            type="url"
            value={link}
            placeholder="https://tb.dicecoalition.com/index.php?view&cards=…"
            onChange={(e) => setLink(e.target.value)}
          />
        </label>
        <button type="button" data-testid="import-team-link" disabled={link.trim() === ''} onClick={() => void read()}>
          Load this link
        </button>
        <button type="button" data-testid="export-team-link" onClick={() => void write()}>
          Link to this party
        </button>
      </div>
      {made && (
        <label>
          Team link of this party
          <input data-testid="team-link-output" readOnly value={made} onFocus={(e) => e.target.select()} />
        </label>
      )}
      {error && (
        <p className="error" role="alert" data-testid="team-link-error">
          {error}
        </p>
      )}
    </section>
  );
}
