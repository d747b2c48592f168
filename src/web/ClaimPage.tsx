/**
 * An invite link (`#/i/<table>/<seat>/<secret>`): claims the seat with the link's secret, keeps the
 * fresh token the server returns in this browser, and opens the table with it. The secret stops
 * working once used, so nobody else who sees the link (the creator included) can then act for the
 * seat (docs/security.md "Seats").
 */
import { useEffect, useState } from 'react';
import { api, myTokens } from './api.js';

export function ClaimPage({ id, seat, secret }: { id: string; seat: number; secret: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .claim(id, seat, secret)
      .then((r) => {
        if (!live) return;
        myTokens.add(id, [r.token]);
        // Replace the invite in the history: going back or reloading must not try the used secret again.
        window.location.replace(`#/t/${id}/${r.token}`);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [id, seat, secret]);
  return (
    <section className="panel" data-testid="claim">
      <h2>Seat {seat + 1}</h2>
      {error ? (
        <>
          <p className="error" role="alert">
            {error}
          </p>
          <p>
            <a href={`#/w/${id}`}>Watch this table</a> · <a href="#/">Lobby</a>
          </p>
        </>
      ) : (
        <p>Taking your seat…</p>
      )}
    </section>
  );
}
