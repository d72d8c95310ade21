import { type JsonLd as JsonLdData, serializeJsonLd } from '@/lib/seo/jsonld';

export interface JsonLdProps {
  data: JsonLdData;
}

/** Structured data for search engines, escaped so content can never close the script early. */
export function JsonLd({ data }: JsonLdProps) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
