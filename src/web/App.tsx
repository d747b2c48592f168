/**
 * Hash routes: `#/` lobby, `#/t/<table>/<token>[/<token>…]` play a seat, `#/i/<table>/<seat>/<secret>` claim
 * an invited seat, `#/w/<table>` watch, `#/r/<table>` replay, `#/b/<game>` build a party, warband or army.
 */
import { useEffect, useState } from 'react';
import { BuilderPage } from './builder/BuilderPage.js';
import { ClaimPage } from './ClaimPage.js';
import { Lobby } from './Lobby.js';
import { Replay } from './Replay.js';
import { TablePage } from './TablePage.js';

function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const on = (): void => setHash(window.location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return hash;
}

export function App() {
  const parts = useHash().replace(/^#\/?/, '').split('/').filter(Boolean);
  const [route, id, ...rest] = parts;
  let page;
  if (route === 't' && id) page = <TablePage key={parts.join('/')} id={id} tokens={rest} />;
  else if (route === 'i' && id && rest.length === 2 && Number.isInteger(Number(rest[0])) && Number(rest[0]) >= 1)
    page = <ClaimPage key={parts.join('/')} id={id} seat={Number(rest[0]) - 1} secret={rest[1]!} />;
  else if (route === 'w' && id) page = <TablePage key={parts.join('/')} id={id} tokens={[]} />;
  else if (route === 'r' && id) page = <Replay key={id} id={id} />;
  else if (route === 'b' && id) page = <BuilderPage key={id} game={id} />;
  else page = <Lobby />;
  const atTable = (route === 't' || route === 'w') && id !== undefined;
  return (
    <div className="app">
      {atTable && (
        // Keyboard users reach the open question first (docs/web.md, "Accessibility").
        <button type="button" className="skip-link" data-testid="skip-to-decision" onClick={() => document.getElementById('decision')?.focus()}>
          Skip to your decision
        </button>
      )}
      <header className="topbar">
        <a href="#/" className="brand">
          Skirmish
        </a>
        <span className="tagline">rules-enforced tabletop skirmish games</span>
      </header>
      <main>{page}</main>
    </div>
  );
}
