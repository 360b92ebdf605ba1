// A value made the first time it is asked for and kept: what a module would otherwise build as it loads. For zod
// schemas the window's first script holds but its first frame never parses (ARCHITECTURE.md, "Schemas made on first
// use"): building them as the script runs delayed the form.

/** `make`, run once, on the first call of the function returned; every call returns what it made. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
