import type { EntryStorage } from './panel-entry.ts';

const DEVICE_ID_KEY = 'adpulse.device';

/**
 * The device key sent with an entry (the duplicate rule, docs/methodology.md "Respondent
 * quality"): SHA-256 (hex) of a random id this browser keeps, so the same device entering a
 * project twice is seen, and nothing about the device itself is sent. Undefined when the
 * browser cannot keep or hash it (private mode, no Web Crypto): the address rule still applies.
 */
export async function deviceKey(
  storage: EntryStorage,
  newId: () => string = () => crypto.randomUUID(),
): Promise<string | undefined> {
  try {
    let id = storage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = newId();
      storage.setItem(DEVICE_ID_KEY, id);
    }
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}
