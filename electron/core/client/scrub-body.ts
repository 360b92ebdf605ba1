// The key taken out of an answer's body before anything reads, caches or shows it, wherever in the body it stands.
// Scrubbed as text only, a key the gateway wrote with JSON escapes ("\u0053k…") passed, to be unescaped by the parse
// into records, messages and the cache; and a key holding "/" written as "\/" was cut into an invalid escape, so the
// answer could not be read and was asked for again. A body with escapes is therefore read as JSON and each of its
// strings (values and names) scrubbed, then written again if any changed.
import { AppFailure } from '#shared/errors';
import { scrubSecrets } from '../keychain/secret-rules';
import { ref } from '#shared/messages/message-ref';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function scrubBody(body: string, secrets: readonly string[]): string {
  if (secrets.length === 0) return body;
  // Without a backslash the text is exactly the strings it holds: scrubbing it as text is scrubbing them.
  if (!body.includes('\\')) return scrubSecrets(body, secrets);
  let json: Json;
  try {
    json = JSON.parse(body) as Json;
  } catch {
    // Not JSON: only its words can be shown (as "not valid JSON"), and they are scrubbed as text.
    return scrubSecrets(body, secrets);
  }
  try {
    const out = scrubbed(json, secrets);
    return out.changed ? JSON.stringify(out.value) : body;
  } catch {
    // Nested deeper than the stack allows: no answer of the service is, and none can be read safely.
    throw new AppFailure('malformed-response', ref('error.client.tooDeep'));
  }
}

/** A parsed value with every string scrubbed, in place (a loop, not recursion: a hostile body nests deeply). */
function scrubbed(root: Json, secrets: readonly string[]): { value: Json; changed: boolean } {
  const box: Json[] = [root];
  const stack: Json[] = [box];
  let changed = false;
  const clean = (text: string): string => {
    const out = scrubSecrets(text, secrets);
    if (out !== text) changed = true;
    return out;
  };
  // Defined, not assigned: a name such as "__proto__" is the answer's own field, never the object's prototype.
  const put = (node: { [key: string]: Json }, name: string, value: Json) =>
    Object.defineProperty(node, name, { value, enumerable: true, writable: true, configurable: true });
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i]!;
        if (typeof v === 'string') node[i] = clean(v);
        else if (v !== null && typeof v === 'object') stack.push(v);
      }
    } else if (node !== null && typeof node === 'object') {
      for (const key of Object.keys(node)) {
        const v = node[key]!;
        const name = clean(key);
        if (name !== key) delete node[key];
        if (typeof v === 'string') put(node, name, clean(v));
        else {
          if (name !== key) put(node, name, v);
          if (v !== null && typeof v === 'object') stack.push(v);
        }
      }
    }
  }
  return { value: box[0]!, changed };
}
