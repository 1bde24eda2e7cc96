import { describe, expect, it } from 'vitest';
import { createInMemoryContainer } from '@/di/inMemoryContainer';
import type { ServiceContainer } from '@/di/Token';
import { USE_CASES } from '@/di/tokens';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';

/**
 * What lives as long as the page runs from the root's last step on, before any screen mounts: a
 * screen only tells it what the page sees. (FollowSignedInAccount's own start: its test, and the
 * component tests of the per-account lists.)
 */
describe('startApplication', () => {
  it('follows the versions from the start: the page reports a hidden tab, and it reloads into the version another tab let in', () => {
    const appUpdate = new InMemoryAppUpdate();
    const container: ServiceContainer = createInMemoryContainer({ appUpdate });
    const takeNewVersion = container.get(USE_CASES.TakeNewVersion);
    takeNewVersion.pageShown('/plants');

    appUpdate.deployNewVersion();
    appUpdate.takeOverFromAnotherTab();
    takeNewVersion.tabHidden();

    expect(appUpdate.reloads).toBe(1);
  });
});
