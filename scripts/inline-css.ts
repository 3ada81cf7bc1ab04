import type { Plugin } from 'vite';

/**
 * Puts the app's one stylesheet (`cssCodeSplit: false`) into index.html as a `<style>` element and
 * drops the separate file, so the first paint waits for no request after the document: the shell
 * (and Home's banner area) paints as soon as the HTML is parsed (docs/decisions/011-home-first-load.md).
 * The service worker precaches index.html with it. The back office's rules are not in it: they come
 * with the office's lazy chunk (src/features/office/office-stylesheet.ts).
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
        return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
          const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
          const fileName = Object.keys(bundle).find((name) => href?.endsWith(`/${name}`));
          const asset = fileName ? bundle[fileName] : undefined;
          if (!fileName || !asset || asset.type !== 'asset' || !fileName.endsWith('.css')) return tag;
          delete bundle[fileName];
          // a literal `</style` inside the CSS would end the element early
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
