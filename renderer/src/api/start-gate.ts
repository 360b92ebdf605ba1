// Requests the window asks for as it starts (the status bar's usage and team, the notices, the compare pins, the
// alerts badge, the workspace's state: a dozen at once, none of them needed by the form) are sent once the window is
// idle after its first frame, one per task. Sent from the effects that run between React's first commit and that
// frame, issuing them kept the form off screen for as long (tens of milliseconds on a busy machine), and in one task
// they made a long task of their own.
//
// A request the broker asked for (a click or a key: the page has transient user activation when it is asked) goes
// out at once, and while it is answered the start's requests that have not gone out yet wait: a search clicked as
// the form first shows used to queue behind that dozen, for one of the browser's six connections to the host and then
// for the host itself to answer them first.

/** How long the start's requests wait for one of the broker's at most, so that a long fetch never starves them. */
export const YIELD_AT_MOST_MS = 1_500;

export interface Admission {
  /** Null when the request may go out now; else a promise resolved when its turn comes. */
  wait: Promise<void> | null;
  /** To call when the request's answer is in (it lets the start's requests go on after one of the broker's). */
  done: () => void;
}

export interface StartGate {
  /** A request's turn: the broker's go out at once; the start's wait for the first frame and for the broker's. */
  admit(): Admission;
  /** Opens the gate: the requests that waited go out, one per task, in the order they were asked for. */
  windowShown(): void;
}

const NOTHING = (): void => {};

/** Whether the page is answering a click or a key (transient user activation: Chromium keeps it a few seconds). */
function brokerIsActing(): boolean {
  return typeof navigator !== 'undefined' && 'userActivation' in navigator && navigator.userActivation.isActive;
}

export function createStartGate(isBrokerActing: () => boolean = brokerIsActing): StartGate {
  let open = false;
  let drained = false;
  // The broker's requests being answered that the start waits for (a slow one is waited for once, at most).
  const answering = new Set<symbol>();
  let resume: (() => void) | null = null;
  const waiting: (() => void)[] = [];

  const next = (): void => {
    resume = null;
    if (answering.size > 0) {
      // One of the broker's requests is being answered: the rest of the start waits for it, or for the longest wait.
      const longest = setTimeout(() => {
        answering.clear();
        go();
      }, YIELD_AT_MOST_MS);
      const go = (): void => {
        if (resume !== go) return;
        clearTimeout(longest);
        next();
      };
      resume = go;
      return;
    }
    const send = waiting.shift();
    if (!send) {
      drained = true;
      return;
    }
    send();
    setTimeout(next, 0);
  };

  const brokerAsked = (): (() => void) => {
    const request = Symbol('broker request');
    answering.add(request);
    return () => {
      // After the answer's own task, so that what it shows is drawn before the start's requests resume.
      if (answering.delete(request) && answering.size === 0 && resume) setTimeout(resume, 0);
    };
  };

  return {
    admit() {
      if (drained) return { wait: null, done: NOTHING };
      if (isBrokerActing()) return { wait: null, done: brokerAsked() };
      if (open && waiting.length === 0 && resume === null) return { wait: null, done: NOTHING };
      return { wait: new Promise((resolve) => waiting.push(resolve)), done: NOTHING };
    },
    windowShown() {
      if (open) return;
      open = true;
      next();
    },
  };
}

const gate = createStartGate();

export const admit = (): Admission => gate.admit();
export const windowShown = (): void => gate.windowShown();

/** How long after its first frame the window sends the start's requests at the latest, idle or not. */
export const START_REQUESTS_AT_MOST_MS = 1_500;

let firstRender = false;

/** Called by the entry as it renders the shell: the window's first render is under way until the shell's first effect. */
export function beginFirstRender(): void {
  firstRender = true;
}

/**
 * Whether the window's first render is under way: what a view can do a moment later (a form's first check of its
 * parameters) waits until after it, so that the form is drawn sooner. False outside the window (a test's render).
 */
export const inFirstRender = (): boolean => firstRender;

/** Ends the window's first render: the shell's first effect (openAfterNextFrame). */
export function endFirstRender(): void {
  firstRender = false;
}

/**
 * Opens the gate once the first frame is drawn and the window is then idle (or after the longest wait): called from
 * the shell's first effect, which runs after its first commit; a shell that never calls it (the printable report)
 * opens it at once instead. Idle rather than at once, so that a search clicked as the form first shows goes out
 * before the start's dozen requests, which then wait for its answer. It also ends the window's first render.
 */
export function openAfterNextFrame(): void {
  endFirstRender();
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(windowShown, { timeout: START_REQUESTS_AT_MOST_MS });
      // A page without idle callbacks (Chromium has them; other hosts may not) sends them right after the frame.
    } else setTimeout(windowShown, 0);
  });
}
