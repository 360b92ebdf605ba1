// zod compiles a fast parser for each object schema with `new Function`, once it has found, by trying, that the page
// allows eval. The window's content security policy forbids eval ('unsafe-eval' is not granted, and must not be), so
// the try was refused: policy violations at every start, each reported by Chromium with its source position while
// the form was being drawn. Told it cannot, zod parses as it does after a refusal. zod reads its configuration from
// this global, which it shares between its copies; it is set before zod's modules run (the first import of the entry,
// renderer/src/main.tsx, and importing nothing itself), because zod decides as each object schema is built, and
// zod's own modules build some.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
