// POST issues/{id}/file (spec §7, multipart `files`): photos, downscaled in the browser first
// (lib/downscale-photo.ts, loaded only when photos are sent), with an optional message. The bytes
// that went up are told per photo, and the upload can be cancelled.
import { type UploadedPhotos, uploadedPhotosSchema } from '@portal/contract/support';
import { apiUploadForm } from '../../../lib/api-client';
import { photoShares } from '../lib/photo-progress';

export interface PhotoUpload {
  message?: string;
  /** Each photo's share sent so far (0 to 1), in the order given. */
  onProgress?: (shares: readonly number[]) => void;
  signal?: AbortSignal;
}

export async function uploadPhotos(
  issueId: number,
  photos: readonly File[],
  { message, onProgress, signal }: PhotoUpload = {},
): Promise<UploadedPhotos> {
  const { downscalePhoto } = await import('../lib/downscale-photo');
  const form = new FormData();
  if (message) form.append('message', message);
  const smaller: File[] = [];
  for (const photo of photos) {
    const small = await downscalePhoto(photo);
    smaller.push(small);
    form.append('files', small, small.name);
  }
  const sizes = smaller.map((photo) => photo.size);
  onProgress?.(sizes.map(() => 0));
  return apiUploadForm(`issues/${issueId}/file`, form, uploadedPhotosSchema, {
    auth: true,
    signal,
    onProgress: (sent, total) => onProgress?.(photoShares(sizes, sent, total)),
  });
}
