import type { AnyGame } from './game.js';

/** The games an application knows, by id. Built explicitly (no global side effects on import). */
export class GameRegistry {
  private readonly byId = new Map<string, AnyGame>();

  constructor(games: readonly AnyGame[] = []) {
    for (const g of games) this.register(g);
  }

  register(game: AnyGame): void {
    if (this.byId.has(game.id)) throw new Error(`a game with id "${game.id}" is already registered`);
    this.byId.set(game.id, game);
  }

  get(id: string): AnyGame | undefined {
    return this.byId.get(id);
  }

  list(): AnyGame[] {
    return [...this.byId.values()];
  }
}
