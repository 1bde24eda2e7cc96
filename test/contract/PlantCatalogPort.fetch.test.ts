import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlantCatalogErrorReason } from '@/modules/plants/domain/PlantCatalogError';
import { PlantCatalogError } from '@/modules/plants/domain/PlantCatalogError';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { aPlant, plantRecordOf } from '../support/plants';
import { PLANTS_JSON_PATH, readShopCatalogue } from '../support/shopCatalogue';
import { describePlantCatalogContract, type CatalogSource } from './PlantCatalogPort.contract';
import { answers, TestHttpServer, type HttpAnswer } from './support/httpServer';

/**
 * FetchPlantCatalog against a real HTTP server on 127.0.0.1, serving the
 * shop's public/plants.json from disk (and, for the other cases, bodies made
 * from the plants a test asks for).
 */
let server: TestHttpServer;
let sites = 0;

beforeAll(async () => {
  server = await TestHttpServer.start();
});

afterAll(async () => {
  await server.stop();
});

/** Each adapter gets its own path, so tests never share a cache or a route. */
function newSitePath(): string {
  sites += 1;
  return `/site-${sites}/plants.json`;
}

function servingAnswer(source: CatalogSource): HttpAnswer {
  return source.file ? answers.file(source.file) : answers.json(source.plants.map(plantRecordOf));
}

const FAILURES: Record<string, { reason: PlantCatalogErrorReason; answer: HttpAnswer }> = {
  'HTTP 500': { reason: 'unavailable', answer: answers.text('Internal Server Error', 500) },
  'HTTP 404': { reason: 'unavailable', answer: answers.text('Not Found', 404) },
  'connection dropped': { reason: 'unavailable', answer: answers.dropConnection() },
  'not JSON': {
    reason: 'invalid-data',
    answer: answers.text('<!doctype html><p>plants</p>', 200, 'text/html'),
  },
  'empty body': { reason: 'invalid-data', answer: answers.text('', 200, 'application/json') },
  'not a list': { reason: 'invalid-data', answer: answers.json({ plants: [] }) },
  'JSON null': { reason: 'invalid-data', answer: answers.json(null) },
  'no valid plant': { reason: 'invalid-data', answer: answers.json([{ plantId: 'one' }, 42]) },
};

describePlantCatalogContract('FetchPlantCatalog over HTTP', {
  failures: Object.fromEntries(
    Object.entries(FAILURES).map(([name, { reason }]) => [name, reason]),
  ),
  create(source) {
    const path = newSitePath();
    server.answer(path, servingAnswer(source));
    return {
      catalog: new FetchPlantCatalog(server.url(path), fetch),
      breakSource(failure) {
        const broken = FAILURES[failure];
        if (!broken) throw new Error(`unknown failure ${failure}`);
        server.answer(path, broken.answer);
      },
      healSource() {
        server.answer(path, servingAnswer(source));
      },
      replaceSource(plants) {
        server.answer(path, servingAnswer({ plants }));
      },
    };
  },
});

describe('FetchPlantCatalog specifics', () => {
  const fern = aPlant({ plantId: 1, plantName: 'Boston Fern', price: 1999 });
  const pothos = aPlant({ plantId: 2, plantName: 'Golden Pothos', price: 2499 });
  const ivy = aPlant({ plantId: 3, plantName: 'English Ivy', price: 899 });

  function catalogAnswering(answer: HttpAnswer) {
    const path = newSitePath();
    server.answer(path, answer);
    return { catalog: new FetchPlantCatalog(server.url(path), fetch), path };
  }

  it('GETs the URL it was given, asking for JSON', async () => {
    const { catalog, path } = catalogAnswering(answers.file(PLANTS_JSON_PATH));
    await catalog.list();
    const [request] = server.requestsTo(path);
    expect(request?.method).toBe('GET');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('reads the shop file with prices in dollars into cents', async () => {
    const { catalog } = catalogAnswering(answers.file(PLANTS_JSON_PATH));
    const plants = await catalog.list();
    expect(plants).toEqual(readShopCatalogue());
    expect(plants.every((plant) => Number.isSafeInteger(plant.price))).toBe(true);
  });

  it('reads the price 19.99 as 1999 cents', async () => {
    const { catalog } = catalogAnswering(answers.json([{ ...plantRecordOf(fern), price: 19.99 }]));
    expect((await catalog.list())[0]?.price).toBe(1999);
  });

  it('drops entries with bad fields with a console warning each, and keeps the valid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalog } = catalogAnswering(
      answers.json([
        plantRecordOf(fern),
        { ...plantRecordOf(pothos), price: '24.99' },
        { ...plantRecordOf(ivy), plantId: 3.5 },
        plantRecordOf(ivy),
        { ...plantRecordOf(pothos), availableStock: -1 },
        'a plant',
        { ...plantRecordOf(pothos), plantName: '' },
        plantRecordOf(pothos),
      ]),
    );
    expect(await catalog.list()).toEqual([fern, ivy, pothos]);
    expect(warn).toHaveBeenCalledTimes(5);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.every((message) => message.startsWith('[plants.json] dropped entry '))).toBe(
      true,
    );
    expect(messages.map((message) => /dropped entry (\d+)/.exec(message)?.[1])).toEqual([
      '1',
      '2',
      '4',
      '5',
      '6',
    ]);
    expect(messages[0]).toContain('price');
  });

  it('warns about a repeated plantId and keeps the first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalog } = catalogAnswering(
      answers.json([
        plantRecordOf(fern),
        plantRecordOf(pothos),
        { ...plantRecordOf(fern), plantName: 'Copy' },
      ]),
    );
    expect(await catalog.list()).toEqual([fern, pothos]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[plants.json] dropped a duplicate entry for 1',
    ]);
  });

  it('fetches the file once and shares it between calls', async () => {
    const { catalog, path } = catalogAnswering(answers.file(PLANTS_JSON_PATH));
    await Promise.all([catalog.list(), catalog.findById(1), catalog.list()]);
    await catalog.findById(2);
    expect(server.requestsTo(path)).toHaveLength(1);
  });

  it('asks the server again after a failed load', async () => {
    const { catalog, path } = catalogAnswering(answers.text('Service Unavailable', 503));
    await expect(catalog.list()).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(catalog.findById(1)).rejects.toMatchObject({ reason: 'unavailable' });
    server.answer(path, answers.json([plantRecordOf(fern)]));
    expect(await catalog.findById(1)).toEqual(fern);
    expect(server.requestsTo(path)).toHaveLength(3);
  });

  it('reload() asks the server even while an earlier read waits, and later calls share its read', async () => {
    const replies: ((response: Response) => void)[] = [];
    const fetchFn = vi.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Promise<Response>((reply) => replies.push(reply)),
    );
    const catalog = new FetchPlantCatalog('http://shop.test/plants.json', fetchFn);
    const earlier = catalog.list(); // begun while the source was failing
    const again = catalog.reload(); // the shopper's Try Again once it is back
    expect(fetchFn).toHaveBeenCalledTimes(2);
    replies[1]!(Response.json([plantRecordOf(fern)]));
    expect(await again).toEqual([fern]);
    replies[0]!(new Response('Service Unavailable', { status: 503 }));
    await expect(earlier).rejects.toMatchObject({ reason: 'unavailable' });
    // The earlier failure does not make the catalogue forget the newer read.
    expect(await catalog.list()).toEqual([fern]);
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('says what went wrong in the error message', async () => {
    const { catalog } = catalogAnswering(answers.text('Internal Server Error', 500));
    const error = await catalog.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlantCatalogError);
    expect((error as PlantCatalogError).message).toMatch(/answered HTTP 500$/);
  });

  it('rejects when the server cannot be reached at all', async () => {
    const closed = await TestHttpServer.start();
    const url = closed.url('/plants.json');
    await closed.stop();
    await expect(new FetchPlantCatalog(url, fetch).list()).rejects.toMatchObject({
      name: 'PlantCatalogError',
      reason: 'unavailable',
    });
  });
});
