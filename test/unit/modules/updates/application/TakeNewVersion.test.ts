import { afterEach, describe, expect, it } from 'vitest';
import { TakeNewVersion } from '@/modules/updates/application/TakeNewVersion';
import { UnsavedInput } from '@/modules/updates/application/UnsavedInput';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

const watching: Unsubscribe[] = [];
afterEach(() => watching.splice(0).forEach((stop) => stop()));

/** A tab of the shop open at `path`, its update policy watching. */
function tab(path = '/') {
  const updates = new InMemoryAppUpdate();
  const input = new UnsavedInput();
  const policy = new TakeNewVersion(updates, input);
  watching.push(policy.watch());
  policy.pageShown(path);
  return { updates, input, policy };
}

describe('TakeNewVersion: when a tab takes a new version', () => {
  it('with no version waiting, nothing happens anywhere', async () => {
    const { updates, policy } = tab('/');
    policy.pageShown('/plants');
    policy.tabHidden();
    await policy.reloadPressed();
    expect(updates.takeOvers).toBe(0);
    expect(updates.reloads).toBe(0);
  });

  it('this tab’s next navigation lets the waiting version in, and the tab reloads into it', () => {
    const { updates, policy } = tab('/profile');
    updates.deployNewVersion();
    expect(updates.takeOvers).toBe(0);
    policy.pageShown('/plants');
    expect(updates.takeOvers).toBe(1);
    expect(updates.reloads).toBe(1);
  });

  it('the same page with other search parameters is no navigation', () => {
    const { updates, policy } = tab('/plants');
    updates.deployNewVersion();
    policy.pageShown('/plants');
    policy.pageShown('/plants');
    expect(updates.takeOvers).toBe(0);
    expect(updates.reloads).toBe(0);
  });

  it('another tab lets it in: this tab reloads at its own next navigation, not before', () => {
    const { updates, policy } = tab('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    expect(updates.reloads).toBe(0);
    policy.pageShown('/profile');
    expect(updates.reloads).toBe(0);
    policy.pageShown('/plants');
    expect(updates.reloads).toBe(1);
    expect(updates.takeOvers).toBe(1);
  });

  it('another tab lets it in: a hidden tab with nothing typed reloads; one holding input waits', () => {
    const { updates, input, policy } = tab('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    const release = input.hold();
    policy.tabHidden();
    expect(updates.reloads).toBe(0);
    release();
    policy.tabHidden();
    expect(updates.reloads).toBe(1);
  });

  it('a tab holding input never reloads on its own, at a navigation either', () => {
    const { updates, input, policy } = tab('/');
    updates.deployNewVersion();
    updates.holdTakeOvers();
    policy.pageShown('/signup');
    const release = input.hold();
    updates.releaseTakeOvers();
    expect(updates.takeOvers).toBe(1);
    policy.tabHidden();
    policy.pageShown('/login');
    expect(updates.reloads).toBe(0);
    release();
    policy.pageShown('/plants');
    expect(updates.reloads).toBe(1);
  });

  it('a navigation away from a page holding input reloads once that page has let go of it', () => {
    const { updates, input, policy } = tab('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    const release = input.hold();
    policy.pageShown('/plants');
    expect(updates.reloads).toBe(0);
    release();
    expect(updates.reloads).toBe(1);
  });

  it('input let go of without a navigation reloads nothing', () => {
    const { updates, input } = tab('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    input.hold()();
    expect(updates.reloads).toBe(0);
  });

  it('Reload, pressed: the shopper asked, so the tab reloads once the version is in', async () => {
    const { updates, input, policy } = tab('/profile');
    updates.deployNewVersion();
    input.hold();
    await policy.reloadPressed();
    expect(updates.takeOvers).toBe(1);
    expect(updates.reloads).toBe(1);
  });

  it('Reload pressed after another tab let the version in reloads at once', async () => {
    const { updates, policy } = tab('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    await policy.reloadPressed();
    expect(updates.reloads).toBe(1);
  });

  it('reloads once, however many navigations and hides follow', () => {
    const { updates, policy } = tab('/');
    updates.deployNewVersion();
    policy.pageShown('/plants');
    policy.pageShown('/cart');
    policy.tabHidden();
    expect(updates.reloads).toBe(1);
  });

  it('a tab opened while a version waits: its first page is no navigation, its next is', () => {
    const updates = new InMemoryAppUpdate();
    updates.deployNewVersion();
    const policy = new TakeNewVersion(updates, new UnsavedInput());
    watching.push(policy.watch());
    policy.pageShown('/plants');
    expect(updates.takeOvers).toBe(0);
    policy.pageShown('/cart');
    expect(updates.takeOvers).toBe(1);
    expect(updates.reloads).toBe(1);
  });

  it('navigations while the version is being let in ask to let it in once', () => {
    const updates = new InMemoryAppUpdate();
    let applied = 0;
    const applyUpdate = updates.applyUpdate.bind(updates);
    updates.applyUpdate = () => {
      applied += 1;
      return applyUpdate();
    };
    const policy = new TakeNewVersion(updates, new UnsavedInput());
    watching.push(policy.watch());
    policy.pageShown('/');
    updates.deployNewVersion();
    updates.holdTakeOvers();
    policy.pageShown('/plants');
    policy.pageShown('/cart');
    expect(applied).toBe(1);
    updates.releaseTakeOvers();
    expect(updates.reloads).toBe(1);
  });

  it('a navigation away from a page holding input waits for the last form to let go', () => {
    const { updates, input, policy } = tab('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    const first = input.hold();
    const second = input.hold();
    policy.pageShown('/plants');
    first();
    expect(updates.reloads).toBe(0);
    second();
    expect(updates.reloads).toBe(1);
  });

  it('once stopped, it follows the port and the input no more', async () => {
    const updates = new InMemoryAppUpdate();
    const input = new UnsavedInput();
    const policy = new TakeNewVersion(updates, input);
    const stop = policy.watch();
    policy.pageShown('/profile');
    const release = input.hold();
    stop();
    updates.deployNewVersion();
    await policy.reloadPressed();
    expect(updates.takeOvers).toBe(0);
    updates.takeOverFromAnotherTab();
    policy.pageShown('/plants');
    release();
    policy.tabHidden();
    expect(updates.reloads).toBe(0);
  });

  it('once stopped, a form letting go after a navigation reloads nothing', () => {
    const updates = new InMemoryAppUpdate();
    const input = new UnsavedInput();
    const policy = new TakeNewVersion(updates, input);
    const stop = policy.watch();
    policy.pageShown('/profile');
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    const release = input.hold();
    policy.pageShown('/plants');
    stop();
    release();
    expect(updates.reloads).toBe(0);
  });
});

describe('UnsavedInput', () => {
  it('holds while any form holds, each released once', () => {
    const input = new UnsavedInput();
    expect(input.held()).toBe(false);
    const first = input.hold();
    const second = input.hold();
    first();
    first();
    expect(input.held()).toBe(true);
    second();
    expect(input.held()).toBe(false);
  });

  it('tells its listeners each time the last hold is let go, not before, and no more once they stop', () => {
    const input = new UnsavedInput();
    let told = 0;
    const stop = input.onReleased(() => {
      told += 1;
    });
    const first = input.hold();
    const second = input.hold();
    first();
    expect(told).toBe(0);
    second();
    second();
    expect(told).toBe(1);
    input.hold()();
    expect(told).toBe(2);
    stop();
    input.hold()();
    expect(told).toBe(2);
  });
});
