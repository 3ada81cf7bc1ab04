import { describe, expect, it } from 'vitest';
import { topLevelRules } from './inline-css';

describe('topLevelRules', () => {
  it('splits a minified stylesheet into its top-level statements, at-rules whole', () => {
    const css =
      '@charset "utf-8";:root{--a:1}.a{content:\'}\'}@media (min-width:600px){.a{color:red}.b{color:blue}}@keyframes k{0%{opacity:0}to{opacity:1}}.c{background:url("x{.svg")}';
    expect(topLevelRules(css)).toEqual([
      '@charset "utf-8";',
      ':root{--a:1}',
      ".a{content:'}'}",
      '@media (min-width:600px){.a{color:red}.b{color:blue}}',
      '@keyframes k{0%{opacity:0}to{opacity:1}}',
      '.c{background:url("x{.svg")}',
    ]);
  });
});
