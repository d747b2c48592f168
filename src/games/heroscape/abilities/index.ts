/**
 * Every army-card power the engine enforces, by key (`abilityKey` of the module's name). A card's
 * powers are bound to these card by card (pool/bind.ts: the card's pool entry, or the module our
 * own card names) when the battle starts (`attachAbilities`); a power without a binding is not
 * enforced.
 * Rulebook: heroscape-master-game-guide — "Special Powers".
 */
import type { StepHandler } from '../../../core/index.js';
import type { HsCtx, HsEvents, HsQueries } from '../battle/events.js';
import type { PowerStep } from '../battle/steps.js';
import { NEGATED, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { abilityKey, type Ability } from './ability.js';
import { attackAura1, defensiveAura1 } from './auras.js';
import { ROTV_ABILITIES } from './rotv.js';
import { stealthDodge } from './stealth-dodge.js';
import { stealthFlying } from './stealth-flying.js';
import { slither } from './slither.js';
import { climbX2, climbX3, scale } from './climb.js';
import { phantomWalk } from './phantom-walk.js';
import { meleeDefense1, meleeDefense4 } from './melee-defense.js';
import { cyberclawPower, improvedCyberclaw } from './cyberclaw.js';
import { swirlingVortex } from './swirling-vortex.js';
import { enslaveAbility } from './enslave.js';
import { soulWeapons } from './soul-weapons.js';
import { disarmTraps, mine } from './disarm-traps.js';
import { flailHurricane } from './flail-hurricane.js';
import { healingWord } from './healing-word.js';
import { bondingAbility } from './bonding.js';
import { movementBondingAbility } from './movement-bonding.js';
import { insteadOfTurnAbility } from './instead-of-turn.js';
import { eternalHatredAbility } from './eternal-hatred.js';
import { fireAndRushAbility } from './fire-and-rush.js';
import { ninjutsuBarrageAbility } from './ninjutsu-barrage.js';
import { psionicBlastSpecialAttack } from './psionic-blast.js';
import { hiveSwarm } from './hive-swarm.js';
import { hiveSupremacy } from './hive-supremacy.js';
import { loyaltyToTheLizardKing } from './lizard-king.js';
import { hordeMovement } from './horde-movement.js';
import { leadershipMove } from './leadership-move.js';
import {
  forceOrbSpecialAttack,
  majesticFiresSpecialAttack,
  rainOfFlameSpecialAttack,
  shotgunBlastSpecialAttack,
  sweepingSwordSpecialAttack,
  wildSwingSpecialAttack,
} from './adjacent-blast.js';
import {
  arcaneBoltSpecialAttack,
  bloodHungrySpecialAttack,
  evisceraxeSpecialAttack,
  fireStrikeSpecialAttack,
  fledglingFiresSpecialAttack,
  fledglingIceShardsSpecialAttack,
  iceShardBreathSpecialAttack,
  machinePistolSpecialAttack,
  mindBlastSpecialAttack,
  pistolFireSpecialAttack,
  quickReleaseSpecialAttack,
  ullarEnhancedRifleSpecialAttack,
  blindRageSpecialAttack,
  autoloadSpecialAttack,
  shurikenSpecialAttack,
  rapidFireSpecialAttack,
  turnUndeadSpecialAttack,
  wristRocketSpecialAttack,
} from './repeated-special.js';
import { archersGloryAbility, frenzyAbility, frenzyEnhancement, overextendAbility } from './another-turn.js';
import { carry } from './carry.js';
import { deadlyShot, deadlyStrike } from './deadly-shot.js';
import { queglixGunSpecialAttack, saberStormSpecialAttack } from './dice-pool-special.js';
import { oneShieldDefense } from './one-shield-defense.js';
import { poisonStingSpecialAttack, venomRaySpecialAttack } from './poison-special.js';
import { fledglingLightningBreathSpecialAttack, tetsuboSpecialAttack, thunderRamAssaultSpecialAttack } from './second-target-special.js';
import { tough } from './tough.js';
import { waitThenFire } from './wait-then-fire.js';
import {
  attackTheWild2,
  battleAxe,
  bloodFrenzy,
  broadsword2,
  giantKiller,
  skyWatcher,
  sneakAttack2,
  technoHatred,
  woundedSmash,
  homingDevice,
  sighting,
  righteousSmite,
  dishonorableAttack,
  poisonCloud,
  landslide,
  knightsCourage,
} from './added-attack-dice.js';
import { adjacentTough1, ironTough, shockingGrasp, warforgedResolve } from './automatic-shields.js';
import { orcBattleCry } from './orc-battle-cry.js';
import { heroicDefenseAura } from './heroic-defense-aura.js';
import {
  airMastery,
  disciplinedArmyDefenseBonus,
  evasive8,
  insubstantial3,
  mobAttack,
  shieldWall,
  staffOfLerkintin,
  valiantArmyDefenseBonus,
  dismissTheRabble,
  chaliceOfFortitude,
} from './defense-dice-powers.js';
import {
  attackAura,
  clearSightDefenseAura,
  giftOfTheEmpressAura,
  lolthsJudgmentAura,
  protectionFromEvilAura,
  vydarsRangeEnhancementAura,
} from './clear-sight-bonus-auras.js';
import { combatLeader } from './combat-leader.js';
import { initiativeAdvantage } from './initiative-advantage.js';
import { coldHealing, coldRegenerate, regenerate } from './regenerate.js';
import { berserkerChargeEnhancement, iceTrollCharge } from './berserker-charge.js';
import { arcaneRiposte, evilEyeDefense, evilEyeProtection, lumberingBully } from './excess-shields.js';
import { markOfTheWarlord } from './mark-of-the-warlord.js';
import { gladiatorInspiration } from './gladiator-inspiration.js';
import { spearOfSummoning } from './spear-of-summoning.js';
import { elvenSummoningSpell } from './elven-summoning-spell.js';
import { mageHand } from './mage-hand.js';
import { hideInDarkness } from './hide-in-darkness.js';
import {
  commandersStrike,
  dragonHealing,
  dragonSwoop,
  helmOfMitonsoulAura,
  layOnHands,
  marroPlague,
  searingIntensity,
  ullarsBoltOfTheWitherwood,
  circuitryOverload,
} from './after-move-d20-powers.js';
import { targetingBeacon } from './targeting-beacon.js';
import { empResponse } from './emp-response.js';
import { rodOfNegation } from './rod-of-negation.js';
import { soulDevour } from './soul-devour.js';
import { entanglingWeb } from './entangling-web.js';
import { lethalSting, maul, venomousSting } from './all-skulls-attacks.js';
import { trackingAbility } from './tracking.js';
import { selfDestruct } from './self-destruct.js';
import { chainGrab } from './chain-grab.js';
import { coilCrush } from './coil-crush.js';
import { healingTouch } from './healing-touch.js';
import { cripplingGaze } from './crippling-gaze.js';
import { chillingTouch, eternalStrength } from './chilling-touch.js';
import { eternalHeartbreak } from './eternal-heartbreak.js';
import { mortalStrike } from './mortal-strike.js';
import { dyingSwipe } from './dying-swipe.js';
import { doubleAssault } from './double-assault.js';
import { firstAssault3 } from './first-assault.js';
import { indomitable } from './indomitable.js';
import { battleFrenzy } from './battle-frenzy.js';
import { stingerDrain } from './stinger-drain.js';
import { netTrip, paralyzingStare } from './after-move-defense-limits.js';
import { sharpshooter, stareOfStore } from './stare-of-store.js';
import { toxicSkin } from './toxic-skin.js';
import { mindShackle19 } from './mind-shackle.js';
import { stabInTheBack } from './stab-in-the-back.js';
import { lurkInShadows, negativeElement, waterMastery, waterWeakness } from './terrain-powers.js';
import { glacierCamouflage } from './glacier-camouflage.js';
import { glacierTraverse } from './glacier-traverse.js';
import { shadowAmbush } from './shadow-ambush.js';
import { lavaResistant } from './lava-resistant.js';
import { amphibious } from './amphibious.js';
import { waterSuits } from './water-suits.js';
import { gallopingCharge } from './galloping-charge.js';
import { swampWaterTunnel, waterTunnel } from './tunnel.js';
import { warriorsSwiftnessSpirit } from './warrior-spirit.js';
import { chargingAssault } from './charging-assault.js';
import { scatterAbility } from './scatter.js';
import { wildPackMovement } from './wild-pack-movement.js';
import { trickySpeed4 } from './tricky-speed.js';
import { ullarsAmulet } from './ullars-amulet.js';
import { leafOfTheHomeTreeAura } from './leaf-of-the-home-tree-aura.js';
import { snowAndIceEnhancedMovement } from './snow-and-ice.js';
import { kinEnhancement } from './kin-enhancement.js';
import { defensiveAgility, shieldsOfValor } from './shield-counts.js';
import { fearlessAdvantage } from './fearless-advantage.js';
import { arrowVolleySpecialAttack, encircleSpecialAttack, zombieOnslaughtSpecialAttack } from './combined-special.js';
import { aCowardsReward } from './cowards-reward.js';
import { fledglingAcidBreath, poisonousAcidBreath } from './acid-breath.js';
import { dragonBreathSpecialAttack } from './fire-line.js';
import { feyStep, teleportation, undergroundMovement } from './placement-move.js';
import { knockback14 } from './knockback.js';
import { throw14 } from './throw.js';
import { grappleArm, stealthLeap25, stealthLeapAbility } from './stealth-leap.js';
import { shadowDance } from './shadow-dance.js';
import { thunderStep } from './thunder-step.js';
import { teleportReinforcements } from './teleport-reinforcements.js';
import { talonGrab } from './talon-grab.js';
import { burningBreathSpecialAttack } from './target-line-special.js';
import { javelin, lavaThrow, rockThrow } from './range-bonuses.js';
import { reach } from './reach.js';
import { hydraHeads } from './hydra-heads.js';
import { cellDivide } from './cell-divide.js';
import { mastersAssault, shaolinAssault, whirlwindAssault } from './adjacent-assault.js';
import { combinedArbalest } from './combined-arbalest.js';
import { fireBlastSpecialAttack } from './fire-blast.js';
import { bloodlust } from './bloodlust.js';
import { unleashedFuryAbility, unleashedFuryEnhancement } from './unleashed-fury.js';
import { bayonetAttack1 } from './bayonet-attack.js';
import { highlandFury } from './highland-fury.js';
import { pounceSpecialAttack } from './pounce.js';
import { lolthsWrathSpecialAttack } from './lolths-wrath.js';
import { lifeDrain } from './life-drain.js';
import { poisonWeapons } from './poison-weapons.js';
import { engagementStrike, iceSpikes } from './engagement-strike.js';
import { iceCold } from './ice-cold.js';
import { cleave } from './cleave.js';
import { concealment, defyDeath, stealthArmor, tacticalDisengagement } from './wound-ignoring-rolls.js';
import { disciplinedInfluence } from './disciplined-influence.js';
import { expendableRabble } from './expendable-rabble.js';
import { bargeIntoBattle } from './barge-into-battle.js';
import { lycanthropy } from './lycanthropy.js';
import { moonFrenzyAbility } from './moon-frenzy.js';
import { zombiesRiseAgain } from './zombies-rise-again.js';
import { marroRebirthAbility } from './marro-rebirth.js';
import { notRebirthed } from './not-rebirthed.js';
import { concentratedWill } from './concentrated-will.js';
import { coverFireAbility } from './cover-fire.js';
import { cragOfSteel } from './crag-of-steel.js';
import { orcBattleRushAbility } from './orc-battle-rush.js';
import { disappearingNinjaAbility } from './disappearing-ninja.js';
import { cloudOfDarkness } from './cloud-of-darkness.js';
import { scurryAbility } from './scurry.js';
import { smokePowder } from './smoke-powder.js';
import { mastersInfluence } from './masters-influence.js';
import { tacticalSwitch } from './tactical-switch.js';
import { trampleStompAbility } from './trample-stomp.js';
import { summonElemental } from './summon-elemental.js';
import { summonedSquad, summonTheRechetsAbility } from './summoned-squad.js';
import { earthSlamSpecialAttack } from './earth-slam.js';
import { combatChallenge } from './combat-challenge.js';
import { exoskeleton } from './exoskeleton.js';
import { frostRage } from './frost-rage.js';
import { gainHighGroundAbility } from './gain-high-ground.js';
import { jandarsDispatchAbility } from './jandars-dispatch.js';
import { vanishAbility } from './vanish.js';
import { blendIntoShadow } from './blend-into-shadow.js';
import { feralRage } from './feral-rage.js';
import { jungleTracking } from './jungle-tracking.js';
import { battleFury } from './battle-fury.js';
import { warCryAbility } from './war-cry.js';
import { bindingsOf } from '../pool/bind.js';
import type { PowerParams } from '../pool/types.js';

const ALL: readonly Ability[] = [
  stealthDodge,
  stealthFlying,
  slither,
  climbX2,
  climbX3,
  phantomWalk,
  meleeDefense1,
  meleeDefense4,
  cyberclawPower,
  improvedCyberclaw,
  swirlingVortex,
  enslaveAbility(abilitiesOf),
  soulWeapons,
  disarmTraps,
  mine,
  flailHurricane,
  healingWord,
  bondingAbility(abilitiesOf),
  movementBondingAbility(abilitiesOf),
  insteadOfTurnAbility(abilitiesOf),
  eternalHatredAbility(abilitiesOf),
  fireAndRushAbility(abilitiesOf, { climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  ninjutsuBarrageAbility(abilitiesOf, { climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  psionicBlastSpecialAttack,
  hiveSwarm,
  hiveSupremacy,
  loyaltyToTheLizardKing,
  hordeMovement,
  leadershipMove,
  attackAura1,
  defensiveAura1,
  ...ROTV_ABILITIES,
  deadlyShot,
  deadlyStrike,
  tough,
  oneShieldDefense,
  waitThenFire,
  shotgunBlastSpecialAttack,
  forceOrbSpecialAttack,
  frenzyEnhancement,
  majesticFiresSpecialAttack,
  rapidFireSpecialAttack,
  quickReleaseSpecialAttack,
  iceShardBreathSpecialAttack,
  fledglingIceShardsSpecialAttack,
  fledglingFiresSpecialAttack,
  saberStormSpecialAttack,
  queglixGunSpecialAttack,
  poisonStingSpecialAttack,
  venomRaySpecialAttack,
  fireStrikeSpecialAttack,
  arcaneBoltSpecialAttack,
  machinePistolSpecialAttack,
  wristRocketSpecialAttack,
  bloodHungrySpecialAttack,
  mindBlastSpecialAttack,
  turnUndeadSpecialAttack,
  evisceraxeSpecialAttack,
  pistolFireSpecialAttack,
  ullarEnhancedRifleSpecialAttack,
  blindRageSpecialAttack,
  autoloadSpecialAttack,
  fledglingLightningBreathSpecialAttack,
  arrowVolleySpecialAttack,
  encircleSpecialAttack,
  zombieOnslaughtSpecialAttack,
  fledglingAcidBreath,
  poisonousAcidBreath,
  dragonBreathSpecialAttack,
  burningBreathSpecialAttack,
  whirlwindAssault,
  shaolinAssault,
  mastersAssault,
  combinedArbalest,
  fireBlastSpecialAttack,
  thunderRamAssaultSpecialAttack,
  bayonetAttack1,
  pounceSpecialAttack,
  wildSwingSpecialAttack,
  sweepingSwordSpecialAttack,
  lolthsWrathSpecialAttack,
  tetsuboSpecialAttack,
  shurikenSpecialAttack,
  rainOfFlameSpecialAttack,
  carry,
  broadsword2,
  battleAxe,
  skyWatcher,
  sneakAttack2,
  bloodFrenzy,
  giantKiller,
  woundedSmash,
  attackTheWild2,
  technoHatred,
  sighting,
  righteousSmite,
  knightsCourage,
  dishonorableAttack,
  poisonCloud,
  landslide,
  homingDevice,
  warforgedResolve,
  adjacentTough1,
  ironTough,
  shockingGrasp,
  orcBattleCry,
  heroicDefenseAura,
  insubstantial3,
  mobAttack,
  airMastery,
  evasive8,
  valiantArmyDefenseBonus,
  disciplinedArmyDefenseBonus,
  shieldWall,
  staffOfLerkintin,
  dismissTheRabble,
  chaliceOfFortitude,
  regenerate,
  combatLeader,
  initiativeAdvantage,
  protectionFromEvilAura,
  lolthsJudgmentAura,
  attackAura,
  kinEnhancement,
  shieldsOfValor,
  defensiveAgility,
  fearlessAdvantage,
  aCowardsReward,
  giftOfTheEmpressAura,
  clearSightDefenseAura,
  vydarsRangeEnhancementAura,
  bloodlust,
  waterMastery,
  negativeElement,
  waterWeakness,
  lavaThrow,
  javelin,
  rockThrow,
  reach,
  hydraHeads,
  cellDivide,
  lurkInShadows,
  glacierCamouflage,
  glacierTraverse,
  shadowAmbush,
  hideInDarkness,
  layOnHands,
  commandersStrike,
  searingIntensity,
  rodOfNegation,
  soulDevour,
  entanglingWeb,
  maul,
  lethalSting,
  venomousSting,
  trackingAbility,
  selfDestruct,
  chainGrab,
  coilCrush,
  healingTouch,
  cripplingGaze,
  chillingTouch,
  eternalStrength,
  eternalHeartbreak,
  mortalStrike,
  lifeDrain,
  poisonWeapons,
  engagementStrike,
  iceSpikes,
  iceCold,
  cleave,
  concealment,
  stealthArmor,
  defyDeath,
  disciplinedInfluence,
  expendableRabble,
  bargeIntoBattle,
  lycanthropy,
  moonFrenzyAbility(abilitiesOf),
  tacticalDisengagement,
  zombiesRiseAgain,
  dyingSwipe,
  doubleAssault,
  firstAssault3,
  berserkerChargeEnhancement,
  indomitable,
  battleFrenzy,
  stingerDrain,
  paralyzingStare,
  netTrip,
  stareOfStore,
  sharpshooter,
  toxicSkin,
  mindShackle19,
  stabInTheBack,
  coldHealing,
  coldRegenerate,
  iceTrollCharge,
  arcaneRiposte,
  evilEyeProtection,
  lumberingBully,
  evilEyeDefense,
  markOfTheWarlord,
  gladiatorInspiration,
  spearOfSummoning,
  elvenSummoningSpell,
  mageHand,
  dragonSwoop,
  dragonHealing,
  ullarsBoltOfTheWitherwood,
  frenzyAbility(abilitiesOf),
  overextendAbility(abilitiesOf),
  archersGloryAbility(abilitiesOf),
  unleashedFuryAbility(abilitiesOf),
  unleashedFuryEnhancement,
  helmOfMitonsoulAura,
  highlandFury,
  lavaResistant,
  amphibious,
  waterSuits,
  gallopingCharge,
  waterTunnel,
  swampWaterTunnel,
  warriorsSwiftnessSpirit,
  chargingAssault,
  scatterAbility(climbTimes),
  scale,
  wildPackMovement,
  trickySpeed4,
  ullarsAmulet,
  leafOfTheHomeTreeAura,
  teleportation,
  undergroundMovement,
  feyStep,
  knockback14,
  throw14,
  stealthLeapAbility,
  stealthLeap25,
  grappleArm,
  shadowDance,
  thunderStep,
  teleportReinforcements,
  talonGrab,
  snowAndIceEnhancedMovement,
  concentratedWill,
  coverFireAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  cragOfSteel,
  orcBattleRushAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  marroPlague,
  circuitryOverload,
  targetingBeacon,
  empResponse,
  disappearingNinjaAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  summonElemental,
  summonedSquad,
  summonTheRechetsAbility(abilitiesOf),
  earthSlamSpecialAttack,
  combatChallenge,
  exoskeleton,
  frostRage,
  gainHighGroundAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  jandarsDispatchAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  vanishAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  blendIntoShadow,
  feralRage,
  jungleTracking,
  battleFury,
  warCryAbility(abilitiesOf),
  cloudOfDarkness,
  scurryAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  smokePowder,
  mastersInfluence,
  tacticalSwitch,
  trampleStompAbility({ climbTimes, climbAdds, walksWater, resistsLava, ignoresSlow }),
  marroRebirthAbility(abilitiesOf),
  notRebirthed,
];

export const ABILITIES: Readonly<Record<string, Ability>> = Object.fromEntries(ALL.map((a) => [abilityKey(a.name), a]));

/** The module of a key (`abilityKey` of its name), if any. */
export function abilityByKey(key: string): Ability | undefined {
  return Object.hasOwn(ABILITIES, key) ? ABILITIES[key] : undefined;
}

/** A card's power bound to its module, with the parameters the card's encoding gives it. */
export interface BoundAbility {
  readonly key: string;
  readonly ability: Ability;
  readonly params?: PowerParams;
}

/** The enforced powers of each card object: asked for at every step of a battle, worked out once per card. */
const byCard = new WeakMap<object, readonly BoundAbility[]>();

/** The powers of a card (in play or not) that the engine enforces: bound card by card (pool/bind.ts). */
export function enforcedPowers(card: ArmyCard): readonly BoundAbility[] {
  let out = byCard.get(card);
  if (out) return out;
  const list: BoundAbility[] = [];
  for (const b of bindingsOf(card)) {
    const ability = b.ability === undefined ? undefined : abilityByKey(b.ability);
    if (ability && b.ability) list.push({ key: b.ability, ability, ...(b.params ? { params: b.params } : {}) });
  }
  byCard.set(card, (out = list));
  return out;
}

/** The enforced powers of a card in play, with their keys. */
export function abilitiesOf(s: HsState, card: number): readonly BoundAbility[] {
  const c = s.cards[card];
  // The Glyph of Nilrend's negation: the card's powers are gone for the rest of the battle.
  if (!c || (c.tokens.length > 0 && c.tokens.includes(NEGATED))) return [];
  return enforcedPowers(c.card);
}

/** Whether a power of the card in play lets its figures move on through water (Slither). */
export function walksWater(s: HsState, card: number): boolean {
  for (const a of abilitiesOf(s, card)) if (a.ability.walksWater === true) return true;
  return false;
}

/** Whether a power of the card in play spares its figures molten lava and lava field damage and lets them move on through molten lava (Lava Resistant). */
export function resistsLava(s: HsState, card: number): boolean {
  for (const a of abilitiesOf(s, card)) if (a.ability.resistsLava === true) return true;
  return false;
}

/** Whether a power of the card in play makes slippery ice and heavy snow count 1 space for its figures (Snow and Ice Enhanced Movement). */
export function ignoresSlow(s: HsState, card: number): boolean {
  for (const a of abilitiesOf(s, card)) if (a.ability.ignoresSlow === true) return true;
  return false;
}

/** How many times the card's figures count their Height when moving up or down levels (Climb X2 / X3; 1 without). */
export function climbTimes(s: HsState, card: number): number {
  let n = 1;
  for (const a of abilitiesOf(s, card)) if (a.ability.climbTimes !== undefined && a.ability.climbTimes > n) n = a.ability.climbTimes;
  return n;
}

/** How many levels the card's figures add to their Height when moving up or down levels (Scale; 0 without). */
export function climbAdds(s: HsState, card: number): number {
  let n = 0;
  for (const a of abilitiesOf(s, card)) if (a.ability.climbAdds !== undefined && a.ability.climbAdds > n) n = a.ability.climbAdds;
  return n;
}

/** Puts one card's enforced powers in play: one effect per power, owned by the card's player. */
export function attachCardAbilities(ctx: HsCtx, card: number): void {
  const c = ctx.state.cards[card]!;
  for (const { key, params } of abilitiesOf(ctx.state, card))
    ctx.addEffect({ name: `${key}:${card}`, handler: key, owner: c.owner, source: c.card.name, params: params ? { ...params, card } : { card } });
}

/** Puts each card's enforced powers in play and runs their battle-start set-up. */
export function attachAbilities(ctx: HsCtx): void {
  ctx.state.cards.forEach((_, i) => {
    attachCardAbilities(ctx, i);
    for (const { ability } of abilitiesOf(ctx.state, i)) ability.atBattleStart?.(ctx, i);
  });
}

function moduleOf(step: PowerStep): Ability {
  const a = Object.hasOwn(ABILITIES, step.power) ? ABILITIES[step.power] : undefined;
  if (!a?.step) throw new Error(`power step: no module "${step.power}" with a step`);
  return a;
}

/** The `power` step: run by the module that pushed it. */
export const powerStep: StepHandler<HsState, PowerStep, HsQueries, HsEvents> = {
  run: (ctx, step) => moduleOf(step).step!.run(ctx, step),
  choose(ctx, step, option, decision) {
    moduleOf(step).step!.choose?.(ctx, step, option, decision);
  },
};
