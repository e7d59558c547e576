import { PlatformError } from '../http/errors';

/**
 * The refusals of feedback calls: code, HTTP status and the English message (clients translate by
 * errorCode and fall back to the message).
 */
const FEEDBACK_REFUSALS = {
  FEEDBACK_IMAGE_INVALID: [400, 'Images must be png or jpg pictures'],
  FEEDBACK_IMAGE_TOO_LARGE: [400, 'Images must be at most 5 MB each'],
  FEEDBACK_RELATED_UNKNOWN: [400, 'No order or round of yours has this number'],
  FEEDBACK_TOO_MANY: [429, 'You have sent a lot of feedback lately, please try again later'],
  FEEDBACK_NOT_FOUND: [404, 'Feedback not found'],
  FEEDBACK_IMAGE_NOT_FOUND: [404, 'Image not found'],
  FEEDBACK_CLOSED: [409, 'This feedback is closed'],
  FEEDBACK_STATUS_MOVE: [409, 'Feedback moves only Open, In progress, Resolved, Closed, one step at a time'],
} as const satisfies Record<string, readonly [number, string]>;

export type FeedbackRefusalCode = keyof typeof FEEDBACK_REFUSALS;

export function feedbackRefusal(code: FeedbackRefusalCode, field?: string): PlatformError {
  const [status, message] = FEEDBACK_REFUSALS[code];
  return new PlatformError(status, code, field ? `${field}: ${message}` : message, field, null);
}
