import type { PlantId } from '@/modules/shared/domain/Plant';

/** Spec section 2: the routes. */
export const PATHS = {
  home: '/',
  plants: '/plants',
  plant: '/plant/:plantId',
  cart: '/cart',
  profile: '/profile',
  login: '/login',
  signup: '/signup',
} as const;

export function plantPath(plantId: PlantId): string {
  return `/plant/${plantId}`;
}

/** A site-relative URL for a file in public/ (images, plants.json), honouring Vite's base. */
export function publicAsset(path: string): string {
  return `${import.meta.env.BASE_URL}${path.replace(/^\/+/, '')}`;
}
