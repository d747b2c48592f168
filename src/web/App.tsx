/** Hash routes: `#/` lobby, `#/t/<table>/<token>[/<token>…]` play a seat, `#/w/<table>` watch, `#/r/<table>` replay. */
import { useEffect, useState } from 'react';
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
  else if (route === 'w' && id) page = <TablePage key={parts.join('/')} id={id} tokens={[]} />;
  else if (route === 'r' && id) page = <Replay key={id} id={id} />;
  else page = <Lobby />;
  return (
    <div className="app">
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
