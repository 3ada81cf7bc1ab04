import type { Plugin } from 'vite';

/**
 * Puts the shell's stylesheets (the ones index.html links: those of the entry chunk and the chunks it
 * imports) into index.html as one `<style>` element, so the first paint waits for no request after the
 * document (docs/decisions/011-home-first-load.md). Every other chunk brings its own stylesheet
 * (`cssCodeSplit`), loaded with it (decision 016, part 10).
 *
 * A lazy chunk's preload list still names the shell's stylesheets it depends on, and Vite's preload
 * helper adds a `<link>` for each one no `<link rel="stylesheet">` of the page names yet: the rules
 * would come again, after the screen's own, and win over them. So each inlined file stays named by a
 * disabled link, which the helper counts as present and the browser does not fetch (the file stays
 * in the build for a browser that would). A rule two shell stylesheets both carry (a shared import)
 * is kept once, where it first comes.
 */
export function inlineCss(): Plugin {
  return {
    name: 'roda:inline-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const sheets: { href: string; css: string }[] = [];
        const links = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g;
        for (const tag of html.match(links) ?? []) {
          const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
          const fileName = Object.keys(bundle).find((name) => href?.endsWith(`/${name}`));
          const asset = fileName ? bundle[fileName] : undefined;
          if (!href || !asset || asset.type !== 'asset' || !fileName?.endsWith('.css'))
            throw new Error(`inline-css: index.html links ${href ?? tag}, which is no stylesheet of this build`);
          sheets.push({ href, css: String(asset.source) });
        }
        if (sheets.length === 0) return html;
        const seen = new Set<string>();
        const rules = sheets
          .flatMap((sheet) => topLevelRules(sheet.css))
          .filter((rule) => !seen.has(rule) && seen.add(rule));
        // a literal `</style` inside the CSS would end the element early
        const style = `<style>${rules.join('').replace(/<\/style/gi, '<\\/style')}</style>`;
        const markers = sheets.map((sheet) => `<link rel="stylesheet" href="${sheet.href}" disabled>`).join('');
        let first = true;
        return html.replace(links, () => {
          if (!first) return '';
          first = false;
          return `${style}${markers}\n`;
        });
      },
    },
  };
}

/** A minified stylesheet's top-level statements: rules, at-rules with their blocks, `@import`s. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' || (c === ';' && depth === 0)) {
      if (c === '}') depth--;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) rules.push(rest);
  return rules.filter(Boolean);
}
