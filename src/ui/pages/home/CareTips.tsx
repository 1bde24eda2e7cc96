import { Droplets, Sprout, Sun } from 'lucide-react';

/** Spec section 2: the three Essential Care Tips. */
export const CARE_TIPS = [
  {
    title: 'Water Smart',
    text: 'Check soil moisture before watering: most plants like the top inch to dry out first.',
    Icon: Droplets,
  },
  {
    title: 'Light Balance',
    text: 'Bright indirect light works best for most indoor plants; harsh sun can scorch leaves.',
    Icon: Sun,
  },
  {
    title: 'Regular Care',
    text: 'Consistent attention keeps plants happy: dust leaves, turn pots and feed in spring.',
    Icon: Sprout,
  },
] as const;

export function CareTips() {
  return (
    <section id="care-tips" aria-labelledby="care-heading" className="below-fold bg-brand-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="care-heading"
          className="text-center font-display text-3xl font-bold text-stone-900 sm:text-4xl"
        >
          Essential Care Tips
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {CARE_TIPS.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-100 text-brand-800">
                <Icon aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
