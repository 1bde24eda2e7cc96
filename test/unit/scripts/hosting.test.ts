import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PORT_RANGE, unusedPorts } from '../../../scripts/hosting.mjs';

/** Listens on `port` at 127.0.0.1 and closes again: true when nothing else held it. */
function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe("the hosting emulator's ports (scripts/hosting.mjs)", () => {
  it('draws distinct free ports below the range the kernel hands out for any free port', async () => {
    const [low, high] = PORT_RANGE;
    expect(high).toBeLessThanOrEqual(32_768); // Linux's ephemeral range starts there
    const ports = await unusedPorts(40);
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(low);
      expect(port).toBeLessThan(high);
      expect(await listenable(port)).toBe(true);
    }
  });

  it('skips a port that is bound, and the ports it is told to leave alone', async () => {
    const [bound, free] = await unusedPorts(2);
    const holder = createServer().listen(bound, '127.0.0.1');
    await new Promise((listening) => holder.once('listening', listening));
    try {
      const [low, high] = PORT_RANGE;
      const besides = Array.from({ length: high - low }, (_, index) => low + index).filter(
        (port) => port !== bound && port !== free,
      );
      expect(await unusedPorts(1, { besides })).toEqual([free]);
    } finally {
      await new Promise((closed) => holder.close(closed));
    }
  });
});
