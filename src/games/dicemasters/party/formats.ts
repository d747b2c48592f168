// Implements: dice-masters-battle-for-faerun — "CUSTOMIZING YOUR PARTY" → "BASIC PARTIES",
// "TOURNAMENT PARTIES", "DRAFT PARTIES". The party-building formats as data: starting life, how many
// cards and dice a party may bring, how many basic action cards each player brings, and the section
// each limit comes from (errors cite it).

export type PartyFormat = 'basic' | 'tournament';

export interface FormatRules {
  /** Both players' starting life. */
  readonly life: number;
  /** Most cards a party brings (characters, gear and spells; basic actions apart). */
  readonly cards: number;
  /** Most dice a party brings. */
  readonly dice: number;
  /** Different basic action cards each player brings. */
  readonly basicActions: number;
  readonly section: string;
}

export const PARTY_FORMATS: Readonly<Record<PartyFormat, FormatRules>> = {
  basic: { life: 15, cards: 6, dice: 15, basicActions: 2, section: 'BASIC PARTIES' },
  tournament: { life: 20, cards: 8, dice: 20, basicActions: 2, section: 'TOURNAMENT PARTIES' },
};

/** DRAFT PARTIES: the party size (dice drafted and starting life) is chosen from 8 to 20; 3 or 4 basic actions at random. */
export const DRAFT_RULES = { minSize: 8, maxSize: 20, basicActions: [3, 4], section: 'DRAFT PARTIES' } as const;

/** Every format: "you always start each game with 8 NPC dice. No more, no less." */
export const NPC_DICE_RULE = { dice: 8, section: 'CUSTOMIZING YOUR PARTY' } as const;
