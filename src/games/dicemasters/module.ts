// The Dice Masters game module: presets, config files, terminal rendering, card listing and schemas.
import { err, ok } from '../../core/index.js';
import { describeIssues } from '../../core/index.js';
import type { GameModule } from '../module.js';
import { ALL_CARDS, NPC_CARD } from './cards/catalogue.js';
import { renderCard } from './cards/render.js';
import { dicemasters } from './game.js';
import { importedSetup, loadSet } from './import/imported-setup.js';
import { coverage, coverageText } from './cards/bff/coverage.js';
import { setListing } from './cards/bff/listing.js';

/** Where the shared TeamBuilder file sits when --cards is not given (the repository's sibling `shared` folder). */
export const DEFAULT_TEAMBUILDER_FILE = '../shared/data/dicemasters/tdc-teambuilder-cards.php';
import { renderView } from './render.js';
import { configSchema, vouchedDraft, vouchedFirstGame, type GameConfig } from './setup.js';
import type { DmState } from './types.js';

export const module: GameModule<DmState, GameConfig> = {
  game: dicemasters,
  // first-game is the default; draft runs DRAFT PARTIES over a fixed pool (cards/draft-preset.ts, draft.ts).
  // Each a frozen set-up the game vouches for (setup.ts vouchedSetups): started without the schema check.
  presets: { 'first-game': vouchedFirstGame, draft: vouchedDraft },
  configFromArgs(flags, readFile) {
    // --cards FILE: the set imported from a TeamBuilder file (import/imported-setup.ts).
    if (flags.cards !== undefined) {
      const raw = importedSetup(flags, readFile);
      if (!raw.ok) return raw;
      const parsed = configSchema.safeParse(raw.value);
      return parsed.success ? ok(parsed.data) : err(describeIssues(parsed.error, flags.setup ?? `the set-up from ${flags.cards}`));
    }
    const file = flags.setup;
    if (file === undefined || file === 'first-game' || file === 'draft') return null;
    let json: unknown;
    try {
      json = JSON.parse(readFile(file));
    } catch (e) {
      return err(`${file}: not readable JSON (${e instanceof Error ? e.message : String(e)})`);
    }
    const parsed = configSchema.safeParse(json);
    return parsed.success ? ok(parsed.data) : err(describeIssues(parsed.error, file));
  },
  // The set imported from a TeamBuilder file (--cards, default the shared copy): enforced cards and their tests.
  coverage(flags, readFile) {
    const set = loadSet(readFile, flags.cards ?? DEFAULT_TEAMBUILDER_FILE);
    if (!set.ok) return set;
    const cov = coverage(set.value);
    return ok({ text: coverageText(cov), json: cov });
  },
  // The whole set imported from a TeamBuilder file (--cards, else the shared copy when present), each card marked.
  setCards(flags, readFile) {
    const path = flags.cards;
    const given = path !== undefined && path !== 'true';
    const set = loadSet(readFile, given ? path : DEFAULT_TEAMBUILDER_FILE);
    if (!set.ok) return given ? set : null;
    return ok(setListing(set.value));
  },
  renderText: renderView,
  cards: () =>
    [NPC_CARD, ...ALL_CARDS].map((c) => ({ name: c.key === 'npc' ? 'NPC die (no card)' : `${c.title}, ${c.subtitle} [${c.key}]`, text: renderCard(c) })),
  schemas: [
    {
      name: 'dicemasters-setup',
      description:
        "Dice Masters set-up: two ready parties (life, basic action cards, each party's cards with dice counts) or a draft (party size, basic action count, card pool)",
      schema: configSchema,
      detect: (v) => typeof v === 'object' && v !== null && (('basicActions' in v && 'players' in v) || 'draft' in v),
    },
  ],
};
