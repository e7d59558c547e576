import type { CustomerServiceEntry } from '@site/shared';
import { decryptServicePath } from '@site/shared/contract/site/service-path';
import { openCustomerService, openPopupWindow } from './popup-window';

/** Why an entry did not open: the browser blocked the window, or a type-3 path did not decrypt. */
export type ContactFailure = 'blocked' | 'failed';

/**
 * Opens a customer-service entry in the 440x750 window. Called from the click handler, it opens
 * the window at once, before anything is awaited, because a browser lets a page open a window only
 * while handling the click: a window opened after a promise settles is blocked. A type-3 path is
 * then decrypted (its last 8 characters are the key; crypto-js loads on this click only) and the
 * window is sent there; when it does not decrypt to an address, the window closes and `onFailure`
 * says so, so the page can show a message.
 */
export function openCustomerServiceEntry(entry: Pick<CustomerServiceEntry, 'csType' | 'path'>, onFailure: (why: ContactFailure) => void): void {
  if (entry.csType !== '3') {
    if (!openCustomerService(entry.path)) onFailure('blocked');
    return;
  }
  const popup = openPopupWindow('about:blank', 'customer-service');
  if (!popup) {
    onFailure('blocked');
    return;
  }
  void decryptServicePath(entry.path).then(
    (address) => {
      if (address && !popup.closed) popup.location.replace(address);
      else if (!address) {
        popup.close();
        onFailure('failed');
      }
    },
    () => {
      // crypto-js itself failed to load (a network error): nothing to open.
      popup.close();
      onFailure('failed');
    },
  );
}
