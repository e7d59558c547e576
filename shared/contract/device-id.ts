/**
 * The browser's device id: a random value the page makes once and keeps in localStorage, sent with
 * every call in one header. The platform records it at sign-in and registration only to notice two
 * accounts used from one browser (an abuse signal that sends their rewards to an operator); it is
 * never a credential and never decides anything else, since the page can send whatever it likes.
 */

/** The request header that carries it (Node's lower-case spelling). */
export const DEVICE_ID_HEADER = 'x-device-id';

/** 16 to 64 letters, digits, '-' or '_': the page makes 32 hex digits (16 random bytes). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
