import type { Cents } from '@/modules/shared/domain/Money';

export type PlantId = number;

/** A plant of the catalogue (spec section 3). The price is held in cents. */
export interface Plant {
  readonly plantId: PlantId;
  readonly plantName: string;
  readonly providerName: string;
  /** Path of the picture, relative to the site's base URL. */
  readonly image: string;
  readonly category: string;
  readonly price: Cents;
  readonly rating: number;
  readonly description: string;
  readonly careLevel: string;
  readonly availableStock: number;
}
