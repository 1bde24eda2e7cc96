import { publicAsset } from '@/ui/lib/paths';

/**
 * The brand marks, drawn from one sprite in public/: the icon set the shop uses has none, nothing
 * is loaded from outside, and their paths stay out of the JavaScript every page loads first.
 */
const SOCIAL_MARKS = publicAsset('images/social-marks.svg');

export type SocialNetwork = 'GitHub' | 'LinkedIn' | 'Instagram' | 'X';

export function SocialLinks({
  links,
  tone = 'dark',
}: {
  links: ReadonlyArray<{ network: SocialNetwork; href: string; label: string }>;
  tone?: 'dark' | 'light';
}) {
  const colours =
    tone === 'dark'
      ? 'bg-white/10 text-white hover:bg-white/20'
      : 'bg-white text-stone-700 shadow-sm ring-1 ring-stone-200 hover:bg-brand-100 hover:text-brand-800';
  return (
    <ul className="flex gap-3">
      {links.map(({ network, href, label }) => (
        <li key={network}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={label}
            className={`grid h-10 w-10 place-items-center rounded-full transition ${colours}`}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <use href={`${SOCIAL_MARKS}#${network}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
