// What an error means to a broker, in the interface language: what happened and what to do, by error code (the
// messages errorText.*), and what the core said (its `said`, worded in the same language) as a detail shown on
// request.
import type { Lang } from '#shared/domain/lang';
import { saidOf, type AppError, type ErrorCode, type StorageDetail } from '#shared/errors';
import { hasCatalogue } from '#shared/messages/catalogue';
import { formatMessage, formatRef, type MessageId } from '#shared/messages/format-message';
import { ref } from '#shared/messages/message-ref';

type CodeKey =
  | 'validation'
  | 'unknownChannel'
  | 'badKey'
  | 'notSubscribed'
  | 'rateLimited'
  | 'quotaExhausted'
  | 'notFound'
  | 'upstream'
  | 'offline'
  | 'timeout'
  | 'malformedResponse'
  | 'cancelled'
  | 'workspaceReadOnly'
  | 'busy'
  | 'storage'
  | 'internal';

/** The messages' names of the error codes (camelCase segments of a message id). */
const CODE_KEYS: Readonly<Record<ErrorCode, CodeKey>> = {
  validation: 'validation',
  'unknown-channel': 'unknownChannel',
  'bad-key': 'badKey',
  'not-subscribed': 'notSubscribed',
  'rate-limited': 'rateLimited',
  'quota-exhausted': 'quotaExhausted',
  'not-found': 'notFound',
  upstream: 'upstream',
  offline: 'offline',
  timeout: 'timeout',
  'malformed-response': 'malformedResponse',
  cancelled: 'cancelled',
  'workspace-read-only': 'workspaceReadOnly',
  busy: 'busy',
  storage: 'storage',
  internal: 'internal',
};

export interface ErrorText {
  /** What happened (naming the filter by its label when one is to blame). */
  happened: string;
  /** What the broker can do about it. */
  todo: string;
  /** What the core said, in the same language, for "Details". */
  detail: string;
  detailsLabel: string;
}

/** A local write that failed, said with its path and (a full disk) its free space. */
function storageText(detail: StorageDetail, lang: Lang): { happened: string; todo: string } {
  const { path } = detail;
  switch (detail.reason) {
    case 'disk-full': {
      const free = detail.freeBytes === null || detail.freeBytes === undefined ? '?' : { bytes: detail.freeBytes };
      return {
        happened: formatMessage(lang, 'errorText.storage.diskFull.happened', { path, free }),
        todo: formatMessage(lang, 'errorText.storage.diskFull.todo'),
      };
    }
    case 'read-only':
      return {
        happened: formatMessage(lang, 'errorText.storage.readOnly.happened', { path }),
        todo: formatMessage(lang, 'errorText.storage.readOnly.todo'),
      };
    case 'locked':
      return {
        happened: formatMessage(lang, 'errorText.storage.locked.happened', {
          path,
          database: detail.database ?? 'workspace',
        }),
        todo: formatMessage(lang, 'errorText.storage.locked.todo'),
      };
    case 'newer-version':
      return {
        happened: formatMessage(lang, 'errorText.storage.newerVersion.happened', { version: detail.writtenBy ?? '?' }),
        todo: formatMessage(lang, 'errorText.storage.newerVersion.todo'),
      };
  }
}

/** `labelOf` names a parameter by the label its field shows (search forms); unknown parameters keep the generic text. */
export function errorText(error: AppError, chosen: Lang, labelOf?: (param: string) => string | undefined): ErrorText {
  // A language whose catalogue failed to load is shown in English, as every other message of the window.
  const lang = hasCatalogue(chosen) ? chosen : 'en';
  const told = { detail: formatRef(lang, saidOf(error)), detailsLabel: formatMessage(lang, 'errorText.details') };
  if (error.code === 'storage' && error.storage) return { ...storageText(error.storage, lang), ...told };
  const label = error.code === 'validation' && error.field ? labelOf?.(error.field.split('.')[0] ?? '') : undefined;
  // A refusal of what the window built itself (no field of a form to blame) is the app's fault: said so.
  if (error.inputRefused && !label) {
    return {
      happened: formatMessage(lang, 'errorText.appFault.happened'),
      todo: formatMessage(lang, 'errorText.appFault.todo'),
      ...told,
    };
  }
  if (error.code === 'offline' && error.workingOffline) {
    return {
      happened: formatMessage(lang, 'errorText.workingOffline.happened'),
      todo: formatMessage(lang, 'errorText.workingOffline.todo', { switchName: ref('status.workOffline') }),
      ...told,
    };
  }
  const key = CODE_KEYS[error.code];
  const happened = label
    ? formatMessage(lang, 'errorText.field', { label })
    : formatMessage(lang, `errorText.happened.${key}` satisfies MessageId);
  const todo = formatMessage(lang, `errorText.todo.${key}` satisfies MessageId);
  const wait =
    error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0
      ? ` ${formatMessage(lang, 'errorText.waitSeconds', { seconds: Math.ceil(error.retryAfterSeconds) })}`
      : '';
  return { happened, todo: `${todo}${wait}`, ...told };
}
