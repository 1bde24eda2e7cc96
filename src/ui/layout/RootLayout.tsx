import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';
import { PageAnnouncer } from './PageAnnouncer';
import { PreviewBanner } from './PreviewBanner';
import { ScrollRestorer } from './ScrollRestorer';
import { TopBar } from './TopBar';
import { WishlistClaimedNotice } from './WishlistClaimedNotice';

export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <PreviewBanner />
      <OfflineNotice />
      <TopBar />
      {/* At least a screen tall: the footer starts below the fold, so a page that grows once its
          data arrives (or a redirect) never moves it in view (no layout shift). */}
      <main ref={main} id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestorer />
      <PageAnnouncer main={main} />
      <WishlistClaimedNotice />
    </div>
  );
}
