/**
 * The customer-service "service record" path (csType '3'): sent as the OpenSSL-compatible AES
 * ciphertext that crypto-js reads (base64 of 'Salted__', an 8-byte salt and AES-256-CBC under a key
 * derived from a passphrase), followed by the passphrase itself: its last 8 characters. The key
 * travels with the text, so this hides the address from casual reading and from crawlers; it is no
 * secret. The platform encrypts (customer-service/service-path.ts), the page decrypts here.
 * crypto-js is imported only when a type-3 entry is opened, never with the page.
 */

/** How long the passphrase at the end of a type-3 path is. */
export const SERVICE_PATH_KEY_LENGTH = 8;

/** What a decrypted path may be: a path on this site or an https address (never script). */
export function isOpenablePath(path: string): boolean {
  return /^\/(?!\/)[^\s<>"]*$/.test(path) || /^https:\/\/[^\s/<>"]+(\/[^\s<>"]*)?$/i.test(path);
}

/** The clear address of a type-3 path, or null when it does not decrypt to an address that may open. */
export async function decryptServicePath(sent: string): Promise<string | null> {
  if (sent.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const key = sent.slice(-SERVICE_PATH_KEY_LENGTH);
  const cipher = sent.slice(0, -SERVICE_PATH_KEY_LENGTH);
  const [{ default: AES }, { default: Utf8 }] = await Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8')]);
  try {
    const clear = AES.decrypt(cipher, key).toString(Utf8);
    return clear && isOpenablePath(clear) ? clear : null;
  } catch {
    // A wrong key or a damaged text gives bytes that are not UTF-8: crypto-js throws.
    return null;
  }
}
