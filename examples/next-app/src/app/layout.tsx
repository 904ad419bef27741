// src/app/layout.tsx, the root layout, a Server Component: the stylesheet once, the providers around every page, and
// the cart pill (imported directly: its built module starts with 'use client').
import '@storefront-widgets/embed/storefront.css';
import { CartPill } from '@storefront-widgets/cart-pill';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'Storefront on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <header>
            <nav aria-label="Store">
              <Link href="/">Shop</Link> · <Link href="/restock">Sold out</Link> ·{' '}
              <Link href="/contact">Contact</Link> · <Link href="/cart">Cart</Link>
            </nav>
          </header>
          <main>{children}</main>
          <CartPill />
        </Providers>
      </body>
    </html>
  );
}
