/**
 * Every pool table: one per published set, and the project's own cards. Card data, like the tables
 * themselves (pool/tables.ts reads them by card name).
 */
import type { CardEncoding } from '../types.js';
import { PROJECT_CARDS } from './project.js';
import { RISE_OF_THE_VALKYRIE } from './rise-of-the-valkyrie.js';
import { WAVE_1_MALLIDDONS_PROPHECY } from './wave-1-malliddons-prophecy.js';
import { WAVE_2_UTGARS_RAGE } from './wave-2-utgars-rage.js';
import { WAVE_3_JANDARS_OATH } from './wave-3-jandars-oath.js';
import { WAVE_4_ZANAFORS_DISCOVERY } from './wave-4-zanafors-discovery.js';
import { GIANT_WAVE_1_ORMS_RETURN } from './giant-wave-1-orms-return.js';
import { GIANT_WAVE_2_RAKNARS_VISION } from './giant-wave-2-raknars-vision.js';
import { GIANT_WAVE_3_AQUILLAS_ALLIANCE } from './giant-wave-3-aquillas-alliance.js';
import { SWARM_OF_THE_MARRO } from './swarm-of-the-marro.js';
import { WAVE_5_THORAS_VENGEANCE } from './wave-5-thoras-vengeance.js';
import { WAVE_6_DAWN_OF_DARKNESS } from './wave-6-dawn-of-darkness.js';
import { WAVE_7_FIELDS_OF_VALOR } from './wave-7-fields-of-valor.js';
import { WAVE_8_DEFENDERS_OF_KINSLAND } from './wave-8-defenders-of-kinsland.js';
import { WAVE_9_BLACKMOON_SIEGE } from './wave-9-blackmoon-siege.js';
import { WAVE_10_VALKRILLS_GAMBIT } from './wave-10-valkrills-gambit.js';
import { WAVE_11_CHAMPIONS_OF_THE_FORGOTTEN_REALMS } from './wave-11-champions-of-the-forgotten-realms.js';
import { WAVE_12_WARRIORS_OF_EBERRON } from './wave-12-warriors-of-eberron.js';
import { WAVE_13_MOLTENCLAWS_INVASION } from './wave-13-moltenclaws-invasion.js';
import { BATTLE_FOR_THE_UNDERDARK } from './battle-for-the-underdark.js';
import { SPECIAL_RELEASE } from './special-release.js';
import { CREST_OF_THE_VALKYRIE } from './crest-of-the-valkyrie.js';
import { TERRAIN_SET_1_ROAD_TO_THE_FORGOTTEN_FOREST } from './terrain-set-1-road-to-the-forgotten-forest.js';
import { TERRAIN_SET_2_VOLCARREN_WASTELAND } from './terrain-set-2-volcarren-wasteland.js';
import { TERRAIN_SET_3_THAELENK_TUNDRA } from './terrain-set-3-thaelenk-tundra.js';
import { TERRAIN_SET_4_TICALLA_JUNGLE } from './terrain-set-4-ticalla-jungle.js';

export const SET_TABLES: readonly (readonly CardEncoding[])[] = [
  RISE_OF_THE_VALKYRIE,
  WAVE_1_MALLIDDONS_PROPHECY,
  WAVE_2_UTGARS_RAGE,
  WAVE_3_JANDARS_OATH,
  WAVE_4_ZANAFORS_DISCOVERY,
  GIANT_WAVE_1_ORMS_RETURN,
  GIANT_WAVE_2_RAKNARS_VISION,
  GIANT_WAVE_3_AQUILLAS_ALLIANCE,
  SWARM_OF_THE_MARRO,
  WAVE_5_THORAS_VENGEANCE,
  WAVE_6_DAWN_OF_DARKNESS,
  WAVE_7_FIELDS_OF_VALOR,
  WAVE_8_DEFENDERS_OF_KINSLAND,
  WAVE_9_BLACKMOON_SIEGE,
  WAVE_10_VALKRILLS_GAMBIT,
  WAVE_11_CHAMPIONS_OF_THE_FORGOTTEN_REALMS,
  WAVE_12_WARRIORS_OF_EBERRON,
  WAVE_13_MOLTENCLAWS_INVASION,
  BATTLE_FOR_THE_UNDERDARK,
  SPECIAL_RELEASE,
  CREST_OF_THE_VALKYRIE,
  TERRAIN_SET_1_ROAD_TO_THE_FORGOTTEN_FOREST,
  TERRAIN_SET_2_VOLCARREN_WASTELAND,
  TERRAIN_SET_3_THAELENK_TUNDRA,
  TERRAIN_SET_4_TICALLA_JUNGLE,
  PROJECT_CARDS,
];
