// Structured data for search engines, as an inline JSON-LD data block. serializeJsonLd escapes
// '<', so user text cannot end the script element early. A data block is never executed, so the
// CSP's script-src (nonce) does not apply to it and no nonce is needed.
import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
