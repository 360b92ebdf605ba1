// Global setup of the unit and integration run: the compiled CLI the CLI tests run (out/cli) is rebuilt first when
// a source changed since it was built; when it is current this costs a few hundred stat calls.
import { join } from 'node:path';
import { buildCli } from '../../scripts/build-cli.mjs';
import { staleReason } from '../../scripts/cli-build-state.mjs';

export default async function setup(): Promise<void> {
  const root = join(import.meta.dirname, '../..');
  if (staleReason(root) !== null) await buildCli({ root });
}
