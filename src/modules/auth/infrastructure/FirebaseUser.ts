import * as v from 'valibot';
import { AuthError } from '@/modules/auth/domain/AuthError';
import type { User } from '@/modules/auth/domain/User';

/** Firebase keeps metadata times as UTC strings ("Sat, 22 Nov 2025 05:27:00 GMT"), or leaves them out. */
const TimeSchema = v.pipe(
  v.nullish(v.string(), null),
  v.transform((text): Date | null => {
    if (text === null || text.trim() === '') return null;
    const time = new Date(text);
    return Number.isNaN(time.getTime()) ? null : time;
  }),
);

const OptionalTextSchema = v.nullish(v.string(), null);

/**
 * The fields of a Firebase `User` the shop reads. Firebase's own class is
 * parsed, not trusted: only these fields cross into the domain.
 */
export const FirebaseUserSchema = v.object({
  uid: v.pipe(v.string(), v.nonEmpty()),
  displayName: OptionalTextSchema,
  email: OptionalTextSchema,
  photoURL: OptionalTextSchema,
  metadata: v.object({
    creationTime: TimeSchema,
    lastSignInTime: TimeSchema,
  }),
});

/** The domain User for a Firebase user; rejects with AuthError('unknown') if it has no usable shape. */
export function parseFirebaseUser(firebaseUser: unknown): User {
  const result = v.safeParse(FirebaseUserSchema, firebaseUser);
  if (!result.success) {
    throw new AuthError('unknown', 'The identity provider returned a user the shop cannot read', {
      cause: new v.ValiError(result.issues),
    });
  }
  const { uid, displayName, email, photoURL, metadata } = result.output;
  return { uid, displayName, email, photoURL, metadata };
}
