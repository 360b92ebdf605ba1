// The notices feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { NoticeTray } from './NoticeTray';
export { ReadOnlyBanner } from './ReadOnlyBanner';
export { notify, type NoticeText } from './notice-store';
