// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { bindBrowserAdapters } from '@/di/bindBrowserAdapters';
import { bindUseCases } from '@/di/bindUseCases';
import { APP_TOKENS, PORTS, USE_CASES } from '@/di/tokens';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import { InMemoryAuth } from '@/modules/auth/infrastructure/InMemoryAuth';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import type { ListPlants } from '@/modules/plants/application/ListPlants';

/**
 * The browser adapters are plain classes built by factories (ADR 0015): no
 * decorator, no emitted metadata, and the container still builds them.
 */
describe('bindBrowserAdapters', () => {
  function browserContainer(): Container {
    const container = new Container();
    bindBrowserAdapters(container, 'https://shop.test/leafy/');
    container.bind<AuthPort>(PORTS.AuthPort).toConstantValue(new InMemoryAuth());
    bindUseCases(container);
    return container;
  }

  it('builds the fetch catalogue and the localStorage cart once per container', () => {
    const container = browserContainer();
    const catalog = container.get(PORTS.PlantCatalogPort);
    const storage = container.get(PORTS.CartStoragePort);
    expect(catalog).toBeInstanceOf(FetchPlantCatalog);
    expect(storage).toBeInstanceOf(LocalStorageCartStorage);
    expect(container.get(PORTS.PlantCatalogPort)).toBe(catalog);
    expect(container.get(PORTS.CartStoragePort)).toBe(storage);
    expect(container.get(APP_TOKENS.DefaultAvatarUrl)).toMatch(/^https:\/\/shop\.test\/leafy\//);
  });

  it('fetches plants.json beside the site through the browser fetch', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('[]', { status: 200 }));
    const listPlants = browserContainer().get<ListPlants>(USE_CASES.ListPlants);
    await listPlants.execute();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://shop.test/leafy/plants.json');
  });

  it('keeps the cart in window.localStorage', async () => {
    localStorage.clear();
    const storage = browserContainer().get<CartStoragePort>(PORTS.CartStoragePort);
    await storage.writeOwner('uid-1');
    expect(localStorage.getItem('leafy.listOwner')).toBe('"uid-1"');
    localStorage.clear();
  });
});
