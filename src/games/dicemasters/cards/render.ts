// Implements: dice-masters-battle-for-faerun — "CARDS" and "SHORTHAND CARD ABILITIES": our own rules
// text, generated from the encoding so the text shown is always what the engine enforces.
import type { Face } from '../types.js';
import type { Ability, BurstMatch, CardDef, DamageVictim, Effect } from './types.js';
import { EFFECT_CLASS_TEXT } from './effect-classes.js';
import { opText } from '../abilities/ops/index.js';
import { REDIRECT_TEXT } from '../abilities/ops/redirect-damage.js';
import { breathWeapon } from '../abilities/breath-weapon.js';
import { captureKnockedOut } from '../abilities/capture-knocked-out.js';
import { energyDrainAbility } from '../abilities/energy-drain.js';
import { equipAbility, equippedBonusAbility } from '../abilities/equip.js';
import { experienceAbility } from '../abilities/experience.js';
import { firstAttackingDamageGain } from '../abilities/first-attacking-damage-gain.js';
import { onActionCantBlock } from '../abilities/on-action-cant-block.js';
import { onRegenerateKoEngaged } from '../abilities/on-regenerate-ko-engaged.js';
import { overcrushAbility } from '../abilities/overcrush.js';
import { regenerateAbility } from '../abilities/regenerate.js';
import { swarmAbility } from '../abilities/swarm.js';

export { EFFECT_CLASS_TEXT };

const VICTIM_TEXT: Record<DamageVictim, string> = {
  character: 'one of your characters',
  player: 'you',
  either: 'you or one of your characters',
};

const stars = (b: BurstMatch | undefined): string => (b === undefined ? '' : b === 'any' ? '* or ** : ' : `${'*'.repeat(b)} : `);

export function renderEffect(e: Effect): string {
  const text = opText(e);
  if (text !== undefined) return text;
  switch (e.op) {
    case 'damage':
      return `${e.amount} damage to one ${e.target === 'character-or-player' ? 'character or player' : 'character'} of your choice.`;
    case 'move-to':
      return `Send ${e.maxLevel === null ? 'a character of any level' : `a level ${e.maxLevel} character`} from the field to its owner's ${e.zone === 'bag' ? 'bag' : 'prep area'}.`;
    case 'swap-with-used':
      return "Exchange a fielded character with a non-NPC character die from its owner's used pile; the newcomer enters at level 1 (it is not fielded, so nothing triggers on fielding).";
    case 'extra-damage-highest-adventurer':
      return 'A character hit by this takes extra damage equal to the level of your highest-level fielded adventurer.';
    case 'copy':
      return `${e.of === 'opposing-character' ? 'Pick an opposing character' : 'Pick another character'}: this character (or, when this is not a fielded character, one of yours you pick) copies its ${[e.stats ? 'attack and defense' : '', e.abilities ? 'card abilities (in place of its own)' : ''].filter(Boolean).join(' and ')} until the end of the turn or until it leaves the field; text naming the copied character applies to it too.`;
    case 'take-control':
      return `Take control of an opposing ${e.maxLevel === null ? '' : `level ${e.maxLevel} or lower `}character not in a combat until the end of the turn or until this character leaves the field; while it controls that die, this character cannot attack (the controlled one can).`;
    case 'exchange-control':
      return `Pick ${e.count} of your non-NPC characters and ${e.count} of your opponent's characters (none attacking or blocking): each player controls the other's picks until the end of the turn, as if they were their own${e.keepUnblocked ? '; if the ones you took attack unblocked, they stay in the field rather than go to the used pile' : ''}.`;
    default:
      // The ops with a module (abilities/ops/) are rendered above.
      throw new Error(`effect op '${e.op}': no module and no text in cards/render.ts`);
  }
}

export function renderAbility(a: Ability): string {
  switch (a.kind) {
    case 'breath-weapon':
      return breathWeapon.text(a);
    case 'energy-drain':
      return energyDrainAbility.text(a);
    case 'experience':
      return experienceAbility.text(a);
    case 'regenerate':
      return regenerateAbility.text(a);
    case 'overcrush':
      return overcrushAbility.text(a);
    case 'swarm':
      return swarmAbility.text(a);
    case 'when-fielded':
      return `${stars(a.burst)}On fielding: ${renderEffect(a.effect)}`;
    case 'action':
      return `${stars(a.burst)}${a.mode === 'instead' ? 'Replaces the line above: ' : a.mode === 'also' && a.burst !== undefined ? 'In addition: ' : ''}${renderEffect(a.effect)}`;
    case 'global':
      return `Global (pay 1 ${a.cost}${a.ownTurnOnly ? ', only on your turn' : ''}${a.oncePerTurn ? ', once per turn' : ''}): ${renderEffect(a.effect)}`;
    case 'first-attacking-damage-gain':
      return firstAttackingDamageGain.text(a);
    case 'on-regenerate-ko-engaged':
      return onRegenerateKoEngaged.text(a);
    case 'on-action-cant-block':
      return onActionCantBlock.text(a);
    case 'capture-knocked-out':
      return captureKnockedOut.text(a);
    case 'block-many-npcs':
      return 'One of these dice may block several attacking NPCs at once.';
    case 'equip':
      return equipAbility.text(a);
    case 'damage-reaction':
      return `Global reaction (pay 1 ${a.cost}): when damage is about to be dealt to ${VICTIM_TEXT[a.on ?? 'character']} — ${renderEffect(a.effect)}`;
    case 'effect-redirect':
      return `Global reaction (pay 1 ${a.cost}): when an opponent's effect other than damage is about to move one of your characters it picked, it affects ${REDIRECT_TEXT[a.to].replace(/^your opponent or /, '')} instead (even one it could not have picked); its source does not change.`;
    case 'effect-reaction':
      return `Global reaction (pay 1 ${a.cost}): when ${a.whose === 'opponent' ? "an opponent's" : 'any'} ability is about to resolve and would ${EFFECT_CLASS_TEXT[a.what]}, prevent it: all of that ability's effects are cancelled (its costs stay paid) and it can no longer be reacted to.`;
    case 'equipped-bonus':
      return equippedBonusAbility.text(a);
  }
}

function renderFace(f: Face, gear: boolean): string {
  switch (f.t) {
    case 'energy':
      return f.n === 1 ? f.type : `${f.type} x${f.n}`;
    case 'wild':
      return '?';
    case 'generic':
      return `(${f.n})`;
    case 'char':
      return `L${f.level} ${f.cost}|${f.a}A|${f.d}D${'*'.repeat(f.bursts)}`;
    case 'action':
      return `${gear ? 'GEAR' : 'ACTION'}${'*'.repeat(f.bursts)}`;
  }
}

export function renderCard(c: CardDef): string {
  const head = [
    `Cost ${c.cost}${c.energy ? ` ${c.energy}` : ''}`,
    c.affiliation ? `${c.affiliation}, ${c.alignment}` : c.kind === 'action' || c.kind === 'gear' ? c.kind : '',
    c.equipSlot ? 'can carry gear' : '',
    `${c.basic ? 'Use' : 'Max'}: ${c.max}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [head, ...c.abilities.map(renderAbility), `Faces: ${c.faces.map((f) => renderFace(f, c.kind === 'gear')).join(' / ')}`];
  return lines.join('\n');
}
