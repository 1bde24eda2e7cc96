import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

/**
 * The ConnectivityPort contract (src/modules/offline/application/ConnectivityPort.ts), one suite
 * every adapter must pass. To run it against a new adapter, give `describeConnectivityContract` a
 * setup that builds the adapter over a network it can cut and restore.
 */
export interface ConnectivityUnderTest {
  readonly connectivity: ConnectivityPort;
  /** The network goes away, as the browser would see it... */
  goOffline(): void;
  /** ...and comes back. */
  goOnline(): void;
}

export interface ConnectivityAdapterSetup {
  /** A fresh adapter, its network up or down as `online` says. */
  create(online: boolean): ConnectivityUnderTest;
}

export function describeConnectivityContract(
  adapterName: string,
  setup: ConnectivityAdapterSetup,
): void {
  describe(`ConnectivityPort contract: ${adapterName}`, () => {
    const subscriptions: Unsubscribe[] = [];

    function listen(connectivity: ConnectivityPort): boolean[] {
      const heard: boolean[] = [];
      subscriptions.push(connectivity.onChange((online) => heard.push(online)));
      return heard;
    }

    afterEach(() => {
      subscriptions.splice(0).forEach((stop) => stop());
    });

    it('says online or offline as the network is when it is created', () => {
      expect(setup.create(true).connectivity.isOnline()).toBe(true);
      expect(setup.create(false).connectivity.isOnline()).toBe(false);
    });

    it('follows the network: offline, then online again', () => {
      const network = setup.create(true);
      network.goOffline();
      expect(network.connectivity.isOnline()).toBe(false);
      network.goOnline();
      expect(network.connectivity.isOnline()).toBe(true);
    });

    it('still follows the network once its listeners have come and gone', () => {
      const network = setup.create(true);
      const stop = network.connectivity.onChange(() => undefined);
      network.goOffline();
      stop();
      network.goOnline();
      expect(network.connectivity.isOnline()).toBe(true);
      network.goOffline();
      expect(network.connectivity.isOnline()).toBe(false);
    });

    it('tells a listener of every change, with the new state', () => {
      const network = setup.create(true);
      const heard = listen(network.connectivity);
      expect(heard).toEqual([]);
      network.goOffline();
      network.goOnline();
      network.goOffline();
      expect(heard).toEqual([false, true, false]);
    });

    it('never tells the same state twice in a row', () => {
      const network = setup.create(false);
      const heard = listen(network.connectivity);
      network.goOffline();
      network.goOnline();
      network.goOnline();
      network.goOffline();
      network.goOffline();
      expect(heard).toEqual([true, false]);
    });

    it('tells every listener, and nothing more after one unsubscribes', () => {
      const network = setup.create(true);
      const first = listen(network.connectivity);
      const second: boolean[] = [];
      const stop = network.connectivity.onChange((online) => second.push(online));
      network.goOffline();
      stop();
      network.goOnline();
      expect(first).toEqual([false, true]);
      expect(second).toEqual([false]);
    });

    it('the same listener subscribed twice hears each change twice, and each subscription ends alone', () => {
      const network = setup.create(true);
      const heard: boolean[] = [];
      const listener = (online: boolean) => heard.push(online);
      const stopFirst = network.connectivity.onChange(listener);
      subscriptions.push(network.connectivity.onChange(listener));
      network.goOffline();
      stopFirst();
      network.goOnline();
      expect(heard).toEqual([false, false, true]);
    });
  });
}
