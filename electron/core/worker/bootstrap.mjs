// Starts the worker from TypeScript sources (the CLI through tsx, tests): registers tsx in this thread, then loads
// the worker. Built apps load out/main/worker.js directly instead.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
