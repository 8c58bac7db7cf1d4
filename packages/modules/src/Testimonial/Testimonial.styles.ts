import { token } from '@kursmarkt/ui';
import styled from 'styled-components';

/** Lets the card fill its grid cell, so the cards of a row are equally high. */
export const Item = styled.li`
  display: flex;

  & > * {
    flex: 1;
  }
`;

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  height: 100%;
  margin: 0;
`;

/** Quotation marks come from the browser by the page's language: „…“ in German, “…” in English. */
export const Quote = styled.blockquote`
  margin: 0;
  font-size: ${token('typography.size.lg')};
  line-height: ${token('typography.lineHeight.normal')};
  /* German compounds such as "Teilnahmebescheinigungen" are wider than a phone's card. */
  overflow-wrap: break-word;
  hyphens: auto;

  & > p::before {
    content: open-quote;
  }
  & > p::after {
    content: close-quote;
  }
`;

/** Pushed to the bottom of the card, so the authors of a row line up. */
export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xxs')};
  margin-top: auto;
`;
