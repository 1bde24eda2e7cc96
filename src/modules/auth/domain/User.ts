/** The signed-in customer, as the identity provider describes them (spec section 3). */
export interface User {
  readonly uid: string;
  readonly displayName: string | null;
  readonly email: string | null;
  readonly photoURL: string | null;
  readonly metadata: {
    readonly creationTime: Date | null;
    readonly lastSignInTime: Date | null;
  };
}

/** Spec section 3: a fixed stock avatar, shipped in public/, stands in when no photo is set. */
export const DEFAULT_AVATAR_PATH = 'images/default-avatar.svg';
