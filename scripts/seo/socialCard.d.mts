// Types for socialCard.mjs, imported by the tests.
export declare const SOCIAL_CARD_SCENE: string;
export declare const SOCIAL_CARD_LOGO: string;
export declare function renderSocialCard(options: {
  root: string;
  card: { readonly width: number; readonly height: number };
  cacheDir?: string;
}): Promise<Buffer>;
