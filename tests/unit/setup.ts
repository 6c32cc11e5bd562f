import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out the encoding API every browser has (image-size reads headers with it).
if (typeof globalThis.TextDecoder === 'undefined') Object.assign(globalThis, { TextDecoder, TextEncoder });
