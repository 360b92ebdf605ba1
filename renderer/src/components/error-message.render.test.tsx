// An error in the window in Arabic and Hindi: what happened and what to do in the window's words, and under Details
// what the core said (a locked database, with its file), worded from the error's `said` in the same language rather
// than the core's English sentence.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { appError } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { isolate } from '#shared/text/bidi-controls';
import { usePreferences } from '../state/preferences-store';
import { ErrorMessage } from './ErrorMessage';

const locked = appError('storage', ref('error.storage.locked', { database: 'workspace', path: '/d/workspace.db' }), {
  storage: { reason: 'locked', path: '/d/workspace.db', database: 'workspace' },
});

/** Static rendering reads a store's initial state (React's server snapshot), so the test sets that one. */
function shown(lang: 'ar' | 'hi'): string {
  Object.assign(usePreferences.getInitialState(), { lang });
  return renderToStaticMarkup(<ErrorMessage error={locked} />);
}

describe('ErrorMessage', () => {
  it('in Arabic: the window’s words, and the core’s sentence in Arabic under Details, naming the file', () => {
    const html = shown('ar');
    expect(html).toContain('<summary>التفاصيل</summary>');
    expect(html).toContain(`قاعدة بيانات مساحة العمل (${isolate('/d/workspace.db')}) مقفلة من برنامج آخر`);
    expect(html).not.toContain(locked.message);
  });

  it('in Hindi: the core’s sentence in Hindi under Details, naming the file', () => {
    const html = shown('hi');
    expect(html).toContain('<summary>विवरण</summary>');
    expect(html).toContain('वर्कस्पेस डेटाबेस (/d/workspace.db) किसी दूसरे प्रोग्राम ने लॉक किया हुआ है');
    expect(html).not.toContain('is locked by another program');
  });
});
