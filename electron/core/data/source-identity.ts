// Which data service answers are from: cached answers of one source never answer another's questions.
import type { DataSourceKind } from '#shared/ipc/contract';
import type { ConnectionProfile } from '../client/connection';

export interface SourceIdentity {
  kind: DataSourceKind;
  /** Stable id of the service: 'demo', or the live base URL and gateway host. */
  id: string;
}

export function sourceIdentity(kind: DataSourceKind, connection: ConnectionProfile): SourceIdentity {
  if (kind === 'demo') return { kind, id: 'demo' };
  return { kind, id: `${connection.baseUrl.replace(/\/+$/, '')}#${connection.gatewayHost}` };
}
