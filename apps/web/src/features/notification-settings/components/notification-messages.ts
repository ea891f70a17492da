/** Spec 8's banners, its 'addess' typo fixed, and spec 2.3's hint. */
export const notificationMessages = {
  addressSaved: 'Successfully saved address notification.',
  addressSaveFailed: 'Error saving address notification.',
  userSaved: 'Successfully saved user notification.',
  userSaveFailed: 'Error saving user notification.',
  selectAddress: 'Please select an address',
} as const;
