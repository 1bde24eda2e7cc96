// The bench's floor: the design card's stack and nothing else, so the shop can be
// measured beside the least this design costs. React and React DOM, React Router (declarative,
// one route), inversify with one binding, Firebase Auth (initializeAuth, local persistence, the
// emulator), the first auth state awaited before the first render as the shop does, and the home
// hero picture with a heading. No CSS framework, no other code.
import { Container } from 'inversify';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ARTWORK } from 'virtual:artwork';

const AUTH = Symbol.for('Auth');
const container = new Container();
container
  .bind<Auth>(AUTH)
  .toDynamicValue(() => {
    // The shop's local project (src/di/firebaseConfig.ts).
    const app = initializeApp({
      apiKey: 'demo-api-key',
      authDomain: 'demo-plants.firebaseapp.com',
      projectId: 'demo-plants',
    });
    const auth = initializeAuth(app, { persistence: browserLocalPersistence });
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    return auth;
  })
  .inSingletonScope();

// The hero's first picture as the shop shows it: the WebP widths made at build time, cover-fitted.
const HERO_IMAGE = 'images/hero/hero-1.svg';
const heroAt = (width: number) =>
  `${import.meta.env.BASE_URL}${HERO_IMAGE.replace(/\.svg$/, `-${width}.webp`)}`;
const HERO_WIDTHS = ARTWORK[HERO_IMAGE] ?? [];

function Home() {
  return (
    <main>
      <h1 style={{ margin: '1rem' }}>Bring Nature Home</h1>
      <img
        src={heroAt(HERO_WIDTHS[1] ?? 0)}
        srcSet={HERO_WIDTHS.map((width) => `${heroAt(width)} ${width}w`).join(', ')}
        sizes="(min-width: 640px) max(100vw, 54rem), max(100vw, 51rem)"
        alt="Sunlit living room filled with potted houseplants"
        width={1200}
        height={800}
        fetchPriority="high"
        style={{ display: 'block', width: '100%', height: '34rem', objectFit: 'cover' }}
      />
    </main>
  );
}

const auth = container.get<Auth>(AUTH);
void auth.authStateReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <Routes>
        <Route path="/" element={<Home />} />
      </Routes>
    </BrowserRouter>,
  ),
);
