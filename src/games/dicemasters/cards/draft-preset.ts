// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" → "DRAFT PARTIES": the cards
// placed in the centre for the `draft` preset (setup.ts draftPresetConfig).
//
// A preset is a fixed format: the same seed and choices must play the same game whatever cards are
// encoded later (test/fingerprints/baseline.jsonl records its games), so it names its cards instead
// of taking the whole catalogue. These are the 14 non-basic cards that were encoded when the preset was
// made, in catalogue order (which gives the stacks' order). A set-up file whose draft has no `pool`
// still drafts over every encoded non-basic card.
export const DRAFT_PRESET_POOL: readonly string[] = [
  'halfling-thief/minion-harper',
  'blue-dragon/master-dragon',
  'blue-dragon/apprentice-dragon',
  'vampire/minion-undead',
  'vampire/apprentice-undead',
  'troll/master-humanoid',
  'human-paladin/minion-order-of-the-gauntlet',
  'gelatinous-cube/master-ooze',
  'purple-worm/lesser-beast',
  'umber-hulk/paragon-beast',
  'orc/greater-humanoid',
  'magic-sword/lesser-gear',
  'magic-sword/greater-gear',
  'prismatic-spray/paragon-spell',
];
