// A plants.json that fails or lies, read through the real adapter
// (FetchPlantCatalog) over a stand-in `fetch`. Every failure is a PlantCatalogError (the screens
// turn it into the spec's error text and a Try Again button: test/component/hardening), never
// another kind of exception; a list with some bad plants keeps the good ones; and a failed load
// is forgotten, so trying again asks the server again.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  PlantCatalogError,
  type PlantCatalogErrorReason,
} from '@/modules/plants/domain/PlantCatalogError';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { aPlant, plantRecordOf } from '@test/support/plants';

const URL_ = 'https://shop.example/plants.json';
const fern = plantRecordOf(aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999 }));
const pothos = plantRecordOf(aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499 }));

type Answer = () => Promise<Response>;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const text = (body: string, status = 200, type = 'text/plain') =>
  new Response(body, { status, headers: { 'Content-Type': type } });

const SPA_FALLBACK = `<!doctype html><html lang="en"><head><title>Leafy</title></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

const FAILURES: Record<string, { reason: PlantCatalogErrorReason; answer: Answer }> = {
  'HTTP 404': { reason: 'unavailable', answer: async () => text('Not Found', 404) },
  'HTTP 500': { reason: 'unavailable', answer: async () => text('Internal Server Error', 500) },
  'HTTP 503 with a JSON body of plants': {
    reason: 'unavailable',
    answer: async () => json([fern], 503),
  },
  'a network failure': {
    reason: 'unavailable',
    answer: () => Promise.reject(new TypeError('Failed to fetch')),
  },
  'a timeout (the request signal fired)': {
    reason: 'unavailable',
    answer: () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
  },
  'the host rewriting plants.json to index.html (HTML with HTTP 200)': {
    reason: 'invalid-data',
    answer: async () => text(SPA_FALLBACK, 200, 'text/html'),
  },
  'HTML labelled as JSON': {
    reason: 'invalid-data',
    answer: async () => text(SPA_FALLBACK, 200, 'application/json'),
  },
  'JSON cut off half-way': {
    reason: 'invalid-data',
    answer: async () => text(JSON.stringify([fern, pothos]).slice(0, 150), 200, 'application/json'),
  },
  'an empty body': { reason: 'invalid-data', answer: async () => text('', 200) },
  'HTTP 204 No Content': {
    reason: 'invalid-data',
    answer: async () => new Response(null, { status: 204 }),
  },
  'an object holding the list': {
    reason: 'invalid-data',
    answer: async () => json({ plants: [fern, pothos] }),
  },
  'a string': { reason: 'invalid-data', answer: async () => json('[]') },
  'JSON null': { reason: 'invalid-data', answer: async () => json(null) },
  'a list with no valid plant': {
    reason: 'invalid-data',
    answer: async () => json([{ plantId: 'one' }, 42, null, { ...fern, price: 'cheap' }]),
  },
  'a body that fails while it is read': {
    reason: 'invalid-data',
    answer: async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('[{"plantId":'));
            controller.error(new TypeError('network error'));
          },
        }),
        { status: 200 },
      ),
  },
};

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

function catalogAnswering(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  });
  return { catalog: new FetchPlantCatalog(URL_, fetchFn as typeof fetch), calls };
}

describe(`plants.json that fails (${Object.keys(FAILURES).length} kinds): a PlantCatalogError, and the next call tries again`, () => {
  it.each(Object.entries(FAILURES))('%s', async (_name, { reason, answer }) => {
    const { catalog, calls } = catalogAnswering(answer, async () => json([fern, pothos]));

    const error = await catalog.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlantCatalogError);
    expect((error as PlantCatalogError).reason).toBe(reason);
    // The detail page shares the load: it fails the same way, as 'Plant Not Found'.
    expect(calls).toHaveLength(1);

    // Try Again: the failed load was forgotten.
    expect((await catalog.list()).map((plant) => plant.plantId)).toEqual([1, 2]);
    expect(calls).toHaveLength(2);
  });

  it('asks with a deadline: every request carries an abort signal, so a server that never answers ends in an error', async () => {
    const { catalog, calls } = catalogAnswering(async () => json([fern]));
    await catalog.list();
    const signal = calls[0]?.init?.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });

  it('a request that hangs until its signal fires is reported as unavailable', async () => {
    const hanging = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          // What fetch does when AbortSignal.timeout fires; fired here at once instead of in 10 s.
          const controllerLike = init?.signal;
          if (!controllerLike) return;
          controllerLike.addEventListener('abort', () => reject(controllerLike.reason));
          queueMicrotask(() =>
            reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
          );
        }),
    );
    const catalog = new FetchPlantCatalog(URL_, hanging as typeof fetch);
    await expect(catalog.list()).rejects.toMatchObject({
      name: 'PlantCatalogError',
      reason: 'unavailable',
    });
  });
});

describe('plants.json that lies: the good plants are kept, the rest dropped with a warning', () => {
  it('drops plants with missing or wrong-typed fields, naming each', async () => {
    const { catalog } = catalogAnswering(async () =>
      json([
        fern,
        { ...pothos, plantName: undefined },
        { ...pothos, plantId: '2' },
        { ...pothos, price: -1 },
        { ...pothos, availableStock: 2.5 },
        { ...pothos, rating: 'five' },
        { ...pothos, plantId: 7, plantName: 'Ivy', image: 42 },
        pothos,
      ]),
    );
    expect((await catalog.list()).map((plant) => plant.plantId)).toEqual([1, 2]);
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings).toHaveLength(6);
    for (const warning of warnings) expect(warning).toMatch(/^\[plants\.json\] dropped entry \d/);
  });

  it('keeps the first plant of a duplicated plantId, with a warning', async () => {
    const { catalog } = catalogAnswering(async () =>
      json([fern, pothos, { ...fern, plantName: 'Impostor', price: 0.01 }]),
    );
    const plants = await catalog.list();
    expect(plants.map((plant) => plant.plantName)).toEqual(['Boston Fern', 'Golden Pothos']);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[plants.json] dropped a duplicate entry for 1',
    ]);
    expect(await catalog.findById(1)).toMatchObject({ plantName: 'Boston Fern', price: 1999 });
  });

  it('reads __proto__ and constructor keys as data, never onto Object.prototype', async () => {
    const body = `[{"__proto__":{"polluted":"yes"},${JSON.stringify(fern).slice(1)},{"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(pothos).slice(1)}]`;
    const { catalog } = catalogAnswering(async () => text(body, 200, 'application/json'));
    const plants = await catalog.list();
    expect(plants.map((plant) => plant.plantId)).toEqual([1, 2]);
    for (const plant of plants) {
      expect(Object.getPrototypeOf(plant)).toBe(Object.prototype);
      expect(plant).not.toHaveProperty('polluted');
    }
  });

  it('keeps markup in names as text', async () => {
    const { catalog } = catalogAnswering(async () =>
      json([{ ...fern, plantName: '<img src=x onerror=alert(1)>' }]),
    );
    expect((await catalog.list())[0]?.plantName).toBe('<img src=x onerror=alert(1)>');
  });

  it('an empty list is an empty shop, not an error', async () => {
    const { catalog } = catalogAnswering(async () => json([]));
    expect(await catalog.list()).toEqual([]);
  });

  it('caps the warnings for a list of 50,000 junk entries around two good plants', async () => {
    const junk = Array.from({ length: 50_000 }, (_, i) => ({ plantId: -i }));
    const { catalog } = catalogAnswering(async () => json([fern, ...junk, pothos]));
    expect((await catalog.list()).map((plant) => plant.plantId)).toEqual([1, 2]);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(21);
    expect(String(warn.mock.calls.at(-1)?.[0])).toBe(
      '[plants.json] and 49980 more entries dropped',
    );
  });
});
