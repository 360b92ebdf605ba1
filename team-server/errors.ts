// The team server's refusals as exceptions inside the server: thrown by services, turned into an HTTP answer (the
// contract's error body) at the edge, or into a message and exit code by the admin commands.
import { TEAM_ERROR_CODES, type TeamError, type TeamErrorCode } from '#shared/team/errors';

export class TeamFailure extends Error {
  readonly code: TeamErrorCode;
  readonly status: number;
  readonly extra: Omit<TeamError, 'code' | 'message'>;

  constructor(code: TeamErrorCode, message: string, extra: Omit<TeamError, 'code' | 'message'> = {}) {
    super(message);
    this.name = 'TeamFailure';
    this.code = code;
    this.status = TEAM_ERROR_CODES[code];
    this.extra = extra;
  }

  toBody(): { error: TeamError } {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}
