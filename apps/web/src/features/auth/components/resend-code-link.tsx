import { authMessages, emailRequestSchema, type Message } from '@roost/domain';
import { useResendCode } from '../api/resend-code';
import { failureText } from './failure-text';
import { ModalLink } from './modal-link';

interface ResendCodeLinkProps {
  email: () => string;
  onMissingEmail: (message: string) => void;
  onResult: (message: Message) => void;
}

/** Resend: a new sign-up code to the pending e-mail ('Confirm code has been resent.'). */
export function ResendCodeLink({ email, onMissingEmail, onResult }: ResendCodeLinkProps) {
  const resend = useResendCode();
  const onClick = () => {
    const parsed = emailRequestSchema.safeParse({ email: email() });
    if (!parsed.success) return onMissingEmail(authMessages.usernameRequired);
    resend.mutate(parsed.data.email, {
      onSuccess: () => onResult({ message: authMessages.codeResent, messageType: 'notification' }),
      onError: (error) =>
        onResult({ message: failureText(error, authMessages.errorResendingCode), messageType: 'error' }),
    });
  };
  return (
    <ModalLink onClick={onClick} disabled={resend.isPending}>
      Resend
    </ModalLink>
  );
}
