// Structured logs: one JSON object a line on standard output (a request: method, route, member, status, ms).
// Never a token, a request body or a query string: routes are logged by their pattern.
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = (level: LogLevel, msg: string, fields?: LogFields) => void;

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return (level, msg, fields = {}) => {
    write(`${JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields })}\n`);
  };
}

export const silentLogger: Logger = () => {};

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
