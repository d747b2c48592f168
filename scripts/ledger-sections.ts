/**
 * The sections of each rulebook in ../shared/rules, as the ledger names them. Markdown books are
 * read from their headings; the two text books have no markup, so their section lists are written
 * here from their structure (headings as printed in the text).
 */
export interface BookSpec {
  readonly book: string;
  readonly title: string;
  readonly file: string;
  /** Fragment files (docs/ledger/*.md) holding this book's rows. */
  readonly fragments: readonly string[];
  readonly sections?: readonly string[];
}

/** Headings that are navigation or credits rather than rules. */
export const SKIP_HEADINGS = new Set(['TABLE OF CONTENTS', 'CREDITS', 'APPENDIX B. VERSION HISTORY', 'March 2, 2009', '2009-2010', 'May 13, 2011']);

export const HEROSCAPE_SECTIONS: readonly string[] = [
  'Get Ready to Play',
  'Set Up Your Battlefield',
  'About the Army Cards',
  'Gather and Place Your Army',
  'Drafting an Army',
  'Friends and Enemies',
  'Order Markers',
  'Wound Markers and Dice',
  'Glyphs (setup)',
  'A Round of Play',
  'Place Your Order Markers',
  'Roll for Initiative',
  'On Your Turn',
  'Moving',
  'Moving Up and Down',
  'Height Limit',
  'Falling',
  'Water',
  'Double-Space Figures',
  'Overhangs',
  'Engagement and Adjacency Rules',
  'Leaving an Engagement',
  'Range and Line of Sight',
  'Attacking',
  'Ending a Round',
  'Ending the Battle',
  'Scoring',
  'Glyphs',
  'Permanent Glyphs',
  'Temporary Glyphs',
  'Special Powers',
  'Flying',
  'Team Play',
  'Using Multiple Game Sets',
  'Rise of the Valkyrie: Long and Short Ruins',
  'Road to the Forgotten Forest: Roads',
  'Stone Walls',
  'Line of Sight Marks',
  'Evergreen Trees',
  'Volcarren Wasteland: Molten Lava',
  'Lava Fields',
  'Thaelenk Tundra: Ice',
  'Snow',
  'Glacier Mountains',
  'Fortress of the Archkyrie: Fortress Walls',
  'Wall Walks',
  'Battlements',
  'The Doorway',
  'The Door',
  'Ladders',
  'Other Ladder Rules',
  'The Flag',
  'The Conflict Begins: Warehouse Ruin',
  'Swarm of the Marro: Swamp Water',
  'Marro Hive',
  'Ticalla and Laur Jungles: Jungle Pieces',
  'Battle for the Underdark: Shadows',
  'Treasure Glyphs',
  'Battle for the Wellspring: Wellspring Water',
  'Age of Annihilation: Laur Walls',
];

export const GUIDELINES_SECTIONS: readonly string[] = [
  'Setting Up a Battle',
  'Map Set up',
  'Round Sequence',
  'Turn Sequence',
  'Declare Actions',
  'Declare target(s)',
  'Multiple Targets',
  'Attack Sequence',
  'Damage Sequence',
  'Conditions',
  'Mounts (beta)',
  'Glossary: Simultaneous Effects',
];

export const BOOKS: readonly BookSpec[] = [
  {
    book: 'dice-masters-battle-for-faerun',
    title: 'Dice Masters: Battle for Faerûn',
    file: 'dice-masters-battle-for-faerun.md',
    fragments: ['dicemasters.md'],
  },
  {
    book: 'ddm-battle-rules-2011',
    title: 'D&D Miniatures Guild Battle Rules 2011',
    file: 'ddm-battle-rules-2011.md',
    fragments: ['ddm-geometry.md', 'ddm-battle.md'],
  },
  {
    book: 'ddm-rules-guidelines-2008',
    title: 'DDM Rules Guidelines 2008 (judges)',
    file: 'ddm-rules-guidelines-2008.txt',
    fragments: ['ddm-guidelines.md'],
    sections: GUIDELINES_SECTIONS,
  },
  {
    book: 'heroscape-master-game-guide',
    title: 'Heroscape Master Game Guide',
    file: 'heroscape-master-game-guide.txt',
    fragments: ['heroscape.md'],
    sections: HEROSCAPE_SECTIONS,
  },
];

/** Section names of a markdown book: its headings, cleaned of markup; a repeated name gets its parent in parentheses. */
export function markdownSections(text: string): string[] {
  const out: string[] = [];
  const seen = new Map<string, number>();
  let parent = '';
  const lines = text.split('\n');
  const headings: { level: number; name: string }[] = [];
  for (const line of lines) {
    const m = /^(#{1,4})\s+(.*)$/.exec(line);
    if (!m) continue;
    const name = (m[2] ?? '')
      .replace(/\*\*/g, '')
      .replace(/[★†↗↔✨:]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!name) continue;
    headings.push({ level: (m[1] ?? '').length, name });
  }
  for (const h of headings) seen.set(h.name, (seen.get(h.name) ?? 0) + 1);
  for (const h of headings) {
    if (h.level <= 2 && (seen.get(h.name) ?? 0) === 1) parent = h.name;
    if (SKIP_HEADINGS.has(h.name) || h.level === 1) continue;
    out.push((seen.get(h.name) ?? 0) > 1 ? `${h.name} (${parent})` : h.name);
    if (h.level <= 2 && (seen.get(h.name) ?? 0) === 1) parent = h.name;
  }
  return [...new Set(out)];
}
