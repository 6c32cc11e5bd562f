'use client';
// 'Save this idea': keep someone's revealed idea (or one's own) in the Nerve-on A-ha notebook,
// privately. A second keep is refused by the provider ('already in your notebook'), shown as is.
import { useState } from 'react';
import { api, errorMessage } from '@/lib/client/api';
import { IDEA_NOTE_TEXTS } from '@/lib/contracts/idea-notes';
import { useUi } from '../ui/UiProvider';

export function KeepIdeaButton({ ideaId }: { ideaId: number }) {
  const [state, setState] = useState<'idle' | 'busy' | 'saved'>('idle');
  const { toast } = useUi();

  async function keep() {
    if (state !== 'idle') return;
    setState('busy');
    try {
      await api('/saved-ideas', { method: 'POST', body: { idea_id: ideaId } });
      toast(IDEA_NOTE_TEXTS.saved);
      setState('saved');
    } catch (err) {
      toast(errorMessage(err));
      setState('idle');
    }
  }

  return (
    <button className="btn btn-ghost btn-sm" type="button" onClick={keep} disabled={state !== 'idle'}>
      {state === 'saved' ? 'Saved' : state === 'busy' ? 'Saving…' : 'Save this idea'}
    </button>
  );
}
