/** The catalogue could not be loaded: the file is unreachable, or it is not a list of plants. */
export type PlantCatalogErrorReason = 'unavailable' | 'invalid-data';

export class PlantCatalogError extends Error {
  constructor(
    readonly reason: PlantCatalogErrorReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PlantCatalogError';
  }
}

/** Spec section 8: the text shown when the plant list fails to load. */
export const PLANT_LIST_LOAD_FAILED = 'Failed to load plants. Please try again later.';
