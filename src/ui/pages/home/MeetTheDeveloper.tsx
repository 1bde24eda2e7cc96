import { artworkSources } from '@/ui/lib/artwork';
import { SocialLinks } from '@/ui/components/SocialLinks';

/** Spec section 2: the skills React, Tailwind, Firebase, Node.js, and social links. */
export const DEVELOPER_SKILLS = ['React', 'Tailwind', 'Firebase', 'Node.js'] as const;

export function MeetTheDeveloper() {
  return (
    <section
      id="about"
      aria-labelledby="developer-heading"
      className="below-fold bg-stone-100 py-16"
    >
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-10 px-4 sm:px-6 md:flex-row lg:px-8">
        <img
          {...artworkSources('images/developer.svg')}
          sizes="12rem"
          alt=""
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          className="h-48 w-48 shrink-0 rounded-full bg-white object-cover shadow-md ring-4 ring-white"
        />
        <div>
          <h2
            id="developer-heading"
            className="font-display text-3xl font-bold text-stone-900 sm:text-4xl"
          >
            Meet the Developer
          </h2>
          <p className="mt-3 text-stone-700">
            Leafy is built by a small team that loves plants and the web: a fast, accessible shop
            that keeps your cart in your own browser.
          </p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Skills">
            {DEVELOPER_SKILLS.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-900"
              >
                {skill}
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <SocialLinks
              tone="light"
              links={[
                {
                  network: 'GitHub',
                  href: 'https://github.com/',
                  label: 'The developer on GitHub',
                },
                {
                  network: 'LinkedIn',
                  href: 'https://www.linkedin.com/',
                  label: 'The developer on LinkedIn',
                },
                { network: 'X', href: 'https://x.com/', label: 'The developer on X' },
              ]}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
