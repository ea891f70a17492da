import { MessageBanner } from './message-banner';

/** A signed-in person's corrected balance is used on the page even when saving it to their profile failed. */
export function BalanceSaveWarning({ failed }: { failed: boolean }) {
  if (!failed) return null;
  return (
    <MessageBanner
      message={{
        message: 'Your balance is used on this page, but we could not save it to your profile. Please try again.',
        messageType: 'warning',
      }}
    />
  );
}
