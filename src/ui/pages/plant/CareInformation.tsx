import { Droplets, Sprout, Sun, Waves, type LucideIcon } from 'lucide-react';
import { FIXED_CARE_INFO } from './detailPageCopy';

/** Spec section 9: the care info, Watering, Sunlight and Humidity fixed, Care Level from the plant. */
const CARE_ICONS: Record<(typeof FIXED_CARE_INFO)[number]['label'], LucideIcon> = {
  Watering: Droplets,
  Sunlight: Sun,
  Humidity: Waves,
};

/** The plant's care, as the spec lists it: three fixed answers, and its own care level. */
export function CareInformation({ careLevel }: { careLevel: string }) {
  const careInfo = [
    ...FIXED_CARE_INFO.map(({ label, value }) => ({ label, value, Icon: CARE_ICONS[label] })),
    { label: 'Care Level', value: careLevel, Icon: Sprout },
  ];
  return (
    <section aria-labelledby="care-info-heading" className="mt-6">
      <h2 id="care-info-heading" className="font-display text-xl font-semibold text-stone-900">
        Care Information
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {careInfo.map(({ label, value, Icon }) => (
          <div key={label} className="relative rounded-xl bg-brand-50 py-3 pr-3 pl-11">
            <dt className="text-xs font-medium text-stone-600">
              <Icon
                aria-hidden="true"
                size={20}
                className="absolute top-3.5 left-3 text-brand-700"
              />
              {label}
            </dt>
            <dd className="font-semibold break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
