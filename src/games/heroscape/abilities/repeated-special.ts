/**
 * Single-target special attacks, some made again in the same turn: Rapid Fire (Deathwalker 8000:
 * again after each attack that inflicts a wound, until one does not), Quick Release (Kaemon Awa: one
 * additional attack, the same or another target), Ice Shard Breath (Nilfheim: two additional
 * attacks, never the same figure twice), Fledgling Ice Shards (White Wyrmling: one additional, never
 * the same figure twice) and Fledgling Fires (Red Wyrmling: one attack, Common Squad figures roll 2
 * fewer defense dice) and Fire Strike (Chardris: one attack, 2 dice + 1 per other Elf Wizard within 3
 * clear sight spaces, at most +3) and Arcane Bolt (Sharwin Wildborn: again after each attack that
 * wounds, at a figure adjacent to that defender when that attack began, at any range — "Range 5 +
 * Special" — never the same figure twice); Machine Pistol and Wrist Rocket (Major Q10: 4 and 2
 * attacks in the turn, the same or another target), Blood Hungry (Brunak: again after each attack
 * that destroys its target, until one does not), Mind Blast (Tul-Bak-Ra: no clear Line of Sight
 * needed), and attacks limited to some targets — Turn Undead (Ana Karithon: Undead figures only),
 * Evisceraxe (Warden 816: never a small figure), Pistol Fire (Sgt. Drake Alexander: never a figure
 * that follows Jandar), Ullar Enhanced Rifle (Deadeye Dan: small or medium figures only, no defense
 * dice, never after the figure has moved this turn — moves seen as abilities/figure-moved.ts sees them),
 * Blind Rage (Sir Hawthorne: again after each attack that rolls at least 2 skulls, until one rolls
 * fewer; the skulls counted as rolled, before any defense), Autoload (Laglor: again after each attack
 * whose dice, rolled as the card's general's Valkyrie Dice, show at least one symbol — abilities/valkyrie-dice.ts;
 * our reading: "you may roll Vydar Valkyrie Dice" is the attack's own dice, always taken). One module per printed name, made by `repeatedSpecial` with the card's
 * numbers.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack, its own Range and Attack, never modified by glyphs, height advantage or other powers; an
 * engaged figure may only attack the figures it is engaged with); the powers' texts are on the cards.
 *
 * How it is played: the first attack is offered in the attack question; after its defense (a
 * `power` step pushed below the defense steps) the figure is offered the next one, or to stop (each
 * "may"). "Inflicts a wound": the target received at least one wound marker or was destroyed.
 */
import type { EffectHandler, Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { cardOf, figureById, figureName, type FigureState, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { ELF_WIZARDS, kinBonus, type KinBonus } from './kin-bonus.js';
import { hasMoved, movedMarks } from './figure-moved.js';
import { adjacentFigures, ofEffectCard, SKIP } from './near.js';
import { commonSquadsRollFewer, specialTargetOf, specialTargetOptions } from './special-targets.js';
import { symbolsInFaces } from './valkyrie-dice.js';

export interface RepeatedSpecial {
  readonly name: string;
  readonly range: number;
  readonly attack: number;
  /**
   * `wound`: again while each attack inflicts a wound; `destroy`: again while each attack destroys
   * its target (Blood Hungry); a number: that many additional attacks.
   */
  readonly again: 'wound' | 'destroy' | 'skulls' | 'symbols' | number;
  /** With `again: 'skulls'`: the skulls an attack must roll for the next (Blind Rage: 2). `'symbols'`: one Valkyrie symbol (a blank face) is enough (Autoload). */
  readonly skulls?: number;
  /** Whether a figure may be attacked only once in the turn by this power. */
  readonly distinct: boolean;
  /** Common Squad figures roll this many fewer defense dice against it (Fledgling Fires: 2). */
  readonly commonSquadsRollFewer?: number;
  /** Attack dice added for friendly figures of a kind near the attacker (Fire Strike: Elf Wizards). */
  readonly kin?: KinBonus;
  /**
   * `adjacent` (Arcane Bolt): each next target is a figure that was adjacent to the previous defender
   * when that attack began, at any range (still in clear sight, and only engaged figures while engaged).
   */
  readonly chain?: 'adjacent';
  /** Whether the target must be in clear Line of Sight (Mind Blast: false, "does not need clear line of sight"). Default true. */
  readonly sight?: boolean;
  /** Only figures whose card passes `allows` may be attacked (Turn Undead: Undead figures; Evisceraxe: no small figures). */
  readonly only?: TargetLimit;
  /** The attack dice by the defender's card instead of `attack` (Shuriken: 3 at a small or medium figure, else 2), with its words. */
  readonly diceVs?: { readonly text: string; readonly dice: (c: ArmyCard) => number };
  /** The defender rolls no defense dice against it (Ullar Enhanced Rifle). */
  readonly noDefense?: boolean;
  /** Not offered to a figure of the card that has moved this turn (Ullar Enhanced Rifle). */
  readonly notAfterMoving?: boolean;
}

/** A limit on the figures a special attack may target, read from the defender's card, with its words. */
export interface TargetLimit {
  /** Our words for the allowed targets, completing "Only … may be attacked with it." */
  readonly text: string;
  readonly allows: (c: ArmyCard) => boolean;
}

/**
 * "Cannot roll defense dice" against the card's special attack: the last word on the defense dice
 * (tier 9, after the defender's own powers). The card's figures make no other special attack.
 */
const noDefenseDice: NonNullable<EffectHandler<HsState, HsQueries, HsCtx, HsEvents>['queries']> = {
  defenseDice: { tier: 9, modify: (n, args, s, effect) => (args.special && ofEffectCard(s, effect, args.attacker) ? 0 : n) },
};

/**
 * The skulls of the card's last special attack roll, kept as one card token (`<prefix><n>`) until the
 * end of the turn. The card's figures make no other special attack, so the roll is this power's.
 */
function skullsKept(
  prefix: string,
  counted: (p: HsEvents['AttackRolled']) => number = (p) => p.skulls,
): NonNullable<EffectHandler<HsState, HsQueries, HsCtx, HsEvents>['on']> {
  const drop = (tokens: string[]): void => {
    const i = tokens.findIndex((t) => t.startsWith(prefix));
    if (i >= 0) tokens.splice(i, 1);
  };
  return {
    AttackRolled: {
      run(ctx, effect, p) {
        if (!p.special || !ofEffectCard(ctx.state, effect, p.attacker)) return;
        const c = ctx.state.cards[cardParam(effect)]!;
        drop(c.tokens);
        c.tokens.push(`${prefix}${counted(p)}`);
      },
    },
    EndOfTurn: {
      run(ctx, effect) {
        const c = ctx.state.cards[cardParam(effect)];
        if (c) drop(c.tokens);
      },
    },
  };
}

/** Far enough for any battlefield: a chained target's range is "Special", only its adjacency counts. */
const ANY_RANGE = 1000;

export function repeatedSpecial(p: RepeatedSpecial): Ability {
  const key = abilityKey(p.name);
  const again =
    p.again === 'wound'
      ? '; after each attack that inflicts a wound it may attack again with this power'
      : p.again === 'destroy'
        ? '; after each attack that destroys its target it may attack again with this power'
        : p.again === 'skulls'
          ? `; after each attack that rolls at least ${p.skulls ?? 2} skulls it may attack again with this power`
          : p.again === 'symbols'
            ? "; after each attack whose dice, rolled as Valkyrie Dice of this card's general, show at least one symbol (a blank face) it may attack again with this power"
            : p.again > 0
              ? `; it may attack ${p.again} additional time${p.again === 1 ? '' : 's'} with this power`
              : '';
  const fewer = p.commonSquadsRollFewer ?? 0;
  const plus = p.kin
    ? ` Add 1 attack die for each other ${p.kin.species} ${p.kin.class} you control within ${p.kin.within} clear sight spaces, at most +${p.kin.most}.`
    : '';
  const chained = p.chain === 'adjacent' ? ' Each next target was adjacent to the previous defender when that attack began, at any range.' : '';
  const sight = p.sight ?? true;
  const blind = sight ? '' : ' It needs no clear Line of Sight to its target.';
  const only = p.only ? ` Only ${p.only.text} may be attacked with it.` : '';
  const still = p.notAfterMoving ? ' Not after the figure has moved this turn.' : '';
  const bare = p.noDefense ? ' The defender rolls no defense dice against it.' : '';
  const moved = `${key}-moved:`;
  /** With `again: 'skulls'` ('symbols'): the card token holding the skulls (symbols) of its last roll (`<key>-skulls:<n>`). */
  const rolledPrefix = `${key}-skulls:`;
  const lastSkulls = (s: HsState, card: number): number => {
    const t = s.cards[card]?.tokens.find((x) => x.startsWith(rolledPrefix));
    return t ? Number(t.slice(rolledPrefix.length)) : 0;
  };
  const allowed = (ctx: HsCtx, t: string): boolean => !p.only || p.only.allows(cardOf(ctx.state, figureById(ctx.state, t)).card);
  /** `near`: the figures a chained attack may reach (adjacent to the previous defender), undefined for the first attack. */
  const targets = (ctx: HsCtx, f: FigureState, hit: readonly string[], near?: readonly string[]): string[] =>
    (near ? targetsOf(ctx, f, { range: ANY_RANGE, sight }).filter((t) => near.includes(t)) : targetsOf(ctx, f, { range: p.range, sight })).filter(
      (t) => (!p.distinct || !hit.includes(t)) && allowed(ctx, t),
    );

  /** One attack on `target`, with the step that offers the next one after its defense. */
  function attack(ctx: HsCtx, card: number, f: FigureState, target: string, hit: readonly string[], left: number): void {
    const s = ctx.state;
    const t = figureById(s, target);
    if (p.again !== 0)
      ctx.push({
        kind: 'power',
        power: key,
        card,
        player: f.owner,
        data: {
          figure: f.id,
          target,
          wounds: t.wounds,
          hit: [...hit, target],
          left,
          ...(p.chain === 'adjacent' ? { near: adjacentFigures(s, t).map((x) => x.id) } : {}),
        },
      });
    const dice = p.diceVs ? p.diceVs.dice(cardOf(s, t).card) : p.attack;
    resolveSpecialAttack(ctx, f, p.name, dice + (p.kin ? kinBonus(ctx, f, p.kin) : 0), [t]);
  }

  return {
    name: p.name,
    text: `Special attack instead of a normal attack: Range ${p.range}, Attack ${p.diceVs ? p.diceVs.text : p.attack}${again}${p.distinct ? ', never at the same figure twice in the turn' : ''}.${fewer > 0 ? ` Common Squad figures roll ${fewer} fewer defense dice against it.` : ''}${plus}${chained}${blind}${only}${bare}${still}`,
    // The card's figures make no other special attack, so a special attack's defense against one of them is this power's.
    handler:
      p.again === 'skulls'
        ? { on: skullsKept(rolledPrefix) }
        : p.again === 'symbols'
          ? { on: skullsKept(rolledPrefix, (r) => symbolsInFaces(r.faces)) }
          : p.noDefense || p.notAfterMoving
            ? { ...(p.notAfterMoving ? { on: movedMarks(moved) } : {}), ...(p.noDefense ? { queries: noDefenseDice } : {}) }
            : fewer > 0
              ? commonSquadsRollFewer(fewer)
              : {},
    attackOptions: (ctx, card, attacked) =>
      specialTargetOptions(ctx, card, attacked, key, p.name, (f) => (p.notAfterMoving && hasMoved(ctx.state, card, f.id, moved) ? [] : targets(ctx, f, []))),
    useAttackOption(ctx, card, option) {
      const [a, t] = specialTargetOf(key, option.id);
      attack(ctx, card, figureById(ctx.state, a), t, [], typeof p.again === 'number' ? p.again : -1);
      return [a];
    },
    step: {
      run(ctx, step: PowerStep) {
        const s = ctx.state;
        const f = figureById(s, String(step.data['figure']));
        if (f.destroyed || f.head < 0) return;
        const left = Number(step.data['left']);
        if (p.again === 'wound') {
          const t = figureById(s, String(step.data['target']));
          if (!t.destroyed && t.wounds <= Number(step.data['wounds'])) return;
        } else if (p.again === 'destroy') {
          if (!figureById(s, String(step.data['target'])).destroyed) return;
        } else if (p.again === 'skulls') {
          if (lastSkulls(s, step.card) < (p.skulls ?? 2)) return;
        } else if (p.again === 'symbols') {
          if (lastSkulls(s, step.card) < 1) return;
        } else if (left <= 0) return;
        const hit = step.data['hit'] as readonly string[];
        const near = step.data['near'] as readonly string[] | undefined;
        const options: Option[] = targets(ctx, f, hit, near).map((t) => ({
          id: `again:${t}`,
          label: `${p.name} again, on ${figureName(s, figureById(s, t))}`,
          payload: { defender: t },
        }));
        if (options.length === 0) return;
        options.push({ id: SKIP, label: `No more ${p.name}` });
        return ctx.ask(step.player, 'use-power', `${p.name}: attack again with ${figureName(s, f)}?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const f = figureById(ctx.state, String(step.data['figure']));
        const left = Number(step.data['left']);
        attack(ctx, step.card, f, option.id.slice('again:'.length), step.data['hit'] as readonly string[], typeof p.again === 'number' ? left - 1 : -1);
      },
    },
  };
}

export const rapidFireSpecialAttack = repeatedSpecial({ name: 'Rapid Fire Special Attack', range: 7, attack: 3, again: 'wound', distinct: false });
export const quickReleaseSpecialAttack = repeatedSpecial({ name: 'Quick Release Special Attack', range: 4, attack: 4, again: 1, distinct: false });
export const iceShardBreathSpecialAttack = repeatedSpecial({ name: 'Ice Shard Breath Special Attack', range: 5, attack: 4, again: 2, distinct: true });
export const fledglingIceShardsSpecialAttack = repeatedSpecial({ name: 'Fledgling Ice Shards Special Attack', range: 5, attack: 2, again: 1, distinct: true });
export const fledglingFiresSpecialAttack = repeatedSpecial({
  name: 'Fledgling Fires Special Attack',
  range: 5,
  attack: 3,
  again: 0,
  distinct: false,
  commonSquadsRollFewer: 2,
});
export const fireStrikeSpecialAttack = repeatedSpecial({
  name: 'Fire Strike Special Attack',
  range: 6,
  attack: 2,
  again: 0,
  distinct: false,
  kin: ELF_WIZARDS,
});
export const arcaneBoltSpecialAttack = repeatedSpecial({
  name: 'Arcane Bolt Special Attack',
  range: 5,
  attack: 3,
  again: 'wound',
  distinct: true,
  chain: 'adjacent',
});
export const machinePistolSpecialAttack = repeatedSpecial({ name: 'Machine Pistol Special Attack', range: 7, attack: 2, again: 3, distinct: false });
export const wristRocketSpecialAttack = repeatedSpecial({ name: 'Wrist Rocket Special Attack', range: 4, attack: 4, again: 1, distinct: false });
export const bloodHungrySpecialAttack = repeatedSpecial({ name: 'Blood Hungry Special Attack', range: 1, attack: 4, again: 'destroy', distinct: false });
export const mindBlastSpecialAttack = repeatedSpecial({ name: 'Mind Blast Special Attack', range: 3, attack: 3, again: 0, distinct: false, sight: false });
export const turnUndeadSpecialAttack = repeatedSpecial({
  name: 'Turn Undead Special Attack',
  range: 4,
  attack: 4,
  again: 0,
  distinct: false,
  only: { text: 'Undead figures', allows: (c) => c.species.toLowerCase() === 'undead' },
});
export const evisceraxeSpecialAttack = repeatedSpecial({
  name: 'Evisceraxe Special Attack',
  range: 1,
  attack: 5,
  again: 0,
  distinct: false,
  only: { text: 'figures that are not small', allows: (c) => c.size !== 'small' },
});
export const pistolFireSpecialAttack = repeatedSpecial({
  name: 'Pistol Fire Special Attack',
  range: 5,
  attack: 3,
  again: 0,
  distinct: false,
  only: { text: 'figures that do not follow Jandar', allows: (c) => c.general.toLowerCase() !== 'jandar' },
});
export const shurikenSpecialAttack = repeatedSpecial({
  name: 'Shuriken Special Attack',
  range: 5,
  attack: 3,
  again: 0,
  distinct: false,
  diceVs: { text: '3 at a small or medium figure, 2 at a figure of another size', dice: (c) => (c.size === 'small' || c.size === 'medium' ? 3 : 2) },
});
export const ullarEnhancedRifleSpecialAttack = repeatedSpecial({
  name: 'Ullar Enhanced Rifle Special Attack',
  range: 10,
  attack: 1,
  again: 0,
  distinct: false,
  only: { text: 'small or medium figures', allows: (c) => c.size === 'small' || c.size === 'medium' },
  noDefense: true,
  notAfterMoving: true,
});
export const blindRageSpecialAttack = repeatedSpecial({ name: 'Blind Rage Special Attack', range: 1, attack: 3, again: 'skulls', skulls: 2, distinct: false });
export const autoloadSpecialAttack = repeatedSpecial({ name: 'Autoload Special Attack', range: 7, attack: 3, again: 'symbols', distinct: false });
