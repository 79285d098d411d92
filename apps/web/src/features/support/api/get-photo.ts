// A ticket photo or its thumbnail (GET issues/{id}/files/{photoId}[/thumbnail]): fetched with the
// bearer token (an <img> cannot send one) and kept as a blob in the query cache; each component
// shows it through an object URL of its own, released when it unmounts.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys';

export type PhotoVariant = 'full' | 'thumbnail';

export function photoPath(issueId: number, photoId: number, variant: PhotoVariant): string {
  const path = `issues/${issueId}/files/${photoId}`;
  return variant === 'thumbnail' ? `${path}/thumbnail` : path;
}

export function usePhotoUrl(
  issueId: number,
  photoId: number,
  variant: PhotoVariant,
  enabled = true,
) {
  const query = useQuery({
    queryKey: supportKeys.photo(issueId, photoId, variant),
    queryFn: ({ signal }) => apiBlob(photoPath(issueId, photoId, variant), { signal }),
    enabled,
    // A photo never changes under its address.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const created = URL.createObjectURL(query.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [query.data]);
  return { url, isError: query.isError, isPending: query.isPending && enabled };
}
