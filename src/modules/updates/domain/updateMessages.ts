/** Every word the updates module says to a shopper (ADR 0019): the toast of a new version. */
export const UPDATE_MESSAGES = {
  ready: 'A new version of the shop is ready.',
  reload: 'Reload',
} as const;
