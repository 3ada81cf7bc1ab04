import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { type ComponentType, type ReactNode } from 'react';

/**
 * The back office is one router route (`/office/$`, src/routes/office/$.tsx). Its sections are
 * matched here, inside the lazy office chunk, so the shell that Home loads carries one route
 * definition for the whole office however many sections it grows (Home's budget: decision 016 part 3;
 * decision 018). The sections are listed in office-sections.ts; each is a lazy module; its search is raw
 * and parsed by the section itself (`parseSearch` with its own `searchSchema`).
 */
export type OfficeSearch = Record<string, unknown>;

export interface OfficeSectionProps {
  /** The `:name` parts of the section's pattern. */
  params: Record<string, string>;
  search: OfficeSearch;
}

export interface OfficeSection {
  pattern: string;
  /** Renders the section's own module once loaded, else a lazy one that suspends until it is. */
  component: ComponentType<OfficeSectionProps>;
  /** Loads the section's module (the route's loader calls it before the section renders). */
  preload: () => Promise<unknown>;
  /** Whether the module is in, so the section renders without suspending. */
  isLoaded: () => boolean;
}

/** The first section whose pattern matches `path`, with its `:name` parts. */
export function matchOfficeSection(
  sections: readonly OfficeSection[],
  path: string,
): { section: OfficeSection; params: Record<string, string> } | null {
  const parts = path.split('/').filter(Boolean);
  for (const candidate of sections) {
    const pattern = candidate.pattern.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(part);
        return true;
      }
      return segment === part;
    });
    if (matches) return { section: candidate, params };
  }
  return null;
}

type OfficeLinkProps = Omit<LinkProps, 'to' | 'params' | 'search'> & {
  /** The path under /app/office/, e.g. `products/12`. */
  to: string;
  search?: OfficeSearch;
  className?: string;
  children: ReactNode;
};

/** A link to an office section; `aria-current="page"` when it is the open one (or its parent). */
export function OfficeLink({ to, search, children, ...rest }: OfficeLinkProps) {
  return (
    <Link
      {...rest}
      to="/office/$"
      params={{ _splat: to }}
      search={search ?? {}}
      activeOptions={{ includeSearch: false }}
      activeProps={{ 'aria-current': 'page' }}
    >
      {children}
    </Link>
  );
}

/** Moves to an office section, replacing its search. */
export function useOfficeNavigate() {
  const navigate = useNavigate();
  return (to: string, search: OfficeSearch = {}, options: { replace?: boolean } = {}) =>
    void navigate({ to: '/office/$', params: { _splat: to }, search, replace: options.replace });
}
