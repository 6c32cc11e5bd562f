'use client';
// A members-only channel's invite link, for its moderators (issue 18 §2 'member-invite'): the
// address to share and a button that copies it. The field is read-only and selectable, so the link
// can be copied by hand where the clipboard is refused.
import { useState } from 'react';

export function InviteLink({ path }: { path: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [url, setUrl] = useState(path);
  return (
    <div className="invite-link">
      <label htmlFor="channel-invite">Invite link (members-only channel)</label>{' '}
      <input
        id="channel-invite"
        readOnly
        value={url}
        size={48}
        onFocus={(e) => {
          setUrl(new URL(path, window.location.origin).toString());
          e.currentTarget.select();
        }}
      />{' '}
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={async () => {
          const full = new URL(path, window.location.origin).toString();
          setUrl(full);
          try {
            await navigator.clipboard.writeText(full);
            setCopied('yes');
          } catch {
            setCopied('no');
          }
        }}
      >
        Copy invite link
      </button>
      <span role="status" className="muted">
        {copied === 'yes' ? ' Copied.' : copied === 'no' ? ' Copy it from the field.' : ''}
      </span>
    </div>
  );
}
