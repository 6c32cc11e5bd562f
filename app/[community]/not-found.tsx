// 404 inside a community (an unknown challenge, idea or presentation); the community itself exists.
import Link from 'next/link';
import { href } from '@/lib/routes/table';

export default function CommunityNotFound() {
  return (
    <div className="container page" style={{ maxWidth: 640, textAlign: 'center', paddingTop: '3rem' }}>
      <h1>We could not find that</h1>
      <p className="muted">It may have been removed, or the link is mistyped.</p>
      <p>
        <Link className="btn" href={href('home')}>
          Browse challenges
        </Link>{' '}
        <Link className="btn btn-ghost" href={href('send-feedback')}>
          Tell us about it
        </Link>
      </p>
    </div>
  );
}
