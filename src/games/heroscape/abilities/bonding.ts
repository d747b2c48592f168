/**
 * Bonding ("Before taking a turn with <this card>, you may first take a turn with any <kind of
 * figure> you control"; the Wyrmlings' "After revealing an order marker on this card, before taking
 * its turn, you may take a turn with one other Wyrmling you control"): one module whose parameters
 * say which cards qualify — any of `class`, `species`, `general`, `kind` (hero), `personality` and
 * `sizes` (comma-separated), each matched against the other card's facts, as the card's pool entry
 * gives them.
 * After the marker is revealed and before the card's figures move, the player may choose one other
 * card they control with figures on the battlefield that matches; that card takes a whole turn
 * (move, its after-move powers, attack), then the bonding card's own turn goes on. Passing forgoes it
 * (the you-snooze-you-lose rule).
 * Our readings: the bonded card need hold no order marker and may already have had its turn this
 * round; its own Bonding is not offered inside the bonded turn (no chains).
 * Rulebook: heroscape-master-game-guide — "3. ON YOUR TURN", "Special Powers" ("Special Power
 * References on Army Cards": species, class, personality, size are the card's words); the
 * powers' texts are on the cards.
 */
import type { Option } from '../../../core/index.js';
import type { HsStep, PowerStep } from '../battle/steps.js';
import { figuresOfCard, type HsState } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import type { PowerParams } from '../pool/types.js';
import type { Ability } from './ability.js';
import { SKIP } from './near.js';

const KEY = 'bonding';
const PREFIX = 'bond:';

/** Whether another card's facts match the bonding's parameters. */
export function bondsWith(params: PowerParams, c: ArmyCard): boolean {
  const is = (field: string, value: string): boolean => {
    const want = params[field];
    return typeof want !== 'string' || want.toLowerCase() === value.toLowerCase();
  };
  const sizes = params['sizes'];
  if (typeof sizes === 'string' && !sizes.split(',').includes(c.size)) return false;
  return is('class', c.class) && is('species', c.species) && is('general', c.general) && is('kind', c.kind) && is('personality', c.personality);
}

function describe(params: PowerParams): string {
  const words = [
    params['sizes'],
    params['personality'],
    params['general'] ? `${String(params['general'])}-following` : undefined,
    params['species'],
    params['class'],
    params['kind'],
  ];
  const what = words
    .filter((w) => typeof w === 'string')
    .join(' ')
    .replace(/,/g, ' or ');
  return `Before this card's turn (after its order marker is revealed), you may first take a turn with one other card you control whose figures are ${what || 'any'}.`;
}

/** The cards the player may take a turn with first. */
function partners(s: HsState, card: number, player: number, params: PowerParams): number[] {
  const out: number[] = [];
  s.cards.forEach((c, i) => {
    if (i !== card && c.owner === player && figuresOfCard(s, i).length > 0 && bondsWith(params, c.card)) out.push(i);
  });
  return out;
}

/** A card's enforced powers in play (abilities/index.ts `abilitiesOf`, given by the registry so that this module does not import it). */
export type PowersOf = (s: HsState, card: number) => readonly { readonly key: string; readonly ability: Ability; readonly params?: PowerParams }[];

/** A whole turn's steps for a card (move, its after-move powers, attack), as turn.ts builds them. */
function turnSteps(powersOf: PowersOf, s: HsState, card: number, player: number): HsStep[] {
  const after: HsStep[] = [];
  for (const a of powersOf(s, card)) if (a.ability.afterMove) after.push({ kind: 'power', power: a.key, card, player, data: { moment: 'after-move' } });
  return [{ kind: 'choose-mover', player, card, moved: [] }, ...after, { kind: 'choose-attack', player, card, attacked: [] }];
}

/** The Bonding module, reading the cards' powers through `powersOf`. */
export function bondingAbility(powersOf: PowersOf): Ability {
  return {
    name: 'Bonding',
    text: 'Before this card’s turn, you may first take a turn with one other card you control of the kind the card names.',
    describe,
    handler: {},
    beforeTurn: true,
    step: {
      run(ctx, step: PowerStep) {
        const s = ctx.state;
        if (step.data['moment'] === 'resume') {
          // The bonded turn is over: the bonding card's own turn goes on, with no attacks made yet.
          if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card: step.card, attacks: [] };
          return;
        }
        const params = powersOf(s, step.card).find((a) => a.key === KEY)?.params ?? {};
        const options: Option[] = partners(s, step.card, step.player, params).map((i) => ({
          id: `${PREFIX}${i}`,
          label: `Bonding: first take a turn with ${s.cards[i]!.card.name}`,
          payload: { card: i },
        }));
        if (options.length === 0) return;
        options.push({ id: SKIP, label: 'No Bonding turn' });
        return ctx.ask(step.player, 'use-power', 'Bonding: take a turn with another card first?', options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const s = ctx.state;
        const card = Number(option.id.slice(PREFIX.length));
        ctx.emit('PowerUsed', { power: 'Bonding', figure: figuresOfCard(s, step.card)[0]?.id ?? '', note: `a turn with ${s.cards[card]!.card.name} first` });
        if (s.turn) s.turn = { player: s.turn.player, marker: s.turn.marker, card, attacks: [] };
        ctx.push(...turnSteps(powersOf, s, card, step.player), { kind: 'power', power: KEY, card: step.card, player: step.player, data: { moment: 'resume' } });
      },
    },
  };
}
