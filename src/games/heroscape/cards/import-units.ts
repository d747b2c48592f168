/**
 * Importer of the community heroscape-json units file (`heroscape-json-units.json`): read at run
 * time from the path the user gives, never copied into the repository.
 * Rulebook: heroscape-master-game-guide — "About the Army Cards" (the facts each card carries).
 *
 * The file is an array of units: `name`, `general`, `race` (species), `type` ("unique hero",
 * "common squad", "uncommon hero"…), `cardClass`, `personality`, `height` ("medium 5", with or
 * without the space), `life`, `move`, `range`, `attack`, `defense`, `points`, `figures`, `hexes`
 * (spaces per figure), `abilities` [{name, description}] and optionally `set`.
 */
import { z } from 'zod';
import { describeIssues, err, jsonPath, ok, type Result } from '../../../core/index.js';
import { parseSizeHeight } from '../figures.js';
import { armyCardSchema, type ArmyCard, type CardKind, type Rarity } from './army-card.js';

const TYPE = /^\s*(unique|uncommon|common)\s+(hero|squad)\s*$/i;

const unitSchema = z.object({
  name: z.string().min(1),
  general: z.string(),
  race: z.string(),
  type: z.string().regex(TYPE, 'expected "unique|uncommon|common hero|squad"'),
  cardClass: z.string(),
  personality: z.string(),
  height: z.string().refine((h) => parseSizeHeight(h) !== null, 'expected a size and height such as "medium 5"'),
  life: z.number().int(),
  move: z.number().int(),
  range: z.number().int(),
  attack: z.number().int(),
  defense: z.number().int(),
  points: z.number().int(),
  figures: z.number().int(),
  hexes: z.number().int(),
  abilities: z.array(z.object({ name: z.string(), description: z.string() })).default([]),
});

type Unit = z.infer<typeof unitSchema>;

/** The units file's name of each army-card field, so that errors point into the file. */
const SOURCE_FIELD: Readonly<Record<string, string>> = {
  rarity: 'type',
  kind: 'type',
  species: 'race',
  class: 'cardClass',
  size: 'height',
  spaces: 'hexes',
  powers: 'abilities',
};

function toCard(u: Unit): ArmyCard {
  const [, rarity, kind] = TYPE.exec(u.type) as RegExpExecArray;
  const sh = parseSizeHeight(u.height) as NonNullable<ReturnType<typeof parseSizeHeight>>;
  return {
    name: u.name,
    rarity: (rarity as string).toLowerCase() as Rarity,
    kind: (kind as string).toLowerCase() as CardKind,
    general: u.general,
    species: u.race,
    class: u.cardClass,
    personality: u.personality,
    size: sh.size,
    height: sh.height,
    life: u.life,
    move: u.move,
    range: u.range,
    attack: u.attack,
    defense: u.defense,
    points: u.points,
    figures: u.figures,
    spaces: u.hexes,
    powers: u.abilities.map((a) => ({ name: a.name, text: a.description })),
  };
}

/**
 * Parses the units file's text into army cards. Every problem is reported with the file name and
 * the JSON path of the unit and field (`units.json at $[12].life: …`); nothing is returned when any
 * unit is bad.
 */
export function parseUnits(text: string, fileName: string): Result<ArmyCard[], string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`${fileName}: not valid JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(raw)) return err(`${fileName} at $: expected an array of units`);
  const problems: string[] = [];
  const cards: ArmyCard[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item: unknown, i) => {
    const u = unitSchema.safeParse(item);
    if (!u.success) {
      problems.push(describeIssues(u.error, fileName).replace(/at \$/g, `at $[${i}]`));
      return;
    }
    const card = armyCardSchema.safeParse(toCard(u.data));
    if (!card.success) {
      for (const issue of card.error.issues) {
        const [field, ...rest] = issue.path;
        const source = typeof field === 'string' ? (SOURCE_FIELD[field] ?? field) : field;
        problems.push(`${fileName} at ${jsonPath([i, ...(source === undefined ? [] : [source]), ...rest])}: ${issue.message}`);
      }
      return;
    }
    const before = seen.get(card.data.name);
    if (before !== undefined) {
      problems.push(`${fileName} at ${jsonPath([i, 'name'])}: "${card.data.name}" is already the name of unit ${jsonPath([before])}`);
      return;
    }
    seen.set(card.data.name, i);
    cards.push(card.data);
  });
  return problems.length > 0 ? err(problems.join('\n')) : ok(cards);
}
