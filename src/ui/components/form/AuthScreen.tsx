import type { ReactNode } from 'react';
import { publicAsset } from '@/ui/lib/paths';

/** The centred white card the login and sign-up screens sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className="bg-stone-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl bg-white px-6 py-8 shadow-sm ring-1 ring-stone-200 sm:px-10 sm:py-10">
          <div className="text-center">
            <img
              src={publicAsset('images/logo.svg')}
              alt=""
              width={48}
              height={48}
              className="mx-auto h-12 w-12"
            />
            <h1 tabIndex={-1} className="mt-4 font-display text-3xl font-bold text-stone-900">
              {title}
            </h1>
            <p className="mt-2 text-stone-600">{subtitle}</p>
          </div>
          <div className="mt-8">{children}</div>
          <div className="mt-8 border-t border-stone-200 pt-6 text-center text-stone-700">
            {footer}
          </div>
        </div>
      </div>
    </section>
  );
}
