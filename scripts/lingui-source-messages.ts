import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Babel plugin, run after `@lingui/babel-plugin-lingui-macro` (which must keep the message:
 * `stripMessageField: false`): replaces the source (English) text of every message descriptor the
 * macros wrote (`{ id, message }`, marked `i18n`, of `t`, `msg`, `<Trans>`…) by its compiled form, the same form
 * `lingui compile` writes into a catalog. English is the source language, so English needs no
 * catalog at all: `i18n._` falls back to this compiled message, and each chunk carries only the
 * English of its own screens (docs/decisions/011-home-first-load.md). Compiled here, at build time,
 * the app needs no message compiler at run time.
 */
export function linguiSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const keyName = (key: BabelTypes.Node) =>
    t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : undefined;

  return {
    name: 'roda:lingui-source-messages',
    visitor: {
      ObjectExpression(path) {
        // the macros mark each descriptor they write with a leading `i18n` block comment
        if (!path.node.leadingComments?.some((c) => c.value.trim() === 'i18n')) return;
        for (const prop of path.node.properties) {
          if (!t.isObjectProperty(prop) || keyName(prop.key) !== 'message' || !t.isStringLiteral(prop.value)) continue;
          const compiled = compileMessage(prop.value.value);
          prop.value = t.valueToNode(typeof compiled === 'string' ? [compiled] : compiled);
        }
      },
    },
  };
}
