// Plain-data types that cross to the worker threads.
import type { DemoServiceOptions } from '../demo/http/handle-request';

/** A request to the in-process demo service, as plain data that crosses to the worker. */
export interface DemoWireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  options: DemoServiceOptions;
  /** The market day to answer on (the demo market follows the calendar). */
  day: number;
}
