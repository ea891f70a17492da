/** What the Search by Payment pages say while they work (shown in turn, spec section 9). */
export const OPTIONS_LOADING_TEXTS = [
  'Finding purchase options for your payment...',
  'Applying the current rates, taxes and insurance...',
  'Counting the homes in your price range...',
] as const;

export const HOMES_LOADING_TEXTS = [
  'Finding homes for your payment...',
  'Working out each monthly payment...',
] as const;
