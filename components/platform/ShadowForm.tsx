'use client';
import { useState } from 'react';
import { ShadowUserButton } from './ShadowUserButton';

export function ShadowForm() {
  const [handle, setHandle] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor="shadow-handle">Screen name</label>
        <input
          id="shadow-handle"
          value={handle}
          onChange={(e) => setHandle(e.target.value.trim())}
          autoComplete="off"
          placeholder="e.g. AdaLovelace"
        />
      </div>
      {handle ? (
        <ShadowUserButton handle={handle} className="btn" />
      ) : (
        <button type="button" className="btn" disabled>
          Shadow User
        </button>
      )}
    </form>
  );
}
