/** The Heroscape events as sentences (the terminal, replays and the web log share them). */
import type { GameEvent, Json } from '../../../core/index.js';

const n = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);
const str = (v: Json | undefined): string => (typeof v === 'string' ? v : JSON.stringify(v ?? null));
const who = (v: Json | undefined): string => `Player ${n(v) + 1}`;
const list = (v: Json | undefined): string => (Array.isArray(v) ? v.map(str).join(', ') : str(v));
/** Each rolling player's d20 (players who did not roll, null, are left out). */
const rolls = (v: Json | undefined): string =>
  Array.isArray(v) ? v.flatMap((r, p) => (typeof r === 'number' ? [`Player ${p + 1} ${r}`] : [])).join(', ') : str(v);
const place = (v: Json | undefined): string => (Array.isArray(v) && v.length === 3 ? `(${str(v[0])}, ${str(v[1])}) level ${str(v[2])}` : list(v));

export function narrateBattle(e: GameEvent): string {
  const d = e.data;
  switch (e.type) {
    case 'RoundStarted':
      return `Round ${n(d.round)} begins: order markers are placed face down.`;
    case 'MarkerPlaced':
      return `${who(d.player)} places order marker ${str(d.marker)} on ${str(d.cardName)}.`;
    case 'MarkersPlaced':
      return `${who(d.player)} has placed all order markers.`;
    case 'InitiativeRolled':
      return `Initiative rolls: ${rolls(d.rolls)}${Array.isArray(d.tied) && d.tied.length > 0 ? ' — a tie for highest, re-roll' : ''}.`;
    case 'DraftOrderRolled':
      return `Rolls for the draft: ${rolls(d.rolls)}${Array.isArray(d.tied) && d.tied.length > 0 ? ' — a tie for highest, re-roll' : ''}.`;
    case 'Drafted':
      return `${who(d.player)} drafts ${str(d.cardName)} (${n(d.points)} points).`;
    case 'DraftDone':
      return `${who(d.player)} can draft no more: the army is complete.`;
    case 'DeployOrderRolled':
      return `Rolls for placing armies: ${rolls(d.rolls)}${Array.isArray(d.tied) && d.tied.length > 0 ? ' — a tie for highest, re-roll' : ''}.`;
    case 'DeployOrderWon':
      return `${who(d.player)} places the whole army first.`;
    case 'Deployed':
      return `${str(d.name)} is placed at ${place(d.at)}.`;
    case 'PlacementOrderRolled':
      return `Rolls for placing order markers: ${rolls(d.rolls)}${Array.isArray(d.tied) && d.tied.length > 0 ? ' — a tie for highest, re-roll' : ''}.`;
    case 'PlacementOrderWon':
      return `${who(d.player)} places all order markers first.`;
    case 'InitiativeWon':
      return `${who(d.player)} wins initiative and takes each turn first.`;
    case 'TurnStarted':
      return `${who(d.player)}'s turn ${str(d.marker)}.`;
    case 'MarkerRevealed':
      return `${who(d.player)} reveals order marker ${str(d.marker)} on ${str(d.cardName)}.`;
    case 'TurnLost':
      return `${who(d.player)}'s turn ${str(d.marker)} ends at once: the figures of that Army Card are destroyed.`;
    case 'Moved':
      return `${str(d.name)} moves from ${place(d.from)} to ${place(d.to)}.`;
    case 'LeaveEngagement':
      return `${str(d.mover)} leaves an engagement with ${list(d.attackers)}.`;
    case 'LeavingEngagementAttack':
      return `${str(d.attacker)} takes a leaving-engagement attack on ${str(d.mover)}: ${Array.isArray(d.faces) ? d.faces.map(str).join(', ') : str(d.face)}.`;
    case 'Fell':
      return d.dice === 'd20'
        ? `${str(d.figure)} falls ${n(d.drop)} levels (extreme fall): the d20 shows ${n(d.d20)}.`
        : d.dice === 0
          ? `${str(d.figure)} falls ${n(d.drop)} levels unharmed (Super Strength).`
          : `${str(d.figure)} falls ${n(d.drop)} levels: ${n(d.dice)} ${n(d.dice) === 1 ? 'die' : 'dice'}, ${n(d.skulls)} skull(s).`;
    case 'AttackDeclared':
      return `${str(d.attacker)} attacks ${str(d.defender)}: ${n(d.attackDice)} attack dice against ${n(d.defenseDice)} defense dice${d.height === 'none' ? '' : ` (height advantage: ${str(d.height)})`}.`;
    case 'AttackRolled':
      return `Attack roll: ${list(d.faces)} — ${n(d.skulls)} skull(s).`;
    case 'DefenseRolled':
      return `${d.special === true ? `${str(d.defender)}'s defense` : 'Defense'} roll: ${list(d.faces)} — ${n(d.shields)} shield(s).`;
    case 'Wounded':
      return `${str(d.figure)} takes ${n(d.wounds)} wound(s) from ${str(d.cause)}.`;
    case 'Destroyed':
      return `${str(d.figure)} is destroyed (${str(d.cause)}).`;
    case 'SimultaneousRolled':
      return `Both use ${str(d.power)} at once: the d20 decides who goes first (${list(d.rolls)}).`;
    case 'SimultaneousWon':
      return `${who(d.player)} uses ${str(d.power)} first.`;
    case 'PowerUsed':
      return `${str(d.figure)}: ${str(d.power)}${typeof d.note === 'string' ? ` — ${d.note}` : ''}.`;
    case 'SpecialAttack':
      return `${str(d.attacker)} makes a ${str(d.power)} with ${n(d.dice)} attack dice, affecting ${list(d.affected)}.`;
    case 'ControlTaken':
      return `${who(d.player)} takes control of ${str(d.cardName)}.`;
    case 'TerrainRoll':
      return d.d20 === null
        ? `${str(d.figure)} rolls for the ${str(d.terrain)}: ${n(d.skulls)} skull(s).`
        : `${str(d.figure)} rolls for ${str(d.terrain)}: the d20 shows ${n(d.d20)}.`;
    case 'GlyphRevealed':
      return `${str(d.figure)} stops on a glyph and turns it power-side up: ${str(d.name)}.`;
    case 'GlyphUsed':
      return `${str(d.figure)} uses the Glyph of ${str(d.glyph)}: ${str(d.note)}; the glyph leaves the game.`;
    case 'GlyphRoll':
      return `The Glyph of ${str(d.glyph)}: the d20 shows ${n(d.d20)} for ${str(d.figure)}: ${str(d.note)}.`;
    case 'Revived':
      return `${str(d.figure)} returns to the battlefield at (${n(d.q)}, ${n(d.r)}) level ${n(d.level)}.`;
    case 'MarkerRemoved':
      return `Order marker ${str(d.marker)} is removed from card ${n(d.card)}.`;
    case 'Summoned':
      return `${str(d.figure)} is summoned to (${n(d.q)}, ${n(d.r)}) level ${n(d.level)}.`;
    case 'TreasureTrap':
    case 'TreasureTaken':
      return `${str(d.note)}.`;
    case 'TreasureRevealed':
      return `${str(d.figure)} escapes the trap (d20 ${n(d.d20)}) and reveals ${str(d.treasure)}.`;
    case 'TreasureUsed':
      return `${str(d.figure)} uses ${str(d.treasure)}: ${str(d.note)}; it leaves the game.`;
    case 'TreasureDropped':
      return `${str(d.figure)} drops ${str(d.treasure)}.`;
    case 'TreasureLost':
      return d.removed === true ? `${str(d.treasure)} leaves the game with ${str(d.figure)}.` : `${str(d.figure)} drops ${str(d.treasure)} as it falls.`;
    case 'DoorAttacked':
      return `${str(d.attacker)} attacks the Door: ${n(d.skulls)} skull(s) against ${n(d.shields)} shield(s) (${n(d.automatic)} automatic) — ${n(d.wounds)} wound(s), ${n(d.total)} in all.`;
    case 'DoorDestroyed':
      return `The Door is destroyed.`;
    case 'DoorControlTaken':
      return `${who(d.player)} takes control of the Door Card.`;
    case 'EndOfTurn':
      return `${who(d.player)}'s turn ends.`;
    case 'EndOfRound':
      return `Round ${n(d.round)} ends; the round marker moves on.`;
    case 'GameWon':
      if (d.winner === null) return `The battle is a draw: ${str(d.reason)}.`;
      // A team wins together ("Team Play").
      if (Array.isArray(d.winners) && d.winners.length > 1) return `${d.winners.map(who).join(' and ')} win: ${str(d.reason)}.`;
      return `${who(d.winner)} wins: ${str(d.reason)}.`;
    default:
      return `${e.type} ${JSON.stringify(d)}`;
  }
}
