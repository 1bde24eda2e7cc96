/** Every word the updates module says to a shopper (issue 16): the toast of a new version. */
export const UPDATE_MESSAGES = {
  ready: 'A new version of the shop is ready.',
  reload: 'Reload',
} as const;
