import type { ReactNode } from 'react';
import type { DictionaryItem } from '@/shared/contract/content';
import { splitEntry } from '@/shared/lib/entry-text';
import { Collapse } from './collapse';

/*
 * How customers read the dictionary's texts: the FAQ as questions that open, a document as its
 * title and paragraphs. Shared by the customer's pages (features/content) and the back office's
 * preview, so what the office previews is what the customer gets.
 */

type Entry = Pick<DictionaryItem, 'id' | 'content'>;

/** FAQ entries as an accordion: each entry's first paragraph is its question. */
export function FaqEntries({ items, open }: { items: Entry[]; open?: number | undefined }) {
  return (
    <Collapse
      accordion
      headingLevel={2}
      defaultOpenKeys={open !== undefined ? [String(open)] : []}
      items={items.map((item) => {
        const { heading, text } = splitEntry(item.content);
        return {
          key: String(item.id),
          title: heading ?? text,
          content: <p className="app-prose">{heading ? text : ''}</p>,
        };
      })}
    />
  );
}

/** One long text (policy, agreement, about us): its first paragraph as the title when it has more. */
export function DocumentText({ content, titleLevel = 2 }: { content: string; titleLevel?: 2 | 3 }): ReactNode {
  const { heading, text } = splitEntry(content);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="app-document">
      {heading && <Title className="app-document__title">{heading}</Title>}
      <div className="app-prose">{text}</div>
    </article>
  );
}
