// What the ticket form checks of the photos before sending (spec §5: 'File {name} is too big'):
// a photo type a phone takes, and at most the server's byte limit. The browser downscales what it
// can decode before uploading, so the limit is checked on the file as picked only when the
// browser cannot make it smaller (HEIC outside Safari): a JPEG from a 200-megapixel phone still
// goes, smaller.
import {
  TICKET_PHOTO_MAX_BYTES,
  TICKET_PHOTO_TYPES,
  TICKET_PHOTOS_PER_UPLOAD,
} from '@portal/contract/support';

export type PhotoProblem =
  | { kind: 'tooBig'; name: string }
  | { kind: 'notAPhoto'; name: string }
  | { kind: 'tooMany'; max: number };

const HEIF_NAME = /\.(heic|heif)$/i;
const accepted: readonly string[] = TICKET_PHOTO_TYPES;

/** Whether the browser is likely to decode it (and so downscale it) itself. */
function downscalable(file: File): boolean {
  return ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
}

export function photoProblems(files: readonly File[]): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  if (files.length > TICKET_PHOTOS_PER_UPLOAD) {
    problems.push({ kind: 'tooMany', max: TICKET_PHOTOS_PER_UPLOAD });
  }
  for (const file of files) {
    const isPhoto = accepted.includes(file.type) || HEIF_NAME.test(file.name);
    if (!isPhoto) problems.push({ kind: 'notAPhoto', name: file.name });
    else if (!downscalable(file) && file.size > TICKET_PHOTO_MAX_BYTES) {
      problems.push({ kind: 'tooBig', name: file.name });
    }
  }
  return problems;
}

/** What the file input offers to pick: photos, HEIC included by name (some systems have no type). */
export const PHOTO_ACCEPT = [...TICKET_PHOTO_TYPES, '.heic', '.heif'].join(',');
