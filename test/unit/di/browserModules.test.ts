// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { browserModules } from '@/di/createBrowserContainer';
import { resolveFirebaseEnvironment } from '@/di/firebaseConfig';
import type { ServiceContainer } from '@/di/Token';
import { AUTH } from '@/di/modules/authModule';
import { CART } from '@/di/modules/cartModule';
import { PLANTS } from '@/di/modules/plantsModule';
import { PREVIEW } from '@/di/modules/previewModule';
import { LocalStorageCartStorage } from '@/modules/cart/infrastructure/LocalStorageCartStorage';
import { FetchPlantCatalog } from '@/modules/plants/infrastructure/FetchPlantCatalog';
import { HttpPreviewBackend } from '@/modules/preview/infrastructure/HttpPreviewBackend';

const LOCAL = resolveFirebaseEnvironment({});
const PRODUCTION = resolveFirebaseEnvironment({
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'shop',
  VITE_FIREBASE_APP_ID: 'app',
});

/**
 * The browser adapters are plain classes built by factories (ADR 0015): no
 * decorator, no emitted metadata, and the container still builds them.
 */
describe('browserModules', () => {
  function browserContainer(environment = LOCAL): ServiceContainer {
    const container = new Container();
    container.load(...browserModules(environment, 'https://shop.test/leafy/'));
    return container;
  }

  it('builds the fetch catalogue and the localStorage cart once per container', () => {
    const container = browserContainer();
    const catalog = container.get(PLANTS.ports.PlantCatalogPort);
    const storage = container.get(CART.ports.CartStoragePort);
    expect(catalog).toBeInstanceOf(FetchPlantCatalog);
    expect(storage).toBeInstanceOf(LocalStorageCartStorage);
    expect(container.get(PLANTS.ports.PlantCatalogPort)).toBe(catalog);
    expect(container.get(CART.ports.CartStoragePort)).toBe(storage);
    expect(container.get(AUTH.settings.DefaultAvatarUrl)).toMatch(/^https:\/\/shop\.test\/leafy\//);
  });

  it('fetches plants.json beside the site through the browser fetch', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('[]', { status: 200 }));
    await browserContainer().get(PLANTS.useCases.ListPlants).execute();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('https://shop.test/leafy/plants.json');
  });

  it('keeps the cart in window.localStorage', async () => {
    localStorage.clear();
    const storage = browserContainer().get(CART.ports.CartStoragePort);
    await storage.writeOwner('uid-1');
    expect(localStorage.getItem('leafy.listOwner')).toBe('"uid-1"');
    localStorage.clear();
  });

  it('watches the local emulator for the preview banner, and nothing in production', () => {
    expect(browserContainer(LOCAL).get(PREVIEW.ports.PreviewBackendPort)).toBeInstanceOf(
      HttpPreviewBackend,
    );
    expect(browserContainer(PRODUCTION).get(PREVIEW.ports.PreviewBackendPort)).toBeNull();
    expect(browserContainer(PRODUCTION).get(PREVIEW.stores.PreviewStatusStore).watched).toBe(false);
  });
});
