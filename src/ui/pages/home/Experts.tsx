import { Award } from 'lucide-react';
import { artworkSources } from '@/ui/lib/artwork';

/** Spec section 3: an expert, fixed on the home page. */
interface Expert {
  readonly name: string;
  readonly specialty: string;
  readonly image: string;
  readonly experience: string;
  readonly certifications: readonly string[];
}

export const EXPERTS: readonly Expert[] = [
  {
    name: 'Dr. Maya Okafor',
    specialty: 'Tropical Plant Specialist',
    image: 'images/experts/expert-1.svg',
    experience: '12 years',
    certifications: ['PhD Botany', 'Certified Horticulturist'],
  },
  {
    name: 'Lucas Fernández',
    specialty: 'Succulent & Cactus Expert',
    image: 'images/experts/expert-2.svg',
    experience: '9 years',
    certifications: ['Desert Flora Society', 'Master Gardener'],
  },
  {
    name: 'Priya Raman',
    specialty: 'Indoor Air Quality Advisor',
    image: 'images/experts/expert-3.svg',
    experience: '8 years',
    certifications: ['Environmental Science MSc', 'Biophilic Design'],
  },
  {
    name: 'Tom Ashworth',
    specialty: 'Plant Doctor & Pest Control',
    image: 'images/experts/expert-4.svg',
    experience: '15 years',
    certifications: ['Integrated Pest Management', 'RHS Level 3'],
  },
];

const CONSULTATION_EMAIL = 'experts@leafy.example';

/** The spec shows no booking flow: the buttons open an email to the experts (docs/beyond-the-spec.md). */
function consultationHref(expertName?: string): string {
  const subject = expertName ? `Consultation with ${expertName}` : 'Plant consultation';
  return `mailto:${CONSULTATION_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

export function Experts() {
  return (
    <section
      aria-labelledby="experts-heading"
      className="below-fold mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="text-center">
        <h2
          id="experts-heading"
          className="font-display text-3xl font-bold text-stone-900 sm:text-4xl"
        >
          Meet Our Green Experts
        </h2>
        <p className="mt-3 text-stone-600">Real people who answer your plant questions.</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {EXPERTS.map((expert) => (
          <li
            key={expert.name}
            className="flex flex-col rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
          >
            <img
              {...artworkSources(expert.image)}
              sizes="7rem"
              alt=""
              width={320}
              height={320}
              loading="lazy"
              decoding="async"
              className="mx-auto h-28 w-28 rounded-full bg-brand-50 object-cover"
            />
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{expert.name}</h3>
            <p className="text-sm font-medium text-brand-700">{expert.specialty}</p>
            <p className="mt-2 text-sm text-stone-600">{expert.experience} experience</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label="Certifications">
              {expert.certifications.map((certification) => (
                <li
                  key={certification}
                  className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-xs text-stone-700"
                >
                  <Award aria-hidden="true" width={12} height={12} /> {certification}
                </li>
              ))}
            </ul>
            {/* mt-auto lines the buttons up along a row; pt-5 keeps them off the chips. */}
            <div className="mt-auto pt-5">
              <a
                href={consultationHref(expert.name)}
                aria-label={`Book Consultation with ${expert.name}`}
                className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Book Consultation
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a
          href={consultationHref()}
          className="inline-block rounded-lg px-6 py-3 font-semibold text-brand-800 ring-2 ring-brand-700 hover:bg-brand-50"
        >
          Schedule a Consultation
        </a>
      </div>
    </section>
  );
}
