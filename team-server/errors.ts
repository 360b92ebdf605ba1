// The team server's refusals as exceptions inside the server: thrown by services, turned into an HTTP answer (the
// contract's error body) at the edge, or into a message and exit code by the admin commands.
import { englishOf } from '#shared/errors';
// The English wording of every refusal (the message, the log line, the admin command's output) from its said.
import '#shared/messages/all-languages';
import type { MessageRef } from '#shared/messages/message-ref';
import { TEAM_ERROR_CODES, type TeamError, type TeamErrorCode } from '#shared/team/errors';

export class TeamFailure extends Error {
  readonly code: TeamErrorCode;
  readonly status: number;
  /** What the server said, as a message of the catalogue: the laptop words it in its broker's language. */
  readonly said: MessageRef;
  readonly extra: Omit<TeamError, 'code' | 'message' | 'said'>;

  constructor(code: TeamErrorCode, said: MessageRef, extra: Omit<TeamError, 'code' | 'message' | 'said'> = {}) {
    super(englishOf(said));
    this.name = 'TeamFailure';
    this.code = code;
    this.status = TEAM_ERROR_CODES[code];
    this.said = said;
    this.extra = extra;
  }

  toBody(): { error: TeamError } {
    return { error: { code: this.code, message: this.message, said: this.said, ...this.extra } };
  }
}
