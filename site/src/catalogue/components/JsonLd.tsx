import { serializeJsonLd } from '../logic/json-ld.ts';

/**
 * Structured data as `<script type="application/ld+json">`. The type makes it a data block the
 * browser never executes, so the page's script policy (inline scripts only by hash) is not in
 * its way; `serializeJsonLd` escapes what could end the element.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
