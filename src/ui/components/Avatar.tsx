import { useState } from 'react';
import type { User } from '@/modules/auth/domain/User';
import { isWebUrl } from '@/modules/auth/domain/photoUrl';
import { APP_TOKENS } from '@/di/tokens';
import { useInjection } from '@/ui/di/useInjection';

/** The user's photo, or the shop's stock avatar when none is set or it fails to load. */
export function Avatar({ user, size = 32 }: { user: User; size?: number }) {
  const fallback = useInjection(APP_TOKENS.DefaultAvatarUrl);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = user.photoURL;
  // Only https photos are shown: a provider may hold anything in photoURL, and the page's
  // policy loads no other picture from elsewhere.
  const src = photo && isWebUrl(photo) && photo !== failedSrc ? photo : fallback;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(user.photoURL)}
      className="rounded-full bg-stone-200 object-cover ring-2 ring-white"
      style={{ width: size, height: size }}
    />
  );
}
