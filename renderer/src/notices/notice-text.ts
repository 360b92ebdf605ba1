// The core's notices in the broker's language: the notices the core raises are recognised by their code (or, for
// a core of an earlier wording, their opening words) and told in the window's words (noticeText.*), what the core
// said (with file paths and system errors) kept as detail in the same language. Any other notice is what the core
// said, worded in the interface language.
import type { Lang } from '#shared/domain/lang';
import { saidOf } from '#shared/errors';
import type { Notice, NoticeCode } from '#shared/ipc/contract';
import { hasCatalogue } from '#shared/messages/catalogue';
import { formatMessage, formatRef } from '#shared/messages/format-message';

type Kind =
  | 'keychain'
  | 'settingsReset'
  | 'cacheRebuilt'
  | 'workspaceReadOnly'
  | 'workspaceTemporary'
  | 'workspaceRestored'
  | 'workspaceStarted'
  | 'keyRemoved'
  | 'unreadableCache'
  | 'workspaceNewer'
  | 'dataFolderReadOnly'
  | 'requestsJournaled'
  | 'answersNotSaved'
  | 'cacheNewer';

const BY_CODE: Readonly<Record<NoticeCode, Kind>> = {
  'keychain-unavailable': 'keychain',
  'settings-reset': 'settingsReset',
  'cache-rebuilt': 'cacheRebuilt',
  'workspace-read-only': 'workspaceReadOnly',
  'workspace-temporary': 'workspaceTemporary',
  'workspace-restored': 'workspaceRestored',
  'workspace-started': 'workspaceStarted',
  'key-removed': 'keyRemoved',
  'unreadable-cache': 'unreadableCache',
  'workspace-newer-version': 'workspaceNewer',
  'data-folder-read-only': 'dataFolderReadOnly',
  'requests-journaled': 'requestsJournaled',
  'answers-not-saved': 'answersNotSaved',
  'cache-newer-version': 'cacheNewer',
};

const PATTERNS: readonly [RegExp, Kind][] = [
  [/^No system keychain is available/, 'keychain'],
  [/^Settings file was invalid/, 'settingsReset'],
  [/^The offline cache was unreadable/, 'cacheRebuilt'],
  [/^Your workspace \(.*read-only/s, 'workspaceReadOnly'],
  [/^Your workspace could not be opened.*no good backup/s, 'workspaceTemporary'],
  [/^Your workspace was restored/, 'workspaceRestored'],
  [/^A new, empty workspace was started/, 'workspaceStarted'],
  [/^Your API key was removed because the connection changed/, 'keyRemoved'],
];

export interface NoticeText {
  text: string;
  /** The core's own sentence, when the text above retells it. */
  detail: string | null;
  /** The notice is about something Settings fixes. */
  settings: boolean;
}

export function noticeText(notice: Pick<Notice, 'message' | 'said' | 'code'>, chosen: Lang): NoticeText {
  const lang = hasCatalogue(chosen) ? chosen : 'en';
  const { code, message } = notice;
  const said = formatRef(lang, saidOf(notice));
  const kind = (code ? BY_CODE[code] : undefined) ?? PATTERNS.find(([pattern]) => pattern.test(message))?.[1];
  if (!kind) return { text: said, detail: null, settings: false };
  return {
    text: formatMessage(lang, `noticeText.${kind}`),
    detail: said,
    settings:
      kind.startsWith('workspace') ||
      kind === 'keyRemoved' ||
      kind === 'settingsReset' ||
      kind === 'dataFolderReadOnly',
  };
}
