import type { Unsubscribe } from '@/modules/shared/application/Unsubscribe';
import type { PreviewBackendPort } from '@/modules/preview/application/PreviewBackendPort';
import type { PreviewBackendStatus } from '@/modules/preview/domain/PreviewBackendStatus';

export interface HttpPreviewBackendOptions {
  /** An endpoint that answers 2xx, with CORS headers, while the backend runs. */
  readonly url: string;
  readonly fetch?: typeof fetch;
  /** Pause between the end of one check and the start of the next. */
  readonly intervalMs?: number;
  /** A check that takes longer counts as disconnected. */
  readonly timeoutMs?: number;
}

/** The pause between two checks unless the options say otherwise. */
export const PREVIEW_CHECK_INTERVAL_MS = 2000;

type Listener = (status: PreviewBackendStatus) => void;

/**
 * PreviewBackendPort over HTTP: polls `url` while anyone watches (one poll
 * loop however many watchers), so a stopped or restarted emulator shows
 * within interval + timeout, about 3.5 s with the defaults.
 */
export class HttpPreviewBackend implements PreviewBackendPort {
  private readonly listeners = new Set<Listener>();
  private readonly fetch: typeof fetch;
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private status: PreviewBackendStatus | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | null = null;
  /** Bumped when polling stops, so a check still in flight is ignored. */
  private generation = 0;

  constructor(private readonly options: HttpPreviewBackendOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.intervalMs = options.intervalMs ?? PREVIEW_CHECK_INTERVAL_MS;
    this.timeoutMs = options.timeoutMs ?? 1500;
  }

  watch(listener: Listener): Unsubscribe {
    const notify: Listener = (status) => listener(status);
    this.listeners.add(notify);
    if (this.listeners.size === 1) {
      this.status = null;
      void this.poll(this.generation);
    } else if (this.status !== null) {
      listener(this.status);
    }
    return () => {
      if (!this.listeners.delete(notify) || this.listeners.size > 0) return;
      this.generation += 1;
      clearTimeout(this.timer);
      this.inFlight?.abort();
      this.inFlight = null;
    };
  }

  private async poll(generation: number): Promise<void> {
    const status = await this.check();
    if (generation !== this.generation) return;
    if (status !== this.status) {
      this.status = status;
      this.listeners.forEach((listener) => listener(status));
    }
    this.timer = setTimeout(() => void this.poll(generation), this.intervalMs);
  }

  private async check(): Promise<PreviewBackendStatus> {
    const controller = new AbortController();
    this.inFlight = controller;
    const timeout = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await this.fetch(this.options.url, {
        signal: controller.signal,
        cache: 'no-store',
      });
      void response.body?.cancel().catch(() => undefined);
      return response.ok ? 'running' : 'disconnected';
    } catch {
      return 'disconnected';
    } finally {
      clearTimeout(timeout);
      if (this.inFlight === controller) this.inFlight = null;
    }
  }
}
