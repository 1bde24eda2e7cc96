import { usePageTitle } from '@/ui/hooks/usePageTitle';
import { CareTips } from './CareTips';
import { Experts } from './Experts';
import { Hero } from './Hero';
import { MeetTheDeveloper } from './MeetTheDeveloper';
import { PopularPlants } from './PopularPlants';
import { StartYourJourney } from './StartYourJourney';

export function HomePage() {
  usePageTitle(null);
  return (
    <>
      <h1 tabIndex={-1} className="sr-only">
        Leafy: indoor plants delivered
      </h1>
      <Hero />
      <PopularPlants />
      <CareTips />
      <Experts />
      <MeetTheDeveloper />
      <StartYourJourney />
    </>
  );
}
