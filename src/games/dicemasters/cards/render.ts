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

/** Our rules text for an effect: its op module's (abilities/ops/). */
export function renderEffect(e: Effect): string {
  return opText(e);
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
