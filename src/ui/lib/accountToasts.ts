import { toast } from './toast';

/** The toasts shown for the account signed in now and not yet dismissed here, by id. */
const shownForAccount = new Set<string>();
let shownCount = 0;

/**
 * An id for a toast whose button acts on the signed-in account's lists (a removal's Undo): such a
 * toast goes when that account does (dismissAccountToasts). Pass it as the toast's `id`.
 */
export function accountToastId(): string {
  shownCount += 1;
  const id = `account-toast-${shownCount}`;
  shownForAccount.add(id);
  return id;
}

/**
 * Dismisses every toast shown with accountToastId, even one the pointer holds open: at a sign-out
 * and at a switch of account, so that nobody presses another account's Undo (ADR 0014). With none
 * shown it does nothing, and fetches no toast code.
 */
export function dismissAccountToasts(): void {
  shownForAccount.forEach((id) => toast.dismiss(id));
  shownForAccount.clear();
}
