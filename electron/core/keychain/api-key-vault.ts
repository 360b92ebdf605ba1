// The API key, bound to the connection it was entered for: it is stored in the secret store together with that
// connection's identity (origin, gateway host, key header), and handed out only for the same connection. A changed
// settings file therefore cannot send the key to another host.
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import type { ConnectionProfile } from '#shared/settings';
import { API_KEY_ACCOUNT, type SecretStore } from './secret-store';
import { ref, type MessageRef } from '#shared/messages/message-ref';

const storedSchema = z.object({ v: z.literal(1), key: z.string().min(1), boundTo: z.string().min(1) });

/** The identity of a connection, as far as the key is concerned: where it goes and under which header. */
export function keyBinding(connection: Pick<ConnectionProfile, 'baseUrl' | 'gatewayHost' | 'keyHeader'>): string {
  let origin = connection.baseUrl;
  try {
    origin = new URL(connection.baseUrl).origin;
  } catch {
    // An unparsable URL is its own identity; the client refuses to send anything to it anyway.
  }
  return `${origin}|${connection.gatewayHost.toLowerCase()}|${connection.keyHeader.toLowerCase()}`;
}

/** The part of a connection a key's binding changed in, and its two values. */
export interface BindingChange {
  part: 'address' | 'host value' | 'key header';
  origin: string;
  was: string;
  now: string;
}

/**
 * What differs between the connection a key was entered for and another: the address when that differs, else the
 * gateway host value, else the key header. Naming the address twice when only the header changed would explain
 * nothing.
 */
export function bindingChange(from: string, to: string): BindingChange {
  const [fromOrigin = from, fromHost = '', fromHeader = ''] = from.split('|');
  const [toOrigin = to, toHost = '', toHeader = ''] = to.split('|');
  if (fromOrigin === toOrigin && fromHost !== toHost)
    return { part: 'host value', origin: fromOrigin, was: fromHost, now: toHost };
  if (fromOrigin === toOrigin && fromHeader !== toHeader)
    return { part: 'key header', origin: fromOrigin, was: fromHeader, now: toHeader };
  return { part: 'address', origin: fromOrigin, was: fromOrigin, now: toOrigin };
}

/** "Entered for X; Aqar Lens does not send it to Y", worded for the part that changed and how the host enters it. */
function refusal(change: BindingChange, host: KeyHost): MessageRef {
  const { origin, was, now } = change;
  switch (change.part) {
    case 'host value':
      return ref('error.key.boundHost', { origin, was, now, host });
    case 'key header':
      return ref('error.key.boundHeader', { origin, was, now, host });
    default:
      return ref('error.key.boundAddress', { was, now, host });
  }
}

/** Where the broker enters a key again: the app's Settings, or the aqar command. */
export type KeyHost = 'app' | 'cli';

/**
 * Why the vault opens the store: `key` to write the key itself, `read` to read it for a request, `status` only to say
 * whether one is kept (Settings asks at every start, demo mode included, where no key is needed and a "no keychain"
 * notice is noise). Reading finds nothing to lose where no keychain kept a key: only the CLI, which cannot be told
 * later, says so then.
 */
export type SecretUse = 'key' | 'read' | 'status';

export class ApiKeyVault {
  constructor(
    private readonly secrets: (use: SecretUse) => Promise<SecretStore>,
    /** The way to enter the key again that this host offers (the app's Settings, or `aqar key set`). */
    private readonly host: KeyHost = 'app',
  ) {}

  async set(key: string, connection: ConnectionProfile): Promise<void> {
    const store = await this.secrets('key');
    await store.set(API_KEY_ACCOUNT, JSON.stringify({ v: 1, key, boundTo: keyBinding(connection) }));
  }

  async clear(): Promise<boolean> {
    return (await this.secrets('status')).clear(API_KEY_ACCOUNT);
  }

  async has(): Promise<boolean> {
    return (await this.secrets('status')).has(API_KEY_ACCOUNT);
  }

  /** The connection the stored key was entered for, or null when none is stored. */
  async boundTo(): Promise<string | null> {
    const raw = await (await this.secrets('status')).get(API_KEY_ACCOUNT);
    if (raw === null) return null;
    const parsed = storedSchema.safeParse(safeJson(raw));
    return parsed.success ? parsed.data.boundTo : null;
  }

  /**
   * The key for `connection`, or null when none is stored. A key entered for another connection is refused with a
   * failure that names both hosts and never the key. A key stored by an earlier version (a bare string) is bound to
   * the connection it is first used with.
   */
  async get(connection: ConnectionProfile): Promise<string | null> {
    const store = await this.secrets('read');
    const raw = await store.get(API_KEY_ACCOUNT);
    if (raw === null) return null;
    const parsed = storedSchema.safeParse(safeJson(raw));
    const binding = keyBinding(connection);
    if (!parsed.success) {
      await this.set(raw, connection);
      return raw;
    }
    if (parsed.data.boundTo !== binding) {
      throw new AppFailure('bad-key', refusal(bindingChange(parsed.data.boundTo, binding), this.host));
    }
    return parsed.data.key;
  }

  /** Moves the stored key to a new connection (after the broker confirmed it). */
  async rebind(connection: ConnectionProfile): Promise<void> {
    const raw = await (await this.secrets('key')).get(API_KEY_ACCOUNT);
    if (raw === null) return;
    const parsed = storedSchema.safeParse(safeJson(raw));
    await this.set(parsed.success ? parsed.data.key : raw, connection);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
