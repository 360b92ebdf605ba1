// Two demo services on loopback answering the same market, one as the specification says and one as the public
// gateway does, and a way to run the `aqar` CLI against either with the matching connection profile.
import { join } from 'node:path';
import { aqar, type CliRun } from '../../support/cli-io';
import { startLiveFixture, TEST_KEY, type LiveFixture } from '../../support/demo-fixture';
import { makeTempDir } from '../../support/temp-dir';

export type Shape = 'spec' | 'gateway';

/** The connection profile that speaks each shape. */
export const PROFILE_OF: Readonly<Record<Shape, string>> = { spec: 'neutral', gateway: 'rapidapi' };

export interface TwoShapes {
  services: Record<Shape, LiveFixture>;
  /** Runs `aqar` against one shape, with its own data folder (so no answer is shared between shapes). */
  run(shape: Shape, args: readonly string[]): Promise<CliRun>;
  /** The same with another profile than the shape's own. */
  runWith(shape: Shape, profile: string, args: readonly string[]): Promise<CliRun>;
  /** A file path inside the shape's data folder. */
  file(shape: Shape, name: string): string;
  close(): Promise<void>;
}

export async function startTwoShapes(): Promise<TwoShapes> {
  const services = {
    spec: await startLiveFixture({ shape: 'spec' }),
    gateway: await startLiveFixture({ shape: 'gateway' }),
  };
  const dirs = { spec: makeTempDir('aqar-spec-'), gateway: makeTempDir('aqar-gateway-') };
  const runWith = (shape: Shape, profile: string, args: readonly string[]) =>
    aqar([...args, '--profile', profile, '--rate', '50', '--concurrency', '8'], {
      AQAR_DATA_DIR: dirs[shape].path,
      AQAR_API_KEY: TEST_KEY,
      AQAR_BASE_URL: services[shape].server.url,
    });
  return {
    services,
    file: (shape, name) => join(dirs[shape].path, name),
    run: (shape, args) => runWith(shape, PROFILE_OF[shape], args),
    runWith,
    close: async () => {
      await services.spec.close();
      await services.gateway.close();
      dirs.spec.remove();
      dirs.gateway.remove();
    },
  };
}
