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
