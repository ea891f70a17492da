/** A stored US number (+19165550100) as people write it, (916) 555-0100; anything else as stored. */
export function phoneText(phone: string | null | undefined): string {
  if (!phone) return '';
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone;
}
