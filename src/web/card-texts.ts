/**
 * The rules text of a game's cards, as the server renders it from the card encodings
 * (`GET /api/games/:id/cards`; DDM `cards/render.ts`, Dice Masters `cards/render.ts`): fetched once
 * per page and game, so every view shows the engine's own words and never a copy of its own.
 */
import { useEffect, useState } from 'react';
import { api, type CardText } from './api.js';

const cache = new Map<string, Promise<CardText[]>>();

export function useCardTexts(game: string): readonly CardText[] {
  const [texts, setTexts] = useState<readonly CardText[]>([]);
  useEffect(() => {
    let live = true;
    let p = cache.get(game);
    if (!p) {
      p = api.cards(game).then((r) => r.cards);
      // A failed fetch is tried again by the next view that asks.
      p.catch(() => cache.delete(game));
      cache.set(game, p);
    }
    p.then((t) => live && setTexts(t)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game]);
  return texts;
}
