/** Customer service opens in a 440x750 window. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

/**
 * Open `url` in a small window centred on the current one. The opened page gets no handle on ours
 * (opener cleared); a blocked popup simply returns null.
 */
export function openPopupWindow(url: string, name: string, size: { width: number; height: number } = CUSTOMER_SERVICE_WINDOW): Window | null {
  const left = Math.max(0, Math.round((window.screenX ?? 0) + ((window.outerWidth || size.width) - size.width) / 2));
  const top = Math.max(0, Math.round((window.screenY ?? 0) + ((window.outerHeight || size.height) - size.height) / 2));
  const popup = window.open(url, name, `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`);
  if (popup) {
    try {
      popup.opener = null;
    } catch {
      // Some browsers make opener read-only; the popup is still usable.
    }
  }
  return popup;
}

/** Open a customer-service path in the customer-service window. */
export function openCustomerService(path: string): Window | null {
  return openPopupWindow(path, 'customer-service');
}
