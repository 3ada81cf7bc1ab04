import { lazy, type ComponentType } from 'react';
import type { OfficeSection, OfficeSectionProps } from './office-router';

const section = (
  pattern: string,
  load: () => Promise<{ default: ComponentType<OfficeSectionProps> }>,
): OfficeSection => ({
  pattern,
  component: lazy(load),
});

/** Every office screen, by path under /app/office/. First match wins. */
export const OFFICE_SECTIONS: OfficeSection[] = [
  section('dashboard', () => import('./sections/dashboard-section')),
  section('products', () => import('./sections/products-section')),
  section('products/:id', () => import('./sections/product-section')),
  section('import', () => import('./sections/import-section')),
  section('audit', () => import('./sections/audit-section')),
  section('workshops', () => import('./sections/workshops-section')),
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
