import { CareTips } from './CareTips';
import { Experts } from './Experts';
import { MeetTheDeveloper } from './MeetTheDeveloper';
import { StartYourJourney } from './StartYourJourney';

/** The home page's bands below the first screen: their code comes after the first paint. */
export function BelowTheFoldBands() {
  return (
    <>
      <CareTips />
      <Experts />
      <MeetTheDeveloper />
      <StartYourJourney />
    </>
  );
}
