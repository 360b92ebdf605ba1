// A name cut to fit a limit between words, with an ellipsis saying it was cut: sheet names, file names and the
// names suggested for saved searches all have limits, and a cut inside a word ("… · Du") reads as a typo.

/** `name` within `max` characters, cut between words where its second half has a break, else where it must. */
export function fitName(name: string, max: number): string {
  if (name.length <= max) return name;
  const room = name.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s·,;:|–-]+$/u, '')}…`;
}
