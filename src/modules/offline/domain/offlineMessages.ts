/**
 * Every word the offline module says to a shopper (ADR 0019). The notice is shown while the
 * browser has no network and the shop runs from the files and the catalogue it saved.
 */
export const OFFLINE_NOTICE = "You're offline — showing saved plants.";
