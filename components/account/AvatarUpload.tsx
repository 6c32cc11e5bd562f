'use client';
// The player's picture on /my-account/profile (issue 22 item 7): the current avatar and the upload
// widget of spec 1 §5. The new picture shows at once here, and the page data is refreshed so the
// header's user menu shows it too (the BFF has already revalidated the platform pages' cache).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ImageDropzone } from '../media/ImageDropzone';

export const DEFAULT_AVATAR = '/avatars/default.svg';

export function AvatarUpload({ current }: { current: string | null }) {
  const router = useRouter();
  const [src, setSrc] = useState(current ?? DEFAULT_AVATAR);
  const [done, setDone] = useState(false);
  return (
    <section className="card account-form" aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">Your picture</h2>
      <div className="account-summary">
        <img className="account-avatar" src={src} alt="Your current picture" width={72} height={72} />
        <div className="account-summary-body">
          <ImageDropzone
            purpose="avatar"
            label="Choose a picture"
            onUploaded={(url) => {
              setSrc(url);
              setDone(true);
              router.refresh();
            }}
          />
          {done && (
            <p className="hint" role="status">
              Picture saved.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
