import { createElement, lazy, type ComponentType } from 'react';
import { matchOfficeSection, type OfficeSection, type OfficeSectionProps } from './office-router';

/*
 * Each section's module is loaded by the route's loader before the section renders
 * (src/routes/office/$.tsx), and then rendered as itself. A lazy component alone suspended on every
 * first visit: React shows the fallback, and then holds the section back until 300 ms after the
 * fallback appeared (its throttle of Suspense reveals), which made each office page wait a quarter
 * of a second longer than its chunk and data took. The lazy one stays for anything that renders a
 * section without the loader.
 */
const section = (
  pattern: string,
  load: () => Promise<{ default: ComponentType<OfficeSectionProps> }>,
): OfficeSection => {
  let loaded: ComponentType<OfficeSectionProps> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const Section = (props: OfficeSectionProps) => createElement(loaded ?? Lazy, props);
  return { pattern, preload, component: Section, isLoaded: () => loaded !== null };
};

/** Every office screen, by path under /app/office/. First match wins. */
export const OFFICE_SECTIONS: OfficeSection[] = [
  section('dashboard', () => import('./sections/dashboard-section')),
  section('products', () => import('./sections/products-section')),
  section('products/:id', () => import('./sections/product-section')),
  section('stock', () => import('./sections/stock-section')),
  section('import', () => import('./sections/import-section')),
  section('audit', () => import('./sections/audit-section')),
  section('data-requests', () => import('./sections/data-requests-section')),
  section('workshops', () => import('./sections/workshops-section')),
  section('workshops/new', () => import('./sections/workshop-new-section')),
  section('workshops/:id', () => import('./sections/workshop-section')),
  section('holidays', () => import('./sections/holidays-section')),
  section('people', () => import('./sections/people-section')),
  section('releases', () => import('./sections/releases-section')),
  section('part-requests', () => import('./sections/part-requests-section')),
  section('orders', () => import('./sections/orders-section')),
  section('orders/:id', () => import('./sections/order-section')),
  section('payments', () => import('./sections/payments-section')),
  section('documents', () => import('./sections/documents-section')),
  section('tax-settings', () => import('./sections/tax-settings-section')),
  section('content', () => import('./sections/content-section')),
  section('content/:id', () => import('./sections/banner-section')),
  section('content/texts/:kind', () => import('./sections/dictionary-section')),
  section('content/texts/:kind/:id', () => import('./sections/dictionary-entry-section')),
];

/** The landing section of /app/office/. */
export const OFFICE_HOME = 'dashboard';

/** Loads the module of the section at `path` (under /app/office/), if one matches. */
export async function preloadOfficeSection(path: string): Promise<void> {
  const match = matchOfficeSection(OFFICE_SECTIONS, path.replace(/\/+$/, '') || OFFICE_HOME);
  await match?.section.preload();
}
