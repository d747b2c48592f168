/**
 * What each player may see of the battle.
 * Rulebook: heroscape-master-game-guide — "1. PLACE YOUR ORDER MARKERS" ("Place your markers with
 * the numbers facing you, so your opponents can't see them"): another player sees no marker while
 * markers are being placed, then only which cards hold face-down markers ("?"), and each marker's
 * number once it is revealed (in the competitive variant, placed in turn, face-down markers show at
 * once). Everything else on the battlefield and the cards is open. In a team game ("Team Play":
 * "Teammates can look at each other's order markers") a teammate's markers show as the viewer's own.
 * `changed`: what the battle changed on the battlefield since it was set up (`map-changes.ts`: tiles
 * placed, pieces removed or placed, Doors opened or destroyed), the same for every viewer, null when
 * nothing did. A Marro Hive's five other spaces are its figure's `extra` (one piece on six hexes).
 */
import type { Json } from '../../../core/index.js';
import { boardOf, figuresOfCard, friendly, teamOf, whereIs, type HsState } from './state.js';
import { mapChanges } from './map-changes.js';
import { scores } from './victory.js';

export function observeBattle(s: HsState, viewer: number | null): Json {
  const board = boardOf(s);
  const score = scores(s);
  return {
    map: s.map.name,
    round: s.round,
    roundLimit: s.roundLimit,
    phase: s.phase,
    first: s.first,
    moving: s.moving,
    changed: mapChanges(s.setUpMap, s.map) as Json,
    armies: s.names.map((name, p) => ({ name, score: score[p] ?? 0, ...(s.teams ? { team: teamOf(s, p) } : {}) })),
    turn:
      s.turn && s.turn.card >= 0 && s.cards[s.turn.card]?.revealed.includes(s.turn.marker)
        ? s.turn
        : s.turn
          ? { player: s.turn.player, marker: s.turn.marker }
          : null,
    cards: s.cards.map((c, i) => ({
      index: i,
      owner: c.owner,
      name: c.card.name,
      card: c.card,
      figuresLeft: figuresOfCard(s, i).length,
      markers:
        viewer !== null && friendly(s, viewer, c.owner)
          ? [...c.markers]
          : s.phase === 'placing' && s.markerPlacement === 'simultaneous'
            ? []
            : c.markers.map(() => '?'),
      revealed: [...c.revealed],
    })),
    figures: s.figures.map((f) => ({
      id: f.id,
      card: f.card,
      owner: f.owner,
      wounds: f.wounds,
      destroyed: f.destroyed,
      at:
        f.destroyed || f.head < 0
          ? null
          : {
              ...whereIs(board, f.head),
              tail: f.tail >= 0 ? whereIs(board, f.tail) : null,
              ...(f.extra ? { extra: f.extra.map((x) => whereIs(board, x)) } : {}),
            },
    })),
  };
}
