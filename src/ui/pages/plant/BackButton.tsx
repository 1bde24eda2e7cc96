import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@/ui/lib/paths';

/** Back where the shopper came from inside the shop, or to the plant list when they arrived here directly. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router marks the first entry it was started with as 'default': there is no in-app page behind it.
  const hasInAppHistory = location.key !== 'default';
  return (
    <button
      type="button"
      onClick={() => (hasInAppHistory ? navigate(-1) : navigate(PATHS.plants))}
      className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900"
    >
      <ArrowLeft aria-hidden="true" width={18} height={18} />
      Back
    </button>
  );
}
