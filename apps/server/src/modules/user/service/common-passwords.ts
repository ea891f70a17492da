import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '@roost/domain';
import { AppError } from '../../../errors';

/**
 * The ~49,000 passwords seen most often in breached-password corpora (zxcvbn-ts's common list,
 * shipped as a package: no network needed). Compared without regard to case, so 'Password1' is
 * refused like 'password1'.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((item) => item.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a common password with a message beside the field that holds it. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', authMessages.commonPassword, { [field]: authMessages.commonPassword });
  }
}
