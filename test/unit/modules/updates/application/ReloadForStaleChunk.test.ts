import { afterEach, describe, expect, it } from 'vitest';
import { ReloadForStaleChunk } from '@/modules/updates/application/ReloadForStaleChunk';
import { UnsavedInput } from '@/modules/updates/application/UnsavedInput';
import { InMemoryAppUpdate } from '@/modules/updates/infrastructure/InMemoryAppUpdate';
import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';

const watching: Unsubscribe[] = [];
afterEach(() => watching.splice(0).forEach((stop) => stop()));

/** A tab of the shop running a version whose chunks a deploy may have removed. */
function tab() {
  const updates = new InMemoryAppUpdate();
  const input = new UnsavedInput();
  const staleChunks = new ReloadForStaleChunk(updates, input);
  watching.push(staleChunks.watch());
  return { updates, input, staleChunks };
}

/** Lets what a release started (asking the in-memory server) run to its end: a few promise turns. */
async function settled(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('ReloadForStaleChunk: whether a chunk that failed to load reloads the tab', () => {
  it('with nothing held and the server answering, the tab reloads', async () => {
    const { updates, staleChunks } = tab();
    expect(await staleChunks.chunkFailed()).toBe(true);
    expect(updates.reloads).toBe(1);
  });

  it('offline, with no newer version in control, the import fails and nothing is owed', async () => {
    const { updates, input, staleChunks } = tab();
    updates.loseNetwork();
    expect(await staleChunks.chunkFailed()).toBe(false);
    // Back online, a form typed in and let go: the failure is not reloaded for later.
    updates.regainNetwork();
    input.hold()();
    await settled();
    expect(updates.reloads).toBe(0);
  });

  it('offline, a newer version in control serves the page: the tab reloads into it', async () => {
    const { updates, staleChunks } = tab();
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    updates.loseNetwork();
    expect(await staleChunks.chunkFailed()).toBe(true);
    expect(updates.reloads).toBe(1);
  });

  it('while input is held the import fails; the tab reloads once the input is let go', async () => {
    const { updates, input, staleChunks } = tab();
    const typed = input.hold();
    const signingUp = input.hold();
    expect(await staleChunks.chunkFailed()).toBe(false);
    signingUp();
    await settled();
    expect(updates.reloads).toBe(0);
    typed();
    await settled();
    expect(updates.reloads).toBe(1);
  });

  it('input let go with the network gone: no reload into the browser’s error page', async () => {
    const { updates, input, staleChunks } = tab();
    const typed = input.hold();
    expect(await staleChunks.chunkFailed()).toBe(false);
    updates.loseNetwork();
    typed();
    await settled();
    expect(updates.reloads).toBe(0);
  });

  it('input taken while the server is asked: no reload until it is let go', async () => {
    const { updates, input, staleChunks } = tab();
    const failed = staleChunks.chunkFailed();
    const typed = input.hold();
    expect(await failed).toBe(false);
    expect(updates.reloads).toBe(0);
    typed();
    await settled();
    expect(updates.reloads).toBe(1);
  });

  it('input held while offline, let go once back online: the tab reloads at the release', async () => {
    const { updates, input, staleChunks } = tab();
    const typed = input.hold();
    updates.loseNetwork();
    expect(await staleChunks.chunkFailed()).toBe(false);
    updates.regainNetwork();
    typed();
    await settled();
    expect(updates.reloads).toBe(1);
  });

  it('a reload pays what was owed: input let go later reloads nothing more', async () => {
    const { updates, input, staleChunks } = tab();
    expect(await staleChunks.chunkFailed()).toBe(true);
    input.hold()();
    await settled();
    expect(updates.reloads).toBe(1);
  });

  it('once it stops watching, neither a release nor a newer version in control counts', async () => {
    const { updates, input, staleChunks } = tab();
    const typed = input.hold();
    expect(await staleChunks.chunkFailed()).toBe(false);
    watching.splice(0).forEach((stop) => stop());
    updates.deployNewVersion();
    updates.takeOverFromAnotherTab();
    updates.loseNetwork();
    typed();
    await settled();
    expect(updates.reloads).toBe(0);
    expect(await staleChunks.chunkFailed()).toBe(false);
    expect(updates.reloads).toBe(0);
  });

  it('a form let go with no chunk failed reloads nothing', async () => {
    const { updates, input } = tab();
    input.hold()();
    await settled();
    expect(updates.reloads).toBe(0);
  });
});
