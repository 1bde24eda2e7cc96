import { useEffect, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HERO_AUTO_ADVANCE_MS, HERO_SLIDE_COUNT, nextHeroSlide } from './heroCarousel';
import { artworkSources } from '@/ui/lib/artwork';
import { PATHS } from '@/ui/lib/paths';
import { whenPageIdle } from '@/ui/lib/whenPageIdle';
import { usePrefersReducedMotion } from '@/ui/hooks/usePrefersReducedMotion';

export const HERO_SLIDES = [
  {
    title: 'Bring Nature Home',
    subtitle: 'Hand-picked indoor plants from small nurseries, delivered healthy to your door.',
    image: 'images/hero/hero-1.svg',
  },
  {
    title: 'Green Spaces, Calm Minds',
    subtitle: 'Air-purifying plants that turn any room into a quiet corner of the forest.',
    image: 'images/hero/hero-2.svg',
  },
  {
    title: 'Care Made Simple',
    subtitle:
      'Every plant comes with clear care tips, so beginners and collectors alike can thrive.',
    image: 'images/hero/hero-3.svg',
  },
] as const satisfies ReadonlyArray<{ title: string; subtitle: string; image: string }>;

if (HERO_SLIDES.length !== HERO_SLIDE_COUNT) throw new Error('The hero must have exactly 3 slides');

/**
 * How wide a slide's picture is drawn: the full width, or wider where it covers a band taller than
 * 2:3 (34rem tall on a phone, 36rem from `sm`). index.html preloads the first picture with the same
 * `imagesizes`, so both pick the same file.
 */
export const HERO_SIZES = '(min-width: 640px) max(100vw, 54rem), max(100vw, 51rem)';

/**
 * Spec sections 2 and 4: three slides advancing every 4 seconds, with dots to
 * jump to a slide. It holds still while hovered or focused, stops for good
 * with its pause button (WCAG 2.2.2 asks for a way to stop what moves on its
 * own; hover and focus do not help on a touch screen), and never moves on its
 * own for visitors who ask for reduced motion.
 */
export function Hero() {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The first slide's text is there at once (it is part of the first paint); a slide that
  // replaces it fades in.
  const [advanced, setAdvanced] = useState(false);
  // The other slides' pictures are fetched once the page has loaded: hidden until their turn,
  // they would share the network and the decoder with the first one, the page's largest paint.
  const [restWanted, setRestWanted] = useState(false);
  useEffect(() => whenPageIdle(() => setRestWanted(true)), []);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      setAdvanced(true);
      setCurrent(nextHeroSlide);
    }, HERO_AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const slide = HERO_SLIDES[current] ?? HERO_SLIDES[0];

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="surface-dark relative isolate overflow-hidden bg-brand-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative h-[34rem] sm:h-[36rem]">
        {HERO_SLIDES.map((item, index) =>
          index === 0 || index === current || restWanted ? (
            <img
              key={item.image}
              {...artworkSources(item.image)}
              sizes={HERO_SIZES}
              alt=""
              width={1200}
              height={800}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              className={`absolute inset-0 h-full w-full object-cover object-[70%_55%] transition-opacity duration-700 motion-reduce:transition-none ${
                index === current ? 'opacity-100' : 'opacity-0'
              }`}
            />
          ) : null,
        )}
        {/*
         * Dark enough behind the text for 4.5:1 over the lightest part of every picture
         * (measured in test/e2e/accessibility.e2e.ts); the picture shows through on the right.
         */}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/75 sm:via-brand-900/85 sm:via-70% sm:to-brand-900/20" />
        <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-4 pb-10 sm:px-6 lg:px-8">
          {/* Every slide's text, hidden, in the same grid cell as the shown one: the block is as
              tall as the tallest slide, so the buttons below never move (no layout shift). */}
          <div className="grid">
            {HERO_SLIDES.map((item) => (
              <div
                key={item.title}
                aria-hidden="true"
                className="invisible col-start-1 row-start-1 max-w-xl"
              >
                <p className="font-display text-4xl leading-tight font-bold sm:text-6xl">
                  {item.title}
                </p>
                <p className="mt-4 text-lg sm:text-xl">{item.subtitle}</p>
              </div>
            ))}
            <div
              key={current}
              role="group"
              aria-roledescription="slide"
              aria-label={`${current + 1} of ${HERO_SLIDE_COUNT}`}
              aria-live={paused ? 'polite' : 'off'}
              className={`col-start-1 row-start-1 max-w-xl text-white ${
                advanced ? 'motion-safe:animate-[fade-in_600ms_ease-out]' : ''
              }`}
            >
              <h2 className="font-display text-4xl leading-tight font-bold sm:text-6xl">
                {slide.title}
              </h2>
              <p className="mt-4 text-lg text-brand-50 sm:text-xl">{slide.subtitle}</p>
            </div>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={PATHS.plants}
              className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 shadow hover:bg-brand-50"
            >
              Explore Collection
            </Link>
            <a
              href="#care-tips"
              className="rounded-lg bg-brand-900/40 px-6 py-3 font-semibold text-white ring-2 ring-white/80 hover:bg-white/10"
            >
              Learn More
            </a>
          </div>
        </div>
      </div>
      {/* A dark pill behind the dots: they stay visible over the light parts of a picture. */}
      <div className="absolute inset-x-0 bottom-6 flex justify-center">
        <div className="flex gap-1 rounded-full bg-brand-900/70 px-1 shadow-sm ring-1 ring-white/20 backdrop-blur-sm">
          {/* Nothing moves under reduced motion, so there is nothing to pause. */}
          {!reducedMotion && (
            <button
              type="button"
              aria-label={stopped ? 'Play the slide show' : 'Pause the slide show'}
              onClick={() => setStopped((wasStopped) => !wasStopped)}
              className="grid h-11 w-11 place-items-center rounded-full text-white/90 hover:text-white"
            >
              {stopped ? (
                <Play aria-hidden="true" width={16} height={16} className="fill-current" />
              ) : (
                <Pause aria-hidden="true" width={16} height={16} className="fill-current" />
              )}
            </button>
          )}
          {HERO_SLIDES.map((item, index) => (
            <button
              key={item.image}
              type="button"
              aria-label={`Show slide ${index + 1}: ${item.title}`}
              aria-current={index === current}
              onClick={() => {
                setAdvanced(true);
                setCurrent(index);
              }}
              className="group grid h-11 w-11 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-3 rounded-full transition-all motion-reduce:transition-none ${
                  index === current ? 'w-8 bg-white' : 'w-3 bg-white/60 group-hover:bg-white/90'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
