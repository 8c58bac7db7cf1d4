import { Fragment } from 'react';
import { Heading, Text } from '@kursmarkt/ui';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Reads the content pages' plain format: blank-line paragraphs, `## ` headings, `- ` lists. */
function parseBlocks(body: string): Block[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      if (chunk.startsWith('## ')) return { kind: 'heading', text: chunk.slice(3).trim() };
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2)) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}

/** Renders a content page's body as text only: nothing in it is interpreted as HTML. */
export function RichText({ body }: { body: string }) {
  return (
    <>
      {parseBlocks(body).map((block, index) => (
        <Fragment key={index}>
          {block.kind === 'heading' ? (
            <Heading level={2} size="lg">
              {block.text}
            </Heading>
          ) : block.kind === 'list' ? (
            <ul>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <Text>{block.text}</Text>
          )}
        </Fragment>
      ))}
    </>
  );
}
