import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { PAGE_HEAD_TABLE } from '@/ui/lib/pageHeadTable';
import { Hero } from './Hero';
import { BelowTheFold } from './BelowTheFold';
import { PopularPlants } from './PopularPlants';

export function HomePage() {
  usePageTitle(PAGE_HEAD_TABLE.home.title);
  return (
    <>
      <h1 tabIndex={-1} className="sr-only">
        Leafy: indoor plants delivered
      </h1>
      <Hero />
      <PopularPlants />
      <BelowTheFold />
    </>
  );
}
