// Structured data (schema.org JSON-LD) for public pages, and its safe serialisation. Pure, no IO.

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface PersonInput {
  name: string;
  handle: string;
  /** Canonical URL of the user's platform. */
  url: string;
  /** Absolute URL of the avatar. */
  image?: string | null;
  description?: string | null;
  /** The user's profiles elsewhere (social links). */
  sameAs?: string[];
  /** Organisation accounts are described as organisations, not people. */
  isOrganization?: boolean;
}

/** A user platform's subject: Person (or Organization), with the @handle as its alternate name. */
export function personJsonLd(input: PersonInput): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': input.isOrganization ? 'Organization' : 'Person',
    name: input.name,
    alternateName: `@${input.handle}`,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.sameAs?.length ? { sameAs: input.sameAs } : {}),
  };
}

/** The trail from the community home to the page; positions count from 1. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. The HTML parser ends a script at the
 * first '</script', whatever the JSON says, so '<' (and '>', '&') become \u escapes, which JSON
 * reads back as the same characters. U+2028/2029 are escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
