// Special powers and abilities that are the rulebook's named powers (ddm-battle-rules-2011: Reach,
// "RESIST X DAMAGE", "IMMUNE DAMAGE", "VULNERABLE X DAMAGE", immunities to conditions ("Conditions";
// "Immune flanking": "Combat Advantage"), "INSUBSTANTIAL", Conceal, Hide, Phasing,
// Scout, Wandering Monster, Multi-Activation, Delayed Appearance, Sneak Attack, Blindsight, Murderous), the
// movement modes printed as abilities (Appendix A, "Flight", "Burrow") and the old "+N DEF (...)"
// abilities (Appendix A, "Defenses"). A named power is recognised by its name and number; the text
// after its name is the rulebook's definition, so it is not read further — except where a printing
// narrows the power (a Sneak Attack for melee only), which is then a gap.
import { CONDITIONS, type ConditionName, type Defense, type PowerInput } from '../cards/schema.js';
import { gap, type Gap } from './types.js';
import { damageTypeOf, defenseOf, fold } from './wording.js';

export interface NamedRead {
  readonly powers: PowerInput[];
  readonly mode?: 'flight' | 'burrow';
  /** Defense changes from "+N DEF(...)" lines (Appendix A: "+N DEF" alone is Fort, Ref and Will). */
  readonly defense?: Partial<Record<Defense, number>>;
  readonly translated: string[];
}

/** "Immune flanking": it does not grant combat advantage when flanked (any other source still grants it). */
const IMMUNE_FLANKING: PowerInput = { kind: 'continuous', name: 'Immune flanking', effect: { kind: 'never-grants-combat-advantage', flanking: true } };

/** "Immune Fear": not affected by effects with the Fear descriptor. */
const IMMUNE_FEAR: PowerInput = { kind: 'continuous', name: 'Immune Fear', effect: { kind: 'immune-fear' } };

/** The file's other words for a condition. */
const CONDITION_WORDS: Readonly<Record<string, ConditionName>> = {
  confusion: 'Confused',
  stun: 'Stunned',
  slow: 'Slowed',
  immobilize: 'Immobilized',
  daze: 'Dazed',
  dominate: 'Dominated',
  weaken: 'Weakened',
  blind: 'Blinded',
};

/** A condition by its name or the file's other word for it. */
function conditionOf(word: string): ConditionName | undefined {
  const w = word.toLowerCase();
  return CONDITIONS.find((c) => c.toLowerCase() === w) ?? CONDITION_WORDS[w];
}

/** One "Immune Dazed" item: an immunity to a condition ("Conditions"). */
function conditionImmunity(item: string): PowerInput | null {
  const m = /^immune\s+([a-z]+)$/i.exec(item.trim());
  const condition = m ? conditionOf(m[1] ?? '') : undefined;
  return condition ? { kind: 'continuous', name: `Immune ${condition}`, effect: { kind: 'immune-condition', condition } } : null;
}

/** Blindsight printed without a range: larger than any battle map, so every distance on the map. */
export const UNLIMITED_BLINDSIGHT = 99;

const SIMPLE: Readonly<Record<string, PowerInput>> = {
  insubstantial: { kind: 'insubstantial' },
  incorporeal: { kind: 'incorporeal' },
  phasing: { kind: 'phasing' },
  hide: { kind: 'hide' },
  invisible: { kind: 'invisible' },
  scout: { kind: 'scout' },
  'wandering monster': { kind: 'wandering-monster' },
  'delayed appearance': { kind: 'delayed-appearance' },
};

/** One "Resist 10 fire" / "Vulnerable 5 all" / "Immune fire" item ("Resist Cold 30", "Vulnerable Fire 5": the file's other order). */
function damageTrait(item: string): PowerInput | null {
  const t = item.trim();
  const m = /^(resist|vulnerable)\s+(\d+)\s+([a-z]+)$/i.exec(t);
  const turned = m ? null : /^(resist|vulnerable)\s+([a-z]+)\s+(\d+)$/i.exec(t);
  const verb = (m?.[1] ?? turned?.[1] ?? '').toLowerCase();
  if (verb !== '') {
    const word = (m?.[3] ?? turned?.[2] ?? '').toLowerCase();
    const amount = Number(m?.[2] ?? turned?.[3]);
    const type = word === 'all' ? 'all' : damageTypeOf(word);
    if (type === null) return null;
    return verb === 'resist' ? { kind: 'resist', amount, type } : { kind: 'vulnerable', amount, type };
  }
  const i = /^immune\s+([a-z]+)$/i.exec(t);
  const type = i ? damageTypeOf(i[1] ?? '') : null;
  return type ? { kind: 'immune', type } : null;
}

export function readNamed(text: string): NamedRead | Gap | null {
  const t = text.trim().replace(/\.$/, '');
  const colon = t.indexOf(':');
  const head = (colon > 0 ? t.slice(0, colon) : t).trim();
  const rest = colon > 0 ? t.slice(colon + 1).trim() : '';
  const h = head.toLowerCase();
  // A printing whose text narrows the named power (only some attacks, only while …, an action to
  // gain it, until …) is not the rulebook's power: a gap.
  const narrowed = (re: RegExp): Gap | null =>
    re.test(rest) ? gap(`narrowed named power: ${fold(head).replace(/ N$/, '')}`, `this "${head}" only applies in some situations`) : null;
  // "Use during setup: Place this creature up to N squares away from your start area" / "During setup,
  // you may place this creature within N squares of your start area": whatever the power's name.
  const near =
    /^(?:use during set-?up:\s*place this creature up to|during set-?up, you may place this creature within) (\d+) squares (?:away )?(?:from|of) your start area$/i.exec(
      rest,
    );
  if (near) return { powers: [{ kind: 'set-up-near-start', squares: Number(near[1]) }], translated: [] };
  const simple = SIMPLE[h];
  if (simple) {
    const why =
      h === 'hide'
        ? rest !== '' && !/ranged cover/i.test(rest)
          ? narrowed(/./)
          : null
        : h === 'invisible'
          ? narrowed(/./)
          : narrowed(/\buse\b|\baction\b|\buntil\b/i);
    return why ?? { powers: [simple], translated: [] };
  }
  if (h === 'flight' || h === 'burrow') return { powers: [], mode: h, translated: [`${head} is a movement mode (Appendix A, "${head}")`] };
  let m: RegExpExecArray | null;
  // "Reach 1" is the ordinary melee reach: nothing to add.
  if (/^(reach|conceal|multi-activation|blindsight|sneak attack)\b/.test(h)) {
    const why = narrowed(/\bonly\b|\bwhile\b|\bbloodied\b|\buntil\b|\buse\b/i);
    if (why) return why;
  }
  if ((m = /^reach (\d+)$/.exec(h))) return { powers: Number(m[1]) > 1 ? [{ kind: 'reach', squares: Number(m[1]) }] : [], translated: [] };
  if ((m = /^conceal (\d+)$/.exec(h))) return { powers: [{ kind: 'conceal', value: Number(m[1]) }], translated: [] };
  if ((m = /^multi-activation (\d+)$/.exec(h))) return { powers: [{ kind: 'multi-activation', times: Number(m[1]) }], translated: [] };
  if ((m = /^blindsight(?: (\d+))?$/.exec(h))) {
    // "Ignores Conceal … within N squares": the range printed in the text.
    const within = /within (\d+) squares/i.exec(rest);
    const range = m[1] ? Number(m[1]) : within ? Number(within[1]) : UNLIMITED_BLINDSIGHT;
    return { powers: [{ kind: 'blindsight', range }], translated: [] };
  }
  // Tremorsense: "Blindsight against creatures without Flight", or the same spelled out — "Ignores
  // Conceal on creatures without Flight and (;) treats invisible creatures without Flight as visible"
  // (what Blindsight does, ddm-rules-guidelines-2008) — with no range: blindsight toward creatures
  // that lack Flight, at any distance.
  if (
    h === 'tremorsense' &&
    /^(?:blindsight against creatures without flight|ignores conceal on creatures without flight(?: and|;) treats invisible creatures without flight as visible)$/i.test(
      rest,
    )
  )
    return { powers: [{ kind: 'blindsight', range: UNLIMITED_BLINDSIGHT, notFlying: true }], translated: [] };
  if ((m = /^sneak attack (\d+)$/.exec(h))) {
    // A printing that limits the bonus to melee attacks ("{m}", "with a {m} attack") is the melee-only
    // Sneak Attack; one limited to ranged attacks narrows the named power.
    if (/\{r\}/i.test(rest)) return gap('sneak attack limited to one attack kind', 'a Sneak Attack that only adds to ranged attacks');
    const melee = /\{m\}/i.test(rest);
    return { powers: [{ kind: 'sneak-attack', amount: Number(m[1]), ...(melee ? { melee: true as const } : {}) }], translated: [] };
  }
  if ((m = /^\+(\d+) def(?:\s*\(\s*(\w+)\s*\))?$/.exec(h)) && rest === '') {
    const n = Number(m[1]);
    const which = m[2] ? defenseOf(m[2]) : null;
    if (m[2] && !which) return gap(`defense adjustment: ${fold(h)}`, 'names no known defense');
    const defense: Partial<Record<Defense, number>> = which ? { [which]: n } : { Fort: n, Ref: n, Will: n };
    return { powers: [], defense, translated: [`"${head}" is added to the defense score${which ? '' : 's Fort, Ref and Will'} (Appendix A, "Defenses")`] };
  }
  // "Blind", bare or with its rules text: immune to attacks with Gaze in their name. Gaze special
  // powers are never enforced (each is a gap of its own), so the attacks are all it has to meet.
  if (h === 'blind' && (rest === '' || /^immune to attack actions and special powers with gaze in their name\.?$/i.test(rest)))
    return { powers: [{ kind: 'continuous', name: 'Blind', effect: { kind: 'immune-attacks-named', word: 'Gaze' } }], translated: [] };
  // Murderous, in each printing: "[On its turn,] [this creature] cannot (may not) move or attack a
  // non-bloodied target (enemy) while adjacent to a bloodied enemy (while one is adjacent)", or
  // "cannot attack a non-Bloodied target or take a move action if a Bloodied enemy is adjacent to it".
  if (
    h === 'murderous' &&
    /^(?:on its turn, )?(?:this creature )?(?:cannot|may not) (?:move or attack a non-?bloodied (?:target|enemy)|attack a non-?bloodied target or take a move action) (?:while adjacent (?:to|ot) a bloodied enemy|(?:while|if) a bloodied enemy is adjacent(?: to it)?)$/i.test(
      rest,
    )
  )
    return {
      powers: [{ kind: 'continuous', name: 'Murderous', effect: { kind: 'murderous', ...(/^on its turn\b/i.test(rest) ? { ownTurn: true } : {}) } }],
      translated: [],
    };
  // Bloodlust: "Cannot move and cannot attack a non-bloodied enemy while adjacent to a bloodied
  // enemy" is Murderous's restriction under another name (always, not only on its turn).
  if (h === 'bloodlust' && /^cannot move and cannot attack a non-?bloodied enemy while adjacent to a bloodied enemy$/i.test(rest))
    return { powers: [{ kind: 'continuous', name: 'Bloodlust', effect: { kind: 'murderous' } }], translated: [] };
  // "Fire Healing 5: This creature heals 5 HP each time an effect would deal fire damage to it" (also
  // "… whenever fire damage would be dealt to it", "Heals 5 HP whenever subjected to fire damage"):
  // the name's type and number repeated in the text.
  if ((m = /^([a-z]+) healing (\d+)$/.exec(h))) {
    const type = damageTypeOf(m[1] ?? '');
    const said =
      /^(?:this creature )?heals (\d+) hp (?:each time an effect would deal ([a-z]+) damage to it|whenever ([a-z]+) damage would be dealt to it|whenever subjected to ([a-z]+) damage)$/i.exec(
        rest,
      );
    if (type && said && Number(said[1]) === Number(m[2]) && damageTypeOf(said[2] ?? said[3] ?? said[4] ?? '') === type)
      return { powers: [{ kind: 'continuous', name: head, effect: { kind: 'type-healing', type, amount: Number(m[2]) } }], translated: [] };
  }
  // Elven Step in its three printings: a shift ignores difficult terrain's extra cost.
  if (
    h === 'elven step' &&
    /^ignores (?:difficult terrain (?:when|while) shifting|the extra cost for entering difficult terrain while shifting)\.?$/i.test(rest)
  )
    return { powers: [{ kind: 'continuous', name: 'Elven Step', effect: { kind: 'shift-ignores-difficult' } }], translated: [] };
  // Stable Footing: bare, or "Ignores the extra cost for (to) entering difficult terrain", "Ignores the
  // additional movement cost when entering difficult terrain", "Difficult terrain does not affect
  // (slow) this creature's movement", "Moves normally through difficult terrain" (guidelines "Moves
  // Normally": no extra cost and no damage for moving through — in the 2011 rules only spike stones
  // hurt a mover that pays the cost, and they spare one that ignores it: "SPIKE STONES").
  if (
    h === 'stable footing' &&
    (rest === '' ||
      /^(?:ignores the (?:extra|additional movement) cost (?:for entering|to enter|when entering) difficult terrain|difficult terrain does not (?:affect|slow) this creature's movement|moves normally through difficult terrain)[.)]*$/i.test(
        rest,
      ))
  )
    return { powers: [{ kind: 'continuous', name: 'Stable Footing', effect: { kind: 'ignores-difficult' } }], translated: [] };
  // "Immune Fear", bare or "Not affected by Fear effects" (the printing "… while bloodied" stays a gap).
  if (h === 'immune fear' && (rest === '' || /^not affected by fear effects$/i.test(rest))) return { powers: [IMMUNE_FEAR], translated: [] };
  // "Immune flanking", with or without the rule it breaks spelled out.
  if (h === 'immune flanking' && (rest === '' || /^does not grant combat advantage (?:when|for being) flanked$/i.test(rest)))
    return { powers: [IMMUNE_FLANKING], translated: [] };
  // "Immune Stun: Not affected by Stunned": the definition repeated.
  const restated = /^not affected by ([a-z]+)$/i.exec(rest);
  const named = conditionOf(h.replace(/^immune\s+/, ''));
  if (restated && named && named === conditionOf(restated[1] ?? '')) return { powers: [conditionImmunity(h) as PowerInput], translated: [] };
  // The file's "NVulnerable 10 Cold" (Phoera, a Fire creature): a stray letter before "Vulnerable" —
  // read as the rulebook's Vulnerable ("Resistance and Vulnerability"), and the report says so.
  const stray = rest === '' ? /^nvulnerable (\d+ [a-z]+)$/.exec(h) : null;
  const strayTrait = stray ? damageTrait(`vulnerable ${stray[1] ?? ''}`) : null;
  if (strayTrait) return { powers: [strayTrait], translated: ['the file\'s "NVulnerable" is read as Vulnerable (a stray letter before the word)'] };
  // "Resist 10 Fire, Resist 5 Cold", "Immune lightning, slowed", "Resist 10 Necrotic, Radiant",
  // "Immune Dominated, Immune Fear" and the like: every item a damage trait, a condition immunity or
  // Immune Fear (a bare item repeats the verb before it, and a resistance's or vulnerability's number:
  // "Resist 10 Fire, Cold" is Resist 10 Fire and Resist 10 Cold), or nothing.
  if (/^(resist|vulnerable|immune)\b/.test(h) && rest === '') {
    let verb = '';
    let amount = '';
    const items = head
      .replace(/[.)]+$/, '')
      .split(/\s*(?:,|;|\band\b)\s*/i)
      .filter((x) => x !== '')
      .map((x) => {
        const v = /^(resist|vulnerable|immune)\b(?:\s+(\d+)\b)?/i.exec(x);
        if (v) {
          verb = (v[1] ?? '').toLowerCase();
          amount = v[2] ?? '';
          return x;
        }
        if (verb === 'immune') return `immune ${x}`;
        return amount !== '' && /^[a-z]+$/i.test(x) ? `${verb} ${amount} ${x}` : x;
      });
    const powers = items.map((x) => damageTrait(x) ?? conditionImmunity(x) ?? (/^immune fear$/i.test(x.trim()) ? IMMUNE_FEAR : null));
    if (powers.every((p): p is PowerInput => p !== null)) return { powers, translated: [] };
    return gap(`${h.split(' ')[0] ?? h}: ${fold(head).replace(/^\w+\s*/, '')}`, 'an immunity or resistance to something other than a damage type');
  }
  if (/^immune (\w+)$/.test(h)) return gap(`immune: ${fold(h.slice(7))}`, 'an immunity to something other than a damage type');
  return null;
}
