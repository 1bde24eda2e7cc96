import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * A new version of the shop, deployed while a page of it is open (ADR 0019).
 * Contract: docs/ports/AppUpdatePort.md. The new version is fetched in the
 * background and waits; once one tab lets it in it controls every open tab of
 * the shop, and each tab still runs the old code until it reloads. When a tab
 * lets it in and when it reloads is the application's choice (TakeNewVersion):
 * the port never reloads a page on its own.
 */
export interface AppUpdatePort {
  /**
   * Calls the listener once a new version has been fetched and waits to take
   * over; at once when one already waits.
   */
  onUpdateReady(listener: () => void): Unsubscribe;
  /**
   * Calls the listener once the waiting version controls this page, whichever
   * tab let it in; at once when it already does.
   */
  onTakenOver(listener: () => void): Unsubscribe;
  /**
   * Lets the waiting version take over every open page of the shop. Does
   * nothing when no version waits.
   */
  applyUpdate(): Promise<void>;
  /** Reloads the page, into the version that controls it. */
  reload(): void;
  /**
   * Asks the shop's server for the page's address, past every cache: true when an answer comes
   * (whatever it says), false when the network carries no request. A reload with no answer to
   * give lands on the browser's own error page, not the shop's. Never rejects.
   */
  serverAnswers(): Promise<boolean>;
}
