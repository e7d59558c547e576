/**
 * The picture shown when an image cannot be loaded after every attempt: a framed,
 * crossed-out landscape in neutral grey that reads on light and dark themes. Inline, so it never
 * fails itself.
 */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48" preserveAspectRatio="xMidYMid meet">' +
  '<rect width="64" height="48" fill="#e3e6eb"/>' +
  '<rect x="16" y="10" width="32" height="26" rx="3" fill="none" stroke="#9aa3b2" stroke-width="2"/>' +
  '<circle cx="25" cy="18" r="3" fill="#9aa3b2"/>' +
  '<path d="M18 33l9-9 6 6 4-4 9 7" fill="none" stroke="#9aa3b2" stroke-width="2" stroke-linejoin="round"/>' +
  '<path d="M14 40L50 6" stroke="#c8102e" stroke-width="2.5" stroke-linecap="round"/>' +
  '</svg>';

export const ERROR_IMAGE_SRC = `data:image/svg+xml,${encodeURIComponent(svg)}`;
