// Requests the window asks for as it starts (the status bar's usage and team, the notices, the compare pins, the
// alerts badge, the workspace's state: a dozen at once, none of them needed by the form) are sent once the window's
// first frame is on screen, one per task. Sent from the effects that run between React's first commit and that
// frame, issuing them kept the form off screen for as long (tens of milliseconds on a busy machine), and in one task
// they made a long task of their own.
let open = false;
const waiting: (() => void)[] = [];

/** Resolves at once after the start, else when the window's turn comes to send this request. */
export function afterStart(): Promise<void> | null {
  if (open) return null;
  return new Promise((resolve) => waiting.push(resolve));
}

/** Opens the gate: the requests that waited go out, one per task, in the order they were asked for. */
export function windowShown(): void {
  if (open) return;
  open = true;
  const next = (): void => {
    const send = waiting.shift();
    if (!send) return;
    send();
    setTimeout(next, 0);
  };
  next();
}

/**
 * Opens the gate once the next frame has been drawn: called from the shell's first effect, which
 * runs after its first commit; a shell that never calls it (the printable report) opens it at once instead.
 */
export function openAfterNextFrame(): void {
  requestAnimationFrame(() => setTimeout(windowShown, 0));
}
