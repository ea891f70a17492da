/** The ten digits of a North American number, written any way (+19165550190, 916-555-0190); undefined otherwise. */
function nationalDigits(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : undefined;
}

/** A phone as people write it, (916) 555-0190; anything else as it was listed. */
export function phoneText(phone: string): string {
  const digits = nationalDigits(phone);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** The number a tel: or sms: link dials: +1 and the ten digits, or the digits as listed. */
export function dialable(phone: string): string {
  const digits = nationalDigits(phone);
  return digits ? `+1${digits}` : phone.replace(/[^\d+]/g, '');
}
