/** Where the draft is kept, said on the booking form: a visitor's stays on this device, which may clear it. */
export const DRAFT_ON_DEVICE_ONLY =
  'Your booking is saved on this device only. Log in to keep it in your account and continue it on another device.'
export const DRAFT_IN_ACCOUNT =
  'Your booking is saved to your account: you can continue it on any device where you log in.'
