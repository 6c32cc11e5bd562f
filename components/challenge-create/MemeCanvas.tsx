'use client';
// The meme maker of the Image step (spec 2 §5, §7, §8, §9): a picture (a file of one's own, or the
// image already chosen) with top and bottom text of up to 90 characters each, drawn on a 500 px
// canvas. 'Use this meme' exports a PNG and uploads it through POST /meme-generator; a failed upload
// is reported to error reporting and logged, and the meme stays as it is to try again.
import { useEffect, useRef, useState } from 'react';
import { IMAGE_MESSAGES, MEME_CANVAS_WIDTH, MEME_TEXT_MAX, UPLOAD_ACCEPT, memeTextError } from '@/lib/challenges/image';
import { checkImageFile, uploadMeme, UploadRefused } from '@/lib/client/image-upload';
import { CountedField } from './CountedField';
import { reportError } from './report-info';

export interface MemeCanvasProps {
  /** The image already chosen, offered as the meme's picture. */
  current: string | null;
  onDone: (url: string) => void;
  disabled?: boolean;
}

function drawCaption(
  ctx: CanvasRenderingContext2D,
  text: string,
  y: number,
  width: number,
  baseline: CanvasTextBaseline,
) {
  if (!text.trim()) return;
  const size = Math.round(width / 12);
  ctx.font = `bold ${size}px Impact, 'Arial Black', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = baseline;
  ctx.lineWidth = Math.max(2, size / 8);
  ctx.strokeStyle = '#000';
  ctx.fillStyle = '#fff';
  // Long captions wrap onto lines that fit the picture.
  const words = text.toUpperCase().split(/\s+/);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= width - 20)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const ordered = baseline === 'bottom' ? [...lines].reverse() : lines;
  ordered.forEach((line, i) => {
    const lineY = baseline === 'bottom' ? y - i * size : y + i * size;
    ctx.strokeText(line, width / 2, lineY);
    ctx.fillText(line, width / 2, lineY);
  });
}

export function MemeCanvas({ current, onDone, disabled = false }: MemeCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<string | null>(current ? current.split('?')[0] : null);
  const [top, setTop] = useState('');
  const [bottom, setBottom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const topError = memeTextError(top);
  const bottomError = memeTextError(bottom);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !picture) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (!live) return;
      canvas.width = MEME_CANVAS_WIDTH;
      canvas.height = Math.round((image.naturalHeight * MEME_CANVAS_WIDTH) / image.naturalWidth) || MEME_CANVAS_WIDTH;
      ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
      drawCaption(ctx, top, 10, canvas.width, 'top');
      drawCaption(ctx, bottom, canvas.height - 10, canvas.width, 'bottom');
      setReady(true);
    };
    image.onerror = () => {
      if (live) setError(IMAGE_MESSAGES.wrongType);
    };
    image.src = picture;
    return () => {
      live = false;
    };
  }, [picture, top, bottom]);

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      await checkImageFile(file);
      setError(null);
      setReady(false);
      setPicture(URL.createObjectURL(file));
    } catch (err) {
      setError(err instanceof UploadRefused ? err.message : IMAGE_MESSAGES.wrongType);
    }
  }

  async function save() {
    const canvas = canvasRef.current;
    if (!canvas || topError || bottomError) return;
    setBusy(true);
    setError(null);
    try {
      const png = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The canvas gave no PNG'))), 'image/png'),
      );
      onDone(await uploadMeme(png));
    } catch (err) {
      reportError('meme upload failed', err);
      setError(IMAGE_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="meme-maker">
      <div className="field">
        <label htmlFor="meme-picture">Picture for the meme</label>
        <input
          id="meme-picture"
          type="file"
          accept={UPLOAD_ACCEPT}
          disabled={disabled || busy}
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      <CountedField
        id="meme-top"
        label="Top text"
        value={top}
        onChange={setTop}
        max={MEME_TEXT_MAX}
        error={topError}
        required={false}
      />
      <CountedField
        id="meme-bottom"
        label="Bottom text"
        value={bottom}
        onChange={setBottom}
        max={MEME_TEXT_MAX}
        error={bottomError}
        required={false}
      />
      {picture ? (
        <canvas
          ref={canvasRef}
          className="meme-canvas"
          width={MEME_CANVAS_WIDTH}
          height={MEME_CANVAS_WIDTH}
          role="img"
          aria-label={`Meme preview${top ? `: ${top}` : ''}${bottom ? ` / ${bottom}` : ''}`}
        />
      ) : (
        <p className="muted">Choose a picture to start your meme.</p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn"
        onClick={save}
        disabled={disabled || busy || !ready || Boolean(topError || bottomError)}
        aria-busy={busy}
      >
        {busy ? 'Saving...' : 'Use this meme'}
      </button>
    </div>
  );
}
