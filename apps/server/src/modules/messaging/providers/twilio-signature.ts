import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';

/**
 * True when X-Twilio-Signature signs this request: HMAC-SHA1 with the auth token over the public URL
 * Twilio called (as configured: behind a proxy it is the public one, never the Host header the server
 * saw) followed by the POST parameters sorted by name (Twilio's own validator, constant-time compare).
 */
export function twilioSignatureValid(input: {
  authToken: string;
  signature: string | undefined;
  publicUrl: string;
  params: Record<string, string>;
}): boolean {
  if (!input.signature) return false;
  try {
    return validateRequest(input.authToken, input.signature, input.publicUrl, input.params);
  } catch {
    // A URL the validator cannot parse was not signed by Twilio.
    return false;
  }
}
