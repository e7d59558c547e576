/**
 * The signature of a payment gateway's call to the platform: hex HMAC-SHA256 with that gateway's
 * secret over `timestamp + "." + METHOD + "\n" + path + "\n" + gatewayId + "\n" + rawBody`.
 * Covering the method, the path and the gateway's id as well as the exact bytes of the body means
 * a signature made for one call cannot be replayed as another: not on another route, not as
 * another gateway. The signed text, the timestamp check and the constant-time comparison are the
 * seamless wallet's, with the gateway's id where a provider puts its own; the secrets differ.
 */
import { checkSeamlessSignature, seamlessSignedText, signSeamlessRequest, type SignatureCheck } from '../seamless/signature';

export interface GatewayCall {
  method: string;
  /** The request's path as sent (with its query string, if any). */
  path: string;
  gatewayId: string;
  rawBody: string;
}

function signedText(call: GatewayCall): string {
  return seamlessSignedText({ method: call.method, path: call.path, providerId: call.gatewayId, rawBody: call.rawBody });
}

export function signGatewayCall(secret: string, timestamp: string, call: GatewayCall): string {
  return signSeamlessRequest(secret, timestamp, signedText(call));
}

/** The headers of a signed call: X-Gateway-Id, X-Timestamp (ms since 1970) and X-Signature. */
export function gatewayCallHeaders(secret: string, call: GatewayCall, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-gateway-id': call.gatewayId,
    'x-timestamp': timestamp,
    'x-signature': signGatewayCall(secret, timestamp, call),
  };
}

export function checkGatewayCall(options: { secret: string; timestamp: string | undefined; signature: string | undefined; call: GatewayCall; now?: number }): SignatureCheck {
  return checkSeamlessSignature({ secret: options.secret, timestamp: options.timestamp, signature: options.signature, rawBody: signedText(options.call), now: options.now });
}
