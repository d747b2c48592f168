// Sentences for the events of the powers vocabulary (narrate.ts falls back to this): repeated
// attacks, 'as if' dominated, attacks lost for want of a target, delayed appearance, squeezing,
// mounting and dismounting (rules/mount.ts), set-up HP ("Hit Points", Set-Up Effects).
const P = (p: unknown) => `Player ${Number(p) + 1}`;

export function narratePowers(type: string, d: Record<string, unknown>): string | null {
  const who = String(d['label']);
  switch (type) {
    case 'repeat':
      return `${who} repeats ${String(d['attack'])} against ${String(d['targetLabel'])}.`;
    case 'as-if-dominated':
      return `${who} acts as if dominated: ${P(d['player'])} makes a basic attack with it.`;
    case 'attacks-lost':
      return `${who} has no legal target: ${String(d['count'])} attack${Number(d['count']) === 1 ? ' is' : 's are'} lost.`;
    case 'squeezed':
      return `${who} squeezes into the 2×2 space at (${String(d['x'])},${String(d['y'])}).`;
    case 'unsqueezed':
      return `${who} ends squeezing at (${String(d['x'])},${String(d['y'])}).`;
    case 'delayed':
      return `${who} starts off the battle map (Delayed Appearance).`;
    case 'mount-declared':
      return `${who} mounts ${String(d['mountLabel'])} (move action).`;
    case 'mounted':
      return `${who} rides ${String(d['mountLabel'])}: both are Mounted.`;
    case 'mount-lost':
      return `${who} can no longer mount: the action is lost.`;
    case 'dismount-declared':
      return `${who} dismounts (move action).`;
    case 'dismounted':
      return `${who} ${d['forced'] ? 'is forcibly dismounted from' : 'dismounts from'} ${String(d['mountLabel'])} to (${(d['to'] as number[]).join(',')}).`;
    case 'dismount-lost':
      return `${who} finds no legal position to dismount to and stays mounted.`;
    case 'mount-destroyed':
      return `${who}'s mount ${String(d['mountLabel'])} is destroyed.`;
    case 'attack-misses':
      return `The attack on ${who} misses instead.`;
    case 'retarget':
      return `The attack on ${who} misses; it is rolled again against ${String(d['targetLabel'])}.`;
    case 'setup-hp':
      return `${who} starts with ${String(d['maxHp'])} HP (bloodied at ${String(d['bloodied'])}) from a set-up power.`;
    case 'power-vp':
      return `${P(d['player'])} scores ${String(d['vp'])} VP (${String(d['total'])}) from ${String(d['why'])}.`;
    case 'swapped':
      return `${who} switches positions with ${String(d['otherLabel'])}.`;
    case 'ward-roll':
      return `${who} rolls ${String(d['roll'])} for its ward.`;
    case 'no-ally-left':
      return `${who} has no ${String(d['keyword'])} ally left and is destroyed.`;
    case 'rider-placed':
      return `${who} is put at (${(d['to'] as number[]).join(',')}), within its mount's former space.`;
    default:
      return null;
  }
}
