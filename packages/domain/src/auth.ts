import { z } from 'zod';
import { optionalPhone } from './phone';
import { roles } from './roles';
import { emailAddress, requiredText } from './text';
import { userStatuses } from './user-record';

/** Identity texts of the consumer spec (sections 5 and 8), typos in user-facing text fixed. */
export const authMessages = {
  errorLoggingIn: 'Error logging in',
  errorConfirmingCode: 'Error confirming code',
  codeResent: 'Confirm code has been resent.',
  errorResendingCode: 'Error resending code',
  usernameRequired: 'Username required',
  codeRequired: 'Code required',
  emailRequired: 'Email required',
  checkEmailForCode: 'Check email to get auth code',
  authCodeResent: 'Auth code has been re-sent',
  errorSendingAuthCode: 'Error sending auth code',
  authCodeRequired: 'Auth code required',
  passwordsDoNotMatch: 'Passwords do not match',
  errorResettingPassword: 'Error resetting password',
  passwordUpdated: 'Password has been updated',
  passwordReset: 'Password has been reset',
  passwordRule: 'Password must be at least 6 chars, 1 upper and 1 number',
  passwordHint: 'At least 6 characters, with a number, an uppercase and a lowercase letter.',
  commonPassword: 'This password is one of the most common ones and easy to guess. Please choose another.',
  oldPasswordMissing: 'Old password missing',
  newPasswordRequired: 'New password required',
  confirmPasswordRequired: 'Confirm password required',
  unableToCreateUser: 'Unable to create user',
  profileSaved: 'Your information has been saved',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in to continue',
  notAllowed: 'You do not have access to this',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

/** The spec's password rule: a lowercase and an uppercase letter, a digit, at least 6 characters. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

export const newPassword = z
  .string({ error: authMessages.passwordRule })
  .refine(meetsPasswordRule, { error: authMessages.passwordRule });

const emailOr = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(250, { error: 'Email must be at most 250 characters' })
    .pipe(z.email({ error: 'Email must be a valid email address' }))
    .transform((email) => email.toLowerCase());
const loginEmail = emailOr(authMessages.emailRequired);

export const otpCode = z
  .string({ error: authMessages.codeRequired })
  .trim()
  .min(1, { error: authMessages.codeRequired })
  .regex(/^\d{6}$/, { error: 'The code is the 6 digits we e-mailed you' });

/** POST /api/auth/sign-up */
export const signUpRequestSchema = z.strictObject({
  name: requiredText('Name'),
  email: emailAddress.transform((email) => email.toLowerCase()),
  phone: optionalPhone,
  password: newPassword,
});

/** The Sign Up modal: the request plus Confirm Password, every failing field reported. */
export const signUpFormSchema = z
  .object({
    name: requiredText('Name'),
    email: emailAddress,
    phone: optionalPhone,
    password: z.string().min(1, { error: 'Password is required' }).pipe(newPassword),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.passwordsDoNotMatch,
    // Run even when another field failed, so every message shows at once.
    when: () => true,
  });

/** POST /api/auth/confirm */
export const confirmRequestSchema = z.strictObject({
  // The spec calls the pending sign-up's e-mail its username.
  email: emailOr(authMessages.usernameRequired),
  code: otpCode,
});

/** POST /api/auth/resend-code and POST /api/auth/forgot-password */
export const emailRequestSchema = z.strictObject({ email: loginEmail });

/**
 * POST /api/auth/sign-in: the e-mail is trimmed (spec, section 5); the password is compared exactly
 * as typed, as sign-up stored it (trimming it locked out anyone whose password had an edge space).
 */
export const signInRequestSchema = z.strictObject({
  email: loginEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
});

/** POST /api/auth/reset-password: the second step of Forgot Password. */
export const resetPasswordRequestSchema = z.strictObject({
  email: loginEmail,
  code: z
    .string({ error: authMessages.authCodeRequired })
    .trim()
    .min(1, { error: authMessages.authCodeRequired })
    .regex(/^\d{6}$/, { error: 'The code is the 6 digits we e-mailed you' }),
  password: newPassword,
});

/** POST /api/auth/change-password: the Reset Password page. */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: z.string({ error: authMessages.oldPasswordMissing }).min(1, { error: authMessages.oldPasswordMissing }),
  newPassword,
});

/** PUT /api/user/user/{id}: what a person may change of their own record. */
export const userUpdateSchema = z.strictObject({
  name: requiredText('Name').optional(),
  phone: optionalPhone.or(z.null()),
  textUpdates: z.boolean({ error: 'Text updates must be true or false' }).optional(),
});

/** PUT /api/user/user/{id} by an admin may also set status and roles; an empty body is refused. */
export const adminUserUpdateSchema = userUpdateSchema
  .extend({
    status: z.enum(userStatuses, { error: `Status must be one of: ${userStatuses.join(', ')}` }).optional(),
    roles: z
      .array(z.enum(roles, { error: `Roles must be drawn from: ${roles.join(', ')}` }))
      .min(1)
      .optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error: 'Send at least one field to change',
  });

/** POST /api/user/user: a superadmin creates a user who gets a temporary password by e-mail. */
export const createUserRequestSchema = z.strictObject({
  name: requiredText('Name'),
  email: emailAddress.transform((email) => email.toLowerCase()),
  phone: optionalPhone,
  roles: z
    .array(z.enum(roles, { error: `Roles must be drawn from: ${roles.join(', ')}` }))
    .min(1, { error: 'Choose at least one role' })
    .default(['user']),
});

/** The Profile page's personal info form. */
export const profileFormSchema = z.object({
  name: requiredText('Name'),
  phone: optionalPhone,
  textUpdates: z.boolean(),
});

/** The Reset Password page: later checks override earlier ones (spec, section 5). */
export const resetPasswordPageSchema = z
  .object({
    oldPassword: z.string().min(1, { error: authMessages.oldPasswordMissing }),
    newPassword: z.string().min(1, { error: authMessages.newPasswordRequired }).pipe(newPassword),
    confirmPassword: z.string().min(1, { error: authMessages.confirmPasswordRequired }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.confirmPasswordRequired,
    when: () => true,
  });

/** The Forgot Password modal, second step. */
export const forgotPasswordResetFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, { error: authMessages.authCodeRequired })
      .regex(/^\d{6}$/, { error: 'The code is the 6 digits we e-mailed you' }),
    password: z.string().min(1, { error: 'Password is required' }).pipe(newPassword),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: authMessages.passwordsDoNotMatch,
    when: () => true,
  });
