// The data feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { connectionStateOf, useConnection, type ConnectionState } from './connection-store';
export { loadAnswer, loadRequest, reportOutcome } from './load-answer';
export { lookupPolicy } from './lookup-policy';
export { answerToShow, useDataAnswer, type AnswerState, type AnswerStatus } from './use-data-answer';
export { useWorkOffline } from './work-offline-store';
