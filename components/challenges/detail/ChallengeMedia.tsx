// Pictures and links the catalyst added after publishing (spec 2 §2), shown to everyone under the
// question. Server-rendered: no JavaScript. Pictures keep their credit, links open a new tab and
// carry nofollow (they are the catalyst's, not ours).
import type { ChallengeDetail } from '@/lib/contracts/challenge';
import { imageCredit } from '@/lib/challenges/image-credit';
import { linkLabel } from '@/lib/challenges/media';

export function ChallengeMedia({ media }: { media: ChallengeDetail['media'] }) {
  if (media.pictures.length === 0 && media.links.length === 0) return null;
  return (
    <section className="card challenge-media" aria-labelledby="challenge-media-heading">
      <h2 id="challenge-media-heading">More from the catalyst</h2>
      {media.pictures.length > 0 && (
        <ul className="challenge-media-pictures" aria-label="Pictures">
          {media.pictures.map((url, i) => {
            const credit = imageCredit(url);
            return (
              <li key={url}>
                <figure>
                  <a href={url.split('?')[0]} target="_blank" rel="noopener">
                    <img
                      src={url}
                      alt={`Picture ${i + 1} added by the catalyst`}
                      width={400}
                      height={267}
                      loading="lazy"
                    />
                  </a>
                  {credit && (
                    <figcaption className="muted">
                      Image{credit.user ? ` by ${credit.user}` : ''} on {credit.source}
                    </figcaption>
                  )}
                </figure>
              </li>
            );
          })}
        </ul>
      )}
      {media.links.length > 0 && (
        <ul className="challenge-media-links" aria-label="Links">
          {media.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                {linkLabel(link)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
