// Implements: dice-masters-battle-for-faerun — "CARDS" (title, subtitle, cost, energy type,
// affiliation, die limit, alignment), "DICE" (faces), "CUSTOMIZING YOUR PARTY → RARITY".
// Reads the card facts of the Battle for Faerûn set from the community TeamBuilder file the user
// points at (`var bff`, the promotional `var bff_promo` and organised-play `var bff_op` lists, and the
// level stats in `var dice`), using the layout in bff-dice-faces.md. Only facts are kept as data;
// the ability lines are held in memory for our encodings' bookkeeping and never printed or stored.
import { err, ok, type Result } from '../../../core/index.js';
import { kebab } from '../cards/catalogue.js';
import type { Affiliation, Alignment } from '../cards/types.js';
import type { EnergyType, Face } from '../types.js';
import { readStringArray, readStringObject } from './js-literals.js';

/** The three TeamBuilder lists that hold Battle for Faerûn cards. */
export const BFF_LISTS = ['bff', 'bff_promo', 'bff_op'] as const;
export type BffList = (typeof BFF_LISTS)[number];

/** One level face's stats: fielding cost, attack, defense and its burst symbols. */
export interface LevelStats {
  readonly cost: number;
  readonly a: number;
  readonly d: number;
  readonly bursts: 0 | 1 | 2;
}

/** The facts of one card, as the file gives them. */
export interface ImportedCard {
  /** Our id: "title/subtitle" in kebab case (basic action cards: the title alone). */
  readonly key: string;
  readonly list: BffList;
  /** 1-based position in its list, and the file line, for messages. */
  readonly entry: number;
  readonly line: number;
  readonly title: string;
  readonly subtitle: string;
  /** 0 starter or basic action, 1 common, 2 uncommon, 3 rare, 4 super rare, 5 promotional. */
  readonly rarity: number;
  readonly cost: number;
  readonly energy: EnergyType | null;
  readonly affiliation: Affiliation | null;
  readonly alignment: Alignment;
  readonly max: number;
  /** The equip flag: the card's dice can carry gear. */
  readonly equipSlot: boolean;
  /** `gear`: a gear die (Equip); `action`: a spell or a basic action card. */
  readonly kind: 'character' | 'action' | 'gear';
  readonly basic: boolean;
  /** Character cards: levels 1–3. */
  readonly levels: readonly LevelStats[] | null;
  /** The six faces in card order (bff-dice-faces.md). */
  readonly faces: readonly Face[];
  /** The ability lines, held only to recognise shorthand keywords and count lines; never printed. */
  readonly abilityLines: readonly string[];
}

const ENERGY: Readonly<Record<string, EnergyType | null>> = { '0': null, '1': 'mask', '2': 'fist', '3': 'bolt', '4': 'shield' };
const AFFILIATION: Readonly<Record<string, Affiliation | null>> = {
  '0': null,
  M: 'monsters',
  H: 'harpers',
  E: 'emerald-enclave',
  Z: 'zhentarim',
  O: 'order-of-the-gauntlet',
  L: 'lords-alliance',
};
const ALIGNMENT: Readonly<Record<string, Alignment>> = { g: 'good', n: 'neutral', b: 'evil' };

/** Gear, spell and basic action dice: three generic "2" faces, then action faces with 0, 1, 2 bursts. */
export const PARTY_DIE_FACES: readonly Face[] = [
  { t: 'generic', n: 2 },
  { t: 'generic', n: 2 },
  { t: 'generic', n: 2 },
  { t: 'action', bursts: 0 },
  { t: 'action', bursts: 1 },
  { t: 'action', bursts: 2 },
];

/** A `var dice` value: three groups of three hex digits (cost, attack, defense), each maybe followed by `*`. */
export function parseLevels(stats: string): LevelStats[] | null {
  const m = /^([0-9a-f]{3})(\**) ?([0-9a-f]{3})(\**) ?([0-9a-f]{3})(\**)$/i.exec(stats.trim());
  if (!m) return null;
  const out: LevelStats[] = [];
  for (let g = 0; g < 3; g++) {
    const digits = m[1 + 2 * g] ?? '';
    const stars = (m[2 + 2 * g] ?? '').length;
    if (stars > 2) return null;
    const [cost, a, d] = [...digits].map((c) => parseInt(c, 16));
    if (cost === undefined || a === undefined || d === undefined) return null;
    out.push({ cost, a, d, bursts: stars === 2 ? 2 : stars === 1 ? 1 : 0 });
  }
  return out;
}

/** Character dice: face 1 one energy of the card's type, faces 2–3 two, faces 4–6 levels 1–3. */
export function characterFaces(type: EnergyType, levels: readonly LevelStats[]): Face[] {
  return [
    { t: 'energy', type, n: 1 },
    { t: 'energy', type, n: 2 },
    { t: 'energy', type, n: 2 },
    ...levels.map((l, i): Face => ({ t: 'char', level: i + 1, cost: l.cost, a: l.a, d: l.d, bursts: l.bursts })),
  ];
}

function kindOf(subtitle: string): { kind: ImportedCard['kind']; basic: boolean } {
  if (subtitle === 'Basic Action Card') return { kind: 'action', basic: true };
  if (/\bGear$/.test(subtitle)) return { kind: 'gear', basic: false };
  if (/\bSpell$/.test(subtitle)) return { kind: 'action', basic: false };
  return { kind: 'character', basic: false };
}

/** One card line: the 7-character prefix, then `Title|Subtitle|ability|…`. */
function parseLine(
  raw: string,
  list: BffList,
  entry: number,
  line: number,
  dice: ReadonlyMap<string, { value: string; line: number }>,
  file: string,
): Result<ImportedCard, string> {
  const where = `${file}, line ${line} (${list} entry ${entry})`;
  const prefix = raw.slice(0, 7);
  const [title, subtitle, ...abilityLines] = raw.slice(7).split('|');
  const m = /^([0-9])([0-9a-f])([0-4])([0A-Z])([0-9])([gnb])([01])$/i.exec(prefix);
  if (!m) return err(`${where}: the prefix "${prefix}" is not rarity, cost, energy, affiliation, max dice, alignment, equip flag`);
  const [, rarity = '', cost = '', energy = '', aff = '', max = '', align = '', equip = ''] = m;
  if (!title?.trim()) return err(`${where}: no title`);
  if (!subtitle?.trim()) return err(`${where} "${title}": no subtitle`);
  const affiliation = AFFILIATION[aff];
  if (affiliation === undefined) return err(`${where} "${title}": unknown affiliation letter "${aff}"`);
  const alignment = ALIGNMENT[align.toLowerCase()];
  if (!alignment) return err(`${where} "${title}": unknown alignment "${align}"`);
  const type = ENERGY[energy] ?? null;
  const { kind, basic } = kindOf(subtitle.trim());
  let levels: LevelStats[] | null = null;
  let faces: readonly Face[] = PARTY_DIE_FACES;
  if (kind === 'character') {
    if (!type) return err(`${where} "${title}": a character card needs an energy type, found "${energy}"`);
    const stats = dice.get(title);
    if (!stats) return err(`${where} "${title}": no level stats for "${title}" in var dice`);
    levels = parseLevels(stats.value);
    if (!levels) return err(`${file}, line ${stats.line} (var dice "${title}"): "${stats.value}" is not three cost/attack/defense groups`);
    faces = characterFaces(type, levels);
  }
  const t = title.trim();
  const s = subtitle.trim();
  return ok({
    key: basic ? kebab(t) : `${kebab(t)}/${kebab(s)}`,
    list,
    entry,
    line,
    title: t,
    subtitle: s,
    rarity: Number(rarity),
    cost: parseInt(cost, 16),
    energy: type,
    affiliation,
    alignment,
    max: Number(max),
    equipSlot: equip === '1',
    kind,
    basic,
    levels,
    faces,
    abilityLines: abilityLines.map((a) => a.trim()).filter((a) => a !== ''),
  });
}

/**
 * Every Battle for Faerûn card of a TeamBuilder file: the 138 of `var bff` (in file order), then the
 * promotional and organised-play cards. Errors name the file, the line and the list entry.
 */
export function parseTeamBuilder(text: string, fileName: string): Result<ImportedCard[], string> {
  const dice = readStringObject(text, 'dice', fileName);
  if (!dice.ok) return dice;
  const out: ImportedCard[] = [];
  const seen = new Map<string, ImportedCard>();
  for (const list of BFF_LISTS) {
    const lines = readStringArray(text, list, fileName);
    if (!lines.ok) return lines;
    for (const [i, l] of lines.value.entries()) {
      const card = parseLine(l.value, list, i + 1, l.line, dice.value, fileName);
      if (!card.ok) return card;
      const prev = seen.get(card.value.key);
      if (prev) return err(`${fileName}, line ${l.line} (${list} entry ${i + 1}): "${card.value.title}, ${card.value.subtitle}" repeats line ${prev.line}`);
      seen.set(card.value.key, card.value);
      out.push(card.value);
    }
  }
  return ok(out);
}
