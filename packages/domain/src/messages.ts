/** Texts people read, kept in one place so web and server say the same thing. */
export const messages = {
  leadSentHome: 'request sent',
  leadSentTool: 'Request sent! We will contact you very soon.',
  genericError: 'Something went wrong. Please try again.',
  notFound: 'The page you are looking for does not exist.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverBusy: 'We are busy right now. Please try again in a moment.',
  bodyTooLarge: 'The request is too large.',
  invalidJson: 'The request body is not valid JSON.',
  linkTooLong: 'This link is too long.',
  linkNotValid: 'This link is not valid.',
} as const;

export type MessageType = 'error' | 'notification' | 'warning';

export interface Message {
  message: string;
  messageType: MessageType;
}
